import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { browserStorage } from '@/lib/storage';
import { SAVED_QUESTION_EVENT, type SavedQuestionChange } from '@/lib/saved-questions';

/*
 * A signed-in browser and its account stay in step: at sign-in, what the browser holds joins the account
 * (merge-at-sign-in.ts); then each save or removal of a question follows to the account, after localStorage. Every
 * change goes through a queue in localStorage (so none is lost while the sender loads or the network is away) and is
 * sent by ./sync-send.ts, loaded only when there is something to send: a page of an anonymous student carries only
 * this listener.
 */

/** The changes waiting for the network: the last action per question. */
export const SYNC_QUEUE_KEY = 'studentSyncQueue';

export type Queued = { questionId: string; saved: boolean };

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

export const readQueue = (): Queued[] => {
  const queue = readJson<unknown>(SYNC_QUEUE_KEY, []);
  return Array.isArray(queue) ? queue.filter((entry): entry is Queued => typeof entry?.questionId === 'string') : [];
};

/** Puts a change in the queue, replacing an older one for the same question (the last action is what counts). */
function enqueue(change: Queued) {
  writeJson(SYNC_QUEUE_KEY, [...readQueue().filter((entry) => entry.questionId !== change.questionId), change]);
}

/** The sender (its own chunk), loaded when there is something to send. */
const sender = () =>
  import('./sync-send').catch((error: unknown) => {
    console.warn('Could not load the account sync', error);
    return undefined;
  });

/** Sends what the queue holds. */
const send = () => sender().then((module) => module?.flushSyncQueue());

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

/** While a student is signed in: each save or removal follows to the account; queued ones go when back online. */
export function useAccountSync(signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) return;
    const onChange = (event: Event) => {
      const { questionId, saved } = (event as CustomEvent<SavedQuestionChange>).detail;
      enqueue({ questionId, saved });
      void send();
    };
    const onOnline = () => void send();
    window.addEventListener(SAVED_QUESTION_EVENT, onChange);
    window.addEventListener('online', onOnline);
    // What waited while signed out or offline goes now.
    if (readQueue().length > 0) void send();
    return () => {
      window.removeEventListener(SAVED_QUESTION_EVENT, onChange);
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
