import type { MockTestPaper, MockTestResult } from '@exam-prep/contract/public/mock-tests';
import type { KeyValueStorage } from '@/lib/storage';
import {
  isFiniteNumber,
  isIndex,
  isMoment,
  isObject,
  parseTimedFields,
  readStored,
  removeStored,
  resumeAttempt as resumeStoredAttempt,
  writeStored,
  type AttemptStore,
} from '@/lib/timed-test/stored';
import { attemptPhase, paperTiming, type AttemptPhase, type AttemptProgress, type MockTestAttempt } from './attempt';

/**
 * An attempt is kept in localStorage per paper, in two entries: the paper as fetched (written once) and the
 * progress (written on every change), so a click never re-serialises 100 questions. A reload resumes the very same
 * draw, clock and answers; a paper fetched but never started is reused by the next visit too, so only
 * Start-and-submit, not every page view, costs a draw. The keys are unchanged since the first release, so an
 * attempt begun before an update resumes after it.
 */
export const paperKey = (slug: string) => `mockTests:paper:${slug}`;
export const progressKey = (slug: string) => `mockTests:attempt:${slug}`;

/** A paper fetched but not started is fetched afresh after this long (it may have been edited meanwhile). */
export const READY_MAX_AGE_MS = 6 * 60 * 60 * 1000;

/**
 * The server deletes an attempt never submitted 7 days after its draw: a downloaded paper not started within 6 days
 * is dropped, which leaves a day for sitting it and for the submission to get through.
 */
export const DOWNLOADED_MAX_AGE_MS = 6 * 24 * 60 * 60 * 1000;

/** The last moment a downloaded, unstarted paper is kept on the device. */
export const downloadedUntil = (attempt: Pick<AttemptProgress, 'fetchedAt'>) => attempt.fetchedAt + DOWNLOADED_MAX_AGE_MS;

/** A stored paper is shown as it is, so it must at least have sections of questions with options. */
export function parsePaper(value: unknown): MockTestPaper | null {
  if (!isObject(value) || typeof value.attempt_id !== 'string' || typeof value.title !== 'string') return null;
  if (!isFiniteNumber(value.duration) || !isObject(value.marking_scheme) || !Array.isArray(value.sections) || value.sections.length === 0)
    return null;
  const wellFormed = value.sections.every(
    (section: unknown) =>
      isObject(section) &&
      typeof section.section_name === 'string' &&
      Array.isArray(section.questions) &&
      section.questions.every(
        (question: unknown) => isObject(question) && typeof question._id === 'string' && Array.isArray(question.options),
      ),
  );
  return wellFormed ? (value as unknown as MockTestPaper) : null;
}

/** Stored progress, if well formed (anything else is ignored, never trusted). */
export function parseProgress(value: unknown): AttemptProgress | null {
  if (!isObject(value) || value.version !== 1 || typeof value.attemptId !== 'string' || !isFiniteNumber(value.fetchedAt)) return null;
  if (!isMoment(value.startedAt) || !isMoment(value.sectionOpenedAt) || !isMoment(value.submittedAt)) return null;
  if (!isIndex(value.openSection) || !isObject(value.position) || !isIndex(value.position.section) || !isIndex(value.position.question))
    return null;
  const result = isObject(value.result) && Array.isArray(value.result.questions) ? (value.result as unknown as MockTestResult) : null;
  return {
    version: 1,
    attemptId: value.attemptId,
    fetchedAt: value.fetchedAt,
    startedAt: value.startedAt,
    openSection: value.openSection,
    sectionOpenedAt: value.sectionOpenedAt,
    position: { section: value.position.section, question: value.position.question },
    ...parseTimedFields(value),
    selection: typeof value.selection === 'string' ? value.selection : null,
    submittedAt: value.submittedAt,
    result,
    ...(isFiniteNumber(value.downloadedAt) ? { downloadedAt: value.downloadedAt } : {}),
  };
}

function loadAttempt(storage: KeyValueStorage | undefined, slug: string): MockTestAttempt | null {
  const paper = readStored(storage, paperKey(slug), parsePaper);
  const progress = readStored(storage, progressKey(slug), parseProgress);
  // Both halves must belong to the same draw.
  if (!paper || !progress || progress.attemptId !== paper.attempt_id) return null;
  // The position must be a question of the paper (or the start of a section that came back empty).
  const section = paper.sections[progress.position.section];
  const { question } = progress.position;
  if (!section || (!section.questions[question] && !(section.questions.length === 0 && question === 0))) return null;
  return { ...progress, paper };
}

function saveProgress(storage: KeyValueStorage | undefined, slug: string, attempt: MockTestAttempt): boolean {
  const { paper: _paper, ...progress } = attempt;
  return writeStored(storage, progressKey(slug), progress);
}

/** A paper's attempt in two entries: its paper, stored once, and its progress, stored on every change. */
export const paperAttemptStore: AttemptStore<MockTestAttempt> = {
  load: loadAttempt,
  save: saveProgress,
  saveNew: (storage, slug, attempt) => writeStored(storage, paperKey(slug), attempt.paper) && saveProgress(storage, slug, attempt),
  clear: (storage, slug) => removeStored(storage, progressKey(slug), paperKey(slug)),
  // A paper fetched long ago and never started may have been edited since; a downloaded one is kept for offline
  // use until the server would delete its attempt.
  isStale: (attempt, now) =>
    attempt.startedAt === null &&
    (attempt.downloadedAt !== undefined ? now > downloadedUntil(attempt) : now - attempt.fetchedAt > READY_MAX_AGE_MS),
};

/**
 * Opening a paper's page: its stored attempt as it stands now (sections locked and the attempt submitted if time
 * ran out meanwhile, and saved so), or null when a paper must be fetched: none is stored, or the stored one was
 * fetched long ago and never started.
 */
export const resumeAttempt = (storage: KeyValueStorage | undefined, slug: string, now: number) =>
  resumeStoredAttempt(paperAttemptStore, paperTiming, storage, slug, now);

/**
 * How far this device got with a paper, from its progress alone (the list page asks for every paper, without
 * reading their stored questions): null when nothing is stored.
 */
export function storedPhase(storage: KeyValueStorage | undefined, slug: string): AttemptPhase | null {
  const progress = readStored(storage, progressKey(slug), parseProgress);
  return progress ? attemptPhase(progress) : null;
}
