import { useMemo } from 'react';
import { Seo } from '@/components/seo';
import { EmptyState, ErrorState, LoadingState } from '@/components/status-views';
import { useI18n } from '@/i18n/i18n';
import { browserStorage } from '@/lib/storage';
import { useMockTests } from '@/features/mock-tests/api/get-mock-tests';
import { useSubmissionQueueFlush } from '@/features/mock-tests/hooks/use-submission-queue-flush';
import { PaperCard } from '@/features/mock-tests/components/paper-card';
import { ScoreChart } from '@/components/exam/score-chart';
import { storedPhase } from '@/features/mock-tests/lib/attempt-storage';
import { groupByExam, OTHER_PAPERS } from '@/features/mock-tests/lib/group-papers';
import { loadHistory } from '@/features/mock-tests/lib/history';
import styles from './mock-tests-page.module.css';

/** /mock-tests: every active paper grouped by exam, previous-year papers first, and this device's score history. */
export default function MockTestsPage() {
  const { t } = useI18n();
  const { data, error, isLoading, mutate } = useMockTests();
  // Submissions made offline go as soon as any mock-test page is open online (their results wait for their papers).
  useSubmissionQueueFlush();
  const papers = useMemo(() => data?.mockTests ?? [], [data]);
  const groups = useMemo(() => groupByExam(papers), [papers]);
  const history = useMemo(() => loadHistory(browserStorage()), []);
  const phases = useMemo(() => {
    const storage = browserStorage();
    return new Map(papers.map((paper) => [paper.slug, storedPhase(storage, paper.slug)]));
  }, [papers]);

  return (
    <div className="container page">
      <Seo text={(meta) => meta.mockTestsPageMeta(papers)} />
      <h1 className="page-title">{t('mock-tests.list.title')}</h1>
      <p className="page-lead">{t('mock-tests.list.lead')}</p>
      {error && !data ? (
        <ErrorState message={t('mock-tests.list.failed')} onAction={() => void mutate()} />
      ) : isLoading ? (
        <LoadingState label={t('mock-tests.list.loading')} />
      ) : groups.length === 0 ? (
        <EmptyState title={t('mock-tests.list.emptyTitle')} message={t('mock-tests.list.emptyMessage')} />
      ) : (
        groups.map((group, index) => {
          const headingId = `exam-group-${index}`;
          return (
            <section key={group.exam} className={styles.group} aria-labelledby={headingId}>
              <h2 id={headingId} className={styles.groupTitle}>
                {group.exam === OTHER_PAPERS ? t('mock-tests.list.otherPapers') : group.exam}
              </h2>
              <ul className={styles.grid}>
                {group.papers.map((paper) => (
                  <li key={paper._id}>
                    <PaperCard paper={paper} phase={phases.get(paper.slug) ?? null} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
      {history.length > 0 && (
        <div className={styles.history}>
          <ScoreChart entries={history} heading={t('mock-tests.list.history')} note={t('mock-tests.chart.note')} showTitles />
        </div>
      )}
    </div>
  );
}
