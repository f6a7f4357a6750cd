/**
 * Saved (bookmarked) questions: a list of question ids in the browser's localStorage under `savedQuestions`,
 * oldest first. Read and write failures (private browsing, full storage, corrupt data) are only logged.
 * The storage is injectable so the rules can be tested without a browser.
 */
import { browserStorage, type KeyValueStorage } from './storage';

export const SAVED_QUESTIONS_KEY = 'savedQuestions';

/**
 * The window event each save or removal sends once stored (detail: SavedQuestionChange): a signed-in student's
 * account follows it (features/student), after localStorage, as the spec's client does.
 */
export const SAVED_QUESTION_EVENT = 'savedQuestionChange';
export interface SavedQuestionChange {
  questionId: string;
  saved: boolean;
}

function announceChange(questionId: string, saved: boolean) {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<SavedQuestionChange>(SAVED_QUESTION_EVENT, { detail: { questionId, saved } }));
}

/** The stored value as a clean list of unique ids; anything unreadable counts as no saved questions. */
export function parseSavedIds(raw: string | null): string[] {
  if (raw === null || raw === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    console.error(`Could not parse ${SAVED_QUESTIONS_KEY} from local storage`, error);
    return [];
  }
  if (!Array.isArray(value)) {
    console.error(`${SAVED_QUESTIONS_KEY} in local storage is not a list; ignoring it`);
    return [];
  }
  const ids = value.filter((id): id is string => typeof id === 'string' && id !== '');
  return [...new Set(ids)];
}

export function readSavedIds(storage: KeyValueStorage | undefined = browserStorage()): string[] {
  if (!storage) return [];
  try {
    return parseSavedIds(storage.getItem(SAVED_QUESTIONS_KEY));
  } catch (error) {
    console.error(`Could not read ${SAVED_QUESTIONS_KEY} from local storage`, error);
    return [];
  }
}

/** Returns whether the write succeeded (a failure is only logged). */
export function writeSavedIds(ids: string[], storage: KeyValueStorage | undefined = browserStorage()): boolean {
  if (!storage) return false;
  try {
    storage.setItem(SAVED_QUESTIONS_KEY, JSON.stringify(ids));
    return true;
  } catch (error) {
    console.error(`Could not write ${SAVED_QUESTIONS_KEY} to local storage`, error);
    return false;
  }
}

/** Adds the id at the end when absent, removes it when present. */
export function toggleId(ids: string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((saved) => saved !== id) : [...ids, id];
}

export function removeId(ids: string[], id: string): string[] {
  return ids.filter((saved) => saved !== id);
}

/**
 * Toggles one question in the stored set and persists it at once. It starts from what is stored now (another
 * tab may have changed it) and returns the new list, which the page shows even if the write failed.
 */
export function toggleSavedQuestion(id: string, storage: KeyValueStorage | undefined = browserStorage()): string[] {
  const next = toggleId(readSavedIds(storage), id);
  writeSavedIds(next, storage);
  announceChange(id, next.includes(id));
  return next;
}

export function removeSavedQuestion(id: string, storage: KeyValueStorage | undefined = browserStorage()): string[] {
  const next = removeId(readSavedIds(storage), id);
  writeSavedIds(next, storage);
  announceChange(id, false);
  return next;
}
