import type { KeyValueStorage } from '@/lib/storage';

/** One scored attempt, kept on this device only (no account): what the score-over-time chart draws. */
export interface HistoryEntry {
  /** The server's attempt id: recording the same result twice (a reload) keeps one entry. */
  attemptId: string;
  slug: string;
  title: string;
  /** When it was submitted (ms since the epoch). */
  date: number;
  score: number;
  maxScore: number;
  percentile: number;
}

export const HISTORY_KEY = 'mockTests:history';
/** Enough for months of practice; the oldest go first. */
export const HISTORY_LIMIT = 100;

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function isEntry(value: unknown): value is HistoryEntry {
  const entry = value as Partial<HistoryEntry> | null;
  return (
    !!entry &&
    typeof entry.attemptId === 'string' &&
    typeof entry.slug === 'string' &&
    typeof entry.title === 'string' &&
    isFiniteNumber(entry.date) &&
    isFiniteNumber(entry.score) &&
    isFiniteNumber(entry.maxScore) &&
    isFiniteNumber(entry.percentile)
  );
}

/** Every well-formed stored entry, oldest first (a damaged one is skipped, never trusted). */
export function loadHistory(storage: KeyValueStorage | undefined): HistoryEntry[] {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(HISTORY_KEY) ?? null;
  } catch {
    return [];
  }
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  return Array.isArray(value) ? value.filter(isEntry).sort((a, b) => a.date - b.date) : [];
}

/** Adds a scored attempt (once per attempt id), keeping the newest HISTORY_LIMIT; returns the new history (stored if it could be). */
export function recordAttempt(storage: KeyValueStorage | undefined, entry: HistoryEntry): HistoryEntry[] {
  const history = loadHistory(storage);
  if (history.some((item) => item.attemptId === entry.attemptId)) return history;
  const next = [...history, entry].sort((a, b) => a.date - b.date).slice(-HISTORY_LIMIT);
  try {
    storage?.setItem(HISTORY_KEY, JSON.stringify(next));
  } catch {
    // A full or blocked storage: the chart simply goes without this attempt.
  }
  return next;
}

/** A score as a share of the paper's maximum, so papers of different lengths compare (may be negative). */
export const scorePercent = (entry: Pick<HistoryEntry, 'score' | 'maxScore'>) =>
  entry.maxScore > 0 ? Math.round((entry.score / entry.maxScore) * 1000) / 10 : 0;
