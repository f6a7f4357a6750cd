import { describe, expect, it } from 'vitest';
import { remainingSeconds } from '@/lib/countdown';
import { questionState } from '@/lib/timed-test/attempt';
import {
  attemptPhase,
  canOpenSection,
  clearResponse,
  finishSection,
  firstNumberOf,
  goTo,
  hasSectionalTiming,
  markForReviewAndNext,
  newAttempt,
  nextPosition,
  overallDeadline,
  previousPosition,
  saveAndNext,
  sectionDeadline,
  sectionStatus,
  selectOption,
  settle,
  startAttempt,
  submission,
  submitAttempt,
  timeSpentSeconds,
  totalQuestions,
  withResult,
  type MockTestAttempt,
} from './attempt';
import { testPaper, testResult } from './paper.test-support';

const T0 = Date.UTC(2026, 2, 1, 9, 0, 0);
const MIN = 60_000;

const started = (paper = testPaper(), at = T0) => startAttempt(newAttempt(paper, at - MIN), at);
/** Three timed sections of 20 minutes, as IBPS PO Prelims. */
const ibps = () => started(testPaper({ sizes: [3, 2, 2], durations: [20, 20, 20] }));

describe('phases', () => {
  it('goes ready → running → submitted → scored', () => {
    const ready = newAttempt(testPaper(), T0);
    expect(attemptPhase(ready)).toBe('ready');
    expect(ready.attemptId).toBe('attempt-1');
    const running = startAttempt(ready, T0);
    expect(attemptPhase(running)).toBe('running');
    const submitted = submitAttempt(running, T0 + 5 * MIN);
    expect(attemptPhase(submitted)).toBe('submitted');
    expect(attemptPhase(withResult(submitted, testResult(submitted.paper, {})))).toBe('scored');
  });

  it('starts once, on the first question, which counts as visited', () => {
    const attempt = started();
    expect(attempt.startedAt).toBe(T0);
    expect(attempt.position).toEqual({ section: 0, question: 0 });
    expect(questionState(attempt, 's0q0')).toBe('not-answered');
    expect(questionState(attempt, 's0q1')).toBe('not-visited');
    expect(startAttempt(attempt, T0 + MIN)).toBe(attempt);
  });

  it('ignores every action before Start and after submission', () => {
    const ready = newAttempt(testPaper(), T0);
    const submitted = submitAttempt(selectOption(started(), 's0q0-b'), T0 + MIN);
    for (const attempt of [ready, submitted]) {
      expect(selectOption(attempt, 's0q0-a')).toBe(attempt);
      expect(saveAndNext(attempt)).toBe(attempt);
      expect(markForReviewAndNext(attempt)).toBe(attempt);
      expect(clearResponse(attempt)).toBe(attempt);
      expect(goTo(attempt, { section: 0, question: 1 })).toBe(attempt);
      expect(submitAttempt(attempt, T0 + 2 * MIN)).toBe(attempt);
    }
  });
});

describe('Save & Next, Mark for Review & Next, Clear Response', () => {
  it('keeps a choice as a selection until Save & Next makes it the answer', () => {
    let attempt = selectOption(started(), 's0q0-c');
    expect(attempt.selection).toBe('s0q0-c');
    expect(attempt.answers).toEqual({});
    expect(questionState(attempt, 's0q0')).toBe('not-answered');
    attempt = saveAndNext(attempt);
    expect(attempt.answers).toEqual({ s0q0: 's0q0-c' });
    expect(attempt.position).toEqual({ section: 0, question: 1 });
    expect(questionState(attempt, 's0q0')).toBe('answered');
    expect(questionState(attempt, 's0q1')).toBe('not-answered');
  });

  it('drops an unsaved selection when the student leaves the question another way', () => {
    let attempt = selectOption(started(), 's0q0-c');
    attempt = goTo(attempt, { section: 0, question: 2 });
    expect(attempt.answers).toEqual({});
    expect(attempt.selection).toBeNull();
    // Back on it, the saved answer (none) is what is selected.
    attempt = goTo(attempt, { section: 0, question: 0 });
    expect(attempt.selection).toBeNull();
  });

  it('shows the saved answer as the selection when coming back to a question', () => {
    let attempt = saveAndNext(selectOption(started(), 's0q0-b'));
    attempt = goTo(attempt, { section: 0, question: 0 });
    expect(attempt.selection).toBe('s0q0-b');
  });

  it('ignores an option of another question', () => {
    const attempt = started();
    expect(selectOption(attempt, 's0q1-a')).toBe(attempt);
  });

  it('Mark for Review & Next marks, and saves a selection: Marked, or Answered & Marked', () => {
    let attempt = markForReviewAndNext(started());
    expect(questionState(attempt, 's0q0')).toBe('marked');
    attempt = markForReviewAndNext(selectOption(attempt, 's0q1-d'));
    expect(questionState(attempt, 's0q1')).toBe('answered-marked');
    expect(attempt.answers).toEqual({ s0q1: 's0q1-d' });
    expect(attempt.position).toEqual({ section: 0, question: 2 });
  });

  it('Save & Next takes the review mark off', () => {
    let attempt = markForReviewAndNext(selectOption(started(), 's0q0-a'));
    attempt = saveAndNext(goTo(attempt, { section: 0, question: 0 }));
    expect(questionState(attempt, 's0q0')).toBe('answered');
    expect(attempt.marked).toEqual([]);
  });

  it('Clear Response removes the answer and the selection but keeps a review mark', () => {
    let attempt = markForReviewAndNext(selectOption(started(), 's0q0-a'));
    attempt = clearResponse(goTo(attempt, { section: 0, question: 0 }));
    expect(attempt.answers).toEqual({});
    expect(attempt.selection).toBeNull();
    expect(questionState(attempt, 's0q0')).toBe('marked');
  });

  it('Save & Next with nothing selected leaves the question unanswered (and clears an answer cleared on screen)', () => {
    let attempt = saveAndNext(started());
    expect(questionState(attempt, 's0q0')).toBe('not-answered');
    attempt = saveAndNext(selectOption(goTo(attempt, { section: 0, question: 0 }), 's0q0-a'));
    expect(attempt.answers).toEqual({ s0q0: 's0q0-a' });
  });
});

