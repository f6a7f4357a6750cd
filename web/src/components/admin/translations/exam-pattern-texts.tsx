import type { ExamPatternTexts } from '@exam-prep/contract/admin/translations';
import { FormSection } from '@/components/admin/form-section';
import formStyles from '@/components/admin/admin-form.module.css';
import { listField, optionalField, textField, TranslatedGrid, TranslatedText, type TextsFieldsProps } from './fields';
import styles from './translation-editor.module.css';

const STRATEGY_LISTS = [
  ['important_topics', 'Important topics'],
  ['practice_tips', 'Practice tips'],
  ['reference_books', 'Reference books'],
  ['online_resources', 'Online resources'],
] as const;
const ELIGIBILITY = [
  ['education_qualification', 'Education qualification'],
  ['nationality', 'Nationality'],
  ['experience_required', 'Experience required'],
] as const;
const CUTOFFS = [
  ['general', 'Cut-off: General'],
  ['obc', 'Cut-off: OBC'],
  ['sc', 'Cut-off: SC'],
  ['st', 'Cut-off: ST'],
] as const;

/** An exam pattern's Hindi texts: its numbers, marks, levels and section codes are the English pattern's. */
export function ExamPatternTextsFields({ english, texts, onChange }: TextsFieldsProps<'exam-patterns'>) {
  const set = (changes: Partial<ExamPatternTexts>) => onChange({ ...texts, ...changes });
  const setSection = (index: number, changes: Partial<ExamPatternTexts['sections'][number]>) =>
    set({ sections: texts.sections.map((section, at) => (at === index ? { ...section, ...changes } : section)) });
  const setDate = (index: number, changes: Partial<ExamPatternTexts['important_dates'][number]>) =>
    set({ important_dates: texts.important_dates.map((date, at) => (at === index ? { ...date, ...changes } : date)) });
  const strategy = texts.preparation_strategy;
  return (
    <>
      <FormSection title="Exam">
        <TranslatedGrid
          fields={[
            textField('Exam name (Hindi)', english.exam_name, texts.exam_name, (exam_name) => set({ exam_name }), {
              full: true,
              required: true,
            }),
            textField('Description (Hindi)', english.description, texts.description, (description) => set({ description }), {
              rows: 4,
              full: true,
            }),
            listField('Languages', english.language_options, texts.language_options, (language_options) => set({ language_options })),
            listField('Tags', english.tags, texts.tags, (tags) => set({ tags })),
            optionalField('Success rate (Hindi)', english.success_rate, texts.success_rate, (success_rate) => set({ success_rate })),
            optionalField('Average score (Hindi)', english.average_score, texts.average_score, (average_score) => set({ average_score })),
          ]}
        />
      </FormSection>
      <FormSection title="Sections">
        {english.sections.map((section, index) => {
          const own = texts.sections[index];
          return (
            <div key={index} className={styles.card}>
              <TranslatedGrid
                fields={[
                  textField(
                    `Section ${index + 1} name (Hindi)`,
                    section.section_name,
                    own?.section_name ?? '',
                    (section_name) => setSection(index, { section_name }),
                    { required: true },
                  ),
                  ...section.topics.map((topic, at) =>
                    textField(`Topic ${at + 1} (Hindi)`, topic, own?.topics[at] ?? '', (value) =>
                      setSection(index, { topics: (own?.topics ?? []).map((old, i) => (i === at ? value : old)) }),
                    ),
                  ),
                ]}
              />
            </div>
          );
        })}
      </FormSection>
      <FormSection title="Eligibility and cut-offs">
        <TranslatedGrid
          fields={[
            ...ELIGIBILITY.map(([field, label]) =>
              optionalField(`${label} (Hindi)`, english.eligibility_criteria[field], texts.eligibility_criteria[field], (value) =>
                set({ eligibility_criteria: { ...texts.eligibility_criteria, [field]: value } }),
              ),
            ),
            ...CUTOFFS.map(([field, label]) =>
              optionalField(`${label} (Hindi)`, english.cutoff_marks[field], texts.cutoff_marks[field], (value) =>
                set({ cutoff_marks: { ...texts.cutoff_marks, [field]: value } }),
              ),
            ),
          ]}
        />
      </FormSection>
      <FormSection title="Important dates">
        <div className={formStyles.grid}>
          {english.important_dates.map((date, index) => (
            <div key={index} className={styles.card}>
              <TranslatedText
                {...textField(
                  `Event ${index + 1} (Hindi)`,
                  date.event,
                  texts.important_dates[index]?.event ?? '',
                  (event) => setDate(index, { event }),
                  {
                    required: true,
                  },
                )}
              />
              <TranslatedText
                {...optionalField(`Date ${index + 1} (Hindi)`, date.date, texts.important_dates[index]?.date, (value) =>
                  setDate(index, { date: value }),
                )}
              />
            </div>
          ))}
        </div>
      </FormSection>
      <FormSection title="Preparation strategy">
        <TranslatedGrid
          fields={[
            optionalField(
              'Recommended study time (Hindi)',
              english.preparation_strategy.recommended_study_time,
              strategy.recommended_study_time,
              (value) => set({ preparation_strategy: { ...strategy, recommended_study_time: value } }),
            ),
            ...STRATEGY_LISTS.map(([field, label]) =>
              listField(
                label,
                english.preparation_strategy[field],
                strategy[field],
                (list) => set({ preparation_strategy: { ...strategy, [field]: list } }),
                {
                  rows: 2,
                  full: true,
                },
              ),
            ),
          ]}
        />
      </FormSection>
    </>
  );
}
