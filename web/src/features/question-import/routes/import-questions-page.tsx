import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { IMPORT_COLUMNS, REQUIRED_IMPORT_COLUMNS } from '@exam-prep/contract/admin/question-import';
import { useExamsForAdmin } from '@/api/exams';
import { useAllSubtopicsForAdmin } from '@/api/subtopics';
import { AdminHeader } from '@/components/admin/admin-header';
import adminStyles from '@/components/admin/admin.module.css';
import { useImportRequest, type ImportRequest } from '@/features/question-import/api/import-questions';
import { ExportSection } from '@/features/question-import/components/export-section';
import { ImportErrorsTable } from '@/features/question-import/components/import-errors-table';
import { ImportProgressBar } from '@/features/question-import/components/import-progress';
import { SubtopicOptions } from '@/features/question-import/components/subtopic-select';
import styles from '@/features/question-import/components/question-import.module.css';
import { downloadText } from '@/features/question-import/lib/download';
import { IMPORT_FILE_EXTENSIONS, importFileProblem, templateCsv } from '@/features/question-import/lib/import-file';
import { outcomeErrorCount, outcomeErrors, outcomeSummary, type ImportOutcome } from '@/features/question-import/lib/import-outcome';
import { Button } from '@/components/ui/button';
import { fieldClass } from '@/components/ui/field';

/** The choices a report belongs to: a dry run's count stands for an import only of the same file and choices. */
const choicesKey = (request: Omit<ImportRequest, 'dryRun'>) =>
  JSON.stringify([request.file.name, request.file.size, request.file.lastModified, request.skipInvalid, request.subtopic, request.exams]);

/**
 * /import-questions (bulk entry, so editors need not type hundreds of questions): pick a question file, check it (a dry run: the valid count and a table of bad rows
 * by line), import it with a progress bar, and download a template; below, export questions as CSV, XLSX or Aiken.
 */
