import type { MockTestPaper, MockTestResult } from '@exam-prep/contract/public/mock-tests';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { ResultSummary } from '@/components/exam/result-summary';
import type { HistoryEntry } from '@/features/mock-tests/lib/history';
import {
  accuracy,
  formatDuration,
  formatMarks,
  formatPercentile,
  resultStanding,
  reviewItems,
} from '@/features/mock-tests/lib/result-view';
import { leaderboardPath } from '@/features/mock-tests/lib/leaderboard';
import { ReviewList } from './review-list';
import { ScoreChart } from '@/components/exam/score-chart';
import { useI18n } from '@/i18n/i18n';
import figures from '@/components/exam/result-figures.module.css';
import table from '@/components/exam/paper-table.module.css';
import styles from './result-view.module.css';

interface ResultViewProps {
  paper: MockTestPaper;
  result: MockTestResult;
  /** The device's count, shown only for a result stored before the server measured the time. */
  timeSpentSeconds: number;
  /** This paper's attempts on this device, oldest first. */
  history: readonly HistoryEntry[];
  onTakeAgain: () => void;
}

/** The result: score with negative marking, sections, accuracy, time, percentile, history, then every question. */
export function ResultView({ paper, result, timeSpentSeconds, history, onTakeAgain }: ResultViewProps) {
  const { t } = useI18n();
  const items = useMemo(() => reviewItems(paper, result), [paper, result]);
  const accuracyPercent = accuracy(result.correct, result.wrong);
  const standing = resultStanding(result);
  const serverTime = typeof result.time_spent_seconds === 'number';
  const compared = typeof result.counted_attempts === 'number' ? result.counted_attempts : null;

  return (
    <div className={styles.result}>
      <ResultSummary
        heading={t('mock-tests.result.heading')}
        subtitle={paper.title}
        backTo="/mock-tests"
        backLabel={t('mock-tests.page.all')}
        againLabel={t('mock-tests.result.takeAgain')}
        onAgain={onTakeAgain}
      >
        <p className={figures.score} data-testid="score">
          {formatMarks(result.score)}
          <span className={styles.max}> / {formatMarks(result.max_score)}</span>
        </p>
        {standing && (
          <p className={styles.standing} data-testid="result-standing" data-standing={standing}>
            {standing === 'late' ? t('mock-tests.result.late', { minutes: paper.duration }) : t('mock-tests.result.notCounted')}
          </p>
        )}
        <PaperRankLine result={result} slug={paper.slug} />
        {paper.negative_marking && (
          <p className={styles.scoreNote}>
            {t('mock-tests.result.afterNegative', { marks: formatMarks(paper.marking_scheme.wrong_answer) })}
          </p>
        )}
        <dl className={`${figures.tiles} ${styles.stats}`}>
          <div>
            <dt>{t('mock-tests.result.percentile')}</dt>
            <dd>
              <span data-testid="percentile">{formatPercentile(result.percentile)}</span>
              {compared !== null && (
                <span className={styles.among} data-testid="counted-attempts">
                  {' '}
                  {compared === 1 ? t('mock-tests.result.amongOne') : t('mock-tests.result.among', { count: compared })}
                </span>
              )}
            </dd>
          </div>
          <div>
            <dt>{t('mock-tests.result.accuracy')}</dt>
            <dd data-testid="accuracy">{accuracyPercent === null ? '—' : `${accuracyPercent}%`}</dd>
          </div>
          <div>
            <dt>{t('mock-tests.result.correct')}</dt>
            <dd>{result.correct}</dd>
          </div>
          <div>
            <dt>{t('mock-tests.result.wrong')}</dt>
            <dd>{result.wrong}</dd>
          </div>
          <div>
            <dt>{t('mock-tests.result.notAnswered')}</dt>
            <dd>{result.unanswered}</dd>
          </div>
          <div>
            <dt>{t('mock-tests.result.timeSpent')}</dt>
            <dd data-testid="time-spent">{formatDuration(serverTime ? result.time_spent_seconds : timeSpentSeconds, t)}</dd>
          </div>
        </dl>
        <p className={styles.explain}>
          {t('mock-tests.result.explain')}
          {serverTime && ` ${t('mock-tests.result.timeByServer')}`}
        </p>
      </ResultSummary>

      {result.sections.length > 1 && (
        <section className={`card ${styles.sections}`} aria-labelledby="sections-result-heading">
          <h2 id="sections-result-heading">{t('mock-tests.result.sectionScores')}</h2>
          <div className={table.wrap} role="region" aria-labelledby="sections-result-heading" tabIndex={0}>
            <table className={table.table}>
              <thead>
                <tr>
                  <th scope="col">{t('mock-tests.instructions.section')}</th>
                  <th scope="col">{t('mock-tests.result.score')}</th>
                  <th scope="col">{t('mock-tests.result.correct')}</th>
                  <th scope="col">{t('mock-tests.result.wrong')}</th>
                  <th scope="col">{t('mock-tests.result.notAnswered')}</th>
                </tr>
              </thead>
              <tbody>
                {result.sections.map((section, index) => (
                  <tr key={`${section.section_name}-${index}`}>
                    <th scope="row">{section.section_name}</th>
                    <td>
                      {formatMarks(section.score)} / {formatMarks(section.max_score)}
                    </td>
                    <td>{section.correct}</td>
                    <td>{section.wrong}</td>
                    <td>{section.unanswered}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      {history.length > 0 && <ScoreChart entries={history} heading={t('mock-tests.result.history')} note={t('mock-tests.chart.note')} />}

      <ReviewList items={items} />
    </div>
  );
}

/**
 * The student's rank on the paper (the submission's answer, so it arrives with the result: nothing moves after):
 * "Rank R of N" when signed in and ranked, why not when signed in without a ranked attempt (only the first on-time
 * one counts), and an invitation to sign in for an anonymous result (no `rank` key).
 */
function PaperRankLine({ result, slug }: { result: MockTestResult; slug: string }) {
  const { t } = useI18n();
  const leaderboard = (
    <Link className={styles.rankLink} to={leaderboardPath(slug)}>
      {t('mock-tests.result.leaderboard')}
    </Link>
  );
  if (!('rank' in result) || result.rank === undefined) {
    return (
      <p className={styles.rank} data-testid="paper-rank" data-rank="anonymous">
        <Link to="/student/login">{t('mock-tests.result.rankSignIn')}</Link> {leaderboard}
      </p>
    );
  }
  if (result.rank === null) {
    return (
      <p className={styles.rank} data-testid="paper-rank" data-rank="none">
        {t('mock-tests.result.rankNone')} {leaderboard}
      </p>
    );
  }
  return (
    <p className={styles.rank} data-testid="paper-rank" data-rank="ranked">
      <strong className={styles.rankFigure}>{t('mock-tests.result.rank', { rank: result.rank.rank, of: result.rank.of })}</strong>{' '}
      {leaderboard}
    </p>
  );
}
