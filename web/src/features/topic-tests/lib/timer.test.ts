import { describe, expect, it } from 'vitest';
import { formatClock, remainingSeconds } from '@/lib/countdown';
import { deadlineFrom } from './timer';

const START = Date.UTC(2026, 0, 15, 9, 0, 0);
const MINUTE = 60_000;

describe('the subtopic test deadline', () => {
  it('gives a test started now 30 minutes: the clock shows 30:00, 20:00 ten minutes in, and 0:00 from the 30th minute on', () => {
    const deadline = deadlineFrom(START);
    expect(formatClock(remainingSeconds(deadline, START))).toBe('30:00');
    expect(formatClock(remainingSeconds(deadline, START + 10 * MINUTE))).toBe('20:00');
    expect(remainingSeconds(deadline, START + 30 * MINUTE - 1)).toBe(1);
    expect(remainingSeconds(deadline, START + 30 * MINUTE)).toBe(0);
    expect(remainingSeconds(deadline, START + 45 * MINUTE)).toBe(0);
  });

  it('ends a test of another length that many seconds after its start', () => {
    expect(deadlineFrom(START, 90)).toBe(START + 90_000);
  });
});
