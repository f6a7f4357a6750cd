import { describe, expect, it } from 'vitest';
import { deadlineFrom, formatClock, msUntilNextTick, remainingSeconds, TEST_DURATION_SECONDS, timeWarning } from './timer';

const START = Date.UTC(2026, 0, 15, 9, 0, 0);

describe('the deadline arithmetic', () => {
  it('ends a test 1800 seconds after it starts', () => {
    expect(TEST_DURATION_SECONDS).toBe(1800);
    expect(deadlineFrom(START)).toBe(START + 1_800_000);
  });

  it('counts down from the true remaining time, whatever the moment it is asked', () => {
    const deadline = deadlineFrom(START);
    expect(remainingSeconds(deadline, START)).toBe(1800);
    expect(remainingSeconds(deadline, START + 1)).toBe(1800);
    expect(remainingSeconds(deadline, START + 1000)).toBe(1799);
    // A reload 7 minutes 30.4 seconds in continues at 22:30, not at 30:00.
    expect(remainingSeconds(deadline, START + 450_400)).toBe(1350);
    expect(remainingSeconds(deadline, deadline - 1)).toBe(1);
    expect(remainingSeconds(deadline, deadline)).toBe(0);
  });

  it('never goes below zero after the deadline (a page reopened the next day)', () => {
    const deadline = deadlineFrom(START);
    expect(remainingSeconds(deadline, deadline + 86_400_000)).toBe(0);
  });

  it('waits exactly until the shown second changes', () => {
    const deadline = deadlineFrom(START);
    expect(msUntilNextTick(deadline, START)).toBe(1000);
    expect(msUntilNextTick(deadline, START + 250)).toBe(750);
    expect(msUntilNextTick(deadline, deadline - 40)).toBe(40);
    expect(msUntilNextTick(deadline, deadline)).toBe(0);
    expect(msUntilNextTick(deadline, deadline + 5)).toBe(0);
  });
});

describe('formatClock', () => {
  it('shows m:ss', () => {
    expect(formatClock(1800)).toBe('30:00');
    expect(formatClock(1799)).toBe('29:59');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(9)).toBe('0:09');
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(-3)).toBe('0:00');
  });
});

describe('timeWarning', () => {
  it('stays silent until the last minute, then changes only at 60, 30 and 10 seconds left', () => {
    expect(timeWarning(1800)).toBe('');
    expect(timeWarning(61)).toBe('');
    expect(timeWarning(60)).toBe('1 minute left');
    expect(timeWarning(31)).toBe('1 minute left');
    expect(timeWarning(30)).toBe('30 seconds left');
    expect(timeWarning(11)).toBe('30 seconds left');
    expect(timeWarning(10)).toBe('10 seconds left');
    expect(timeWarning(1)).toBe('10 seconds left');
    expect(timeWarning(0)).toBe('');
  });

  it('changes its text exactly three times over a whole test', () => {
    const texts = Array.from({ length: 1801 }, (_, index) => timeWarning(1800 - index));
    const changes = texts.filter((text, index) => index > 0 && text !== texts[index - 1] && text !== '');
    expect(changes).toEqual(['1 minute left', '30 seconds left', '10 seconds left']);
  });
});
