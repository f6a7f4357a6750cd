import { Link } from 'react-router-dom';
import { contentLang } from '@/i18n/content-lang';
import { choiceText, useI18n, withParts } from '@/i18n/i18n';
import type { ExamPattern } from '@/features/exam-patterns/api/types';
import styles from './exam-pattern-card.module.css';
import { cardClass } from '@/components/ui/card';

/** A card in the Featured and All grids; the whole card opens /exam-patterns/{slug}. */
export function ExamPatternCard({ pattern }: { pattern: ExamPattern }) {
  const { t, locale } = useI18n();
  const meta = [
    choiceText(t, 'exam-patterns.values.mode', pattern.exam_mode),
    choiceText(t, 'exam-patterns.values.frequency', pattern.exam_frequency),
  ]
    .filter(Boolean)
    .join(' · ');
  // A figure in bold within its words ('<b>100</b> Questions').
  const figure = (key: string, count: number) => withParts((params) => t(key, params), { count: <strong>{count}</strong> });
  // A pattern not yet translated shows its own texts in English on a Hindi page.
  const lang = contentLang(pattern, locale);
  return (
    <Link
      to={`/exam-patterns/${encodeURIComponent(pattern.slug)}`}
      className={cardClass(styles.card)}
      style={pattern.exam_color ? { borderTopColor: pattern.exam_color } : undefined}
    >
      <span className={styles.badges}>
        <span className={styles.level}>{choiceText(t, 'exam-patterns.values.level', pattern.exam_level)}</span>
        {pattern.featured && <span className={styles.featured}>{t('exam-patterns.card.featured')}</span>}
      </span>
      <span className={styles.title} lang={lang}>
        {pattern.exam_name}
      </span>
      {meta && <span className={styles.meta}>{meta}</span>}
      <span className={styles.description} lang={lang}>
        {pattern.description}
      </span>
      <span className={styles.stats}>
        <span>{figure('exam-patterns.card.questions', pattern.total_questions)}</span>
        <span>{figure('exam-patterns.card.marks', pattern.total_marks)}</span>
        <span>{figure('exam-patterns.card.minutes', pattern.duration)}</span>
      </span>
      <span className={styles.cue} aria-hidden="true">
        {t('exam-patterns.card.cue')}
      </span>
    </Link>
  );
}
