import type { StudentNote } from '@exam-prep/contract/student/progress';
import { readSavedIds, writeSavedIds } from '@/lib/saved-questions';
import { mergeIntoAccount } from '@/features/student/api/merge';
import { readJson, writeJson } from './sync';
import { flushSyncQueue } from './sync-send';

/*
 * At sign-in, what this browser holds joins the account (POST merge) and the account's comes back (a union both ways).
 * Loaded with the sign-in screen only; the sync that follows each save (./sync.ts) is on every page.
 */

/** The notes widget's localStorage key (features/notes/lib/notes-storage.ts NOTES_KEY: features do not import each other). */
const NOTES_KEY = 'userNotes';

const isIsoTime = (value: unknown) => typeof value === 'string' && /Z$/.test(value) && !Number.isNaN(Date.parse(value));

/** A stored note the merge accepts (contract studentNote: one bad note would refuse the whole merge). */
const isNote = (value: unknown): value is StudentNote => {
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

/** This browser's notes and the account's, the later version of each; a later deletion on the account removes it here. */
export function mergeNotes(local: StudentNote[], account: StudentNote[]): StudentNote[] {
  const byId = new Map(local.map((note) => [note.id, note]));
  for (const note of account) {
    const mine = byId.get(note.id);
    if (mine && mine.updatedAt >= note.updatedAt) continue;
    if (note.deletedAt) byId.delete(note.id);
    else byId.set(note.id, { id: note.id, title: note.title, content: note.content, createdAt: note.createdAt, updatedAt: note.updatedAt });
  }
  return [...byId.values()].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/**
 * After a sign-in: this browser's saved questions and notes join the account, and the account's come back here.
 * A failure changes nothing (the next sign-in merges again); it never stands in the way of signing in.
 */
export async function syncAfterSignIn(): Promise<void> {
  const held = readSavedIds();
  const rawNotes = readJson<unknown>(NOTES_KEY, []);
  const notes = Array.isArray(rawNotes) ? rawNotes.filter(isNote) : [];
  try {
    await flushSyncQueue();
    const account = await mergeIntoAccount({ savedQuestions: held, notes });
    const now = readSavedIds();
    const union = [...now, ...account.savedQuestions.filter((id) => !now.includes(id))];
    if (union.length !== now.length) writeSavedIds(union);
    const mergedNotes = mergeNotes(notes, account.notes);
    if (JSON.stringify(mergedNotes) !== JSON.stringify(notes)) writeJson(NOTES_KEY, mergedNotes);
  } catch (error) {
    console.warn('Could not merge this browser into the account', error);
  }
}