describe('navigation without sectional timing', () => {
  it('moves freely across sections, numbering questions across them', () => {
    const attempt = started();
    expect(hasSectionalTiming(attempt.paper)).toBe(false);
    expect(canOpenSection(attempt, 1)).toBe(true);
    expect(sectionStatus(attempt, 1)).toBe('open');
    expect(firstNumberOf(attempt.paper, 0)).toBe(1);
    expect(firstNumberOf(attempt.paper, 1)).toBe(4);
    expect(totalQuestions(attempt.paper)).toBe(5);
    const moved = goTo(attempt, { section: 1, question: 1 });
    expect(moved.position).toEqual({ section: 1, question: 1 });
    expect(goTo(attempt, { section: 2, question: 0 })).toBe(attempt);
    expect(goTo(attempt, { section: 1, question: 5 })).toBe(attempt);
  });

  it('Save & Next goes on into the next section, and from the very last question back to the first', () => {
    let attempt = goTo(started(), { section: 0, question: 2 });
    expect(nextPosition(attempt)).toEqual({ section: 1, question: 0 });
    attempt = saveAndNext(attempt);
    expect(attempt.position).toEqual({ section: 1, question: 0 });
    attempt = goTo(attempt, { section: 1, question: 1 });
    expect(saveAndNext(attempt).position).toEqual({ section: 0, question: 0 });
  });

  it('Previous goes back across sections and stops at the first question', () => {
    const attempt = goTo(started(), { section: 1, question: 0 });
    expect(previousPosition(attempt)).toEqual({ section: 0, question: 2 });
    expect(previousPosition(started())).toBeNull();
  });

  it('ends the paper at its own duration and submits at that moment', () => {
    const attempt = started(testPaper({ duration: 60 }));
    expect(sectionDeadline(attempt)).toBeNull();
    expect(overallDeadline(attempt)).toBe(T0 + 60 * MIN);
    expect(settle(attempt, T0 + 60 * MIN - 1)).toBe(attempt);
    const over = settle(attempt, T0 + 90 * MIN);
    expect(over.submittedAt).toBe(T0 + 60 * MIN);
    expect(timeSpentSeconds(over)).toBe(3600);
  });
});

