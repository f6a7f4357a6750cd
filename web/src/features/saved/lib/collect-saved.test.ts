import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { collectSaved, isUsableRecord, loadSavedQuestions } from './collect-saved';

const record = (id: string) => ({
  question: { _id: id, question: `<p>${id}</p>`, answer: 'x' },
  options: [{ _id: `${id}-a`, option_type: 'text', option_text: 'x', path_url: null }],
});
const ok = (value: unknown): PromiseSettledResult<unknown> => ({ status: 'fulfilled', value });
const fail = (reason: unknown): PromiseSettledResult<unknown> => ({ status: 'rejected', reason });

describe('isUsableRecord', () => {
  it('needs a question and an options list', () => {
    expect(isUsableRecord(record('a'))).toBe(true);
    expect(isUsableRecord({ question: record('a').question })).toBe(false);
    expect(isUsableRecord({ options: [] })).toBe(false);
    expect(isUsableRecord({ question: null, options: [] })).toBe(false);
    expect(isUsableRecord({ question: record('a').question, options: 'none' })).toBe(false);
    expect(isUsableRecord(null)).toBe(false);
  });
});

describe('collectSaved', () => {
  it('drops ids whose fetch failed or whose data is incomplete, keeping order', () => {
    const result = collectSaved([ok(record('a')), fail(new ApiError(404, 'Not found')), ok({ question: null }), ok(record('b'))]);
    expect(result.records.map((r) => r.question._id)).toEqual(['a', 'b']);
    expect(result.failed).toBe(false);
  });

  it('skips a single network failure silently when other questions loaded', () => {
    const result = collectSaved([ok(record('a')), fail(new ApiError(0, 'Network error'))]);
    expect(result.records).toHaveLength(1);
    expect(result.failed).toBe(false);
  });

  it('fails the whole load when nothing loaded because the server could not be reached', () => {
    expect(collectSaved([fail(new ApiError(0, 'Network error')), fail(new ApiError(404, 'x'))]).failed).toBe(true);
    expect(collectSaved([fail(new ApiError(503, 'CMS unreachable'))]).failed).toBe(true);
    expect(collectSaved([fail(new TypeError('boom'))]).failed).toBe(true);
  });

  it('is an empty success when every saved question is gone', () => {
    expect(collectSaved([fail(new ApiError(404, 'x')), ok({})])).toEqual({ records: [], failed: false });
    expect(collectSaved([])).toEqual({ records: [], failed: false });
  });
});

describe('loadSavedQuestions', () => {
  it('fetches every id in parallel and lists the newest saved first', async () => {
    const started: string[] = [];
    const pending = new Map<string, (value: unknown) => void>();
    const promise = loadSavedQuestions(['old', 'mid', 'new'], (id) => {
      started.push(id);
      return new Promise((resolve) => pending.set(id, resolve));
    });
    // All three requests are in flight before any answers.
    expect(started.sort()).toEqual(['mid', 'new', 'old']);
    for (const [id, resolve] of pending) resolve(record(id));
    const result = await promise;
    expect(result.records.map((r) => r.question._id)).toEqual(['new', 'mid', 'old']);
  });
});
