import type { QuestionRecord } from '@/api/questions';
import type { KeyValueStorage } from '@/lib/storage';
import { deadlineFrom } from './timer';

/**
 * A mock test in progress or finished, kept per subtopic so a reload neither restarts the clock nor loses
 * answers. `deadline` is absolute (ms since the epoch): the clock always shows the true time left. The questions
 * the server drew for it are kept too, so a reload resumes the very same test without drawing again.
 * (Version 1, from before the server drew the questions, held none: such a session is not resumed. A version 2
 * session from before the palette has no marks and no visits: it resumes with none but its current question.)
 */
export interface TestSession {
  version: 2;
  /** The questions of this attempt, in the order drawn. */
  questions: QuestionRecord[];
  /** When the test started (ms since the epoch). */
  startedAt: number;
  /** When the test ends (ms since the epoch). */
  deadline: number;
  /** Question _id → chosen option _id. */
  answers: Record<string, string>;
  /** The question on screen (0-based). */
  index: number;
  /** Question _ids marked for review (the palette shows them purple). */
  marked: string[];
  /** Question _ids shown at least once (the palette tells Not Answered from Not Visited). */
  visited: string[];
  /** When the test was submitted (ms since the epoch), or null while it runs. */
  submittedAt: number | null;
}

export const sessionKey = (subtopicName: string) => `mockTest:${subtopicName}`;

export function newSession(now: number, questions: QuestionRecord[]): TestSession {
  const visited = questions.length > 0 ? [questions[0].question._id] : [];
  return {
    version: 2,
    questions,
    startedAt: now,
    deadline: deadlineFrom(now),
    answers: {},
    index: 0,
    marked: [],
    visited,
    submittedAt: null,
  };
}

const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Stored questions are shown as they are, so each must at least be a record with an id and a list of options. */
const isQuestionRecord = (value: unknown): value is QuestionRecord => {
  const record = value as Partial<QuestionRecord> | null;
  return !!record && typeof record.question?._id === 'string' && Array.isArray(record.options);
};

/** A stored value, if it is a well-formed session (anything else is ignored, never trusted). */
export function parseSession(raw: string | null): TestSession | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const candidate = value as Partial<TestSession>;
  if (candidate.version !== 2 || !isFiniteNumber(candidate.deadline) || !isFiniteNumber(candidate.startedAt)) return null;
  if (!Array.isArray(candidate.questions) || !candidate.questions.every(isQuestionRecord)) return null;
  if (candidate.submittedAt !== null && !isFiniteNumber(candidate.submittedAt)) return null;
  const answers: Record<string, string> = {};
  if (candidate.answers && typeof candidate.answers === 'object') {
    for (const [questionId, optionId] of Object.entries(candidate.answers)) {
      if (typeof optionId === 'string') answers[questionId] = optionId;
    }
  }
  const index = isFiniteNumber(candidate.index) && candidate.index >= 0 ? Math.floor(candidate.index) : 0;
  const current = candidate.questions[clampIndex(index, candidate.questions.length)]?.question._id;
  const visited = stringsOf(candidate.visited);
  return {
    version: 2,
    questions: candidate.questions,
    startedAt: candidate.startedAt,
    deadline: candidate.deadline,
    answers,
    index,
    marked: stringsOf(candidate.marked),
    visited: current === undefined || visited.includes(current) ? visited : [...visited, current],
    submittedAt: candidate.submittedAt,
  };
}

export function loadSession(storage: KeyValueStorage | undefined, subtopicName: string): TestSession | null {
  if (!storage) return null;
  try {
    return parseSession(storage.getItem(sessionKey(subtopicName)));
  } catch {
    return null;
  }
}

/** Saves; a full or blocked storage only costs the reload protection, never the test itself. */
export function saveSession(storage: KeyValueStorage | undefined, subtopicName: string, session: TestSession): boolean {
  if (!storage) return false;
  try {
    storage.setItem(sessionKey(subtopicName), JSON.stringify(session));
    return true;
  } catch {
    return false;
  }
}

export function clearSession(storage: KeyValueStorage | undefined, subtopicName: string): void {
  try {
    storage?.removeItem(sessionKey(subtopicName));
  } catch {
    // Nothing to do: the next start overwrites it.
  }
}

/** The session as it stands at `now`: a running test past its deadline is submitted (at the deadline). */
export function settle(session: TestSession, now: number): TestSession {
  if (session.submittedAt === null && now >= session.deadline) return { ...session, submittedAt: session.deadline };
  return session;
}

/**
 * Opening the test page: the stored attempt with its questions (submitted if its time ran out meanwhile, and
 * saved so), or null when there is none to resume and questions must be drawn.
 */
export function resumeSession(storage: KeyValueStorage | undefined, subtopicName: string, now: number): TestSession | null {
  const stored = loadSession(storage, subtopicName);
  if (!stored || stored.questions.length === 0) return null;
  const session = settle(stored, now);
  if (session !== stored) saveSession(storage, subtopicName, session);
  return session;
}

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
  saveSession(storage, subtopicName, session);
  return session;
}

/** Choose (or, with null, clear) an answer; ignored once submitted: answers change only until submission. */
export function withAnswer(session: TestSession, questionId: string, optionId: string | null): TestSession {
  if (session.submittedAt !== null) return session;
  const answers = { ...session.answers };
  if (optionId === null) delete answers[questionId];
  else answers[questionId] = optionId;
  return { ...session, answers };
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
  const questionId = session.questions[next]?.question._id;
  const visited = questionId === undefined || session.visited.includes(questionId) ? session.visited : [...session.visited, questionId];
  return { ...session, index: next, visited };
}

/** Mark a question for review, or take the mark off; ignored once submitted. */
export function withReviewMark(session: TestSession, questionId: string, marked: boolean): TestSession {
  if (session.submittedAt !== null || session.marked.includes(questionId) === marked) return session;
  return { ...session, marked: marked ? [...session.marked, questionId] : session.marked.filter((id) => id !== questionId) };
}

export function submit(session: TestSession, now: number): TestSession {
  if (session.submittedAt !== null) return session;
  return { ...session, submittedAt: Math.min(now, session.deadline) };
}
