import { useCallback, useEffect, useRef, useState } from 'react';
import type { MockTestPaper, MockTestResult } from '@exam-prep/contract/public/mock-tests';
import { ApiError } from '@/lib/api';
import { useI18n } from '@/i18n/i18n';
import { browserStorage } from '@/lib/storage';
import { useHydrated } from '@/lib/use-hydrated';
import { useTimedAttempt } from '@/lib/timed-test/use-timed-attempt';
import { fetchMockTestPaper } from '@/features/mock-tests/api/get-mock-test-paper';
import {
  attemptPhase,
  clearResponse,
  finishSection,
  goTo,
  markForReviewAndNext,
  newAttempt,
  paperTiming,
  previousPosition,
  saveAndNext,
  selectOption,
  startAttempt,
  withResult,
  type MockTestAttempt,
  type Position,
} from '@/features/mock-tests/lib/attempt';
import { paperAttemptStore, resumeAttempt } from '@/features/mock-tests/lib/attempt-storage';
import { recordAttempt } from '@/features/mock-tests/lib/history';

/**
 * The server times an attempt from its draw, with a minute of grace: a draw kept on the device (downloaded for
 * offline use) longer ago than this and not started is drawn anew when Start is pressed online, so the time spent
 * between the download and Start is not taken from the student.
 */
export const FRESH_PAPER_MS = 30_000;

