import { describe, expect, it } from 'vitest';
import {
  isRunning,
  questionState,
  secondsTaken,
  settle,
  submitAttempt,
  withAnswer,
  withReviewMark,
  withVisit,
  type TimedAttempt,
  type TimingRules,
} from './attempt';

const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);
const MIN = 60_000;

/** The smallest timed test: one deadline, the engine's fields and nothing else. */
interface Quiz extends TimedAttempt {
  deadline: number;
}
const quizTiming: TimingRules<Quiz> = { finalDeadline: (quiz) => quiz.deadline, nextDeadline: (quiz) => quiz.deadline };
const newQuiz = (startedAt: number | null = T0): Quiz => ({
  startedAt,
  submittedAt: null,
  deadline: T0 + 30 * MIN,
  answers: {},
  marked: [],
  visited: [],
});

/** Two timed halves: the first half's end opens the second at that very moment. */
interface Halves extends Quiz {
  half: 0 | 1;
  selection: string | null;
}
const halvesTiming: TimingRules<Halves> = {
  finalDeadline: (attempt) => attempt.deadline,
  nextDeadline: (attempt) => (attempt.half === 0 ? T0 + 10 * MIN : attempt.deadline),
  atDeadline: (attempt, end) => (attempt.half === 0 ? { ...attempt, half: 1 } : submitAttempt(attempt, end, halvesTiming)),
  onSubmit: (attempt) => ({ ...attempt, selection: null }),
};

describe('submitting', () => {
  it('dates the submission now, never after the final deadline, and only once', () => {
    const quiz = newQuiz();
    expect(submitAttempt(quiz, T0 + 5 * MIN, quizTiming).submittedAt).toBe(T0 + 5 * MIN);
    expect(submitAttempt(quiz, T0 + 45 * MIN, quizTiming).submittedAt).toBe(T0 + 30 * MIN);
    const once = submitAttempt(quiz, T0 + MIN, quizTiming);
    expect(submitAttempt(once, T0 + 2 * MIN, quizTiming)).toBe(once);
  });

  it('does nothing before the start', () => {
    const ready = newQuiz(null);
    expect(isRunning(ready)).toBe(false);
    expect(submitAttempt(ready, T0, quizTiming)).toBe(ready);
  });

  it("applies the feature's own change on submission", () => {
    const attempt: Halves = { ...newQuiz(), half: 1, selection: 'o1' };
    expect(submitAttempt(attempt, T0 + MIN, halvesTiming)).toMatchObject({ submittedAt: T0 + MIN, selection: null });
  });

  it('counts the seconds taken from start to submission', () => {
    expect(secondsTaken(newQuiz())).toBe(0);
    expect(secondsTaken(submitAttempt(newQuiz(), T0 + 90_400, quizTiming))).toBe(90);
    expect(secondsTaken({ ...newQuiz(), submittedAt: T0 - 5000 })).toBe(0);
  });
});

describe('settling against the clock', () => {
  it('leaves a running attempt alone before its deadline', () => {
    const quiz = newQuiz();
    expect(settle(quiz, T0 + 30 * MIN - 1, quizTiming)).toBe(quiz);
  });

  it('submits an attempt past its deadline at the deadline, not at the moment it is noticed', () => {
    const answered = withAnswer(newQuiz(), 'q1', 'o1');
    const settled = settle(answered, T0 + 3 * 60 * MIN, quizTiming);
    expect(settled.submittedAt).toBe(T0 + 30 * MIN);
    expect(settled.answers).toEqual({ q1: 'o1' });
    expect(settle(newQuiz(), T0 + 30 * MIN, quizTiming).submittedAt).toBe(T0 + 30 * MIN);
  });

  it('takes every deadline passed meanwhile, in order', () => {
    const attempt: Halves = { ...newQuiz(), half: 0, selection: 'o1' };
    expect(settle(attempt, T0 + 11 * MIN, halvesTiming)).toMatchObject({ half: 1, submittedAt: null, selection: 'o1' });
    expect(settle(attempt, T0 + 31 * MIN, halvesTiming)).toMatchObject({ half: 1, submittedAt: T0 + 30 * MIN, selection: null });
  });

  it('never settles an attempt not started or already submitted', () => {
    const ready = newQuiz(null);
    expect(settle(ready, T0 + 99 * MIN, quizTiming)).toBe(ready);
    const submitted = submitAttempt(newQuiz(), T0 + MIN, quizTiming);
    expect(settle(submitted, T0 + 99 * MIN, quizTiming)).toBe(submitted);
  });

  it('stops at a deadline that changes nothing instead of looping', () => {
    const stuck: TimingRules<Quiz> = { ...quizTiming, atDeadline: (quiz) => quiz };
    const quiz = newQuiz();
    expect(settle(quiz, T0 + 31 * MIN, stuck)).toBe(quiz);
  });
});

describe('answers, review marks, visits and the palette', () => {
  it('changes or clears an answer while running, and not after submission', () => {
    let quiz = withAnswer(newQuiz(), 'q1', 'o1');
    quiz = withAnswer(quiz, 'q1', 'o3');
    expect(quiz.answers).toEqual({ q1: 'o3' });
    expect(withAnswer(quiz, 'q1', null).answers).toEqual({});
    const submitted = submitAttempt(quiz, T0 + MIN, quizTiming);
    expect(withAnswer(submitted, 'q1', 'o2')).toBe(submitted);
    expect(withAnswer(newQuiz(null), 'q1', 'o2').answers).toEqual({});
  });

  it('marks and unmarks for review while running', () => {
    let quiz = withReviewMark(newQuiz(), 'q2', true);
    expect(quiz.marked).toEqual(['q2']);
    expect(withReviewMark(quiz, 'q2', true)).toBe(quiz);
    quiz = withReviewMark(quiz, 'q1', true);
    expect(withReviewMark(quiz, 'q2', false).marked).toEqual(['q1']);
    const submitted = submitAttempt(quiz, T0 + MIN, quizTiming);
    expect(withReviewMark(submitted, 'q1', false)).toBe(submitted);
  });

  it('records each question shown once', () => {
    let quiz = withVisit(newQuiz(), 'q1');
    quiz = withVisit(withVisit(quiz, 'q3'), 'q1');
    expect(quiz.visited).toEqual(['q1', 'q3']);
    expect(withVisit(quiz, undefined)).toBe(quiz);
  });

  it('colours the palette: not visited, not answered, answered, marked, answered and marked', () => {
    let quiz = withVisit(newQuiz(), 'q1');
    expect(questionState(quiz, 'q2')).toBe('not-visited');
    expect(questionState(quiz, 'q2', true)).toBe('not-answered');
    expect(questionState(quiz, 'q1')).toBe('not-answered');
    quiz = withAnswer(quiz, 'q1', 'o1');
    expect(questionState(quiz, 'q1')).toBe('answered');
    quiz = withReviewMark(quiz, 'q2', true);
    expect(questionState(quiz, 'q2')).toBe('marked');
    expect(questionState(withReviewMark(quiz, 'q1', true), 'q1')).toBe('answered-marked');
  });
});
