import type { MockTestPaper, MockTestResult, MockTestSubmission, PaperQuestion } from '@exam-prep/contract/public/mock-tests';
import {
  isRunning,
  settle as settleAttempt,
  secondsTaken,
  submitAttempt as submitTimedAttempt,
  withAnswer,
  withReviewMark,
  withVisit,
  type TimedAttempt,
  type TimingRules,
} from '@/lib/timed-test/attempt';

const MINUTE_MS = 60_000;

/** Where the student is: a section, and a question within it (both 0-based). */
export interface Position {
  section: number;
  question: number;
}

/**
 * One attempt at a paper, from the moment its paper (and draw) is fetched to its result. Everything but the paper
 * changes as the student works and is stored on every change; the paper is stored once, beside it (see
 * attempt-storage.ts), so a click never re-serialises 100 questions.
 *
 * Timing is deadline-based: only absolute moments are kept (startedAt, sectionOpenedAt), so a reload, a sleeping
 * phone or a closed tab never stretches the time. With sectional timing (every section has a duration, as in
 * IBPS) sections are taken in order: only the open one can be seen, and when its time ends it locks (its answers
 * are kept) and the next opens at that very moment.
 *
 * As on the TCS iON / NTA screens, picking an option is only a selection: it becomes an answer with Save & Next or
 * Mark for Review & Next; leaving the question another way drops it. Only saved answers are submitted.
 */
export interface AttemptProgress extends TimedAttempt {
  version: 1;
  attemptId: string;
  /** When the paper was fetched (ms since the epoch). */
  fetchedAt: number;
  /** The section open for work: with sectional timing every section before it is locked. */
  openSection: number;
  /** Sectional timing: when the open section opened (its time ends its duration later); else null. */
  sectionOpenedAt: number | null;
  position: Position;
  /** The option picked for the question on screen, saved or not (null: none). */
  selection: string | null;
  /** The server's result, once it answered the submission. */
  result: MockTestResult | null;
  /**
   * When the student downloaded this draw for offline use (absent: drawn by opening the page). A downloaded draw
   * is kept until the server would delete it unsubmitted, not only for the few hours an opened one is.
   */
  downloadedAt?: number;
}

export interface MockTestAttempt extends AttemptProgress {
  paper: MockTestPaper;
}

export type AttemptPhase = 'ready' | 'running' | 'submitted' | 'scored';

export function attemptPhase(attempt: AttemptProgress): AttemptPhase {
  if (attempt.result) return 'scored';
  if (attempt.submittedAt !== null) return 'submitted';
  return attempt.startedAt === null ? 'ready' : 'running';
}

/** Sectional timing: every section has its own duration (then the paper's time is their sum). */
export const hasSectionalTiming = (paper: MockTestPaper) => paper.sections.every((section) => section.duration !== null);

const sectionMs = (paper: MockTestPaper, section: number) => (paper.sections[section]?.duration ?? 0) * MINUTE_MS;

export function newAttempt(paper: MockTestPaper, now: number): MockTestAttempt {
  return {
    version: 1,
    paper,
    attemptId: paper.attempt_id,
    fetchedAt: now,
    startedAt: null,
    openSection: 0,
    sectionOpenedAt: null,
    position: { section: 0, question: 0 },
    answers: {},
    marked: [],
    visited: [],
    selection: null,
    submittedAt: null,
    result: null,
  };
}

export const questionAt = (paper: MockTestPaper, position: Position): PaperQuestion | undefined =>
  paper.sections[position.section]?.questions[position.question];

/** Show `position`: it counts as visited, and its saved answer (if any) is what is selected. */
function showing<T extends MockTestAttempt>(attempt: T, position: Position): T {
  const questionId = questionAt(attempt.paper, position)?._id;
  return {
    ...withVisit(attempt, questionId),
    position,
    selection: questionId === undefined ? null : (attempt.answers[questionId] ?? null),
  };
}

export function startAttempt(attempt: MockTestAttempt, now: number): MockTestAttempt {
  if (attempt.startedAt !== null) return attempt;
  const started = { ...attempt, startedAt: now, openSection: 0, sectionOpenedAt: hasSectionalTiming(attempt.paper) ? now : null };
  return showing(started, firstPosition(started));
}

