import { useCallback, useEffect, useState } from 'react';
import type { QuestionRecord } from '@/api/questions';
import {
  resumeOrStart,
  saveSession,
  submit,
  withAnswer,
  withIndex,
  withReviewMark,
  type TestSession,
} from '@/features/mock-test/lib/session';
import { browserStorage } from '@/lib/storage';
import { msUntilNextTick, remainingSeconds } from '@/lib/countdown';

/**
 * The running test of one subtopic: resumed from localStorage on mount, or started over the `drawn` questions,
 * so mount it once they are known and key it by subtopic and draw (a new subtopic or a retake is a new test);
 * saved on every change, with its questions, ticking once a second against the stored absolute deadline, and
 * submitted by itself at zero. The test's questions are the session's, not `drawn`.
 */
export function useTestSession(subtopicName: string, drawn: QuestionRecord[]) {
  const [now, setNow] = useState(() => Date.now());
  // Started while rendering, not in an effect: resumeOrStart saves what it returns, so strict mode's second
  // call gets the same session.
  const [session, setSession] = useState<TestSession | null>(() => resumeOrStart(browserStorage(), subtopicName, now, drawn));

  // Every change is stored at once, so a reload continues exactly here.
  useEffect(() => {
    if (session) saveSession(browserStorage(), subtopicName, session);
  }, [session, subtopicName]);

  const deadline = session?.deadline;
  const running = session !== null && session.submittedAt === null;
  useEffect(() => {
    if (!running || deadline === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (at >= deadline) {
        setSession((current) => (current ? submit(current, at) : current));
        return;
      }
      timer = setTimeout(tick, msUntilNextTick(deadline, at));
    };
    tick();
    return () => clearTimeout(timer);
  }, [running, deadline]);

  const choose = useCallback((questionId: string, optionId: string | null) => {
    setSession((current) => (current ? withAnswer(current, questionId, optionId) : current));
  }, []);
  const goTo = useCallback(
    (index: number) => setSession((current) => (current?.questions.length ? withIndex(current, index, current.questions.length) : current)),
    [],
  );
  const markForReview = useCallback((questionId: string, marked: boolean) => {
    setSession((current) => (current ? withReviewMark(current, questionId, marked) : current));
  }, []);
  const submitNow = useCallback(() => setSession((current) => (current ? submit(current, Date.now()) : current)), []);
  return {
    session,
    secondsLeft: session ? remainingSeconds(session.deadline, now) : 0,
    choose,
    goTo,
    markForReview,
    submit: submitNow,
  };
}
