import { useState, type FormEvent } from 'react';
import { COMPETITION_LEVELS, EXAM_DIFFICULTY_LEVELS, EXAM_FREQUENCIES, EXAM_MODES } from '@exam-prep/contract/enums';
import { FlashMessage } from '@/components/admin/flash-message';
import { Check, Field, fieldClass } from '@/components/ui/field';
import { NameAndSlugFields } from '@/components/admin/name-and-slug-fields';
import { TextField } from '@/components/admin/text-field';
import { FormSection } from '@/components/admin/form-section';
import { FormSubmitBar } from '@/components/admin/form-submit-bar';
import { useSaveThenReturn } from '@/components/admin/use-save-then-return';
import styles from '@/components/admin/admin-form.module.css';
import {
  MARKS_STEP,
  toPayload,
  type ExamPatternForm as FormValues,
  type ExamPatternPayload,
} from '@/features/admin-exam-patterns/lib/form';
import { validateExamPatternForm } from '@/features/admin-exam-patterns/lib/validation';
import { ExamMainFields } from './exam-main-fields';
import { ExamSectionsEditor } from './exam-sections-editor';
import { NumberField } from '@/components/admin/number-field';
import { SelectField } from './select-field';

export const MANAGE_EXAM_PATTERNS = '/manage-exam-patterns';

interface Props {
  mode: 'create' | 'edit';
  initial: FormValues;
  save: (payload: ExamPatternPayload) => Promise<unknown>;
}

const TEXT = {
  create: {
    submit: 'Create Exam Pattern',
    busy: 'Creating...',
    success: 'Exam pattern created successfully! Redirecting...',
    failure: 'Failed to create exam pattern',
  },
  edit: {
    submit: 'Update Exam Pattern',
    busy: 'Updating...',
    success: 'Exam pattern updated successfully! Redirecting...',
    failure: 'Failed to update exam pattern',
  },
};

