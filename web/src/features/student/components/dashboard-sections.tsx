import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useI18n } from '@/i18n/i18n';
import { Button } from '@/components/ui/button';
import { SafeHtml } from '@/components/safe-html';
import { ScoreChart } from '@/components/exam/score-chart';
import type { ScoreChartEntry } from '@/components/exam/score-chart-data';
import type {
  DashboardAnswer,
  DashboardTestResult,
  DashboardVisit,
  PaperAttempt,
  SubtopicAccuracy,
} from '@/features/student/api/get-dashboard';
import { formatName, practicePath } from '@/features/student/lib/validation';
import styles from './dashboard.module.css';

/** How many of each list the dashboard shows (spec §1.2: 10 results, 15 visits, 6 saved questions). */
export const SHOWN = { results: 10, visits: 15, saved: 6 } as const;

/** A date as the spec shows it (en-US "MMM d, yyyy"; the same parts in Hindi), in India's time. */
export function useShortDate() {
  const { locale } = useI18n();
  const format = new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  return (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? '' : format.format(date);
  };
}

export function Panel({ title, wide, highlight, children }: { title: string; wide?: boolean; highlight?: boolean; children: ReactNode }) {
  // useId, not the title: a Hindi title has no \w characters, so every Hindi panel got the same id.
  const id = useId();
  return (
    <section className={[styles.panel, wide ? styles.wide : '', highlight ? styles.highlight : ''].join(' ')} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Empty({ text, action, to }: { text: string; action: string; to: string }) {
  return (
    <div className={styles.empty}>
      <p>{text}</p>
      <Button to={to} variant="accent" size="sm">
        {action}
      </Button>
    </div>
  );
}

export function StatCards({ stats }: { stats: DashboardAnswer['stats'] }) {
  const { t } = useI18n();
  const cards = [
    { label: t('student.dashboard.stats.savedQuestions'), value: String(stats.totalSavedQuestions) },
    { label: t('student.dashboard.stats.testsCompleted'), value: String(stats.totalTestsCompleted) },
    { label: t('student.dashboard.stats.topicsVisited'), value: String(stats.totalTopicsVisited) },
    { label: t('student.dashboard.stats.averageScore'), value: `${stats.averageTestScore}%` },
  ];
  return (
    <ul className={styles.stats} aria-label={t('student.dashboard.stats.label')}>
      {cards.map((card) => (
        <li key={card.label} className={styles.stat}>
          <span className={styles.statValue}>{card.value}</span>
          <span className={styles.statLabel}>{card.label}</span>
        </li>
      ))}
    </ul>
  );
}

export function ContinuePanel({ at }: { at: DashboardVisit }) {
  const { t } = useI18n();
  const name = formatName(at.subTopicName ?? at.topicName);
  return (
    <Panel title={t('student.dashboard.continueTitle')} highlight>
      <p className={styles.muted}>{formatName(at.topicName)}</p>
      <Button to={practicePath(at.topicName, at.subTopicName)} variant="accent">
        {t('student.dashboard.continueButton', { name })}
      </Button>
    </Panel>
  );
}

export function StreakPanel({ streak }: { streak: DashboardAnswer['streak'] }) {
  const { t } = useI18n();
  return (
    <Panel title={t('student.dashboard.streakTitle')}>
      <p className={styles.streak}>
        <span className={styles.streakValue}>{t('student.dashboard.streakDays', { days: streak.current })}</span>
        <span className={styles.muted}>{t('student.dashboard.streakLongest', { days: streak.longest })}</span>
      </p>
      {streak.current === 0 && <p className={styles.muted}>{t('student.dashboard.streakNone')}</p>}
    </Panel>
  );
}

function Meter({ value, label }: { value: number; label: string }) {
  return (
    <div className={styles.meter} role="img" aria-label={label}>
      <span style={{ width: `${Math.max(0, Math.min(100, value))}%` }} />
    </div>
  );
}

export function WeakestPanel({ weakest, all }: { weakest: SubtopicAccuracy[]; all: SubtopicAccuracy[] }) {
  const { t } = useI18n();
  const line = (entry: SubtopicAccuracy) => t('student.dashboard.weakest.accuracy', { ...entry });
  return (
    <Panel title={t('student.dashboard.weakest.title')}>
      <p className={styles.muted}>{t('student.dashboard.weakest.lead')}</p>
      {weakest.length === 0 ? (
        <p className={styles.muted}>{t('student.dashboard.weakest.empty')}</p>
      ) : (
        <ol className={styles.list}>
          {weakest.map((entry) => {
            const name = formatName(entry.subTopicName);
            return (
              <li key={`${entry.topicName}/${entry.subTopicName}`} className={styles.item}>
                <div className={styles.row}>
                  <span>
                    <strong>{name}</strong> <span className={styles.muted}>{formatName(entry.topicName)}</span>
                  </span>
                  <Button
                    to={practicePath(entry.topicName, entry.subTopicName)}
                    size="sm"
                    aria-label={t('student.dashboard.weakest.practiseName', { name })}
                  >
                    {t('student.dashboard.weakest.practise')}
                  </Button>
                </div>
                <span className={styles.muted}>{line(entry)}</span>
                <Meter value={entry.accuracy} label={line(entry)} />
              </li>
            );
          })}
        </ol>
      )}
      {all.length > 0 && (
        <details className={styles.details}>
          <summary>{t('student.dashboard.weakest.all')}</summary>
          <ul className={styles.list}>
            {all.map((entry) => (
              <li key={`${entry.topicName}/${entry.subTopicName}`}>
                <span>{formatName(entry.subTopicName)}</span> <span className={styles.muted}>{line(entry)}</span>
                <Meter value={entry.accuracy} label={line(entry)} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </Panel>
  );
}

export function ResultsPanel({ results }: { results: DashboardTestResult[] }) {
  const { t } = useI18n();
  const date = useShortDate();
  return (
    <Panel title={t('student.dashboard.results.title')}>
      {results.length === 0 ? (
        <Empty text={t('student.dashboard.results.empty')} action={t('student.dashboard.results.takeTest')} to="/test-topics" />
      ) : (
        <ol className={styles.list}>
          {results.slice(0, SHOWN.results).map((result, index) => {
            const { score } = result;
            const answered = t('student.dashboard.results.answered', { answered: score.answered, total: score.total });
            return (
              <li key={`${result.completedAt}-${index}`} className={styles.item} data-testid="test-result">
                <div className={styles.itemHead}>
                  <span>{formatName(result.subTopicName)}</span>
                  <span className={styles.percent}>{score.percentage}%</span>
                </div>
                <div className={styles.row}>
                  <span className={styles.muted}>{date(result.completedAt)}</span>
                  <span className={styles.muted}>
                    {t('student.dashboard.results.correct', { correct: score.correct, total: score.total })}
                  </span>
                </div>
                <div className={styles.row}>
                  <span className={styles.muted}>{t('student.dashboard.results.progress')}</span>
                  <span className={styles.muted}>{answered}</span>
                </div>
                <progress className={styles.bar} max={score.total} value={score.answered} aria-label={answered} />
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}

/**
 * The account's attempts grouped by paper, each paper's oldest first (what its chart draws); papers in the order
 * the list gives them (the newest attempt's paper first).
 */
export function papersOverTime(papers: readonly PaperAttempt[]): { slug: string; name: string; entries: ScoreChartEntry[] }[] {
  const bySlug = new Map<string, { slug: string; name: string; entries: ScoreChartEntry[] }>();
  for (const paper of papers) {
    const group = bySlug.get(paper.paperSlug) ?? { slug: paper.paperSlug, name: paper.paperName, entries: [] };
    bySlug.set(paper.paperSlug, group);
    const submitted = new Date(paper.submittedAt).getTime();
    group.entries.push({
      attemptId: paper.attemptId,
      title: paper.paperName,
      date: Number.isNaN(submitted) ? 0 : submitted,
      score: paper.score,
      maxScore: paper.maxScore,
      percentile: paper.percentile,
    });
  }
  const groups = [...bySlug.values()];
  for (const group of groups) group.entries.sort((a, b) => a.date - b.date);
  return groups;
}

export function PapersPanel({ papers }: { papers: PaperAttempt[] }) {
  const { t } = useI18n();
  const date = useShortDate();
  return (
    <Panel title={t('student.dashboard.papers.title')}>
      {papers.length > 0 && (
        <div className={styles.charts}>
          {papersOverTime(papers).map((group) => (
            <ScoreChart
              key={group.slug}
              entries={group.entries}
              heading={group.name}
              note={t('student.dashboard.papers.chartNote')}
              headingLevel={3}
            />
          ))}
        </div>
      )}
      {papers.length === 0 ? (
        <Empty text={t('student.dashboard.papers.empty')} action={t('student.dashboard.papers.take')} to="/mock-tests" />
      ) : (
        <ol className={styles.list}>
          {papers.map((paper) => (
            <li key={paper.attemptId} className={styles.item} data-testid="paper-attempt">
              <div className={styles.itemHead}>
                <Link to={`/mock-tests/${encodeURIComponent(paper.paperSlug)}`}>{paper.paperName}</Link>
                <span className={styles.muted}>{date(paper.submittedAt)}</span>
              </div>
              <div className={styles.row}>
                <span>{t('student.dashboard.papers.score', { score: paper.score, maxScore: paper.maxScore })}</span>
                {paper.percentile !== null && <span>{t('student.dashboard.papers.percentile', { percentile: paper.percentile })}</span>}
                {paper.rank !== null && paper.rankOf !== null && (
                  <strong>{t('student.dashboard.papers.rank', { rank: paper.rank, rankOf: paper.rankOf })}</strong>
                )}
              </div>
              {paper.late && <span className={styles.muted}>{t('student.dashboard.papers.late')}</span>}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

export function VisitedPanel({ visits }: { visits: DashboardVisit[] }) {
  const { t } = useI18n();
  const date = useShortDate();
  return (
    <Panel title={t('student.dashboard.visited.title')}>
      {visits.length === 0 ? (
        <Empty text={t('student.dashboard.visited.empty')} action={t('student.dashboard.visited.start')} to="/practice" />
      ) : (
        <ul className={styles.list}>
          {visits.slice(0, SHOWN.visits).map((visit) => (
            <li key={`${visit.topicName}/${visit.subTopicName ?? ''}`} className={styles.item}>
              <Link to={practicePath(visit.topicName, visit.subTopicName)} className={styles.itemHead}>
                {formatName(visit.topicName)}
                {visit.subTopicName ? ` › ${formatName(visit.subTopicName)}` : ''}
              </Link>
              <div className={styles.muted}>{date(visit.visitedAt)}</div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function SavedPanel({ saved }: { saved: DashboardAnswer['savedQuestions'] }) {
  const { t } = useI18n();
  return (
    <Panel title={t('student.dashboard.saved.title')} wide>
      {saved.length === 0 ? (
        <Empty text={t('student.dashboard.saved.empty')} action={t('student.dashboard.visited.start')} to="/practice" />
      ) : (
        <>
          <ol className={styles.list}>
            {saved.slice(0, SHOWN.saved).map((item, index) => (
              <li key={item.question._id} className={styles.item} data-testid="saved-question">
                <Link to="/saved" className={styles.itemHead}>
                  {t('student.dashboard.saved.question', { number: index + 1 })}
                </Link>
                <SafeHtml html={item.question.question} className={`rich-text ${styles.clamp}`} />
              </li>
            ))}
          </ol>
          <p>
            <Button to="/saved" variant="secondary" size="sm">
              {t('student.dashboard.saved.viewAll')}
            </Button>
          </p>
        </>
      )}
    </Panel>
  );
}
