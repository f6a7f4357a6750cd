import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

/**
 * Full-paper submissions made without a network, kept in IndexedDB until the server has answered them. The page
 * and the service worker share it: the page queues a submission its request could not deliver and sends the queue
 * on page load and on `online`; the service worker sends it on Background Sync (SUBMISSIONS_SYNC_TAG). Whoever
 * gets an answer stores it as the attempt's outcome, which the paper's page reads (now or on a later visit).
 *
 * One entry per attempt: queueing an attempt again changes nothing, and the sends are serialised across the page
 * and the service worker (Web Locks, where the browser has them), because the server answers a second submission
 * of one attempt with 409 and no result.
 */

/** Background Sync's tag for the queue (registration.sync.register). */
export const SUBMISSIONS_SYNC_TAG = 'exam-prep-submissions';
/** Posted by the service worker to its pages, and dispatched on window by a page, when an outcome was stored. */
export const SUBMISSION_OUTCOME_EVENT = 'exam-prep:submission-outcome';

export interface QueuedSubmission {
  attemptId: string;
  slug: string;
  /** The request's path as the page would send it (with `?locale=hi` on a Hindi page: the result's language). */
  path: string;
  /** The JSON body the page sends (attempt_id, responses, time_spent_seconds). */
  body: unknown;
  queuedAt: number;
}

export type SubmissionOutcome =
  | { attemptId: string; slug: string; kind: 'scored'; result: unknown; at: number }
  /** A definitive refusal (4xx): the attempt can never be scored (unknown, deleted, already submitted, malformed). */
  | { attemptId: string; slug: string; kind: 'rejected'; status: number; message: string; at: number };

/** The key-value store the queue lives in: idb-keyval in the browser, a Map in unit tests. */
export interface QueueStorage {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  entries<T>(): Promise<Array<[string, T]>>;
}

/** What the queue needs of the environment; the browser's by default. */
export interface QueueDeps {
  storage: QueueStorage;
  fetch: (path: string, init: RequestInit) => Promise<Response>;
  now: () => number;
  /** Runs `task` exclusively across the page and the service worker, where the browser can. */
  exclusive: <T>(task: () => Promise<T>) => Promise<T>;
  /** Tells pages an outcome was stored. */
  announce: (outcome: SubmissionOutcome) => void;
}

const QUEUED = 'queued:';
const OUTCOME = 'outcome:';
const LOCK_NAME = 'exam-prep-submissions';

let idbStore: UseStore | undefined;
// A database of its own (as the kept items have), so no other idb-keyval user's clear() reaches it.
const queueStore = () => (idbStore ??= createStore('exam-prep-submissions', 'submissions'));

export const idbQueueStorage: QueueStorage = {
  get: (key) => get(key, queueStore()),
  set: (key, value) => set(key, value, queueStore()),
  del: (key) => del(key, queueStore()),
  entries: <T>() => entries<string, T>(queueStore()),
};

/** A Map standing in for IndexedDB (unit tests). */
export function memoryQueueStorage(map = new Map<string, unknown>()): QueueStorage {
  return {
    get: async <T>(key: string) => map.get(key) as T | undefined,
    set: async (key, value) => void map.set(key, structuredClone(value)),
    del: async (key) => void map.delete(key),
    entries: async <T>() => [...map.entries()] as Array<[string, T]>,
  };
}

type LockManagerLike = { request<T>(name: string, task: () => Promise<T>): Promise<T> };

function lockManager(): LockManagerLike | undefined {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return locks && typeof locks.request === 'function' ? locks : undefined;
}

/** Within one context, one flush at a time even without Web Locks. */
let localChain: Promise<unknown> = Promise.resolve();

function exclusively<T>(task: () => Promise<T>): Promise<T> {
  const locks = lockManager();
  const run = () => (locks ? locks.request(LOCK_NAME, task) : task());
  const next = localChain.then(run, run);
  localChain = next.catch(() => undefined);
  return next;
}

function announceOutcome(outcome: SubmissionOutcome) {
  const message = { type: SUBMISSION_OUTCOME_EVENT, attemptId: outcome.attemptId };
  const scope = globalThis as unknown as {
    clients?: { matchAll(options: object): Promise<Array<{ postMessage(message: unknown): void }>> };
    dispatchEvent?: (event: Event) => boolean;
  };
  if (scope.clients) {
    // In the service worker: every page of the origin hears it.
    void scope.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((pages) => pages.forEach((page) => page.postMessage(message)));
  } else if (typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent(SUBMISSION_OUTCOME_EVENT, { detail: message }));
  }
}

export const browserQueueDeps: QueueDeps = {
  storage: idbQueueStorage,
  fetch: (path, init) => fetch(path, init),
  now: () => Date.now(),
  exclusive: exclusively,
  announce: announceOutcome,
};

let defaults: QueueDeps = browserQueueDeps;

/** Replaces the environment (unit tests); no argument restores the browser's. */
export function setQueueDeps(replacement?: Partial<QueueDeps>) {
  defaults = replacement ? { ...browserQueueDeps, ...replacement } : browserQueueDeps;
}

/** Whether this browser can keep a queue (IndexedDB; a test's replacement always can). */
export function canQueueSubmissions(): boolean {
  return defaults !== browserQueueDeps || typeof indexedDB !== 'undefined';
}

