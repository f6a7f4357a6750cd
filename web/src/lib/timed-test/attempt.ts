import { paletteState, type PaletteState } from '@/components/exam-palette/palette-state';

/**
 * The part every timed attempt shares, the topic test's and a full paper's alike: the engine reads and changes only
 * these fields, and each feature adds its own (its questions, its position, its sections). Moments are absolute (ms
 * since the epoch), so a reload, a sleeping phone or a closed tab never stretches the time.
 */
export interface TimedAttempt {
  /** When the clock started; null while the instructions are shown. */
  startedAt: number | null;
  /** When the attempt was submitted (by the student or by the clock), or null while it runs. */
  submittedAt: number | null;
  /** Saved answers: question _id → option _id. */
  answers: Record<string, string>;
  /** Question _ids marked for review (the palette shows them purple). */
  marked: string[];
  /** Question _ids shown at least once (the palette tells Not Answered from Not Visited). */
  visited: string[];
}

/** How a kind of test keeps time: what the engine asks of a feature. */
export interface TimingRules<A extends TimedAttempt> {
  /** The end of the whole attempt: no submission is ever dated later. */
  finalDeadline: (attempt: A) => number | null;
  /** The next moment the attempt changes by itself (a timed section's end, or the final deadline). */
  nextDeadline: (attempt: A) => number | null;
  /** What happens at that moment (a section locks and the next opens); by default the attempt is submitted at it. */
  atDeadline?: (attempt: A, deadline: number) => A;
  /** What else submitting changes (a full paper drops the selection that was never saved). */
  onSubmit?: (attempt: A) => A;
}

export const isRunning = (attempt: TimedAttempt) => attempt.startedAt !== null && attempt.submittedAt === null;

/** Submitted at `now`, or at the final deadline if that came first; once only, and only while running. */
export function submitAttempt<A extends TimedAttempt>(attempt: A, now: number, rules: TimingRules<A>): A {
  if (!isRunning(attempt)) return attempt;
  const submitted = { ...attempt, submittedAt: Math.min(now, rules.finalDeadline(attempt) ?? now) };
  return rules.onSubmit ? rules.onSubmit(submitted) : submitted;
}

const pendingDeadline = <A extends TimedAttempt>(attempt: A, rules: TimingRules<A>) =>
  isRunning(attempt) ? rules.nextDeadline(attempt) : null;

/**
 * The attempt as it stands at `now`: every deadline passed meanwhile takes effect at the moment it fell (not now:
 * time passed with the page closed counts), so an attempt past its end is submitted at its end.
 */
export function settle<A extends TimedAttempt>(attempt: A, now: number, rules: TimingRules<A>): A {
  let current = attempt;
  for (let end = pendingDeadline(current, rules); end !== null && now >= end; end = pendingDeadline(current, rules)) {
    const next = rules.atDeadline ? rules.atDeadline(current, end) : submitAttempt(current, end, rules);
    // A deadline that changes nothing would come round again forever.
    if (next === current) break;
    current = next;
  }
  return current;
}

/** Seconds between the start and the submission (0 while either is missing). */
export function secondsTaken(attempt: TimedAttempt): number {
  if (attempt.startedAt === null || attempt.submittedAt === null) return 0;
  return Math.max(0, Math.round((attempt.submittedAt - attempt.startedAt) / 1000));
}

/** The question counts as visited from now on. */
export function withVisit<A extends TimedAttempt>(attempt: A, questionId: string | undefined): A {
  if (questionId === undefined || attempt.visited.includes(questionId)) return attempt;
  return { ...attempt, visited: [...attempt.visited, questionId] };
}

/** Save (or, with null, clear) an answer; answers change only while the attempt runs. */
export function withAnswer<A extends TimedAttempt>(attempt: A, questionId: string, optionId: string | null): A {
  if (!isRunning(attempt) || attempt.answers[questionId] === (optionId ?? undefined)) return attempt;
  const answers = { ...attempt.answers };
  if (optionId === null) delete answers[questionId];
  else answers[questionId] = optionId;
  return { ...attempt, answers };
}

/** Mark a question for review, or take the mark off; only while the attempt runs. */
export function withReviewMark<A extends TimedAttempt>(attempt: A, questionId: string, marked: boolean): A {
  if (!isRunning(attempt) || attempt.marked.includes(questionId) === marked) return attempt;
  return { ...attempt, marked: marked ? [...attempt.marked, questionId] : attempt.marked.filter((id) => id !== questionId) };
}

/** The palette's colour of a question; the one on screen counts as visited even before it is stored so. */
export function questionState(attempt: TimedAttempt, questionId: string, onScreen = false): PaletteState {
  return paletteState({
    answered: attempt.answers[questionId] !== undefined,
    marked: attempt.marked.includes(questionId),
    visited: onScreen || attempt.visited.includes(questionId),
  });
}
