import type { StudentNote } from '@exam-prep/contract/student/progress';
import { ApiError } from '@/lib/api';
import { saveQuestionToAccount } from '@/features/student/api/save-question';
import { removeQuestionFromAccount } from '@/features/student/api/remove-saved-question';
import { saveTestResultToAccount, type TestResultToSave } from '@/features/student/api/save-test-result';
import { deleteAccountNote, listAccountNotes, putAccountNote } from '@/features/student/api/notes';
import { trackTopicVisit } from '@/features/student/api/track-topic-visit';
import { isNote, mergeNotes, readKeptResults, readList, readLocalNotes, type LocalNote } from './kept-data';
import { KEPT_RESULTS_KEY, NOTES_KEY, NOTES_STORED_EVENT, resultKey } from './kept-keys';
import { SENT_RESULTS_KEY, SYNC_QUEUE_KEY, enqueue, readJson, readQueue, writeJson, type Queued } from './sync';

/** The sender of the account sync's queue (./sync.ts): loaded once a signed-in student has something to send. */

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

/** The ids of notes with a change still waiting: the account's version of those must not overwrite this browser's. */
export const pendingNoteIds = () =>
  new Set(readQueue().flatMap((entry) => ('kind' in entry && entry.kind === 'note' ? [entry.noteId] : [])));

/** Queues each kept topic-test result not handed on yet (one announced while the session was unknown, or offline). */
export function queueKeptResults() {
  const kept = readKeptResults();
  const sent = readJson<unknown>(SENT_RESULTS_KEY, []);
  const isSent = (key: string) => Array.isArray(sent) && sent.includes(key);
  const fresh = kept.filter((result) => !isSent(resultKey(result)));
  for (const result of fresh) enqueue({ kind: 'testResult', result });
  // Every entry still kept counts as handled, a damaged one too (never sendable); the list stays as short as the kept one.
  const handled = readList(KEPT_RESULTS_KEY).map((entry) => resultKey(entry as TestResultToSave));
  if (fresh.length > 0 || JSON.stringify(sent) !== JSON.stringify(handled)) writeJson(SENT_RESULTS_KEY, handled);
}

/** Sends the queue, with the kept topic-test results not sent yet. */
export function sendAll(): Promise<void> {
  queueKeptResults();
  return flushSyncQueue();
}

/** No connection, or the server is having trouble: try again later. Anything else (a 400, 401, 404) will not get better. */
const isPassing = (error: unknown) => {
  const status = error instanceof ApiError ? error.status : 0;
  return status === 0 || status >= 500 || status === 429;
};

/** Stops at the first change the network refuses; one the server refuses for good is dropped. */
async function sendQueued(): Promise<void> {
  for (const change of readQueue()) {
    try {
      await sendOne(change);
    } catch (error) {
      if (isPassing(error)) return;
    }
    // Only this very change leaves the queue: a newer one about the same thing, queued meanwhile, stays.
    const sent = JSON.stringify(change);
    writeJson(
      SYNC_QUEUE_KEY,
      readQueue().filter((entry) => JSON.stringify(entry) !== sent),
    );
  }
}

async function sendOne(change: Queued): Promise<void> {
  if (!('kind' in change)) {
    await (change.saved ? saveQuestionToAccount(change.questionId) : removeQuestionFromAccount(change.questionId));
    return;
  }
  if (change.kind === 'testResult') {
    await saveTestResultToAccount(change.result);
    return;
  }
  if (change.note === null) {
    await deleteAccountNote(change.noteId);
    return;
  }
  const { note } = await putAccountNote(change.noteId, change.note);
  // The account kept a later version (changed on another device): that one is shown here too.
  if (!pendingNoteIds().has(note.id)) storeNotes(mergeNotes(readLocalNotes(), [note]));
}

/** Rewrites the stored notes when they changed, and tells the notes panel to show them. */
export function storeNotes(notes: LocalNote[]) {
  if (JSON.stringify(notes) === JSON.stringify(readLocalNotes())) return;
  writeJson(NOTES_KEY, notes);
  window.dispatchEvent(new Event(NOTES_STORED_EVENT));
}

/**
 * The notes panel opened: this browser's changes go first, then the account's notes join this browser's (the later
 * version of each wins, a later deletion removes), and this browser's notes the account lacks, or holds in an older
 * version, go up. A note with a change still queued keeps this browser's version. A failure is only logged.
 */
export async function pullAccountNotes(): Promise<void> {
  await flushSyncQueue();
  let account: StudentNote[];
  try {
    ({ notes: account } = await listAccountNotes());
  } catch (error) {
    console.warn("Could not fetch the account's notes", error);
    return;
  }
  const pending = pendingNoteIds();
  const merged = mergeNotes(
    readLocalNotes(),
    account.filter((note) => !pending.has(note.id)),
  );
  storeNotes(merged);
  const theirs = new Map(account.map((note) => [note.id, note]));
  const behind = merged.filter(
    (note): note is StudentNote =>
      isNote(note) &&
      !pending.has(note.id) &&
      (!theirs.has(note.id) || Date.parse(theirs.get(note.id)!.updatedAt) < Date.parse(note.updatedAt)),
  );
  for (const { id, title, content, createdAt, updatedAt } of behind)
    enqueue({ kind: 'note', noteId: id, note: { title, content, createdAt, updatedAt } });
  if (behind.length > 0) await flushSyncQueue();
}

/** Records a practice page's visit in the account (for the dashboard's recent topics and "continue"); a failure is only logged. */
export async function recordVisit(topicName: string, subTopicName: string): Promise<void> {
  try {
    await trackTopicVisit(topicName, subTopicName);
  } catch (error) {
    console.warn('Could not record the visit', error);
  }
}

/** The merge with the account that failed (offline), done again. */
export async function mergeAgain(): Promise<void> {
  try {
    await (await import('./merge-at-sign-in')).syncAfterSignIn();
  } catch (error) {
    console.warn('Could not load the account merge', error);
  }
}
