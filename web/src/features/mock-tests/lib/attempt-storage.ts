import type { MockTestPaper, MockTestResult } from '@exam-prep/contract/public/mock-tests';
import type { KeyValueStorage } from '@/lib/storage';
import { attemptPhase, settle, type AttemptPhase, type AttemptProgress, type MockTestAttempt } from './attempt';

/**
 * An attempt is kept in localStorage per paper, in two entries: the paper as fetched (written once) and the
 * progress (written on every change). A reload resumes the very same draw, clock and answers; a paper fetched but
 * never started is reused by the next visit too, so only Start-and-submit, not every page view, costs a draw.
 */
export const paperKey = (slug: string) => `mockTests:paper:${slug}`;
export const progressKey = (slug: string) => `mockTests:attempt:${slug}`;

/** A paper fetched but not started is fetched afresh after this long (it may have been edited meanwhile). */
export const READY_MAX_AGE_MS = 6 * 60 * 60 * 1000;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isMoment = (value: unknown): value is number | null => value === null || isFiniteNumber(value);
const isIndex = (value: unknown): value is number => isFiniteNumber(value) && Number.isInteger(value) && value >= 0;
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []);

function parseJson(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** A stored paper is shown as it is, so it must at least have sections of questions with options. */
export function parsePaper(raw: string | null): MockTestPaper | null {
  const value = parseJson(raw);
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
export function parseProgress(raw: string | null): AttemptProgress | null {
  const value = parseJson(raw);
  if (!isObject(value) || value.version !== 1 || typeof value.attemptId !== 'string' || !isFiniteNumber(value.fetchedAt)) return null;
  if (!isMoment(value.startedAt) || !isMoment(value.sectionOpenedAt) || !isMoment(value.submittedAt)) return null;
  if (!isIndex(value.openSection) || !isObject(value.position) || !isIndex(value.position.section) || !isIndex(value.position.question))
    return null;
  const answers: Record<string, string> = {};
  if (isObject(value.answers)) {
    for (const [questionId, optionId] of Object.entries(value.answers)) if (typeof optionId === 'string') answers[questionId] = optionId;
  }
  const result = isObject(value.result) && Array.isArray(value.result.questions) ? (value.result as unknown as MockTestResult) : null;
  return {
    version: 1,
    attemptId: value.attemptId,
    fetchedAt: value.fetchedAt,
    startedAt: value.startedAt,
    openSection: value.openSection,
    sectionOpenedAt: value.sectionOpenedAt,
    position: { section: value.position.section, question: value.position.question },
    answers,
    marked: strings(value.marked),
    visited: strings(value.visited),
    selection: typeof value.selection === 'string' ? value.selection : null,
    submittedAt: value.submittedAt,
    result,
  };
}

export function loadAttempt(storage: KeyValueStorage | undefined, slug: string): MockTestAttempt | null {
  if (!storage) return null;
  try {
    const paper = parsePaper(storage.getItem(paperKey(slug)));
    const progress = parseProgress(storage.getItem(progressKey(slug)));
    // Both halves must belong to the same draw.
    if (!paper || !progress || progress.attemptId !== paper.attempt_id) return null;
    // The position must be a question of the paper (or the start of a section that came back empty).
    const section = paper.sections[progress.position.section];
    if (
      !section ||
      (!section.questions[progress.position.question] && !(section.questions.length === 0 && progress.position.question === 0))
    )
      return null;
    return { ...progress, paper };
  } catch {
    return null;
  }
}

/** Saves the progress; a full or blocked storage only costs the reload protection, never the attempt itself. */
export function saveProgress(storage: KeyValueStorage | undefined, slug: string, attempt: MockTestAttempt): boolean {
  if (!storage) return false;
  const { paper: _paper, ...progress } = attempt;
  try {
    storage.setItem(progressKey(slug), JSON.stringify(progress));
    return true;
  } catch {
    return false;
  }
}

/** Saves a new attempt: its paper, then its progress. */
export function saveNewAttempt(storage: KeyValueStorage | undefined, slug: string, attempt: MockTestAttempt): boolean {
  if (!storage) return false;
  try {
    storage.setItem(paperKey(slug), JSON.stringify(attempt.paper));
  } catch {
    return false;
  }
  return saveProgress(storage, slug, attempt);
}

export function clearAttempt(storage: KeyValueStorage | undefined, slug: string): void {
  try {
    storage?.removeItem(progressKey(slug));
    storage?.removeItem(paperKey(slug));
  } catch {
    // Nothing to do: the next attempt overwrites both.
  }
}

/**
 * Opening a paper's page: its stored attempt as it stands now (sections locked and the attempt submitted if time
 * ran out meanwhile, and saved so), or null when a paper must be fetched: none is stored, or the stored one was
 * fetched long ago and never started.
 */
export function resumeAttempt(storage: KeyValueStorage | undefined, slug: string, now: number): MockTestAttempt | null {
  const stored = loadAttempt(storage, slug);
  if (!stored) return null;
  if (stored.startedAt === null && now - stored.fetchedAt > READY_MAX_AGE_MS) {
    clearAttempt(storage, slug);
    return null;
  }
  const settled = settle(stored, now);
  if (settled !== stored) saveProgress(storage, slug, settled);
  return settled;
}

/**
 * How far this device got with a paper, from its progress alone (the list page asks for every paper, without
 * reading their stored questions): null when nothing is stored.
 */
export function storedPhase(storage: KeyValueStorage | undefined, slug: string): AttemptPhase | null {
  try {
    const progress = parseProgress(storage?.getItem(progressKey(slug)) ?? null);
    return progress ? attemptPhase(progress) : null;
  } catch {
    return null;
  }
}