/** Sectional timing: when the open section's time ends; else null. */
export function sectionDeadline(attempt: MockTestAttempt): number | null {
  if (attempt.sectionOpenedAt === null || !hasSectionalTiming(attempt.paper)) return null;
  return attempt.sectionOpenedAt + sectionMs(attempt.paper, attempt.openSection);
}

/** When the whole attempt ends: the open section's end plus every later section's time, or the paper's time. */
export function overallDeadline(attempt: MockTestAttempt): number | null {
  if (attempt.startedAt === null) return null;
  const sectionEnd = sectionDeadline(attempt);
  if (sectionEnd === null) return attempt.startedAt + attempt.paper.duration * MINUTE_MS;
  let end = sectionEnd;
  for (let section = attempt.openSection + 1; section < attempt.paper.sections.length; section++) end += sectionMs(attempt.paper, section);
  return end;
}

/** Whether a section can be shown: with sectional timing only the open one; otherwise any. */
export function canOpenSection(attempt: MockTestAttempt, section: number): boolean {
  if (section < 0 || section >= attempt.paper.sections.length) return false;
  return !hasSectionalTiming(attempt.paper) || section === attempt.openSection;
}

export type SectionStatus = 'open' | 'locked' | 'upcoming';

/** A section tab's status: with sectional timing, sections before the open one are locked, later ones upcoming. */
export function sectionStatus(attempt: MockTestAttempt, section: number): SectionStatus {
  if (!hasSectionalTiming(attempt.paper) || section === attempt.openSection) return 'open';
  return section < attempt.openSection ? 'locked' : 'upcoming';
}

/** Lock the open section and open the next at `at` (unsaved selections are dropped, as the exam does). */
function openNextSection(attempt: MockTestAttempt, at: number): MockTestAttempt {
  const opened = { ...attempt, openSection: attempt.openSection + 1, sectionOpenedAt: at };
  return showing(opened, firstPosition(opened));
}

const isLastSection = (attempt: MockTestAttempt) => attempt.openSection >= attempt.paper.sections.length - 1;

/**
 * A paper's clock for the timed-test engine: with sectional timing each section's end locks it and opens the next
 * at that very moment (the last one's end submits); otherwise the paper's end submits.
 */
export const paperTiming: TimingRules<MockTestAttempt> = {
  finalDeadline: overallDeadline,
  nextDeadline: (attempt) => sectionDeadline(attempt) ?? overallDeadline(attempt),
  atDeadline: (attempt, end) =>
    sectionDeadline(attempt) !== null && !isLastSection(attempt) ? openNextSection(attempt, end) : submitAttempt(attempt, end),
  // Only saved answers are submitted: an unsaved selection is dropped.
  onSubmit: (attempt) => ({ ...attempt, selection: null }),
};

export const submitAttempt = (attempt: MockTestAttempt, now: number) => submitTimedAttempt(attempt, now, paperTiming);

/**
 * The attempt as it stands at `now`: each section whose time ran out is locked and the next opened at the moment
 * it ended (not now: time passed with the page closed counts), and an attempt past its end is submitted at it.
 */
export const settle = (attempt: MockTestAttempt, now: number) => settleAttempt(attempt, now, paperTiming);

/**
 * Sectional timing: end the open section before its time (it locks; the next opens now with its full time).
 * On the last section this is submitting.
 */
export function finishSection(attempt: MockTestAttempt, now: number): MockTestAttempt {
  if (!isRunning(attempt) || !hasSectionalTiming(attempt.paper)) return attempt;
  if (isLastSection(attempt)) return submitAttempt(attempt, now);
  return openNextSection(attempt, now);
}

export function goTo(attempt: MockTestAttempt, position: Position): MockTestAttempt {
  if (!isRunning(attempt) || !canOpenSection(attempt, position.section)) return attempt;
  if (!questionAt(attempt.paper, position)) return attempt;
  return showing(attempt, position);
}

