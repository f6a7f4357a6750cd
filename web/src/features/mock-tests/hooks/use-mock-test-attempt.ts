import { useCallback, useEffect, useState } from 'react';
import type { MockTestResult } from '@exam-prep/contract/public/mock-tests';
import type { ApiError } from '@/lib/api';
import { browserStorage } from '@/lib/storage';
import { useTimedAttempt } from '@/lib/timed-test/use-timed-attempt';
import { useMockTestPaper } from '@/features/mock-tests/api/get-mock-test-paper';
import { submitMockTest } from '@/features/mock-tests/api/submit-mock-test';
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
  submission,
  withResult,
  type MockTestAttempt,
  type Position,
} from '@/features/mock-tests/lib/attempt';
import { paperAttemptStore, resumeAttempt } from '@/features/mock-tests/lib/attempt-storage';
import { recordAttempt } from '@/features/mock-tests/lib/history';

/**
 * The server times an attempt from its draw (the paper's fetch), with a minute of grace: a paper fetched longer ago
 * than this and not started is drawn anew when Start is pressed, so reading the instructions never eats the time.
 */
export const FRESH_PAPER_MS = 30_000;

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

/**
 * A paper's attempt on this device: resumed from localStorage (a reload continues the same draw, clock and
 * answers), else fetched once when the page opens and stored at once, so Start and any reload reuse that draw.
 * The timed-test engine keeps its clock (locking sections and submitting by itself when their time ends); once
 * submitted it is sent (and resent on reload until answered), and the result stored.
 */
export function useMockTestAttempt(slug: string) {
  // Numbers this visit's draws, from a value of its own: the SWR cache of an earlier visit (whose paper may have
  // been sat already, where storage is unavailable) is never taken for a new attempt.
  const [draw, setDraw] = useState(() => Date.now());
  const { attempt, now, setAttempt, update, submit } = useTimedAttempt(paperAttemptStore, paperTiming, slug, () =>
    resumeAttempt(browserStorage(), slug, Date.now()),
  );
  const { data: fetchedPaper, error: paperError, mutate: refetchPaper } = useMockTestPaper(attempt ? null : slug, draw);
  // When Start was pressed on a paper fetched too long ago: the new draw starts as it arrives, its clock from the press
  // (a few seconds early at most, never later than the server's).
  const [startOnArrival, setStartOnArrival] = useState<number | null>(null);

  // A freshly fetched paper becomes the stored attempt (adjusted while rendering: no extra commit).
  const [adopted, setAdopted] = useState<unknown>(null);
  if (!attempt && fetchedPaper && adopted !== fetchedPaper) {
    setAdopted(fetchedPaper);
    let created = newAttempt(fetchedPaper, startOnArrival ?? now);
    if (startOnArrival !== null) {
      setStartOnArrival(null);
      created = startAttempt(created, startOnArrival);
    }
    paperAttemptStore.saveNew(browserStorage(), slug, created);
    setAttempt(created);
  }

  const [submitError, setSubmitError] = useState<ApiError | null>(null);
  const [sendCount, setSendCount] = useState(0);
  const awaitingResult = attempt !== null && attemptPhase(attempt) === 'submitted' ? attempt : null;
  useEffect(() => {
    if (!awaitingResult) return;
    let cancelled = false;
    submitOnce(slug, awaitingResult).then(
      (result) => {
        // Stored even if the page was left meanwhile: a later visit shows the result instead of submitting again.
        const stored = paperAttemptStore.load(browserStorage(), slug);
        if (stored?.attemptId === awaitingResult.attemptId && !stored.result)
          paperAttemptStore.save(browserStorage(), slug, withResult(stored, result));
        recordAttempt(browserStorage(), {
          attemptId: awaitingResult.attemptId,
          slug,
          title: awaitingResult.paper.title,
          date: awaitingResult.submittedAt ?? Date.now(),
          score: result.score,
          maxScore: result.max_score,
          percentile: result.percentile,
        });
        if (!cancelled) setAttempt((current) => (current?.attemptId === awaitingResult.attemptId ? withResult(current, result) : current));
      },
      (error: ApiError) => {
        if (!cancelled) setSubmitError(error);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [awaitingResult, slug, sendCount, setAttempt]);

  const actions = {
    start: useCallback(() => {
      const pressed = Date.now();
      if (attempt && attempt.startedAt === null && pressed - attempt.fetchedAt > FRESH_PAPER_MS) {
        paperAttemptStore.clear(browserStorage(), slug);
        setStartOnArrival(pressed);
        setAttempt(null);
        setDraw((count) => count + 1);
        return;
      }
      update((current) => startAttempt(current, Date.now()));
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
    /** Forget this attempt (its result stays in the history) and fetch a new draw of the paper. */
    takeAgain: useCallback(() => {
      paperAttemptStore.clear(browserStorage(), slug);
      setSubmitError(null);
      setAttempt(null);
      setDraw((count) => count + 1);
    }, [setAttempt, slug]),
    refetchPaper: useCallback(() => void refetchPaper(), [refetchPaper]),
  };

  return { attempt, now, paperError: attempt ? undefined : (paperError as ApiError | undefined), submitError, actions };
}
