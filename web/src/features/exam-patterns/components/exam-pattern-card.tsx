import { Link } from 'react-router-dom';
import type { ExamPattern } from '../api/types';
import styles from './exam-pattern-card.module.css';

/** A card in the Featured and All grids; the whole card opens /exam-patterns/{slug}. */
export function ExamPatternCard({ pattern }: { pattern: ExamPattern }) {
  const meta = [pattern.exam_mode, pattern.exam_frequency].filter(Boolean).join(' · ');
  return (
    <Link
      to={`/exam-patterns/${encodeURIComponent(pattern.slug)}`}
      className={`card ${styles.card}`}
      style={pattern.exam_color ? { borderTopColor: pattern.exam_color } : undefined}
    >
      <span className={styles.badges}>
        <span className={styles.level}>{pattern.exam_level}</span>
        {pattern.featured && <span className={styles.featured}>★ Featured</span>}
      </span>
      <span className={styles.title}>{pattern.exam_name}</span>
      {meta && <span className={styles.meta}>{meta}</span>}
      <span className={styles.description}>{pattern.description}</span>
      <span className={styles.stats}>
        <span>
          <strong>{pattern.total_questions}</strong> Questions
        </span>
        <span>
          <strong>{pattern.total_marks}</strong> Marks
        </span>
        <span>
          <strong>{pattern.duration}</strong> Minutes
        </span>
      </span>
      <span className={styles.cue} aria-hidden="true">
        View pattern →
      </span>
    </Link>
  );
}