describe('sectional timing (IBPS)', () => {
  it('opens only the first section, the others locked or upcoming', () => {
    const attempt = ibps();
    expect(hasSectionalTiming(attempt.paper)).toBe(true);
    expect([0, 1, 2].map((section) => sectionStatus(attempt, section))).toEqual(['open', 'upcoming', 'upcoming']);
    expect(goTo(attempt, { section: 1, question: 0 })).toBe(attempt);
    expect(sectionDeadline(attempt)).toBe(T0 + 20 * MIN);
    expect(overallDeadline(attempt)).toBe(T0 + 60 * MIN);
  });

  it('keeps Save & Next within the open section, back to its first question after its last', () => {
    let attempt = goTo(ibps(), { section: 0, question: 2 });
    attempt = saveAndNext(attempt);
    expect(attempt.position).toEqual({ section: 0, question: 0 });
    expect(previousPosition(attempt)).toBeNull();
  });

  it('locks a section when its time ends, keeping its answers, and opens the next at that moment', () => {
    let attempt = saveAndNext(selectOption(ibps(), 's0q0-a'));
    attempt = selectOption(attempt, 's0q1-b'); // selected, never saved
    expect(settle(attempt, T0 + 20 * MIN - 1)).toBe(attempt);
    const next = settle(attempt, T0 + 20 * MIN);
    expect(next.openSection).toBe(1);
    expect(next.sectionOpenedAt).toBe(T0 + 20 * MIN);
    expect(next.position).toEqual({ section: 1, question: 0 });
    expect(next.answers).toEqual({ s0q0: 's0q0-a' });
    expect(next.selection).toBeNull();
    expect([0, 1, 2].map((section) => sectionStatus(next, section))).toEqual(['locked', 'open', 'upcoming']);
    // The locked section cannot be reopened, nor its answers changed.
    expect(goTo(next, { section: 0, question: 0 })).toBe(next);
    expect(questionState(next, 's1q0')).toBe('not-answered');
  });

  it('counts the time a closed page was away: a reload 45 minutes in is in the third section, 15 minutes left', () => {
    const reopened = settle(ibps(), T0 + 45 * MIN);
    expect(reopened.openSection).toBe(2);
    expect(reopened.sectionOpenedAt).toBe(T0 + 40 * MIN);
    expect(remainingSeconds(sectionDeadline(reopened)!, T0 + 45 * MIN)).toBe(15 * 60);
    expect(remainingSeconds(overallDeadline(reopened)!, T0 + 45 * MIN)).toBe(15 * 60);
    expect(reopened.visited).toEqual(['s0q0', 's1q0', 's2q0']);
  });

  it('submits when the last section ends, at its end', () => {
    const over = settle(ibps(), T0 + 3 * 60 * MIN);
    expect(over.submittedAt).toBe(T0 + 60 * MIN);
    expect(over.openSection).toBe(2);
  });

  it('lets a section be finished early: the next opens now, with its full time', () => {
    const attempt = finishSection(ibps(), T0 + 12 * MIN);
    expect(attempt.openSection).toBe(1);
    expect(sectionDeadline(attempt)).toBe(T0 + 32 * MIN);
    expect(overallDeadline(attempt)).toBe(T0 + 52 * MIN);
    const last = finishSection(finishSection(attempt, T0 + 20 * MIN), T0 + 25 * MIN);
    expect(last.submittedAt).toBe(T0 + 25 * MIN);
  });

  it('has no early finish without sectional timing', () => {
    const attempt = started();
    expect(finishSection(attempt, T0 + MIN)).toBe(attempt);
  });
});

describe('submitting', () => {
  it('never records a submission after the end', () => {
    const attempt = started(testPaper({ duration: 30 }));
    expect(submitAttempt(attempt, T0 + 10 * MIN).submittedAt).toBe(T0 + 10 * MIN);
    expect(submitAttempt(attempt, T0 + 31 * MIN).submittedAt).toBe(T0 + 30 * MIN);
  });

  it('sends saved answers only (marked ones included), in paper order, with the time spent', () => {
    let attempt: MockTestAttempt = goTo(started(), { section: 1, question: 0 });
    attempt = saveAndNext(selectOption(attempt, 's1q0-b'));
    attempt = goTo(attempt, { section: 0, question: 1 });
    attempt = markForReviewAndNext(selectOption(attempt, 's0q1-a'));
    attempt = selectOption(attempt, 's0q2-c'); // not saved
    attempt = submitAttempt(attempt, T0 + 10 * MIN + 400);
    expect(submission(attempt)).toEqual({
      attempt_id: 'attempt-1',
      responses: [
        { question_id: 's0q1', option_id: 's0q1-a' },
        { question_id: 's1q0', option_id: 's1q0-b' },
      ],
      time_spent_seconds: 600,
    });
  });

  it('leaves out an answer that is not an option of its question', () => {
    const attempt = { ...started(), answers: { s0q0: 'nope', s0q1: 's0q1-c' } };
    expect(submission(attempt).responses).toEqual([{ question_id: 's0q1', option_id: 's0q1-c' }]);
  });
});

describe('a section that came back empty (a blueprint with nothing to draw yet)', () => {
  const withEmpty = (durations?: number[]) => {
    const paper = testPaper({ sizes: [2, 2], durations });
    paper.sections[0].questions = [];
    return started(paper);
  };

  it('starts on the first question there is, without sectional timing', () => {
    const attempt = withEmpty();
    expect(attempt.position).toEqual({ section: 1, question: 0 });
    expect(goTo(attempt, { section: 0, question: 0 })).toBe(attempt);
    expect(saveAndNext(attempt).position).toEqual({ section: 1, question: 1 });
  });

  it('with sectional timing waits out (or finishes) the empty section, then opens the next on its first question', () => {
    const attempt = withEmpty([10, 10]);
    expect(attempt.position).toEqual({ section: 0, question: 0 });
    expect(saveAndNext(attempt)).toBe(attempt);
    expect(settle(attempt, T0 + 10 * MIN).position).toEqual({ section: 1, question: 0 });
    expect(finishSection(attempt, T0 + MIN).position).toEqual({ section: 1, question: 0 });
  });
});
