import type { MockTestResult } from '@exam-prep/contract/public/mock-tests';
import type { SiteLocale } from '@exam-prep/contract/page-locale';
import { ApiError, localizedApiPath } from '@/lib/api';
import { submitMockTest, submitMockTestPath } from '@/features/mock-tests/api/submit-mock-test';
import { submission, type MockTestAttempt } from '@/features/mock-tests/lib/attempt';

/*
 * Sending a submitted attempt and getting its result: directly, or through the offline submission queue
 * (src/service-worker/submission-queue.ts) when the network is away. Loaded when an attempt is submitted, not with
 * the paper's page.
 */

/**
 * One submission per attempt, whoever asks (a remount, React's strict mode running effects twice): a second
 * request would count the attempt twice in the paper's statistics.
 */
const submissions = new Map<string, Promise<MockTestResult>>();

function submitOnce(slug: string, attempt: MockTestAttempt): Promise<MockTestResult> {
  let pending = submissions.get(attempt.attemptId);
  if (!pending) {
    pending = submitMockTest(slug, submission(attempt));
    submissions.set(attempt.attemptId, pending);
    // A failed request may be tried again.
    pending.catch(() => submissions.delete(attempt.attemptId));
  }
  return pending;
}

const loadQueue = () => import('@/service-worker/submission-queue');

async function usableQueue() {
  try {
    const queue = await loadQueue();
    return queue.canQueueSubmissions() ? queue : null;
  } catch {
    return null;
  }
}

export interface SendHandlers {
  scored: (result: MockTestResult) => void;
  failed: (error: ApiError) => void;
  /** The submission waits in the queue: the result comes when the device is back online. */
  queued: () => void;
  /** The page has moved on (unmounted, another attempt): nothing more is reported. */
  cancelled: () => boolean;
}

/**
 * Gets a submitted attempt's result: the queue's answer if it has one (sent earlier by this page or by the service
 * worker), else the queued entry sent now (when the network allows), else a direct request; a direct request that
 * fails for want of a network or with a status worth retrying queues the very same request instead of failing.
 */
export async function sendSubmission(slug: string, attempt: MockTestAttempt, locale: SiteLocale, report: SendHandlers): Promise<void> {
  const { attemptId } = attempt;
  const queue = await usableQueue();
  if (queue) {
    const settleOutcome = async () => {
      const outcome = await queue.readOutcome(attemptId).catch(() => undefined);
      if (!outcome || report.cancelled()) return Boolean(outcome);
      if (outcome.kind === 'scored') report.scored(outcome.result as MockTestResult);
      else report.failed(new ApiError(outcome.status, outcome.message));
      void queue.clearOutcome(attemptId).catch(() => undefined);
      return true;
    };
    if (await settleOutcome()) return;
    if (await queue.isQueued(attemptId).catch(() => false)) {
      if (report.cancelled()) return;
      report.queued();
      // Sent now if the network allows (after any send in progress here or in the service worker).
      await queue.flushSubmissions().catch(() => undefined);
      await settleOutcome();
      return;
    }
  }
  let result: MockTestResult;
  try {
    result = await submitOnce(slug, attempt);
  } catch (caught) {
    const error = caught as ApiError;
    if (queue && queue.isRetryableStatus(error.status)) {
      try {
        await queue.queueSubmission({
          attemptId,
          slug,
          path: localizedApiPath(submitMockTestPath(slug), locale, 'POST'),
          body: submission(attempt),
        });
        void queue.requestBackgroundSync();
        if (!report.cancelled()) report.queued();
        return;
      } catch {
        // IndexedDB refused: the page's own error and Submit Again remain.
      }
    }
    if (!report.cancelled()) report.failed(error);
    return;
  }
  report.scored(result);
}

/** Forgets a queued submission of an attempt the student gave up. */
export async function forgetQueuedSubmission(attemptId: string): Promise<void> {
  await (await usableQueue())?.forgetSubmission(attemptId);
}

/**
 * While a submission is queued: calls `retry` when the browser is back online and when the queue got an answer
 * (announced on this page or posted by the service worker). Returns the undo.
 */
export function watchQueuedSubmission(retry: () => void): () => void {
  let stop: (() => void) | undefined;
  let live = true;
  void loadQueue().then((queue) => {
    if (!live) return;
    const onWorkerMessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === queue.SUBMISSION_OUTCOME_EVENT) retry();
    };
    window.addEventListener(queue.SUBMISSION_OUTCOME_EVENT, retry);
    navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
    stop = () => {
      window.removeEventListener(queue.SUBMISSION_OUTCOME_EVENT, retry);
      navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    };
  });
  window.addEventListener('online', retry);
  return () => {
    live = false;
    window.removeEventListener('online', retry);
    stop?.();
  };
}