/** The full-page exam pattern form of /create-exam-pattern and /edit-exam-pattern/{id} (spec §2, §3, §5). */
export function ExamPatternForm({ mode, initial, save }: Props) {
  const text = TEXT[mode];
  const [form, setForm] = useState<FormValues>(initial);
  // The ref kept apart: React treats an object holding a ref as a ref, which render must not read.
  const { messageRef, ...saving } = useSaveThenReturn<ExamPatternPayload>(MANAGE_EXAM_PATTERNS, text);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setForm((current) => ({ ...current, [key]: value }));
  const setIn = <K extends 'marking_scheme' | 'eligibility_criteria' | 'preparation_strategy' | 'cutoff_marks'>(
    key: K,
    patch: Partial<FormValues[K]>,
  ) => setForm((current) => ({ ...current, [key]: { ...current[key], ...patch } }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateExamPatternForm(form);
    void saving.submit(problem ? { error: problem } : { payload: toPayload(form) }, save);
  }

  const marking = form.marking_scheme;
  const eligibility = form.eligibility_criteria;
  const strategy = form.preparation_strategy;

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={mode === 'create' ? 'Create New Exam Pattern' : 'Edit Exam Pattern'}
    >
      <FlashMessage flash={saving.message} ref={messageRef} />

      <FormSection title="Basic Information">
        <div className={styles.grid}>
          <NameAndSlugFields
            nameLabel="Exam Name"
            name={form.exam_name}
            slug={form.slug}
            onChange={(name, slug) => setForm((current) => ({ ...current, exam_name: name, slug }))}
            slugHint={mode === 'create' ? 'Follows the exam name until you edit it.' : undefined}
          />
          <ExamMainFields form={form} marksStep={MARKS_STEP} onChange={(patch) => setForm((current) => ({ ...current, ...patch }))} />
          <TextField label="Description" full rows={4} value={form.description} onChange={(value) => set('description', value)} />
        </div>
      </FormSection>

      <FormSection title="Exam Sections">
        <ExamSectionsEditor sections={form.sections} onChange={(sections) => set('sections', sections)} />
      </FormSection>

      <FormSection title="Marking Scheme">
        <div className={styles.grid}>
          <NumberField
            label="Correct Answer Marks"
            min={0}
            step={MARKS_STEP}
            value={marking.correct_answer}
            onChange={(value) => setIn('marking_scheme', { correct_answer: value })}
          />
          <NumberField
            label="Wrong Answer Marks"
            hint="0, or a penalty such as -0.25 or -0.5"
            step={MARKS_STEP}
            value={marking.wrong_answer}
            onChange={(value) => setIn('marking_scheme', { wrong_answer: value })}
          />
          <div className={fieldClass()}>
            <span className="field-label" aria-hidden="true">
              &nbsp;
            </span>
            <Check
              label="Negative Marking"
              checked={marking.negative_marking}
              onChange={(checked) => setIn('marking_scheme', { negative_marking: checked })}
            />
          </div>
          {marking.negative_marking && (
            <NumberField
              label="Negative Marking Value"
              min={0}
              step={MARKS_STEP}
              value={marking.negative_marking_value}
              onChange={(value) => setIn('marking_scheme', { negative_marking_value: value })}
            />
          )}
        </div>
      </FormSection>

      <FormSection title="Eligibility Criteria">
        <div className={styles.grid}>
          <NumberField
            label="Minimum Age"
            min={0}
            step={1}
            value={eligibility.age_min}
            onChange={(value) => setIn('eligibility_criteria', { age_min: value })}
          />
          <NumberField
            label="Maximum Age"
            hint="0 means no upper age limit"
            min={0}
            step={1}
            value={eligibility.age_max}
            onChange={(value) => setIn('eligibility_criteria', { age_max: value })}
          />
          <TextField
            label="Nationality"
            value={eligibility.nationality}
            onChange={(nationality) => setIn('eligibility_criteria', { nationality })}
          />
          <TextField
            label="Experience Required"
            value={eligibility.experience_required}
            onChange={(experience_required) => setIn('eligibility_criteria', { experience_required })}
          />
          <TextField
            label="Education Qualification"
            full
            rows={3}
            value={eligibility.education_qualification}
            onChange={(education_qualification) => setIn('eligibility_criteria', { education_qualification })}
          />
        </div>
      </FormSection>

      <FormSection title="Exam Details">
        <div className={styles.grid}>
          <SelectField
            label="Exam Frequency"
            options={EXAM_FREQUENCIES}
            value={form.exam_frequency}
            onChange={(value) => set('exam_frequency', value)}
          />
          <SelectField label="Exam Mode" options={EXAM_MODES} value={form.exam_mode} onChange={(value) => set('exam_mode', value)} />
          <NumberField
            label="Application Fee (₹)"
            min={0}
            step="any"
            value={form.application_fee}
            onChange={(value) => set('application_fee', value)}
          />
          <TextField
            label="Language Options"
            hint="Comma-separated, e.g. English, Hindi"
            value={form.language_options}
            onChange={(value) => set('language_options', value)}
          />
          <SelectField
            label="Difficulty Level"
            options={EXAM_DIFFICULTY_LEVELS}
            value={form.difficulty_level}
            onChange={(value) => set('difficulty_level', value)}
          />
          <SelectField
            label="Competition Level"
            options={COMPETITION_LEVELS}
            value={form.competition_level}
            onChange={(value) => set('competition_level', value)}
          />
          <TextField
            label="Official Website"
            hint="A full address, e.g. https://ssc.gov.in"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={form.exam_official_website}
            onChange={(value) => set('exam_official_website', value)}
          />
        </div>
      </FormSection>

      <FormSection title="Preparation Strategy">
        <div className={styles.grid}>
          <TextField
            label="Recommended Study Time"
            full
            placeholder="e.g. 4-6 months"
            value={strategy.recommended_study_time}
            onChange={(recommended_study_time) => setIn('preparation_strategy', { recommended_study_time })}
          />
          {(
            [
              ['important_topics', 'Important Topics'],
              ['practice_tips', 'Practice Tips'],
              ['reference_books', 'Reference Books'],
              ['online_resources', 'Online Resources'],
            ] as const
          ).map(([key, label]) => (
            <TextField
              key={key}
              label={label}
              hint="One per line"
              rows={4}
              value={strategy[key]}
              onChange={(value) => setIn('preparation_strategy', { [key]: value })}
            />
          ))}
        </div>
      </FormSection>

      <FormSection title="Statistics">
        <div className={styles.grid}>
          <TextField label="Success Rate" value={form.success_rate} onChange={(value) => set('success_rate', value)} />
          <TextField label="Average Score" value={form.average_score} onChange={(value) => set('average_score', value)} />
        </div>
        <h3 className={styles.subTitle}>Cutoff Marks</h3>
        <div className={styles.grid}>
          {(
            [
              ['general', 'General'],
              ['obc', 'OBC'],
              ['sc', 'SC'],
              ['st', 'ST'],
            ] as const
          ).map(([key, label]) => (
            <TextField
              key={key}
              label={`${label} Cutoff`}
              placeholder="e.g. 130-150"
              value={form.cutoff_marks[key]}
              onChange={(value) => setIn('cutoff_marks', { [key]: value })}
            />
          ))}
        </div>
      </FormSection>

      <FormSection title="Additional Settings">
        <div className={styles.grid}>
          <TextField label="Tags" hint="Comma-separated" value={form.tags} onChange={(value) => set('tags', value)} />
          <TextField
            label="Exam Logo URL"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={form.exam_logo}
            onChange={(value) => set('exam_logo', value)}
          />
          <Field label="Exam Color">
            {({ id }) => (
              <input
                id={id}
                className={styles.colour}
                type="color"
                value={form.exam_color}
                onChange={(e) => set('exam_color', e.target.value)}
              />
            )}
          </Field>
          <div className={fieldClass()}>
            <Check label="Active" checked={form.is_active} onChange={(checked) => set('is_active', checked)} />
            <Check label="Featured" checked={form.featured} onChange={(checked) => set('featured', checked)} />
          </div>
        </div>
      </FormSection>

      <FormSubmitBar state={saving.state} submitLabel={text.submit} busyLabel={text.busy} onCancel={saving.cancel} />
    </form>
  );
}