/**
 * Keeps a submission until it is delivered. Idempotent by attempt: an attempt already queued, or already answered,
 * is left as it is (false); true when this call queued it.
 */
export async function queueSubmission(entry: Omit<QueuedSubmission, 'queuedAt'>, deps: QueueDeps = defaults): Promise<boolean> {
  return deps.exclusive(async () => {
    const known =
      (await deps.storage.get(QUEUED + entry.attemptId)) ?? (await deps.storage.get<SubmissionOutcome>(OUTCOME + entry.attemptId));
    if (known) return false;
    await deps.storage.set(QUEUED + entry.attemptId, { ...entry, queuedAt: deps.now() } satisfies QueuedSubmission);
    return true;
  });
}

export async function isQueued(attemptId: string, deps: QueueDeps = defaults): Promise<boolean> {
  return (await deps.storage.get(QUEUED + attemptId)) !== undefined;
}

export function readOutcome(attemptId: string, deps: QueueDeps = defaults): Promise<SubmissionOutcome | undefined> {
  return deps.storage.get<SubmissionOutcome>(OUTCOME + attemptId);
}

/** Forgets an outcome once the page has stored it with the attempt. */
export function clearOutcome(attemptId: string, deps: QueueDeps = defaults): Promise<void> {
  return deps.storage.del(OUTCOME + attemptId);
}

/** Forgets an attempt's queued submission and outcome (the student gave the attempt up). */
export async function forgetSubmission(attemptId: string, deps: QueueDeps = defaults): Promise<void> {
  await deps.exclusive(async () => {
    await deps.storage.del(QUEUED + attemptId);
    await deps.storage.del(OUTCOME + attemptId);
  });
}

/** Whether an HTTP status says "try again later" rather than "never": request timeout, rate limit, server faults. */
export const isRetryableStatus = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown; error?: { message?: unknown } };
    const message = body?.message ?? body?.error?.message;
    if (typeof message === 'string' && message) return message;
  } catch {
    // No JSON: the status says enough.
  }
  return `Request failed (${response.status})`;
}

export interface FlushReport {
  scored: string[];
  rejected: string[];
  /** Still queued: the network failed or the server could not answer now. */
  kept: string[];
}

/**
 * Sends every queued submission once, oldest first. A 2xx stores the result as the attempt's outcome and a
 * definitive 4xx stores the refusal; either removes the entry. A network error, a timeout, a rate limit or a 5xx
 * keeps it for the next try (the next `online`, page load or sync).
 */
export async function flushSubmissions(deps: QueueDeps = defaults): Promise<FlushReport> {
  return deps.exclusive(async () => {
    const report: FlushReport = { scored: [], rejected: [], kept: [] };
    const queued = (await deps.storage.entries<QueuedSubmission>())
      .filter(([key]) => key.startsWith(QUEUED))
      .map(([, entry]) => entry)
      .sort((a, b) => a.queuedAt - b.queuedAt);
    for (const entry of queued) {
      let response: Response;
      try {
        response = await deps.fetch(entry.path, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify(entry.body),
        });
      } catch {
        report.kept.push(entry.attemptId);
        continue;
      }
      if (isRetryableStatus(response.status)) {
        report.kept.push(entry.attemptId);
        continue;
      }
      const base = { attemptId: entry.attemptId, slug: entry.slug, at: deps.now() };
      let outcome: SubmissionOutcome;
      if (response.ok) {
        let result: unknown;
        try {
          result = await response.json();
        } catch {
          // A 2xx without its body (a proxy cut it): the attempt is submitted, but the result is lost.
          result = undefined;
        }
        outcome = result
          ? { ...base, kind: 'scored', result }
          : { ...base, kind: 'rejected', status: response.status, message: `Request failed (${response.status})` };
      } else {
        outcome = { ...base, kind: 'rejected', status: response.status, message: await messageOf(response) };
      }
      await deps.storage.set(OUTCOME + entry.attemptId, outcome);
      await deps.storage.del(QUEUED + entry.attemptId);
      (outcome.kind === 'scored' ? report.scored : report.rejected).push(entry.attemptId);
      deps.announce(outcome);
    }
    return report;
  });
}

/**
 * Asks the browser to send the queue when it is online again, even if the page is closed by then (Background
 * Sync; Chromium has it). False where it cannot: the page's `online` listener and the next page load still send it.
 */
export async function requestBackgroundSync(): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
    const registration = (await navigator.serviceWorker.getRegistration()) as
      (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined;
    if (!registration?.sync) return false;
    await registration.sync.register(SUBMISSIONS_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}

/** The service worker's side: replays the queue on Background Sync. Call once from the worker's top level. */
export function listenForSubmissionSync(scope: { addEventListener(type: 'sync', listener: (event: Event) => void): void }) {
  scope.addEventListener('sync', (event) => {
    const sync = event as Event & { tag: string; waitUntil(promise: Promise<unknown>): void };
    if (sync.tag !== SUBMISSIONS_SYNC_TAG) return;
    sync.waitUntil(
      flushSubmissions().then((report) => {
        // A rejected promise asks the browser to retry the sync later (with its own back-off).
        if (report.kept.length > 0) throw new Error(`${report.kept.length} submission(s) still queued`);
      }),
    );
  });
}
