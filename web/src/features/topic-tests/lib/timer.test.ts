import { describe, expect, it } from 'vitest';
import { remainingSeconds } from '@/lib/countdown';
import { deadlineFrom, TEST_DURATION_SECONDS } from './timer';

const START = Date.UTC(2026, 0, 15, 9, 0, 0);

describe('the subtopic test deadline', () => {
  it('ends a test 1800 seconds after it starts', () => {
    expect(TEST_DURATION_SECONDS).toBe(1800);
    expect(deadlineFrom(START)).toBe(START + 1_800_000);
    expect(remainingSeconds(deadlineFrom(START), START)).toBe(1800);
  });
});
