import { useId, useState, type FormEvent } from 'react';
import { Modal } from '../../../components/Modal';
import { Check, Field } from '../../../components/admin/FormField';
import adminStyles from '../../../components/admin/Admin.module.css';
import styles from '../../../components/admin/AdminForm.module.css';
import { preferErrorField } from '../../../lib/form-error';
import { createExamPattern } from '../api/create-exam-pattern';
import {
  canRemoveSection,
  defaultExamPatternForm,
  EXAM_FREQUENCIES,
  EXAM_LEVELS,
  EXAM_MODES,
  newSection,
  removeAt,
  toPayload,
  validateExamPatternForm,
  type ExamPatternForm,
  type SectionForm,
} from '../lib/form';

/**
 * The Add button's compact form ('Add New Exam Pattern'): the main fields and sections of the full form, the
 * rest at their defaults. Like the older modal it describes, marks are whole numbers (step 1, parsed as
 * integers).
 */
export function AddExamPatternModal({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const formId = useId();
  const [form, setForm] = useState<ExamPatternForm>(defaultExamPatternForm);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const set = <K extends keyof ExamPatternForm>(key: K, value: ExamPatternForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const setSection = (index: number, patch: Partial<SectionForm>) =>
    setForm((current) => ({ ...current, sections: current.sections.map((section, position) => (position === index ? { ...section, ...patch } : section)) }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const problem = validateExamPatternForm(form);
    if (problem) {
      setError(problem);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await createExamPattern(toPayload(form, { wholeMarks: true }));
      onCreated();
    } catch (failure) {
      setError(preferErrorField(failure, 'Failed to save exam pattern'));
      setSaving(false);
    }
  }

  return (
    <Modal
      title="Add New Exam Pattern"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={saving}>
            Create
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate aria-label="Add New Exam Pattern">
        {error && (
          <p className={adminStyles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.grid}>
          <Field label="Exam Name" required full>
            {({ id }) => <input id={id} className="input" required maxLength={160} value={form.exam_name} onChange={(e) => set('exam_name', e.target.value)} />}
          </Field>
          <Field label="Exam Level" required>
            {({ id }) => (
              <select id={id} className="select" required value={form.exam_level} onChange={(e) => set('exam_level', e.target.value)}>
                {EXAM_LEVELS.map((level) => (
                  <option key={level}>{level}</option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Exam Mode">
            {({ id }) => (
              <select id={id} className="select" value={form.exam_mode} onChange={(e) => set('exam_mode', e.target.value)}>
                {EXAM_MODES.map((mode) => (
                  <option key={mode}>{mode}</option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Total Questions" required>
            {({ id }) => <input id={id} className="input" type="number" required min={1} step={1} value={form.total_questions} onChange={(e) => set('total_questions', e.target.value)} />}
          </Field>
          <Field label="Total Marks" required>
            {({ id }) => <input id={id} className="input" type="number" required min={1} step={1} value={form.total_marks} onChange={(e) => set('total_marks', e.target.value)} />}
          </Field>
          <Field label="Duration (minutes)" required>
            {({ id }) => <input id={id} className="input" type="number" required min={1} step={1} value={form.duration} onChange={(e) => set('duration', e.target.value)} />}
          </Field>
          <Field label="Exam Frequency">
            {({ id }) => (
              <select id={id} className="select" value={form.exam_frequency} onChange={(e) => set('exam_frequency', e.target.value)}>
                {EXAM_FREQUENCIES.map((frequency) => (
                  <option key={frequency}>{frequency}</option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Correct Answer Marks">
            {({ id }) => (
              <input
                id={id}
                className="input"
                type="number"
                min={0}
                step={1}
                value={form.marking_scheme.correct_answer}
                onChange={(e) => set('marking_scheme', { ...form.marking_scheme, correct_answer: e.target.value })}
              />
            )}
          </Field>
          <Field label="Wrong Answer Marks">
            {({ id }) => (
              <input
                id={id}
                className="input"
                type="number"
                step={1}
                value={form.marking_scheme.wrong_answer}
                onChange={(e) => set('marking_scheme', { ...form.marking_scheme, wrong_answer: e.target.value })}
              />
            )}
          </Field>
          <Field label="Description" full>
            {({ id }) => <textarea id={id} className={`input ${styles.textarea}`} rows={3} value={form.description} onChange={(e) => set('description', e.target.value)} />}
          </Field>
        </div>

        <h3 className={styles.subTitle}>Sections</h3>
        {form.sections.map((section, index) => (
          <div key={index} className={styles.card} role="group" aria-label={`Section ${index + 1}`}>
            <div className={styles.grid}>
              <Field label="Section Name" required>
                {({ id }) => <input id={id} className="input" required value={section.section_name} onChange={(e) => setSection(index, { section_name: e.target.value })} />}
              </Field>
              <Field label="Section Code" required>
                {({ id }) => <input id={id} className="input" required value={section.section_code} onChange={(e) => setSection(index, { section_code: e.target.value })} />}
              </Field>
              <Field label="Questions" required>
                {({ id }) => (
                  <input id={id} className="input" type="number" required min={1} step={1} value={section.questions} onChange={(e) => setSection(index, { questions: e.target.value })} />
                )}
              </Field>
              <Field label="Marks per Question" required>
                {({ id }) => (
                  <input
                    id={id}
                    className="input"
                    type="number"
                    required
                    min={0}
                    step={1}
                    value={section.marks_per_question}
                    onChange={(e) => setSection(index, { marks_per_question: e.target.value })}
                  />
                )}
              </Field>
            </div>
            {canRemoveSection(form.sections) && (
              <button
                type="button"
                className={`btn btn-outline ${styles.small}`}
                style={{ marginTop: '0.75rem' }}
                onClick={() => set('sections', removeAt(form.sections, index))}
                aria-label={`Remove Section ${index + 1}`}
              >
                Remove
              </button>
            )}
          </div>
        ))}
        <button type="button" className={`btn btn-outline ${styles.small}`} onClick={() => set('sections', [...form.sections, newSection()])}>
          + Add Section
        </button>

        <div style={{ marginTop: '1rem' }}>
          <Check label="Active" checked={form.is_active} onChange={(checked) => set('is_active', checked)} />{' '}
          <Check label="Featured" checked={form.featured} onChange={(checked) => set('featured', checked)} />
        </div>
      </form>
    </Modal>
  );
}
