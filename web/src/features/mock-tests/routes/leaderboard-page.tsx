import { Link, useParams } from 'react-router-dom';
import { Seo } from '@/components/seo';
import { NotFoundPage, PageLoading } from '@/components/page-states';
import { EmptyState, ErrorState } from '@/components/status-views';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/i18n/i18n';
import { ApiError } from '@/lib/api';
import { useLeaderboard, type Leaderboard } from '@/features/mock-tests/api/get-mock-test-leaderboard';
import { leaderboardPageMeta } from '@/features/mock-tests/lib/leaderboard';
import { formatDuration, formatMarks } from '@/features/mock-tests/lib/result-view';
import styles from './leaderboard-page.module.css';

/**
 * /mock-tests/{slug}/leaderboard: a paper's top students, each by their first on-time attempt. Public and the same
 * for everyone (the server render embeds it): nothing of the reader is shown, so it works without JavaScript.
 */
export default function LeaderboardPage() {
  const { slug = '' } = useParams();
  const { data, error, isLoading, mutate } = useLeaderboard(slug);
  const { t } = useI18n();

  if (isLoading && !error) return <PageLoading label={t('mock-tests.leaderboard.loading')} />;
  if (!data) {
    if (error instanceof ApiError && error.status === 404) {
      return (
        <NotFoundPage
          title={t('mock-tests.leaderboard.notFoundTitle')}
          message={t('mock-tests.page.notFoundMessage')}
          keywords={['mock test', 'leaderboard']}
        >
          <Button to="/mock-tests">{t('mock-tests.page.all')}</Button>
        </NotFoundPage>
      );
    }
    return (
      <div className="container page">
        <Seo title={t('mock-tests.leaderboard.label')} description={t('mock-tests.leaderboard.failed')} noindex />
        <ErrorState message={t('mock-tests.leaderboard.failed')} onAction={() => void mutate()} />
      </div>
    );
  }
  return <LeaderboardView board={data} />;
}

function LeaderboardView({ board }: { board: Leaderboard }) {
  const { t, locale } = useI18n();
  const paperPath = `/mock-tests/${encodeURIComponent(board.paper.slug)}`;
  return (
    <div className="container page">
      <Seo {...leaderboardPageMeta(locale, board.paper)} />
      <Button to={paperPath} variant="secondary" className={styles.back}>
        {t('mock-tests.leaderboard.back')}
      </Button>
      <h1 className="page-title">{t('mock-tests.leaderboard.heading', { title: board.paper.title })}</h1>
      <p className="page-lead">
        <strong data-testid="ranked-count">{t('mock-tests.leaderboard.ranked', { count: board.total })}</strong>
        {board.total > board.entries.length && ` · ${t('mock-tests.leaderboard.topShown', { count: board.entries.length })}`}
      </p>
      <p className={styles.rule}>{t('mock-tests.leaderboard.rule')}</p>
      {board.entries.length === 0 ? (
        <EmptyState title={t('mock-tests.leaderboard.emptyTitle')}>
          <p>
            {t('mock-tests.leaderboard.emptyLead')} <Link to="/student/login">{t('mock-tests.leaderboard.emptySignIn')}</Link>{' '}
            {t('mock-tests.leaderboard.emptyAnd')} <Link to={paperPath}>{t('mock-tests.leaderboard.emptySit')}</Link>.
          </p>
        </EmptyState>
      ) : (
        <LeaderboardTable board={board} />
      )}
    </div>
  );
}

/** A table; below 40rem each row is a card (the cells keep their column names, as data-label). */
function LeaderboardTable({ board }: { board: Leaderboard }) {
  const { t } = useI18n();
  const columns = {
    rank: t('mock-tests.leaderboard.rank'),
    name: t('mock-tests.leaderboard.name'),
    score: t('mock-tests.leaderboard.score'),
    time: t('mock-tests.leaderboard.time'),
  };
  return (
    <div className={`card ${styles.board}`}>
      <table className={styles.table} aria-label={t('mock-tests.leaderboard.label')}>
        <thead>
          <tr>
            {Object.values(columns).map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {board.entries.map((entry, index) => (
            <tr key={index} data-rank={entry.rank} className={entry.rank <= 3 ? styles.top : undefined}>
              <td data-label={columns.rank} className={styles.rank}>
                {entry.rank}
              </td>
              <th scope="row" data-label={columns.name} className={styles.name}>
                {entry.name}
              </th>
              <td data-label={columns.score}>
                {formatMarks(entry.score)} / {formatMarks(entry.max_score)}
              </td>
              <td data-label={columns.time}>
                {entry.time_spent_seconds === null ? t('mock-tests.leaderboard.noTime') : formatDuration(entry.time_spent_seconds, t)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
