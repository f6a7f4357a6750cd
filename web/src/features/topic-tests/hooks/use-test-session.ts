import { useCallback } from 'react';
import type { QuestionRecord } from '@/api/questions';
import { resumeOrStart, sessionStore, sessionTiming, withIndex } from '@/features/topic-tests/lib/session';
import { remainingSeconds } from '@/lib/countdown';
import { browserStorage } from '@/lib/storage';
import { withAnswer, withReviewMark } from '@/lib/timed-test/attempt';
import { useTimedAttempt } from '@/lib/timed-test/use-timed-attempt';

/**
 * The running test of one subtopic: resumed from localStorage on mount, or started over the `drawn` questions,
 * so mount it once they are known and key it by subtopic and draw (a new subtopic or a retake is a new test).
 * The timed-test engine stores it on every change and submits it by itself at zero. The test's questions are the
 * session's, not `drawn`.
 */
export function useTestSession(subtopicName: string, drawn: QuestionRecord[]) {
  const {
    attempt: session,
    now,
    update,
    submit,
  } = useTimedAttempt(sessionStore, sessionTiming, subtopicName, () => resumeOrStart(browserStorage(), subtopicName, Date.now(), drawn));
  const choose = useCallback(
    (questionId: string, optionId: string | null) => update((current) => withAnswer(current, questionId, optionId)),
    [update],
  );
  const goTo = useCallback((index: number) => update((current) => withIndex(current, index, current.questions.length)), [update]);
  const markForReview = useCallback(
    (questionId: string, marked: boolean) => update((current) => withReviewMark(current, questionId, marked)),
    [update],
  );
  return {
    session,
    secondsLeft: session ? remainingSeconds(session.deadline, now) : 0,
    choose,
    goTo,
    markForReview,
    submit,
  };
}
