import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { NotFoundPage } from '@/components/page-states';
import { Seo } from '@/components/seo';
import { ErrorState, LoadingState } from '@/components/status-views';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/i18n/i18n';
import { announceTestFinished } from '@/lib/offline/events';
import { browserStorage } from '@/lib/storage';
import { PaperInstructions } from '@/features/mock-tests/components/paper-instructions';
import { useMockTestAttempt } from '@/features/mock-tests/hooks/use-mock-test-attempt';
import { useSubmissionQueueFlush } from '@/features/mock-tests/hooks/use-submission-queue-flush';
import { attemptPhase, timeSpentSeconds } from '@/features/mock-tests/lib/attempt';
import { loadHistory } from '@/features/mock-tests/lib/history';

// The exam screen and the result are chunks of their own: the instructions (what a link or a search result opens)
// download neither, and the exam screen is fetched while the instructions are read, so Start never waits for it.
const loadExamScreen = () => import('@/features/mock-tests/components/exam-screen');
const ExamScreen = lazy(() => loadExamScreen().then((module) => ({ default: module.ExamScreen })));
// Downloading for offline use (IndexedDB, Cache Storage) loads with the instructions, after them.
const PaperDownload = lazy(() => import('@/features/mock-tests/components/paper-download'));
// What a submitted attempt shows while its result is awaited (sending, queued offline, refused): a chunk of its own,
// fetched while the paper is read or sat, so it is there offline too.
const loadSubmissionStates = () => import('@/features/mock-tests/components/submission-states');
const SubmitFailure = lazy(() => loadSubmissionStates().then((module) => ({ default: module.SubmitFailure })));
const SubmittedOffline = lazy(() => loadSubmissionStates().then((module) => ({ default: module.SubmittedOffline })));
const ResultView = lazy(() => import('@/features/mock-tests/components/result-view').then((module) => ({ default: module.ResultView })));

/**
 * /mock-tests/{slug}: the instructions, then (same address) the exam screen, then the result.
 *
 * Every fetch of a paper is a new attempt with its own draw, so the paper is fetched once when this page first
 * opens and stored on the device with its attempt_id at once: the instructions are read from it (they are the
 * paper's own, with its real sections and times, which the list entry does not carry), Start begins that very
 * attempt without a second fetch, and a reload before or during the test reuses it. Only Take Again (or a paper
 * left unstarted for hours) fetches a new draw.
 */
export default function MockTestPage() {
  const { slug = '' } = useParams();
  // A new paper is a new attempt: remount so nothing of the previous one lingers.
  return <PaperAttempt key={slug} slug={slug} />;
}

function PaperAttempt({ slug }: { slug: string }) {
  const { t } = useI18n();
  const { attempt, now, paperError, submitError, queued, redrawing, actions } = useMockTestAttempt(slug);
  useSubmissionQueueFlush();
  const phase = attempt ? attemptPhase(attempt) : null;
  const result = attempt?.result ?? null;
  const history = useMemo(() => (result ? loadHistory(browserStorage()).filter((entry) => entry.slug === slug) : []), [result, slug]);
  useEffect(() => {
    if (phase === 'ready') void loadExamScreen();
    if (phase === 'ready' || phase === 'running') void loadSubmissionStates().catch(() => undefined);
  }, [phase]);
  // A result that arrives while this page is open (submitted now, or sent from the offline queue): a test was
  // finished, which is when the app may offer to be installed. A result opened again later is not announced.
  const previousPhase = useRef(phase);
  useEffect(() => {
    if (phase === 'scored' && previousPhase.current !== null && previousPhase.current !== 'scored') announceTestFinished();
    previousPhase.current = phase;
  }, [phase]);

  if (!attempt) {
    if (paperError?.status === 404) {
      return (
        <NotFoundPage
          title={t('mock-tests.page.notFoundTitle')}
          message={t('mock-tests.page.notFoundMessage')}
          keywords={['mock test', 'previous year papers']}
        >
          <Button to="/mock-tests">{t('mock-tests.page.all')}</Button>
        </NotFoundPage>
      );
    }
    return (
      <div className="container page">
        {paperError ? (
          <ErrorState message={t('mock-tests.page.failed')} onAction={actions.refetchPaper} />
        ) : (
          <LoadingState label={t('mock-tests.page.loading')} />
        )}
      </div>
    );
  }

  // The running exam has the whole screen, edge to edge (its own bar and margins); the other steps sit in the page.
  return (
    <div className={phase === 'running' ? undefined : 'container page'}>
      <Seo text={(meta) => meta.mockTestPageMeta(attempt.paper)} />
      {phase === 'ready' && (
        <PaperInstructions
          paper={attempt.paper}
          onStart={actions.start}
          starting={redrawing}
          offline={
            <Suspense fallback={null}>
              <PaperDownload attempt={attempt} onKeep={actions.keepForOffline} />
            </Suspense>
          }
        />
      )}
      <Suspense fallback={<LoadingState />}>
        {phase === 'running' && <ExamScreen attempt={attempt} now={now} actions={actions} />}
        {phase === 'submitted' &&
          (submitError ? (
            <SubmitFailure error={submitError} onRetry={actions.retrySubmit} onDiscard={actions.takeAgain} />
          ) : queued ? (
            <SubmittedOffline onRetry={actions.retrySubmit} onDiscard={actions.takeAgain} />
          ) : (
            <LoadingState label={t('mock-tests.page.submitting')} />
          ))}
        {phase === 'scored' && result && (
          <ResultView
            paper={attempt.paper}
            result={result}
            timeSpentSeconds={timeSpentSeconds(attempt)}
            history={history}
            onTakeAgain={actions.takeAgain}
          />
        )}
      </Suspense>
    </div>
  );
}
