import { describe, expect, it } from 'vitest';
import { brokenStorage, MemoryStorage } from '@/lib/memory-storage.test-support';
import { HISTORY_KEY, HISTORY_LIMIT, loadHistory, recordAttempt, scorePercent, type HistoryEntry } from './history';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 2, 1, 9, 0, 0);
const entry = (attemptId: string, date: number, score = 40, slug = 'ssc-cgl-2023'): HistoryEntry => ({
  attemptId,
  slug,
  title: 'SSC CGL Tier 1 2023',
  date,
  score,
  maxScore: 200,
  percentile: 62.5,
});

describe('the attempt history on this device', () => {
  it('records scored attempts and gives them back oldest first', () => {
    const storage = new MemoryStorage();
    recordAttempt(storage, entry('b', T0 + DAY));
    recordAttempt(storage, entry('a', T0));
    expect(loadHistory(storage).map((item) => item.attemptId)).toEqual(['a', 'b']);
    expect(loadHistory(storage)[0]).toEqual(entry('a', T0));
  });

  it('records an attempt once, however often its result is shown', () => {
    const storage = new MemoryStorage();
    recordAttempt(storage, entry('a', T0, 40));
    recordAttempt(storage, entry('a', T0, 99));
    expect(loadHistory(storage)).toEqual([entry('a', T0, 40)]);
  });

  it('keeps the newest HISTORY_LIMIT attempts', () => {
    const storage = new MemoryStorage();
    for (let index = 0; index < HISTORY_LIMIT + 5; index++) recordAttempt(storage, entry(`a${index}`, T0 + index * DAY));
    const history = loadHistory(storage);
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(history[0].attemptId).toBe('a5');
    expect(history.at(-1)?.attemptId).toBe(`a${HISTORY_LIMIT + 4}`);
  });

  it('skips damaged entries and survives a damaged or missing store', () => {
    const storage = new MemoryStorage({
      [HISTORY_KEY]: JSON.stringify([entry('a', T0), { attemptId: 'b' }, null, { ...entry('c', T0), score: 'x' }]),
    });
    expect(loadHistory(storage).map((item) => item.attemptId)).toEqual(['a']);
    expect(loadHistory(new MemoryStorage({ [HISTORY_KEY]: '{oops' }))).toEqual([]);
    expect(loadHistory(new MemoryStorage({ [HISTORY_KEY]: '{"a":1}' }))).toEqual([]);
    expect(loadHistory(undefined)).toEqual([]);
    expect(loadHistory(brokenStorage)).toEqual([]);
    expect(recordAttempt(brokenStorage, entry('a', T0))).toEqual([entry('a', T0)]);
  });

  it('still returns the new history when the store is full', () => {
    const full = new MemoryStorage();
    full.failWrites = true;
    expect(recordAttempt(full, entry('a', T0))).toEqual([entry('a', T0)]);
    expect(loadHistory(full)).toEqual([]);
  });
});

describe('scorePercent', () => {
  it('is the score as a share of the maximum, one decimal, negative when negative marking takes it below zero', () => {
    expect(scorePercent({ score: 47.75, maxScore: 100 })).toBe(47.8);
    expect(scorePercent({ score: 200, maxScore: 200 })).toBe(100);
    expect(scorePercent({ score: -3.5, maxScore: 100 })).toBe(-3.5);
    expect(scorePercent({ score: 5, maxScore: 0 })).toBe(0);
  });
});