/** Sending a submission (directly or through the offline queue): loaded once an attempt is submitted. */
const loadSender = () => import('@/features/mock-tests/lib/send-submission');

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * A paper's attempt on this device. Opening the page draws nothing: the instructions come from their own read
 * (rendered by the server), and the attempt is drawn when Start is pressed (the server's clock starts then), or
 * when the paper is downloaded for offline use (that draw is kept and Start sits it). A kept attempt (a reload
 * mid-test, a result, a downloaded draw) is resumed from localStorage once the page is up: after hydration, so
 * the server's HTML (the instructions) and the browser's first render agree. The timed-test engine keeps its
 * clock (locking sections and submitting by itself when their time ends); once submitted it is sent (and resent
 * on reload until answered), and the result stored.
 */
export function useMockTestAttempt(slug: string) {
  const { locale } = useI18n();
  const { attempt, now, setAttempt, update, submit } = useTimedAttempt(paperAttemptStore, paperTiming, slug, () => null);
  // The device's storage is read once hydrated, never in the render that hydrates the server's HTML (which knows
  // nothing of it); then while rendering, as a state adjustment, so strict mode's second call finds it done.
  const hydrated = useHydrated();
  const [resumed, setResumed] = useState(false);
  if (hydrated && !resumed) {
    setResumed(true);
    const kept = resumeAttempt(browserStorage(), slug, now);
    if (kept) setAttempt(kept);
  }

  /** A draw on its way (Start, or a download): a second one waits for it instead of drawing again. */
  const drawing = useRef<Promise<MockTestPaper> | null>(null);
  const [drawBusy, setDrawBusy] = useState(false);
  const [drawError, setDrawError] = useState<ApiError | null>(null);
  const draw = useCallback(() => {
    if (drawing.current) return drawing.current;
    setDrawBusy(true);
    setDrawError(null);
    const request = fetchMockTestPaper(slug).finally(() => {
      drawing.current = null;
      setDrawBusy(false);
    });
    drawing.current = request;
    return request;
  }, [slug]);

  // Fetched while the paper is read or sat (after the page is up), so a submission made offline finds it, and a
  // download for offline use keeps it with the page's other files.
  useEffect(() => void loadSender().catch(() => undefined), []);

  const [submitError, setSubmitError] = useState<ApiError | null>(null);
  /** The submission waits in the offline queue: the result comes when the device is back online. */
  const [queued, setQueued] = useState(false);
  const [sendCount, setSendCount] = useState(0);
  const awaitingResult = attempt !== null && attemptPhase(attempt) === 'submitted' ? attempt : null;
  useEffect(() => {
    if (!awaitingResult) return;
    let cancelled = false;
    const attemptId = awaitingResult.attemptId;
    const scored = (result: MockTestResult) => {
      // Stored even if the page was left meanwhile: a later visit shows the result instead of submitting again.
      const stored = paperAttemptStore.load(browserStorage(), slug);
      if (stored?.attemptId === attemptId && !stored.result) paperAttemptStore.save(browserStorage(), slug, withResult(stored, result));
      recordAttempt(browserStorage(), {
        attemptId,
        slug,
        title: awaitingResult.paper.title,
        date: awaitingResult.submittedAt ?? Date.now(),
        score: result.score,
        maxScore: result.max_score,
        percentile: result.percentile,
      });
      if (cancelled) return;
      setQueued(false);
      setAttempt((current) => (current?.attemptId === attemptId ? withResult(current, result) : current));
    };
    const failed = (error: ApiError) => {
      if (cancelled) return;
      setQueued(false);
      setSubmitError(error);
    };

    void loadSender().then(
      ({ sendSubmission }) =>
        sendSubmission(slug, awaitingResult, locale, {
          scored,
          failed,
          queued: () => setQueued(true),
          cancelled: () => cancelled,
        }),
      // The sender's chunk did not load: the attempt stays submitted on the device, to be sent again.
      () => failed(new ApiError(0, '')),
    );
    return () => {
      cancelled = true;
    };
  }, [awaitingResult, slug, sendCount, setAttempt, locale]);

  // While queued: try again when the browser is back online, and read the answer when the queue got one (here or in
  // the service worker).
  useEffect(() => {
    if (!queued) return;
    let stop: (() => void) | undefined;
    let live = true;
    void loadSender().then(({ watchQueuedSubmission }) => {
      if (live) stop = watchQueuedSubmission(() => setSendCount((count) => count + 1));
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [queued]);

  const actions = {
    /**
     * Start: a kept draw (downloaded) is sat as it is offline, or when it was drawn moments ago; online, an older one
     * is drawn anew (the server's clock runs from the draw) and sat if that fails. Without one, the paper is drawn
     * now; a failed draw is said beside Start, which tries again.
     */
    start: useCallback(() => {
      const pressed = Date.now();
      const kept = attempt !== null && attempt.startedAt === null ? attempt : null;
      if (kept && (pressed - kept.fetchedAt <= FRESH_PAPER_MS || isOffline())) {
        update((current) => startAttempt(current, Date.now()));
        return;
      }
      if (attempt && !kept) return;
      draw().then(
        (paper) => {
          const created = startAttempt(newAttempt(paper, pressed), pressed);
          paperAttemptStore.saveNew(browserStorage(), slug, created);
          setAttempt(created);
        },
        (error: unknown) => {
          // The kept draw is sat when a fresh one cannot be had (a network that only seems online).
          if (kept) update((current) => startAttempt(current, Date.now()));
          else setDrawError(error instanceof ApiError ? error : new ApiError(0, ''));
        },
      );
    }, [attempt, draw, setAttempt, slug, update]),
    select: useCallback((optionId: string) => update((current) => selectOption(current, optionId)), [update]),
    saveAndNext: useCallback(() => update(saveAndNext), [update]),
    markForReviewAndNext: useCallback(() => update(markForReviewAndNext), [update]),
    clearResponse: useCallback(() => update(clearResponse), [update]),
    goTo: useCallback((position: Position) => update((current) => goTo(current, position)), [update]),
    previous: useCallback(
      () =>
        update((current) => {
          const position = previousPosition(current);
          return position ? goTo(current, position) : current;
        }),
      [update],
    ),
    finishSection: useCallback(() => update((current) => finishSection(current, Date.now())), [update]),
    submit,
    retrySubmit: useCallback(() => {
      setSubmitError(null);
      setSendCount((count) => count + 1);
    }, []),
    /**
     * "Download for offline": the kept ready draw is marked downloaded (the device keeps it for days, not hours,
     * attempt-storage.ts); without one a draw is made now and kept so. Answers the paper kept.
     */
    keepForOffline: useCallback(async (): Promise<MockTestPaper> => {
      if (attempt && attempt.startedAt === null) {
        if (attempt.downloadedAt === undefined)
          update((current) =>
            current.startedAt === null && current.downloadedAt === undefined ? { ...current, downloadedAt: Date.now() } : current,
          );
        return attempt.paper;
      }
      const paper = await draw();
      const fetched = Date.now();
      const created: MockTestAttempt = { ...newAttempt(paper, fetched), downloadedAt: fetched };
      paperAttemptStore.saveNew(browserStorage(), slug, created);
      setAttempt((current) => current ?? created);
      return paper;
    }, [attempt, draw, setAttempt, slug, update]),
    /** Forget this attempt (its result stays in the history): back to the instructions, drawing nothing until Start. */
    takeAgain: useCallback(() => {
      // A submission still queued for the attempt given up is not sent.
      if (attempt && attempt.result === null)
        void loadSender().then(({ forgetQueuedSubmission }) => forgetQueuedSubmission(attempt.attemptId));
      paperAttemptStore.clear(browserStorage(), slug);
      setSubmitError(null);
      setQueued(false);
      setDrawError(null);
      setAttempt(null);
    }, [attempt, setAttempt, slug]),
  };

  return {
    attempt,
    /** Whether the device's storage was read (until then the page shows what the server rendered). */
    resumed,
    now,
    submitError,
    queued,
    /** A draw is on its way (Start waits). */
    drawing: drawBusy,
    /** Why the last draw after Start failed (none kept to sit instead). */
    drawError,
    actions,
  };
}
