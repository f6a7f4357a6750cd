import { useCallback, useEffect, useState } from 'react';
import type { MockTestResult } from '@exam-prep/contract/public/mock-tests';
import { ApiError } from '@/lib/api';
import { useI18n } from '@/i18n/i18n';
import { browserStorage } from '@/lib/storage';
import { useTimedAttempt } from '@/lib/timed-test/use-timed-attempt';
import { fetchMockTestPaper, useMockTestPaper } from '@/features/mock-tests/api/get-mock-test-paper';
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
  type Position,
} from '@/features/mock-tests/lib/attempt';
import { paperAttemptStore, resumeAttempt } from '@/features/mock-tests/lib/attempt-storage';
import { recordAttempt } from '@/features/mock-tests/lib/history';

/**
 * The server times an attempt from its draw (the paper's fetch), with a minute of grace: a paper fetched longer ago
 * than this and not started is drawn anew when Start is pressed, so reading the instructions never eats the time.
 */
export const FRESH_PAPER_MS = 30_000;

/** Sending a submission (directly or through the offline queue): loaded once an attempt is submitted. */
const loadSender = () => import('@/features/mock-tests/lib/send-submission');

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * A paper's attempt on this device: resumed from localStorage (a reload continues the same draw, clock and
 * answers), else fetched once when the page opens and stored at once, so Start and any reload reuse that draw.
 * The timed-test engine keeps its clock (locking sections and submitting by itself when their time ends); once
 * submitted it is sent (and resent on reload until answered), and the result stored.
 */
export function useMockTestAttempt(slug: string) {
  const { locale } = useI18n();
  // Numbers this visit's draws, from a value of its own: the SWR cache of an earlier visit (whose paper may have
  // been sat already, where storage is unavailable) is never taken for a new attempt.
  const [draw, setDraw] = useState(() => Date.now());
  const { attempt, now, setAttempt, update, submit } = useTimedAttempt(paperAttemptStore, paperTiming, slug, () =>
    resumeAttempt(browserStorage(), slug, Date.now()),
  );
  const { data: fetchedPaper, error: paperError, mutate: refetchPaper } = useMockTestPaper(attempt ? null : slug, draw);

  // A freshly fetched paper becomes the stored attempt (adjusted while rendering: no extra commit).
  const [adopted, setAdopted] = useState<unknown>(null);
  if (!attempt && fetchedPaper && adopted !== fetchedPaper) {
    setAdopted(fetchedPaper);
    const created = newAttempt(fetchedPaper, now);
    paperAttemptStore.saveNew(browserStorage(), slug, created);
    setAttempt(created);
  }

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

  const [redrawing, setRedrawing] = useState(false);
  const actions = {
    start: useCallback(() => {
      const pressed = Date.now();
      const stale = attempt !== null && attempt.startedAt === null && pressed - attempt.fetchedAt > FRESH_PAPER_MS;
      // Offline there is nothing to redraw: the stored draw is sat, and the server judges its time when it arrives.
      if (!attempt || !stale || isOffline()) {
        update((current) => startAttempt(current, Date.now()));
        return;
      }
      // The server's clock runs from the draw: a fresh one gives the whole time. The stored draw stays until the
      // fresh one is here, and is sat if the redraw fails (a downloaded paper on a network that only seems online).
      setRedrawing(true);
      fetchMockTestPaper(slug).then(
        (paper) => {
          const created = startAttempt(newAttempt(paper, pressed), pressed);
          paperAttemptStore.saveNew(browserStorage(), slug, created);
          setRedrawing(false);
          setAttempt(created);
        },
        () => {
          setRedrawing(false);
          update((current) => startAttempt(current, Date.now()));
        },
      );
    }, [attempt, setAttempt, slug, update]),
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
    /** The ready draw is kept for offline use: the device keeps it for days, not hours (attempt-storage.ts). */
    keepForOffline: useCallback(
      () =>
        update((current) =>
          current.startedAt === null && current.downloadedAt === undefined ? { ...current, downloadedAt: Date.now() } : current,
        ),
      [update],
    ),
    /** Forget this attempt (its result stays in the history) and fetch a new draw of the paper. */
    takeAgain: useCallback(() => {
      // A submission still queued for the attempt given up is not sent.
      if (attempt && attempt.result === null)
        void loadSender().then(({ forgetQueuedSubmission }) => forgetQueuedSubmission(attempt.attemptId));
      paperAttemptStore.clear(browserStorage(), slug);
      setSubmitError(null);
      setQueued(false);
      setAttempt(null);
      setDraw((count) => count + 1);
    }, [attempt, setAttempt, slug]),
    refetchPaper: useCallback(() => void refetchPaper(), [refetchPaper]),
  };

  return {
    attempt,
    now,
    paperError: attempt ? undefined : (paperError as ApiError | undefined),
    submitError,
    queued,
    redrawing,
    actions,
  };
}
