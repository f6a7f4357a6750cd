import { useId, useState } from 'react';
import { EXPORT_FORMATS, type ExportFormat } from '@exam-prep/contract/admin/question-import';
import type { Exam } from '@/api/exams';
import type { Subtopic } from '@/api/subtopics';
import { exportQuestionsHref } from '@/features/question-import/api/export-questions';
import { SubtopicOptions } from './subtopic-select';
import styles from './question-import.module.css';
import { buttonClass } from '@/components/ui/button';
import { fieldClass } from '@/components/ui/field';

const FORMAT_LABELS: Record<ExportFormat, string> = {
  csv: 'CSV (spreadsheet, images by file name)',
  xlsx: 'XLSX (Excel workbook)',
  aiken: 'Aiken (plain text: images and formatting dropped)',
};

/** Export: a subtopic and/or an exam (neither = the whole bank) and a format, downloaded through a plain link. */
export function ExportSection({ subtopics, exams }: { subtopics: Subtopic[] | undefined; exams: Exam[] | undefined }) {
  const ids = { subtopic: useId(), exam: useId(), format: useId(), hint: useId() };
  const [subtopic, setSubtopic] = useState('');
  const [exam, setExam] = useState('');
  const [format, setFormat] = useState<ExportFormat>('csv');
  const scope = [subtopic && `subtopic ${subtopic}`, exam && `exam ${exam}`].filter(Boolean).join(' and ') || 'the whole bank';

  return (
    <section className={styles.panel} aria-labelledby="export-heading">
      <h2 id="export-heading" className={styles.sectionTitle}>
        Export questions
      </h2>
      <div className={styles.grid}>
        <div className={fieldClass()}>
          <label className="field-label" htmlFor={ids.subtopic}>
            Subtopic (optional)
          </label>
          <select id={ids.subtopic} className="select" value={subtopic} onChange={(event) => setSubtopic(event.target.value)}>
            <option value="">{subtopics ? 'All subtopics' : 'Loading...'}</option>
            <SubtopicOptions subtopics={subtopics ?? []} />
          </select>
        </div>
        <div className={fieldClass()}>
          <label className="field-label" htmlFor={ids.exam}>
            Exam (optional)
          </label>
          <select id={ids.exam} className="select" value={exam} onChange={(event) => setExam(event.target.value)}>
            <option value="">{exams ? 'All exams' : 'Loading...'}</option>
            {(exams ?? []).map((item) => (
              <option key={item._id} value={item.exam_name}>
                {item.exam_name}
              </option>
            ))}
          </select>
        </div>
        <div className={fieldClass()}>
          <label className="field-label" htmlFor={ids.format}>
            Format
          </label>
          <select id={ids.format} className="select" value={format} onChange={(event) => setFormat(event.target.value as ExportFormat)}>
            {EXPORT_FORMATS.map((value) => (
              <option key={value} value={value}>
                {FORMAT_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id={ids.hint} className={styles.hint}>
        Exports {scope}. An exported CSV or XLSX file imports back unchanged.
      </p>
      <div className={styles.actions}>
        <a className={buttonClass({})} href={exportQuestionsHref({ subtopic, exam, format })} download aria-describedby={ids.hint}>
          Download export
        </a>
      </div>
    </section>
  );
}
