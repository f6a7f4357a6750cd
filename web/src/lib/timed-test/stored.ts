import type { KeyValueStorage } from '@/lib/storage';
import { settle, type TimedAttempt, type TimingRules } from './attempt';

/**
 * Where a kind of test keeps its attempts in localStorage, one attempt per `id` (a subtopic, a paper's slug). Reads
 * distrust what they find (anything malformed is no attempt); writes report failure instead of throwing, since a
 * full or blocked storage only costs the reload protection, never the test itself.
 */
export interface AttemptStore<A extends TimedAttempt> {
  load: (storage: KeyValueStorage | undefined, id: string) => A | null;
  /** Stores what changed as the student works (called on every change). */
  save: (storage: KeyValueStorage | undefined, id: string, attempt: A) => boolean;
  /** Stores a new attempt whole (its questions too). */
  saveNew: (storage: KeyValueStorage | undefined, id: string, attempt: A) => boolean;
  clear: (storage: KeyValueStorage | undefined, id: string) => void;
  /** A stored attempt no longer worth resuming: it is forgotten and a new one made. */
  isStale?: (attempt: A, now: number) => boolean;
}

/**
 * Opening a test's page: its stored attempt as it stands now (settled, and stored so if time ran out meanwhile), or
 * null when a new one must be made: none is stored, or the stored one is stale.
 */
export function resumeAttempt<A extends TimedAttempt>(
  store: AttemptStore<A>,
  rules: TimingRules<A>,
  storage: KeyValueStorage | undefined,
  id: string,
  now: number,
): A | null {
  const stored = store.load(storage, id);
  if (!stored) return null;
  if (store.isStale?.(stored, now)) {
    store.clear(storage, id);
    return null;
  }
  const settled = settle(stored, now, rules);
  if (settled !== stored) store.save(storage, id, settled);
  return settled;
}

/** A stored value, parsed by `parse`, or null when absent, unreadable or malformed. */
export function readStored<T>(storage: KeyValueStorage | undefined, key: string, parse: (value: unknown) => T | null): T | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(key);
    return raw ? parse(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function writeStored(storage: KeyValueStorage | undefined, key: string, value: unknown): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeStored(storage: KeyValueStorage | undefined, ...keys: string[]): void {
  try {
    for (const key of keys) storage?.removeItem(key);
  } catch {
    // Nothing to do: the next attempt overwrites them.
  }
}

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
export const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
/** A moment (ms since the epoch), or null for one not reached yet. */
export const isMoment = (value: unknown): value is number | null => value === null || isFiniteNumber(value);
export const isIndex = (value: unknown): value is number => isFiniteNumber(value) && Number.isInteger(value) && value >= 0;
export const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * The engine's fields of a stored attempt, malformed entries dropped (an answer that is no string, a mark that is no
 * id); the moments are the feature's to check, as their rules differ.
 */
export function parseTimedFields(value: Record<string, unknown>): Pick<TimedAttempt, 'answers' | 'marked' | 'visited'> {
  const answers: Record<string, string> = {};
  if (isObject(value.answers)) {
    for (const [questionId, optionId] of Object.entries(value.answers)) if (typeof optionId === 'string') answers[questionId] = optionId;
  }
  return { answers, marked: stringsOf(value.marked), visited: stringsOf(value.visited) };
}