export default function ImportQuestionsPage() {
  const subtopics = useAllSubtopicsForAdmin();
  const exams = useExamsForAdmin();
  const { run, progress, busy } = useImportRequest();
  const ids = { file: useId(), fileHint: useId(), subtopic: useId(), subtopicHint: useId(), exams: useId() };

  const [file, setFile] = useState<File | null>(null);
  const [subtopic, setSubtopic] = useState('');
  const [examNames, setExamNames] = useState<string[]>([]);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [running, setRunning] = useState<'check' | 'import' | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [checked, setChecked] = useState<{ key: string; valid: number } | null>(null);

  const fileProblem = file ? importFileProblem(file) : '';
  const choices = file ? { file, skipInvalid, subtopic, exams: examNames } : null;
  const validOfCheck = choices && checked?.key === choicesKey(choices) ? checked.valid : null;

  const start = async (dryRun: boolean) => {
    if (!choices || fileProblem) return;
    setRunning(dryRun ? 'check' : 'import');
    setOutcome(null);
    const result = await run({ ...choices, dryRun });
    setRunning(null);
    setOutcome(result);
    if (result.kind === 'checked') setChecked({ key: choicesKey(choices), valid: result.valid });
    else if (result.kind === 'imported') setChecked(null);
  };

  const errors = outcomeErrors(outcome);
  const success = outcome?.kind === 'checked' || outcome?.kind === 'imported';

  return (
    <>
      <AdminHeader title="Import Questions" />
      <main className={`${adminStyles.main} ${styles.page}`}>
        <section className={styles.panel} aria-labelledby="import-heading">
          <h2 id="import-heading" className={styles.sectionTitle}>
            Import questions from a file
          </h2>
          <p className={styles.intro}>
            CSV or XLSX with the template&apos;s columns, Aiken, or GIFT multiple choice; or a ZIP holding one of them and the images its
            rows name. Check the file first: nothing is written until every row is valid, unless you skip invalid rows.
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => downloadText('questions-template.csv', templateCsv())}>
              Download template
            </Button>
          </div>
          <details className={styles.columns}>
            <summary>Columns of a CSV or XLSX file</summary>
            <p>
              In this order (header names are case-insensitive; required: {REQUIRED_IMPORT_COLUMNS.join(', ')}):{' '}
              <code className={styles.columnList}>{IMPORT_COLUMNS.join(', ')}</code>. <code>correct</code> is the letter of the right
              option; <code>exams</code> holds exam names separated by <code>;</code>; image columns name a file in the ZIP.
            </p>
          </details>

          <form className={styles.form} onSubmit={(event) => event.preventDefault()} aria-busy={busy}>
            <div className={fieldClass()}>
              <label className="field-label" htmlFor={ids.file}>
                Question file <span className={styles.required}>(required)</span>
              </label>
              <input
                id={ids.file}
                type="file"
                className={styles.fileInput}
                accept={IMPORT_FILE_EXTENSIONS.join(',')}
                aria-describedby={ids.fileHint}
                aria-invalid={fileProblem ? true : undefined}
                disabled={busy}
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setOutcome(null);
                }}
              />
              <p id={ids.fileHint} className={styles.hint}>
                .csv, .xlsx, .txt (Aiken or GIFT), .gift or .zip; up to 200 MB.
              </p>
              {fileProblem && (
                <p className={styles.fieldError} role="alert">
                  {fileProblem}
                </p>
              )}
            </div>

            <div className={fieldClass()}>
              <label className="field-label" htmlFor={ids.subtopic}>
                Default subtopic (optional)
              </label>
              <select
                id={ids.subtopic}
                className="select"
                value={subtopic}
                disabled={busy}
                aria-describedby={ids.subtopicHint}
                onChange={(event) => setSubtopic(event.target.value)}
              >
                <option value="">{subtopics.isLoading ? 'Loading...' : '-- None: every row names its subtopic --'}</option>
                <SubtopicOptions subtopics={subtopics.data ?? []} />
              </select>
              <p id={ids.subtopicHint} className={styles.hint}>
                For rows without a subtopic: every Aiken question, GIFT without $CATEGORY, empty subtopic cells.
              </p>
              {subtopics.error && !subtopics.data && <p className={styles.fieldError}>Failed to load subtopics</p>}
            </div>

            <fieldset className={styles.fieldset} disabled={busy}>
              <legend className="field-label">Default exams (optional, for rows naming none)</legend>
              {exams.isLoading ? (
                <p className={styles.hint}>Loading...</p>
              ) : exams.error && !exams.data ? (
                <p className={styles.fieldError}>Failed to load exams</p>
              ) : exams.data?.length === 0 ? (
                <p className={styles.hint}>No exams yet.</p>
              ) : (
                <div className={styles.examGrid}>
                  {(exams.data ?? []).map((exam) => (
                    <label key={exam._id} className={styles.choice}>
                      <input
                        type="checkbox"
                        checked={examNames.includes(exam.exam_name)}
                        onChange={(event) =>
                          setExamNames((names) =>
                            event.target.checked ? [...names, exam.exam_name] : names.filter((name) => name !== exam.exam_name),
                          )
                        }
                      />
                      {exam.exam_name}
                    </label>
                  ))}
                </div>
              )}
            </fieldset>

            <label className={styles.choice}>
              <input type="checkbox" checked={skipInvalid} disabled={busy} onChange={(event) => setSkipInvalid(event.target.checked)} />
              Skip invalid rows (import the valid ones and report the rest)
            </label>

            <div className={styles.actions}>
              <Button variant="secondary" disabled={!file || !!fileProblem || busy} onClick={() => void start(true)}>
                {running === 'check' ? 'Checking...' : 'Check file'}
              </Button>
              <Button disabled={!file || !!fileProblem || busy} onClick={() => void start(false)}>
                {running === 'import' ? 'Importing...' : 'Import'}
              </Button>
            </div>
          </form>

          {progress && <ImportProgressBar progress={progress} dryRun={running === 'check'} rows={validOfCheck} />}

          <div className={styles.report} aria-live="polite">
            {outcome && (
              <>
                <h3 className={styles.reportTitle}>{outcome.kind === 'checked' ? 'Check report' : 'Import report'}</h3>
                <p className={success ? adminStyles.success : adminStyles.error} role={success ? 'status' : 'alert'}>
                  {outcomeSummary(outcome)}
                  {outcome.kind === 'signed-out' && (
                    <>
                      {' '}
                      <Link to="/login">Sign in again</Link>
                    </>
                  )}
                </p>
                {outcome.kind === 'imported' && outcome.created > 0 && (
                  <p>
                    <Link to="/manage-questions">See the questions in Manage Questions</Link>
                  </p>
                )}
                {outcome.kind === 'checked' && outcome.errors.length === 0 && outcome.valid > 0 && (
                  <p className={styles.hint}>No errors: press Import to write them.</p>
                )}
              </>
            )}
          </div>
          {file && <ImportErrorsTable errors={errors} total={outcomeErrorCount(outcome)} fileName={file.name} />}
        </section>

        <ExportSection subtopics={subtopics.data} exams={exams.data} />
      </main>
    </>
  );
}
