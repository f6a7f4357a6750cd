import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { NotFoundPage } from '@/components/page-states';
import { Seo } from '@/components/seo';
import { ErrorState, LoadingState } from '@/components/status-views';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/i18n/i18n';
import { announceTestFinished } from '@/lib/offline/events';
import type { ApiError } from '@/lib/api';
import { browserStorage } from '@/lib/storage';
import { useMockTestInstructions } from '@/features/mock-tests/api/get-mock-test-instructions';
import { PaperInstructions } from '@/features/mock-tests/components/paper-instructions';
import { useMockTestAttempt } from '@/features/mock-tests/hooks/use-mock-test-attempt';
import { useSubmissionQueueFlush } from '@/features/mock-tests/hooks/use-submission-queue-flush';
import { attemptPhase, timeSpentSeconds } from '@/features/mock-tests/lib/attempt';
import { loadHistory } from '@/features/mock-tests/lib/history';
import { instructionsOfPaper } from '@/features/mock-tests/lib/instructions';

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
 * The instructions are their own read (no draw, no attempt), which the server renders into the page, so it paints
 * without a fetch and opening it costs the server nothing. The paper is drawn (a new attempt, timed by the server
 * from then) when Start is pressed, or when it is downloaded for offline use (Start then sits that draw). A draw
 * kept on the device takes over once the page is up: a reload mid-test continues it, a result shows again. Take
 * Again goes back to the instructions.
 */
export default function MockTestPage() {
  const { slug = '' } = useParams();
  // A new paper is a new attempt: remount so nothing of the previous one lingers.
  return <PaperAttempt key={slug} slug={slug} />;
}

/** Why a draw after Start failed, in the page's words. */
function drawProblem(error: ApiError, t: (key: string) => string): string {
  if (error.status === 404) return t('mock-tests.instructions.drawGone');
  if (error.status === 429) return t('mock-tests.instructions.drawLimited');
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return t('mock-tests.instructions.drawOffline');
  return t('mock-tests.instructions.drawFailed');
}

function PaperAttempt({ slug }: { slug: string }) {
  const { t } = useI18n();
  const { data: instructions, error: instructionsError, mutate: reloadInstructions } = useMockTestInstructions(slug);
  const { attempt, resumed, now, submitError, queued, drawing, drawError, actions } = useMockTestAttempt(slug);
  useSubmissionQueueFlush();
  const phase = attempt ? attemptPhase(attempt) : null;
  const result = attempt?.result ?? null;
  const history = useMemo(() => (result ? loadHistory(browserStorage()).filter((entry) => entry.slug === slug) : []), [result, slug]);
  const beforeStart = phase === null || phase === 'ready';
  // The running exam re-renders every second (its clock) and at every move: the head tags, which depend on the
  // paper alone, are kept rather than rebuilt each time.
  const paper = attempt?.paper;
  const paperSeo = useMemo(() => paper && <Seo text={(meta) => meta.mockTestPageMeta(paper)} />, [paper]);
  useEffect(() => {
    if (beforeStart) void loadExamScreen();
    if (beforeStart || phase === 'running') void loadSubmissionStates().catch(() => undefined);
  }, [beforeStart, phase]);
  // A result that arrives while this page is open (submitted now, or sent from the offline queue): a test was
  // finished, which is when the app may offer to be installed. A result opened again later is not announced.
  const previousPhase = useRef(phase);
  useEffect(() => {
    if (phase === 'scored' && previousPhase.current !== null && previousPhase.current !== 'scored') announceTestFinished();
    previousPhase.current = phase;
  }, [phase]);

  if (beforeStart) {
    // A draw kept on the device (downloaded) shows its own sections: the ones Start sits.
    const shown = attempt ? instructionsOfPaper(attempt.paper) : instructions;
    if (!shown) {
      if ((instructionsError as ApiError | undefined)?.status === 404) {
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
          {instructionsError ? (
            <ErrorState message={t('mock-tests.page.failed')} onAction={() => void reloadInstructions()} />
          ) : (
            <LoadingState label={t('mock-tests.page.loading')} />
          )}
        </div>
      );
    }
    return (
      <div className="container page">
        <Seo text={(meta) => meta.mockTestPageMeta(shown)} />
        <PaperInstructions
          paper={shown}
          onStart={actions.start}
          starting={drawing}
          startError={drawError ? drawProblem(drawError, t) : null}
          offline={
            // Only once the device's storage is read (never in the server's HTML): it depends on what is kept here.
            resumed && (
              <Suspense fallback={null}>
                <PaperDownload paper={shown} kept={attempt} onKeep={actions.keepForOffline} />
              </Suspense>
            )
          }
        />
      </div>
    );
  }

  // The running exam has the whole screen, edge to edge (its own bar and margins); the other steps sit in the page.
  return (
    <div className={phase === 'running' ? undefined : 'container page'}>
      {paperSeo}
      <Suspense fallback={<LoadingState />}>
        {phase === 'running' && <ExamScreen attempt={attempt!} now={now} actions={actions} />}
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
            paper={attempt!.paper}
            result={result}
            timeSpentSeconds={timeSpentSeconds(attempt!)}
            history={history}
            onTakeAgain={actions.takeAgain}
          />
        )}
      </Suspense>
    </div>
  );
}
