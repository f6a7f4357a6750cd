import type { StudentNote } from '@exam-prep/contract/student/progress';
import type { TestResultToSave } from '@/features/student/api/save-test-result';
import { browserStorage } from '@/lib/storage';
import { KEPT_RESULTS_KEY, NOTES_KEY, PAPER_HISTORY_KEY } from './kept-keys';

/*
 * What other features keep in this browser that the account receives, read through their storage keys (./kept-keys.ts):
 * only entries the server's contract accepts are sent, since one bad entry would refuse a whole merge; nothing here is
 * ever rewritten but the notes. Loaded with the sender, not with every page.
 */

/** A note as the notes widget stores it (the original site's had numeric ids; the widget reads them as strings). */
export interface LocalNote {
  id: string | number;
  title?: unknown;
  content?: unknown;
  createdAt?: unknown;
  updatedAt?: unknown;
}

export function readList(key: string): unknown[] {
  try {
    const value: unknown = JSON.parse(browserStorage()?.getItem(key) ?? '[]');
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

const isIsoTime = (value: unknown): value is string => typeof value === 'string' && /Z$/.test(value) && !Number.isNaN(Date.parse(value));
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** A stored note the account accepts (contract studentNote). */
export const isNote = (value: unknown): value is StudentNote => {
  if (typeof value !== 'object' || value === null) return false;
  const note = value as Record<string, unknown>;
  return (
    typeof note.id === 'string' &&
    note.id.length > 0 &&
    note.id.length <= 64 &&
    typeof note.title === 'string' &&
    note.title.length > 0 &&
    note.title.length <= 200 &&
    typeof note.content === 'string' &&
    note.content.length <= 100_000 &&
    isIsoTime(note.createdAt) &&
    isIsoTime(note.updatedAt)
  );
};

/** Every stored note with an id, whether or not the account would take it (none is dropped from this browser). */
export const readLocalNotes = (): LocalNote[] =>
  readList(NOTES_KEY).filter(
    (entry): entry is LocalNote =>
      typeof entry === 'object' && entry !== null && ['string', 'number'].includes(typeof (entry as LocalNote).id),
  );

/** A note's time as a number (ms), so that a legacy or damaged one still compares. */
const timeOf = (value: unknown) => {
  const time = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? 0 : time;
};

/**
 * This browser's notes and the account's, the later version of each (this browser's on a tie); a later deletion on
 * the account removes the note here. Newest first, as the widget lists them.
 */
export function mergeNotes(local: LocalNote[], account: StudentNote[]): LocalNote[] {
  const byId = new Map(local.map((note) => [String(note.id), note]));
  for (const note of account) {
    const mine = byId.get(note.id);
    if (mine && timeOf(mine.updatedAt) >= timeOf(note.updatedAt)) continue;
    if (note.deletedAt) byId.delete(note.id);
    else byId.set(note.id, { id: note.id, title: note.title, content: note.content, createdAt: note.createdAt, updatedAt: note.updatedAt });
  }
  return [...byId.values()].sort((a, b) => timeOf(b.updatedAt) - timeOf(a.updatedAt));
}

/** A kept topic-test result the account accepts (contract testResultBody, its score consistent). */
export const isTestResult = (value: unknown): value is TestResultToSave => {
  if (typeof value !== 'object' || value === null) return false;
  const { subTopicName, score, completedAt } = value as Partial<TestResultToSave>;
  if (typeof subTopicName !== 'string' || subTopicName.length < 1 || subTopicName.length > 120 || !isIsoTime(completedAt)) return false;
  if (typeof score !== 'object' || score === null) return false;
  const { correct, total, answered, percentage } = score;
  return (
    isCount(correct) &&
    isCount(answered) &&
    isCount(total) &&
    total >= 1 &&
    total <= 1000 &&
    answered <= total &&
    correct <= answered &&
    percentage === Math.round((correct / total) * 100)
  );
};

export const readKeptResults = (): TestResultToSave[] => readList(KEPT_RESULTS_KEY).filter(isTestResult);

/** The attempt ids of the full papers this browser submitted, once each. */
export const readPaperAttemptIds = (): string[] => [
  ...new Set(
    readList(PAPER_HISTORY_KEY)
      .map((entry) => (entry as { attemptId?: unknown } | null)?.attemptId)
      .filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 64),
  ),
];
