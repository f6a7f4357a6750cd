import type { ExamPatternSection } from '@exam-prep/contract/public/exam-patterns';
import { choiceText, useI18n } from '@/i18n/i18n';
import { difficultyTone } from '@/features/exam-patterns/lib/eligibility';
import styles from './exam-sections.module.css';
import { Badge } from '@/components/ui/badge';

/** The exam's sections: figures, topics with their difficulty, and question types. `lang`: the pattern's (contentLang). */
export function ExamSections({ sections, lang }: { sections: ExamPatternSection[]; lang?: string }) {
  const { t } = useI18n();
  return (
    <ol className={styles.sections}>
      {sections.map((section, index) => (
        <li key={`${section.section_name}-${index}`} className={styles.section}>
          <h3 className={styles.name}>
            <span lang={lang}>{section.section_name}</span>
            {section.section_code && <Badge tone="muted">{section.section_code}</Badge>}
          </h3>
          <ul className={styles.figures}>
            {section.questions != null && <li>{t('exam-patterns.section.questions', { count: section.questions })}</li>}
            {section.total_marks != null && <li>{t('exam-patterns.section.marks', { count: section.total_marks })}</li>}
            {section.duration != null && section.duration > 0 && <li>{t('exam-patterns.section.minutes', { count: section.duration })}</li>}
          </ul>
          {section.topics && section.topics.length > 0 && (
            <ul className={styles.topics} aria-label={t('exam-patterns.section.topics', { section: section.section_name })}>
              {section.topics.map((topic, topicIndex) => (
                <li key={`${topic.topic_name}-${topicIndex}`}>
                  <span lang={lang}>{topic.topic_name}</span>
                  {topic.difficulty_level && (
                    <span className={`${styles.difficulty} ${styles[difficultyTone(topic.difficulty_level)]}`}>
                      {choiceText(t, 'exam-patterns.values.difficulty', topic.difficulty_level)}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
          {section.question_types && section.question_types.length > 0 && (
            <p className={styles.types}>
              <span className={styles.typesLabel}>{t('exam-patterns.section.types')}</span>{' '}
              {section.question_types.map((type) => choiceText(t, 'exam-patterns.values.questionType', type)).join(', ')}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
