// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryStorage, brokenStorage } from '@/lib/memory-storage.test-support';
import { KEPT_RESULTS_KEY, KEPT_RESULTS_LIMIT, TOPIC_TEST_RESULT_EVENT, keepResult, type KeptResult } from './kept-results';
import type { TestResult } from './scoring';

const result = (correct: number, answered: number, total: number): TestResult => ({
  total,
  answered,
  correct,
  wrong: answered - correct,
  skipped: total - answered,
  percentage: Math.round((correct / total) * 100),
  review: [],
});
const AT = Date.parse('2026-11-20T10:30:00.000Z');

const announced: KeptResult[] = [];
const listen = (event: Event) => announced.push((event as CustomEvent<KeptResult>).detail);
window.addEventListener(TOPIC_TEST_RESULT_EVENT, listen);
afterEach(() => void announced.splice(0));

describe('keepResult', () => {
  it('keeps a finished test’s score under topicTestResults, once per subtopic and time, and announces it', () => {
    const storage = new MemoryStorage();
    expect(keepResult(storage, 'percentages', result(5, 7, 8), AT)).toBe(true);
    const entry = {
      subTopicName: 'percentages',
      score: { correct: 5, total: 8, answered: 7, percentage: 63 },
      completedAt: '2026-11-20T10:30:00.000Z',
    };
    expect(JSON.parse(storage.data.get(KEPT_RESULTS_KEY)!)).toEqual([entry]);
    expect(announced).toEqual([entry]);
    // The same result shown again (a reload): nothing new.
    expect(keepResult(storage, 'percentages', result(5, 7, 8), AT)).toBe(false);
    expect(announced).toHaveLength(1);
    // Another subtopic at the same time, or the same one later: kept too.
    expect(keepResult(storage, 'time-and-work', result(1, 1, 2), AT)).toBe(true);
    expect(keepResult(storage, 'percentages', result(0, 0, 8), AT + 1)).toBe(true);
    expect(JSON.parse(storage.data.get(KEPT_RESULTS_KEY)!)).toHaveLength(3);
  });

  it('keeps the newest KEPT_RESULTS_LIMIT, and nothing for a test without questions', () => {
    const storage = new MemoryStorage();
    for (let i = 0; i <= KEPT_RESULTS_LIMIT; i++) keepResult(storage, 'percentages', result(1, 1, 2), AT + i);
    const kept = JSON.parse(storage.data.get(KEPT_RESULTS_KEY)!) as KeptResult[];
    expect(kept).toHaveLength(KEPT_RESULTS_LIMIT);
    expect(kept[0]!.completedAt).toBe(new Date(AT + 1).toISOString());
    expect(keepResult(storage, 'empty', result(0, 0, 0), AT)).toBe(false);
  });

  it('announces a result the browser refuses to store (the account may still receive it), and ignores damaged data', () => {
    expect(keepResult(brokenStorage, 'percentages', result(1, 1, 2), AT)).toBe(true);
    expect(announced).toHaveLength(1);
    const damaged = new MemoryStorage({ [KEPT_RESULTS_KEY]: '{not json' });
    expect(keepResult(damaged, 'percentages', result(1, 1, 2), AT)).toBe(true);
    expect(JSON.parse(damaged.data.get(KEPT_RESULTS_KEY)!)).toHaveLength(1);
  });
});
