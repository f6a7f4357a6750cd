import type { ExamPatternTexts } from '@exam-prep/contract/admin/translations';
import { FormSection } from '@/components/admin/form-section';
import formStyles from '@/components/admin/admin-form.module.css';
import { joinList, optionalText, orNull, splitList } from './texts';
import { TranslatedText, type TextsFieldsProps } from './fields';
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
  return (
    <>
      <FormSection title="Exam">
        <div className={formStyles.grid}>
          <TranslatedText
            label="Exam name (Hindi)"
            english={english.exam_name}
            value={texts.exam_name}
            onChange={(exam_name) => set({ exam_name })}
            full
            required
          />
          <TranslatedText
            label="Description (Hindi)"
            english={english.description}
            value={texts.description}
            onChange={(description) => set({ description })}
            rows={4}
            full
          />
          <TranslatedText
            label="Languages (Hindi, comma-separated)"
            english={joinList(english.language_options)}
            value={joinList(texts.language_options)}
            onChange={(value) => set({ language_options: splitList(value) })}
          />
          <TranslatedText
            label="Tags (Hindi, comma-separated)"
            english={joinList(english.tags)}
            value={joinList(texts.tags)}
            onChange={(value) => set({ tags: splitList(value) })}
          />
          <TranslatedText
            label="Success rate (Hindi)"
            english={english.success_rate}
            value={optionalText(texts.success_rate)}
            onChange={(value) => set({ success_rate: orNull(value) })}
          />
          <TranslatedText
            label="Average score (Hindi)"
            english={english.average_score}
            value={optionalText(texts.average_score)}
            onChange={(value) => set({ average_score: orNull(value) })}
          />
        </div>
      </FormSection>
      <FormSection title="Sections">
        {english.sections.map((section, index) => (
          <div key={index} className={styles.card}>
            <div className={formStyles.grid}>
              <TranslatedText
                label={`Section ${index + 1} name (Hindi)`}
                english={section.section_name}
                value={texts.sections[index]?.section_name ?? ''}
                onChange={(section_name) => setSection(index, { section_name })}
                required
              />
              {section.topics.map((topic, at) => (
                <TranslatedText
                  key={at}
                  label={`Topic ${at + 1} (Hindi)`}
                  english={topic}
                  value={texts.sections[index]?.topics[at] ?? ''}
                  onChange={(value) =>
                    setSection(index, { topics: (texts.sections[index]?.topics ?? []).map((old, i) => (i === at ? value : old)) })
                  }
                />
              ))}
            </div>
          </div>
        ))}
      </FormSection>
      <FormSection title="Eligibility and cut-offs">
        <div className={formStyles.grid}>
          {ELIGIBILITY.map(([field, label]) => (
            <TranslatedText
              key={field}
              label={`${label} (Hindi)`}
              english={english.eligibility_criteria[field]}
              value={optionalText(texts.eligibility_criteria[field])}
              onChange={(value) => set({ eligibility_criteria: { ...texts.eligibility_criteria, [field]: orNull(value) } })}
            />
          ))}
          {CUTOFFS.map(([field, label]) => (
            <TranslatedText
              key={field}
              label={`${label} (Hindi)`}
              english={english.cutoff_marks[field]}
              value={optionalText(texts.cutoff_marks[field])}
              onChange={(value) => set({ cutoff_marks: { ...texts.cutoff_marks, [field]: orNull(value) } })}
            />
          ))}
        </div>
      </FormSection>
      <FormSection title="Important dates">
        <div className={formStyles.grid}>
          {english.important_dates.map((date, index) => (
            <div key={index} className={styles.card}>
              <TranslatedText
                label={`Event ${index + 1} (Hindi)`}
                english={date.event}
                value={texts.important_dates[index]?.event ?? ''}
                onChange={(event) => setDate(index, { event })}
                required
              />
              <TranslatedText
                label={`Date ${index + 1} (Hindi)`}
                english={date.date}
                value={optionalText(texts.important_dates[index]?.date ?? null)}
                onChange={(value) => setDate(index, { date: orNull(value) })}
              />
            </div>
          ))}
        </div>
      </FormSection>
      <FormSection title="Preparation strategy">
        <div className={formStyles.grid}>
          <TranslatedText
            label="Recommended study time (Hindi)"
            english={english.preparation_strategy.recommended_study_time}
            value={optionalText(texts.preparation_strategy.recommended_study_time)}
            onChange={(value) => set({ preparation_strategy: { ...texts.preparation_strategy, recommended_study_time: orNull(value) } })}
          />
          {STRATEGY_LISTS.map(([field, label]) => (
            <TranslatedText
              key={field}
              label={`${label} (Hindi, comma-separated)`}
              english={joinList(english.preparation_strategy[field])}
              value={joinList(texts.preparation_strategy[field])}
              onChange={(value) => set({ preparation_strategy: { ...texts.preparation_strategy, [field]: splitList(value) } })}
              rows={2}
              full
            />
          ))}
        </div>
      </FormSection>
    </>
  );
}
