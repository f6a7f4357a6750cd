import { useId, useState, type FormEvent } from 'react';
import { EXAM_FREQUENCIES } from '@exam-prep/contract/enums';
import { Dialog } from '@/components/ui/dialog';
import { Check } from '@/components/ui/field';
import { TextField } from '@/components/admin/text-field';
import { fieldBinder } from '@/components/admin/bind-field';
import adminStyles from '@/components/admin/admin.module.css';
import { Button } from '@/components/ui/button';
import styles from '@/components/admin/admin-form.module.css';
import { preferErrorField } from '@/lib/form-error';
import { createExamPattern } from '@/features/admin-exam-patterns/api/create-exam-pattern';
import {
  canRemoveSection,
  defaultExamPatternForm,
  newSection,
  removeAt,
  toPayload,
  type ExamPatternForm,
  type SectionForm,
} from '@/features/admin-exam-patterns/lib/form';
import { validateExamPatternForm } from '@/features/admin-exam-patterns/lib/validation';
import { ExamMainFields } from './exam-main-fields';
import { NumberField } from '@/components/admin/number-field';
import { SectionBasicFields } from './section-basic-fields';
import { SelectField } from './select-field';

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
  const bind = fieldBinder(form, set);
  const marking = fieldBinder(form.marking_scheme, (name, value) => set('marking_scheme', { ...form.marking_scheme, [name]: value }));
  const setSection = (index: number, patch: Partial<SectionForm>) =>
    setForm((current) => ({
      ...current,
      sections: current.sections.map((section, position) => (position === index ? { ...section, ...patch } : section)),
    }));

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
    <Dialog
      title="Add New Exam Pattern"
      onClose={onClose}
      dismiss={{ label: 'Cancel' }}
      footer={
        <Button type="submit" form={formId} disabled={saving}>
          Create
        </Button>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate aria-label="Add New Exam Pattern">
        {error && (
          <p className={adminStyles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.grid}>
          <TextField label="Exam Name" required full maxLength={160} {...bind('exam_name')} />
          <ExamMainFields form={form} marksStep={1} withMode onChange={(patch) => setForm((current) => ({ ...current, ...patch }))} />
          <SelectField label="Exam Frequency" options={EXAM_FREQUENCIES} {...bind('exam_frequency')} />
          <NumberField label="Correct Answer Marks" min={0} step={1} {...marking('correct_answer')} />
          <NumberField label="Wrong Answer Marks" step={1} {...marking('wrong_answer')} />
          <TextField label="Description" full rows={3} {...bind('description')} />
        </div>

        <h3 className={styles.subTitle}>Sections</h3>
        {form.sections.map((section, index) => (
          <div key={index} className={styles.card} role="group" aria-label={`Section ${index + 1}`}>
            <div className={styles.grid}>
              <SectionBasicFields section={section} marksStep={1} onChange={(patch) => setSection(index, patch)} />
            </div>
            {canRemoveSection(form.sections) && (
              <Button
                variant="secondary"
                size="sm"
                style={{ marginTop: '0.75rem' }}
                onClick={() => set('sections', removeAt(form.sections, index))}
                aria-label={`Remove Section ${index + 1}`}
              >
                Remove
              </Button>
            )}
          </div>
        ))}
        <Button variant="secondary" size="sm" onClick={() => set('sections', [...form.sections, newSection()])}>
          + Add Section
        </Button>

        <div style={{ marginTop: '1rem' }}>
          <Check label="Active" checked={form.is_active} onChange={(checked) => set('is_active', checked)} />{' '}
          <Check label="Featured" checked={form.featured} onChange={(checked) => set('featured', checked)} />
        </div>
      </form>
    </Dialog>
  );
}
