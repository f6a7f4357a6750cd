import { useState, type FormEvent } from 'react';
import { COMPETITION_LEVELS, EXAM_DIFFICULTY_LEVELS, EXAM_FREQUENCIES, EXAM_MODES } from '@exam-prep/contract/enums';
import { Check, Field, fieldClass } from '@/components/ui/field';
import { NameAndSlugFields } from '@/components/admin/name-and-slug-fields';
import type { SlugField } from '@/lib/slug';
import { TextField } from '@/components/admin/text-field';
import { FormSection } from '@/components/admin/form-section';
import { SaveForm } from '@/components/admin/save-form';
import { fieldBinder, patchBinder } from '@/components/admin/bind-field';
import { saveTexts, useSaveThenReturn, type AdminFormProps } from '@/components/admin/use-save-then-return';
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

type Props = AdminFormProps<FormValues, ExamPatternPayload>;

const TEXT = saveTexts('Exam Pattern', { createLabel: 'Create New Exam Pattern' });

/** The full-page exam pattern form of /create-exam-pattern and /edit-exam-pattern/{id} (spec §2, §3, §5). */
export function ExamPatternForm({ mode, initial, save }: Props) {
  const text = TEXT[mode];
  const [form, setForm] = useState<FormValues>(initial);
  // The ref kept apart: React treats an object holding a ref as a ref, which render must not read.
  const { messageRef, ...saving } = useSaveThenReturn<ExamPatternPayload>(MANAGE_EXAM_PATTERNS, text);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setForm((current) => ({ ...current, [key]: value }));
  const setName = (exam_name: string, slug: SlugField) => setForm((current) => ({ ...current, exam_name, slug }));
  const setIn = <K extends 'marking_scheme' | 'eligibility_criteria' | 'preparation_strategy' | 'cutoff_marks'>(
    key: K,
    patch: Partial<FormValues[K]>,
  ) => setForm((current) => ({ ...current, [key]: { ...current[key], ...patch } }));
  const bind = fieldBinder(form, set);
  const bindIn = <K extends 'marking_scheme' | 'eligibility_criteria' | 'preparation_strategy'>(key: K) =>
    patchBinder(form[key], (patch) => setIn(key, patch));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validateExamPatternForm(form);
    void saving.submit(problem ? { error: problem } : { payload: toPayload(form) }, save);
  }

  const marking = bindIn('marking_scheme');
  const eligibility = bindIn('eligibility_criteria');
  const strategy = bindIn('preparation_strategy');

  return (
    <SaveForm onSubmit={onSubmit} noValidate saving={saving} messageRef={messageRef} texts={text}>
      <FormSection title="Basic Information">
        <div className={styles.grid}>
          <NameAndSlugFields nameLabel="Exam Name" name={form.exam_name} slug={form.slug} onChange={setName} creating={mode === 'create'} />
          <ExamMainFields form={form} marksStep={MARKS_STEP} onChange={(patch) => setForm((current) => ({ ...current, ...patch }))} />
          <TextField label="Description" full rows={4} {...bind('description')} />
        </div>
      </FormSection>

      <FormSection title="Exam Sections">
        <ExamSectionsEditor sections={form.sections} onChange={(sections) => set('sections', sections)} />
      </FormSection>

      <FormSection title="Marking Scheme">
        <div className={styles.grid}>
          <NumberField label="Correct Answer Marks" min={0} step={MARKS_STEP} {...marking('correct_answer')} />
          <NumberField
            label="Wrong Answer Marks"
            hint="0, or a penalty such as -0.25 or -0.5"
            step={MARKS_STEP}
            {...marking('wrong_answer')}
          />
          <div className={fieldClass()}>
            <span className="field-label" aria-hidden="true">
              &nbsp;
            </span>
            <Check
              label="Negative Marking"
              checked={form.marking_scheme.negative_marking}
              onChange={(checked) => setIn('marking_scheme', { negative_marking: checked })}
            />
          </div>
          {form.marking_scheme.negative_marking && (
            <NumberField label="Negative Marking Value" min={0} step={MARKS_STEP} {...marking('negative_marking_value')} />
          )}
        </div>
      </FormSection>

      <FormSection title="Eligibility Criteria">
        <div className={styles.grid}>
          <NumberField label="Minimum Age" min={0} step={1} {...eligibility('age_min')} />
          <NumberField label="Maximum Age" hint="0 means no upper age limit" min={0} step={1} {...eligibility('age_max')} />
          <TextField label="Nationality" {...eligibility('nationality')} />
          <TextField label="Experience Required" {...eligibility('experience_required')} />
          <TextField label="Education Qualification" full rows={3} {...eligibility('education_qualification')} />
        </div>
      </FormSection>

      <FormSection title="Exam Details">
        <div className={styles.grid}>
          <SelectField label="Exam Frequency" options={EXAM_FREQUENCIES} {...bind('exam_frequency')} />
          <SelectField label="Exam Mode" options={EXAM_MODES} {...bind('exam_mode')} />
          <NumberField label="Application Fee (₹)" min={0} step="any" {...bind('application_fee')} />
          <TextField label="Language Options" hint="Comma-separated, e.g. English, Hindi" {...bind('language_options')} />
          <SelectField label="Difficulty Level" options={EXAM_DIFFICULTY_LEVELS} {...bind('difficulty_level')} />
          <SelectField label="Competition Level" options={COMPETITION_LEVELS} {...bind('competition_level')} />
          <TextField
            label="Official Website"
            hint="A full address, e.g. https://ssc.gov.in"
            type="url"
            inputMode="url"
            placeholder="https://"
            {...bind('exam_official_website')}
          />
        </div>
      </FormSection>

      <FormSection title="Preparation Strategy">
        <div className={styles.grid}>
          <TextField label="Recommended Study Time" full placeholder="e.g. 4-6 months" {...strategy('recommended_study_time')} />
          {(
            [
              ['important_topics', 'Important Topics'],
              ['practice_tips', 'Practice Tips'],
              ['reference_books', 'Reference Books'],
              ['online_resources', 'Online Resources'],
            ] as const
          ).map(([key, label]) => (
            <TextField key={key} label={label} hint="One per line" rows={4} {...strategy(key)} />
          ))}
        </div>
      </FormSection>

      <FormSection title="Statistics">
        <div className={styles.grid}>
          <TextField label="Success Rate" {...bind('success_rate')} />
          <TextField label="Average Score" {...bind('average_score')} />
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
          <TextField label="Tags" hint="Comma-separated" {...bind('tags')} />
          <TextField label="Exam Logo URL" type="url" inputMode="url" placeholder="https://" {...bind('exam_logo')} />
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
    </SaveForm>
  );
}
