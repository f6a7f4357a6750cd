import { useEffect } from 'react';
import { browserStorage } from '@/lib/storage';
import { SAVED_QUESTION_EVENT, type SavedQuestionChange } from '@/lib/saved-questions';
import { ApiError } from '@/lib/api';
import { saveQuestionToAccount } from '@/features/student/api/save-question';
import { removeQuestionFromAccount } from '@/features/student/api/remove-saved-question';

/*
 * A signed-in browser and its account stay in step: at sign-in, what the browser holds joins the account
 * (merge-at-sign-in.ts); then each save or removal of a question follows to the account, after localStorage. A change the network refused waits in a queue (in localStorage) and is sent when the device is
 * back online or at the next sign-in.
 */

/** The changes waiting for the network: the last action per question. */
export const SYNC_QUEUE_KEY = 'studentSyncQueue';

type Queued = { questionId: string; saved: boolean };

export function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = browserStorage()?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown) {
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
