import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { browserStorage } from '@/lib/storage';
import { SAVED_QUESTION_EVENT, type SavedQuestionChange } from '@/lib/saved-questions';
import type { TestResultToSave } from '@/features/student/api/save-test-result';
import { KEPT_RESULTS_KEY, NOTE_CHANGE_EVENT, NOTES_OPENED_EVENT, TOPIC_TEST_RESULT_EVENT, resultKey, type NoteChange } from './kept-keys';

/*
 * A signed-in browser and its account stay in step: at sign-in, what the browser holds joins the account
 * (merge-at-sign-in.ts); then each save or removal of a question, each finished topic test and each note saved or
 * deleted follows to the account, after localStorage; opening the notes brings the account's notes here. Every
 * change goes through a queue in localStorage (so none is lost while the sender loads or the network is away) and is
 * sent by ./sync-send.ts, loaded only when there is something to send: a page of an anonymous student carries only
 * these listeners.
 */

/** The changes waiting for the network: the last action per question and per note, each topic-test result. */
export const SYNC_QUEUE_KEY = 'studentSyncQueue';
/** The kept topic-test results already handed to the queue or the merge (by resultKey). */
export const SENT_RESULTS_KEY = 'studentSentTestResults';
/** Set while a merge with the account is due (begun, or failed for want of a network): retried on 'online' and at the next page load. */
export const MERGE_PENDING_KEY = 'studentMergePending';

export type QueuedQuestion = { questionId: string; saved: boolean };
export type QueuedResult = { kind: 'testResult'; result: TestResultToSave };
/** A note to store in the account (note) or to delete there (note null). */
export type QueuedNote = {
  kind: 'note';
  noteId: string;
  note: { title: string; content: string; createdAt: string; updatedAt: string } | null;
};
export type Queued = QueuedQuestion | QueuedResult | QueuedNote;

export function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = browserStorage()?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

/**
 * Forgets what was waiting for this account (signing out, signing out everywhere, deleting it): a queued change is
 * that student's, and must never reach whoever signs in next on this browser.
 */
export function forgetAccountSync() {
  for (const key of [SYNC_QUEUE_KEY, MERGE_PENDING_KEY]) {
    try {
      browserStorage()?.removeItem(key);
    } catch (error) {
      console.warn(`Could not remove ${key}`, error);
    }
  }
}

export function writeJson(key: string, value: unknown) {
  try {
    browserStorage()?.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`Could not write ${key}`, error);
  }
}

function isQueued(entry: unknown): entry is Queued {
  const value = entry as {
    kind?: unknown;
    result?: { subTopicName?: unknown };
    noteId?: unknown;
    note?: unknown;
    questionId?: unknown;
  } | null;
  if (!value || typeof value !== 'object') return false;
  if (value.kind === 'testResult') return typeof value.result?.subTopicName === 'string';
  if (value.kind === 'note') return typeof value.noteId === 'string' && value.note !== undefined;
  return typeof value.questionId === 'string';
}

export const readQueue = (): Queued[] => {
  const queue = readJson<unknown>(SYNC_QUEUE_KEY, []);
  return Array.isArray(queue) ? queue.filter(isQueued) : [];
};

/** What an entry is about: a newer entry about the same thing replaces it (the last action is what counts). */
export const queuedSubject = (entry: Queued) =>
  'kind' in entry ? (entry.kind === 'note' ? `note:${entry.noteId}` : `result:${resultKey(entry.result)}`) : `question:${entry.questionId}`;

/** Puts a change in the queue, replacing an older one about the same thing. */
export function enqueue(change: Queued) {
  const subject = queuedSubject(change);
  writeJson(SYNC_QUEUE_KEY, [...readQueue().filter((entry) => queuedSubject(entry) !== subject), change]);
}

