import { useEffect } from 'react';
import type { StudentNote } from '@exam-prep/contract/student/progress';
import { browserStorage } from '@/lib/storage';
import { SAVED_QUESTION_EVENT, readSavedIds, writeSavedIds, type SavedQuestionChange } from '@/lib/saved-questions';
import { ApiError } from '@/lib/api';
import { mergeIntoAccount } from '@/features/student/api/merge';
import { saveQuestionToAccount } from '@/features/student/api/save-question';
import { removeQuestionFromAccount } from '@/features/student/api/remove-saved-question';

/*
 * A signed-in browser and its account stay in step: at sign-in, what the browser holds joins the account (POST merge)
 * and the account's comes back (a union both ways); then each save or removal of a question follows to the account,
 * after localStorage. A change the network refused waits in a queue (in localStorage) and is sent when the device is
 * back online or at the next sign-in.
 */

/** The notes widget's localStorage key (features/notes/lib/notes-storage.ts NOTES_KEY: features do not import each other). */
const NOTES_KEY = 'userNotes';
/** The changes waiting for the network: the last action per question. */
export const SYNC_QUEUE_KEY = 'studentSyncQueue';

type Queued = { questionId: string; saved: boolean };

function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = browserStorage()?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

function writeJson(key: string, value: unknown) {
  try {
    browserStorage()?.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`Could not write ${key}`, error);
  }
}

const readQueue = (): Queued[] => {
  const queue = readJson<unknown>(SYNC_QUEUE_KEY, []);
  return Array.isArray(queue) ? queue.filter((entry): entry is Queued => typeof entry?.questionId === 'string') : [];
};

/** Puts a change in the queue, replacing an older one for the same question (the last action is what counts). */
function enqueue(change: Queued) {
  writeJson(SYNC_QUEUE_KEY, [...readQueue().filter((entry) => entry.questionId !== change.questionId), change]);
}

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

let flushing: Promise<void> | undefined;
let flushAgain = false;

/** Sends the queued changes in order, one run at a time (a change queued meanwhile goes in the next run). */
export function flushSyncQueue(): Promise<void> {
  if (flushing) {
    flushAgain = true;
    return flushing;
  }
  flushing = (async () => {
    do {
      flushAgain = false;
      await sendQueued();
    } while (flushAgain);
  })().finally(() => (flushing = undefined));
  return flushing;
}

/** Stops at the first change the network refuses; one the server refuses for good (a 401, a 404) is dropped. */
async function sendQueued(): Promise<void> {
  for (const change of readQueue()) {
    try {
      await (change.saved ? saveQuestionToAccount(change.questionId) : removeQuestionFromAccount(change.questionId));
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      // No connection, or the server is having trouble: try again later. Anything else will not get better.
      if (status === 0 || status >= 500 || status === 429) return;
    }
    writeJson(
      SYNC_QUEUE_KEY,
      readQueue().filter((entry) => !(entry.questionId === change.questionId && entry.saved === change.saved)),
    );
  }
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

/** While a student is signed in: each save or removal follows to the account; queued ones go when back online. */
export function useAccountSync(signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) return;
    const onChange = (event: Event) => {
      const { questionId, saved } = (event as CustomEvent<SavedQuestionChange>).detail;
      enqueue({ questionId, saved });
      void flushSyncQueue();
    };
    const onOnline = () => void flushSyncQueue();
    window.addEventListener(SAVED_QUESTION_EVENT, onChange);
    window.addEventListener('online', onOnline);
    // What waited while signed out or offline goes now.
    if (readQueue().length > 0) void flushSyncQueue();
    return () => {
      window.removeEventListener(SAVED_QUESTION_EVENT, onChange);
      window.removeEventListener('online', onOnline);
    };
  }, [signedIn]);
}