/** Every position the student may move through now, in order: the open section, or the whole paper. */
function reachable(attempt: MockTestAttempt): Position[] {
  const positions: Position[] = [];
  attempt.paper.sections.forEach((section, sectionIndex) => {
    if (!canOpenSection(attempt, sectionIndex)) return;
    section.questions.forEach((_question, question) => positions.push({ section: sectionIndex, question }));
  });
  return positions;
}

/**
 * Where work starts: the first question that can be shown. A section may come back empty (a blueprint whose
 * subtopics have no questions yet): with sectional timing its screen then says so until its time ends.
 */
function firstPosition(attempt: MockTestAttempt): Position {
  return reachable(attempt)[0] ?? { section: attempt.openSection, question: 0 };
}

const samePosition = (a: Position, b: Position) => a.section === b.section && a.question === b.question;

/** The next question; after the last one reachable, back to the first (as the exam screens do). */
export function nextPosition(attempt: MockTestAttempt): Position {
  const positions = reachable(attempt);
  const index = positions.findIndex((position) => samePosition(position, attempt.position));
  return positions[(index + 1) % positions.length] ?? attempt.position;
}

/** The previous question, or null on the first one reachable. */
export function previousPosition(attempt: MockTestAttempt): Position | null {
  const positions = reachable(attempt);
  const index = positions.findIndex((position) => samePosition(position, attempt.position));
  return index > 0 ? positions[index - 1] : null;
}

export function selectOption(attempt: MockTestAttempt, optionId: string): MockTestAttempt {
  if (!isRunning(attempt)) return attempt;
  const question = questionAt(attempt.paper, attempt.position);
  if (!question?.options.some((option) => option._id === optionId)) return attempt;
  return { ...attempt, selection: optionId };
}

/** The current question's answer becomes the selection (none: no answer), marked or not; then the next one. */
function saveCurrent(attempt: MockTestAttempt, mark: boolean): MockTestAttempt {
  if (!isRunning(attempt)) return attempt;
  const questionId = questionAt(attempt.paper, attempt.position)?._id;
  if (questionId === undefined) return attempt;
  const saved = withReviewMark(withAnswer(attempt, questionId, attempt.selection), questionId, mark);
  return showing(saved, nextPosition(saved));
}

/** Save & Next: the selection is saved as the answer (and the question is no longer marked for review). */
export const saveAndNext = (attempt: MockTestAttempt) => saveCurrent(attempt, false);

/** Mark for Review & Next: the selection is saved too (an answered, marked question is still scored). */
export const markForReviewAndNext = (attempt: MockTestAttempt) => saveCurrent(attempt, true);

/** Clear Response: no selection and no saved answer for the question on screen; a review mark stays. */
export function clearResponse(attempt: MockTestAttempt): MockTestAttempt {
  if (!isRunning(attempt)) return attempt;
  const questionId = questionAt(attempt.paper, attempt.position)?._id;
  if (questionId === undefined) return attempt;
  return { ...withAnswer(attempt, questionId, null), selection: null };
}

/** The number students see: questions are numbered across sections (1-35, 36-70, 71-100). */
export function firstNumberOf(paper: MockTestPaper, section: number): number {
  let number = 1;
  for (let index = 0; index < section; index++) number += paper.sections[index]?.questions.length ?? 0;
  return number;
}

export const totalQuestions = (paper: MockTestPaper) => paper.sections.reduce((sum, section) => sum + section.questions.length, 0);

/** What is sent: one entry per saved answer that is still an option of its question. */
export function submission(attempt: MockTestAttempt): MockTestSubmission {
  const responses = attempt.paper.sections.flatMap((section) =>
    section.questions.flatMap((question) => {
      const optionId = attempt.answers[question._id];
      return optionId !== undefined && question.options.some((option) => option._id === optionId)
        ? [{ question_id: question._id, option_id: optionId }]
        : [];
    }),
  );
  return { attempt_id: attempt.attemptId, responses, time_spent_seconds: timeSpentSeconds(attempt) };
}

/** Seconds between Start and submission, within what the contract accepts (0 to a day). */
export const timeSpentSeconds = (attempt: AttemptProgress) => Math.min(86_400, secondsTaken(attempt));

export const withResult = (attempt: MockTestAttempt, result: MockTestResult): MockTestAttempt => ({ ...attempt, result });