/** Whether a kept topic-test result has not been handed to the queue or the merge yet (./sync-send.ts queues it). */
function hasUnsentResults() {
  const kept = readJson<unknown>(KEPT_RESULTS_KEY, []);
  const sent = readJson<unknown>(SENT_RESULTS_KEY, []);
  return Array.isArray(kept) && kept.some((result) => !(Array.isArray(sent) && sent.includes(resultKey(result as TestResultToSave))));
}

/** The sender (its own chunk), loaded when there is something to send. */
const sender = () =>
  import('./sync-send').catch((error: unknown) => {
    console.warn('Could not load the account sync', error);
    return undefined;
  });

/** Sends what the queue holds, with the kept topic-test results not sent yet. */
const send = () => sender().then((module) => module?.sendAll());

/** A practice page's topic and subtopic (with or without its exam), as the spec's client tracks them; else undefined. */
export function practiceVisit(pathname: string): { topicName: string; subTopicName: string } | undefined {
  const match = /^\/practice\/([^/]+)\/([^/]+)(?:\/[^/]+)?\/?$/.exec(pathname);
  if (!match) return undefined;
  try {
    return { topicName: decodeURIComponent(match[1]!), subTopicName: decodeURIComponent(match[2]!) };
  } catch {
    return undefined;
  }
}

/** A merge that could not finish, done again (through the sender, which loads merge-at-sign-in.ts only then). */
const retryMerge = () => {
  if (readJson(MERGE_PENDING_KEY, false)) void sender().then((module) => module?.mergeAgain());
};

/**
 * While a student is signed in: each save or removal of a question, each topic-test result and each note change
 * follows to the account; opening the notes fetches the account's; what is queued goes when back online, and so
 * does a merge that failed.
 */
export function useAccountSync(signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) return;
    const onQuestion = (event: Event) => {
      const { questionId, saved } = (event as CustomEvent<SavedQuestionChange>).detail;
      enqueue({ questionId, saved });
      void send();
    };
    const onResult = (event: Event) => {
      // Queued at once (also when it could not be kept): the sender marks it sent with the others.
      const result = (event as CustomEvent<TestResultToSave | undefined>).detail;
      if (result) enqueue({ kind: 'testResult', result });
      void send();
    };
    const onNote = (event: Event) => {
      const change = (event as CustomEvent<NoteChange>).detail;
      if (change.deleted) enqueue({ kind: 'note', noteId: change.noteId, note: null });
      else {
        const { id, title, content, createdAt, updatedAt } = change.note;
        enqueue({ kind: 'note', noteId: id, note: { title, content, createdAt, updatedAt } });
      }
      void send();
    };
    const onNotesOpened = () => void sender().then((module) => module?.pullAccountNotes());
    const onOnline = () => {
      void send();
      retryMerge();
    };
    window.addEventListener(SAVED_QUESTION_EVENT, onQuestion);
    window.addEventListener(TOPIC_TEST_RESULT_EVENT, onResult);
    window.addEventListener(NOTE_CHANGE_EVENT, onNote);
    window.addEventListener(NOTES_OPENED_EVENT, onNotesOpened);
    window.addEventListener('online', onOnline);
    // What waited while the session was being checked, or offline, goes now; so does a merge that failed.
    if (readQueue().length > 0 || hasUnsentResults()) void send();
    retryMerge();
    return () => {
      window.removeEventListener(SAVED_QUESTION_EVENT, onQuestion);
      window.removeEventListener(TOPIC_TEST_RESULT_EVENT, onResult);
      window.removeEventListener(NOTE_CHANGE_EVENT, onNote);
      window.removeEventListener(NOTES_OPENED_EVENT, onNotesOpened);
      window.removeEventListener('online', onOnline);
    };
  }, [signedIn]);
}

/** While a student is signed in: each practice page opened is recorded in the account (once per page). */
export function useVisitTracking(signedIn: boolean) {
  const { pathname } = useLocation();
  useEffect(() => {
    const visit = signedIn ? practiceVisit(pathname) : undefined;
    if (visit) void sender().then((module) => module?.recordVisit(visit.topicName, visit.subTopicName));
  }, [signedIn, pathname]);
}
