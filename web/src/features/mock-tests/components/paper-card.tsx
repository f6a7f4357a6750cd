import type { MockTestSummary } from '@exam-prep/contract/public/mock-tests';
import { Link } from 'react-router-dom';
import type { AttemptPhase } from '@/features/mock-tests/lib/attempt';
import { contentLang } from '@/i18n/content-lang';
import { useI18n } from '@/i18n/i18n';
import { paperFacts } from '@/features/mock-tests/lib/group-papers';
import styles from './paper-card.module.css';

/** What this device's attempt at the paper says on its card (none before one starts). */
const PROGRESS_KEY: Partial<Record<AttemptPhase, string>> = {
  running: 'mock-tests.paper.running',
  submitted: 'mock-tests.paper.submitted',
  scored: 'mock-tests.paper.scored',
};

/** A paper in the list: its kind, title, facts and negative marking; the whole card opens it. */
export function PaperCard({ paper, phase }: { paper: MockTestSummary; phase: AttemptPhase | null }) {
  const { t, locale } = useI18n();
  const progressKey = phase ? PROGRESS_KEY[phase] : undefined;
  const progress = progressKey ? t(progressKey) : undefined;
  return (
    <article className={`card ${styles.card}`} data-kind={paper.kind}>
      <p className={`${styles.kind} ${paper.kind === 'previous_year' ? styles.previousYear : ''}`}>
        {paper.kind === 'previous_year' ? t('mock-tests.paper.previousYear') : t('mock-tests.paper.practice')}
      </p>
      <h3 className={styles.title} lang={contentLang(paper, locale)}>
        <Link to={`/mock-tests/${encodeURIComponent(paper.slug)}`} className={styles.link}>
          {paper.title}
        </Link>
      </h3>
      <ul className={styles.facts}>
        {paperFacts(paper, t).map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      {(paper.negative_marking || progress) && (
        <p className={styles.badges}>
          {paper.negative_marking && <span className={styles.negative}>{t('mock-tests.paper.negative')}</span>}
          {progress && <span className={styles.progress}>{progress}</span>}
        </p>
      )}
    </article>
  );
}
