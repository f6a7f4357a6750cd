import { describe, expect, it, vi } from 'vitest';
import { brokenStorage, MemoryStorage } from '@/lib/memory-storage.test-support';
import { recordReport, recordServerReports } from './reported-store';
import { REPORTED_QUESTIONS_KEY, reportedQuestion } from './reported-record';

const report = (reason: 'typo' | 'other' | 'wrong_answer', status: 'open' | 'fixed' | 'rejected', day: number) => ({
  reason,
  status,
  created_at: `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`,
});

describe('the record of reported questions', () => {
  it('knows nothing of a question never reported', () => {
    expect(reportedQuestion('q1', new MemoryStorage())).toBeUndefined();
  });

  it('notes each reason once, as open', () => {
    const storage = new MemoryStorage();
    recordReport('q1', 'typo', storage);
    recordReport('q1', 'typo', storage);
    expect(recordReport('q1', 'other', storage)).toEqual({ reasons: ['typo', 'other'], status: 'open' });
    recordReport('q2', 'wrong_answer', storage);
    expect(reportedQuestion('q1', storage)).toEqual({ reasons: ['typo', 'other'], status: 'open' });
    expect(reportedQuestion('q2', storage)).toEqual({ reasons: ['wrong_answer'], status: 'open' });
  });

  it('takes the server’s list as the truth: its reasons and the newest report’s status; none forgets the question', () => {
    const storage = new MemoryStorage();
    recordReport('q1', 'typo', storage);
    recordReport('q2', 'other', storage);
    expect(
      recordServerReports('q1', [report('typo', 'rejected', 1), report('wrong_answer', 'fixed', 3), report('other', 'open', 2)], storage),
    ).toEqual({
      reasons: ['typo', 'wrong_answer', 'other'],
      status: 'fixed',
    });
    expect(recordServerReports('q2', [], storage)).toBeUndefined();
    expect(reportedQuestion('q2', storage)).toBeUndefined();
    expect(JSON.parse(storage.getItem(REPORTED_QUESTIONS_KEY)!)).toEqual({
      q1: { reasons: ['typo', 'wrong_answer', 'other'], status: 'fixed' },
    });
  });

  it('drops what is malformed in storage, and carries on without storage', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const storage = new MemoryStorage({
      [REPORTED_QUESTIONS_KEY]: JSON.stringify({
        good: { reasons: ['typo', 7, 'nonsense'], status: 'weird' },
        empty: { reasons: [] },
        broken: 'yes',
      }),
    });
    // Read: strings only, an unknown status as open; written back: only the contract's reasons.
    expect(reportedQuestion('good', storage)).toEqual({ reasons: ['typo', 'nonsense'], status: 'open' });
    expect(recordReport('good', 'other', storage)).toEqual({ reasons: ['typo', 'other'], status: 'open' });
    expect(JSON.parse(storage.getItem(REPORTED_QUESTIONS_KEY)!)).toEqual({ good: { reasons: ['typo', 'other'], status: 'open' } });
    expect(reportedQuestion('empty', storage)).toBeUndefined();
    expect(reportedQuestion('broken', storage)).toBeUndefined();
    expect(reportedQuestion('good', new MemoryStorage({ [REPORTED_QUESTIONS_KEY]: '{not json' }))).toBeUndefined();
    expect(reportedQuestion('good', new MemoryStorage({ [REPORTED_QUESTIONS_KEY]: '[1,2]' }))).toBeUndefined();

    expect(reportedQuestion('q1', brokenStorage)).toBeUndefined();
    expect(recordReport('q1', 'typo', brokenStorage)).toEqual({ reasons: ['typo'], status: 'open' });
    error.mockRestore();
  });
});
