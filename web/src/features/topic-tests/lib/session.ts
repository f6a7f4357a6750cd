import type { QuestionRecord } from '@/api/questions';
import type { KeyValueStorage } from '@/lib/storage';
import { withVisit, type TimingRules } from '@/lib/timed-test/attempt';
import {
  isFiniteNumber,
  isObject,
  parseTimedFields,
  readStored,
  removeStored,
  resumeAttempt,
  writeStored,
  type AttemptStore,
} from '@/lib/timed-test/stored';
import { deadlineFrom } from './timer';

/**
 * A topic test in progress or finished, kept per subtopic so a reload neither restarts the clock nor loses
 * answers. `deadline` is absolute (ms since the epoch): the clock always shows the true time left. The questions
 * the server drew for it are kept too, so a reload resumes the very same test without drawing again.
 * (Version 1, from before the server drew the questions, held none: such a session is not resumed. A version 2
 * session from before the palette has no marks and no visits: it resumes with none but its current question.)
 */
export interface TestSession {
  version: 2;
  /** The questions of this attempt, in the order drawn. */
  questions: QuestionRecord[];
  /** When the test started (ms since the epoch): it starts as it opens, with no instructions first. */
  startedAt: number;
  /** When the test ends (ms since the epoch). */
  deadline: number;
  answers: Record<string, string>;
  /** The question on screen (0-based). */
  index: number;
  marked: string[];
  visited: string[];
  submittedAt: number | null;
}

/** The stored key: unchanged since the first release, so a test begun before an update resumes after it. */
export const sessionKey = (subtopicName: string) => `mockTest:${subtopicName}`;

/** One deadline: the test is submitted when it passes. */
export const sessionTiming: TimingRules<TestSession> = {
  finalDeadline: (session) => session.deadline,
  nextDeadline: (session) => session.deadline,
};

export function newSession(now: number, questions: QuestionRecord[]): TestSession {
  return withVisit(
    {
      version: 2,
      questions,
      startedAt: now,
      deadline: deadlineFrom(now),
      answers: {},
      index: 0,
      marked: [],
      visited: [],
      submittedAt: null,
    },
    questions[0]?.question._id,
  );
}

/** Stored questions are shown as they are, so each must at least be a record with an id and a list of options. */
const isQuestionRecord = (value: unknown): value is QuestionRecord => {
  const record = value as Partial<QuestionRecord> | null;
  return !!record && typeof record.question?._id === 'string' && Array.isArray(record.options);
};

/** A stored value, if it is a well-formed session (anything else is ignored, never trusted). */
export function parseSession(value: unknown): TestSession | null {
  if (!isObject(value) || value.version !== 2 || !isFiniteNumber(value.deadline) || !isFiniteNumber(value.startedAt)) return null;
  if (!Array.isArray(value.questions) || !value.questions.every(isQuestionRecord)) return null;
  if (value.submittedAt !== null && !isFiniteNumber(value.submittedAt)) return null;
  const questions: QuestionRecord[] = value.questions;
  const index = isFiniteNumber(value.index) && value.index >= 0 ? Math.floor(value.index) : 0;
  const session: TestSession = {
    version: 2,
    questions,
    startedAt: value.startedAt,
    deadline: value.deadline,
    ...parseTimedFields(value),
    index,
    submittedAt: value.submittedAt,
  };
  return withVisit(session, questions[clampIndex(index, questions.length)]?.question._id);
}

/** One entry per subtopic, questions included. */
export const sessionStore: AttemptStore<TestSession> = {
  load: (storage, subtopicName) => readStored(storage, sessionKey(subtopicName), parseSession),
  save: (storage, subtopicName, session) => writeStored(storage, sessionKey(subtopicName), session),
  saveNew: (storage, subtopicName, session) => writeStored(storage, sessionKey(subtopicName), session),
  clear: (storage, subtopicName) => removeStored(storage, sessionKey(subtopicName)),
  // A session without questions cannot be shown: the page draws anew.
  isStale: (session) => session.questions.length === 0,
};

/**
 * Opening the test page: the stored attempt with its questions (submitted if its time ran out meanwhile, and
 * saved so), or null when there is none to resume and questions must be drawn.
 */
export const resumeSession = (storage: KeyValueStorage | undefined, subtopicName: string, now: number) =>
  resumeAttempt(sessionStore, sessionTiming, storage, subtopicName, now);

/**
 * The stored attempt, or a new one over the `questions` just drawn. The result is saved, so calling this twice
 * (React's strict mode) gives the same session. 'Retake Test' clears the session first, then draws again.
 */
export function resumeOrStart(
  storage: KeyValueStorage | undefined,
  subtopicName: string,
  now: number,
  questions: QuestionRecord[],
): TestSession {
  const resumed = resumeSession(storage, subtopicName, now);
  if (resumed) return resumed;
  const session = newSession(now, questions);
  sessionStore.saveNew(storage, subtopicName, session);
  return session;
}

/** Keep an index inside 0..total-1: navigation never goes below the first or beyond the last question. */
export function clampIndex(index: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(Math.max(0, Math.floor(index)), total - 1);
}

/** Show question `index` (clamped): it counts as visited. */
export function withIndex(session: TestSession, index: number, total: number): TestSession {
  if (session.submittedAt !== null) return session;
  const next = clampIndex(index, total);
  if (next === session.index) return session;
  return withVisit({ ...session, index: next }, session.questions[next]?.question._id);
}
