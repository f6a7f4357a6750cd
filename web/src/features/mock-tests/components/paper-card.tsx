import type { MockTestSummary } from '@exam-prep/contract/public/mock-tests';
import { Link } from 'react-router-dom';
import type { AttemptPhase } from '../lib/attempt';
import { paperFacts } from '../lib/group-papers';
import styles from './paper-card.module.css';

const PROGRESS_TEXT: Partial<Record<AttemptPhase, string>> = {
  running: 'In progress: continue',
  submitted: 'Submitted: see your result',
  scored: 'Taken: see your result',
};

/** A paper in the list: its kind, title, facts and negative marking; the whole card opens it. */
export function PaperCard({ paper, phase }: { paper: MockTestSummary; phase: AttemptPhase | null }) {
  const progress = phase ? PROGRESS_TEXT[phase] : undefined;
  return (
    <article className={`card ${styles.card}`} data-kind={paper.kind}>
      <p className={`${styles.kind} ${paper.kind === 'previous_year' ? styles.previousYear : ''}`}>
        {paper.kind === 'previous_year' ? 'Previous year paper' : 'Practice paper'}
      </p>
      <h3 className={styles.title}>
        <Link to={`/mock-tests/${encodeURIComponent(paper.slug)}`} className={styles.link}>
          {paper.title}
        </Link>
      </h3>
      <ul className={styles.facts}>
        {paperFacts(paper).map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      {(paper.negative_marking || progress) && (
        <p className={styles.badges}>
          {paper.negative_marking && <span className={styles.negative}>Negative marking</span>}
          {progress && <span className={styles.progress}>{progress}</span>}
        </p>
      )}
    </article>
  );
}
