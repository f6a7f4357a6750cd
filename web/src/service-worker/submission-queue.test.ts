import { describe, expect, it, vi } from 'vitest';
import {
  clearOutcome,
  flushSubmissions,
  isQueued,
  memoryQueueStorage,
  queueSubmission,
  readOutcome,
  type QueueDeps,
  type SubmissionOutcome,
} from './submission-queue';

const body = { attempt_id: 'attempt-1', responses: [{ question_id: 'q1', option_id: 'o1' }], time_spent_seconds: 60 };
const entry = (attemptId = 'attempt-1', slug = 'ibps-po') => ({
  attemptId,
  slug,
  path: `/api/mock-tests/slug/${slug}/submit?locale=hi`,
  body: { ...body, attempt_id: attemptId },
});

const json = (status: number, value: unknown) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

function setup(answers: Array<Response | Error>) {
  const map = new Map<string, unknown>();
  const announced: SubmissionOutcome[] = [];
  const fetch = vi.fn(async () => {
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  });
  let clock = 1_000;
  const deps: QueueDeps = {
    storage: memoryQueueStorage(map),
    fetch,
    now: () => clock++,
    exclusive: (task) => task(),
    announce: (outcome) => announced.push(outcome),
  };
  return { deps, fetch, map, announced };
}

describe('the submission queue', () => {
  it('queues an attempt once: queueing it again (another tab, a reload) keeps the first entry', async () => {
    const { deps, map } = setup([]);
    expect(await queueSubmission(entry(), deps)).toBe(true);
    expect(await queueSubmission({ ...entry(), body: { other: true } }, deps)).toBe(false);
    expect([...map.keys()]).toEqual(['queued:attempt-1']);
    expect(map.get('queued:attempt-1')).toMatchObject({ body, queuedAt: 1_000 });
    expect(await isQueued('attempt-1', deps)).toBe(true);
  });

  it('sends the body the page sends, to the page’s path, and stores the result for the page', async () => {
    const result = { score: 1, max_score: 2, late: true };
    const { deps, fetch, announced } = setup([json(200, result)]);
    await queueSubmission(entry(), deps);
    expect(await flushSubmissions(deps)).toEqual({ scored: ['attempt-1'], rejected: [], kept: [] });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/mock-tests/slug/ibps-po/submit?locale=hi');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual(body);
    expect(await readOutcome('attempt-1', deps)).toMatchObject({ kind: 'scored', slug: 'ibps-po', result });
    expect(announced.map((outcome) => outcome.attemptId)).toEqual(['attempt-1']);
    expect(await isQueued('attempt-1', deps)).toBe(false);
  });

  it('sends each submission once: a second flush sends nothing, and an answered attempt cannot be queued again', async () => {
    const { deps, fetch } = setup([json(200, { score: 0 }), json(200, { score: 0 })]);
    await queueSubmission(entry(), deps);
    await flushSubmissions(deps);
    expect(await flushSubmissions(deps)).toEqual({ scored: [], rejected: [], kept: [] });
    expect(await queueSubmission(entry(), deps)).toBe(false);
    await flushSubmissions(deps);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps a submission on a network error, a 5xx, a timeout or a rate limit, and sends it on the next try', async () => {
    const { deps, fetch } = setup([
      new TypeError('Failed to fetch'),
      json(503, { message: 'down' }),
      json(429, { message: 'slow down' }),
      json(408, {}),
      json(200, { score: 3 }),
    ]);
    await queueSubmission(entry(), deps);
    for (let attempt = 0; attempt < 4; attempt++) {
      expect(await flushSubmissions(deps)).toEqual({ scored: [], rejected: [], kept: ['attempt-1'] });
      expect(await readOutcome('attempt-1', deps)).toBeUndefined();
    }
    expect((await flushSubmissions(deps)).scored).toEqual(['attempt-1']);
    expect(fetch).toHaveBeenCalledTimes(5);
  });

  it('drops a submission the server refuses for good (4xx), keeping its message for the page', async () => {
    const { deps } = setup([
      json(404, { message: 'Attempt not found: open the paper again to start a new attempt' }),
      json(409, { error: { message: 'This attempt has already been submitted' } }),
    ]);
    await queueSubmission(entry('gone'), deps);
    await queueSubmission(entry('twice'), deps);
    expect(await flushSubmissions(deps)).toEqual({ scored: [], rejected: ['gone', 'twice'], kept: [] });
    expect(await readOutcome('gone', deps)).toMatchObject({ kind: 'rejected', status: 404, message: /Attempt not found/ });
    expect(await readOutcome('twice', deps)).toMatchObject({ kind: 'rejected', status: 409, message: /already been submitted/ });
    expect(await isQueued('gone', deps)).toBe(false);
    expect(await isQueued('twice', deps)).toBe(false);
  });

  it('sends the oldest first and carries on past one that fails', async () => {
    const { deps, fetch } = setup([new TypeError('offline'), json(200, { score: 2 })]);
    await queueSubmission(entry('first'), deps);
    await queueSubmission(entry('second', 'ssc-cgl'), deps);
    expect(await flushSubmissions(deps)).toEqual({ scored: ['second'], rejected: [], kept: ['first'] });
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toContain('/ibps-po/');
    expect(await isQueued('first', deps)).toBe(true);
  });

  it('forgets an outcome once the page has stored it', async () => {
    const { deps, map } = setup([json(200, { score: 1 })]);
    await queueSubmission(entry(), deps);
    await flushSubmissions(deps);
    await clearOutcome('attempt-1', deps);
    expect(map.size).toBe(0);
  });
});
