import { describe, expect, it } from 'vitest';
import { serverTranslator } from '@/i18n/server';
import { formatClock, msUntilNextTick, remainingSeconds, timeWarning as warningIn } from './countdown';

const timeWarning = (seconds: number) => warningIn(seconds, serverTranslator('en').t);

const START = Date.UTC(2026, 0, 15, 9, 0, 0);
const DEADLINE = START + 1_800_000;

describe('the deadline arithmetic', () => {
  it('counts down from the true remaining time, whatever the moment it is asked', () => {
    expect(remainingSeconds(DEADLINE, START)).toBe(1800);
    expect(remainingSeconds(DEADLINE, START + 1)).toBe(1800);
    expect(remainingSeconds(DEADLINE, START + 1000)).toBe(1799);
    // A reload 7 minutes 30.4 seconds in continues at 22:30, not at 30:00.
    expect(remainingSeconds(DEADLINE, START + 450_400)).toBe(1350);
    expect(remainingSeconds(DEADLINE, DEADLINE - 1)).toBe(1);
    expect(remainingSeconds(DEADLINE, DEADLINE)).toBe(0);
  });

  it('never goes below zero after the deadline (a page reopened the next day)', () => {
    expect(remainingSeconds(DEADLINE, DEADLINE + 86_400_000)).toBe(0);
  });

  it('waits exactly until the shown second changes', () => {
    expect(msUntilNextTick(DEADLINE, START)).toBe(1000);
    expect(msUntilNextTick(DEADLINE, START + 250)).toBe(750);
    expect(msUntilNextTick(DEADLINE, DEADLINE - 40)).toBe(40);
    expect(msUntilNextTick(DEADLINE, DEADLINE)).toBe(0);
    expect(msUntilNextTick(DEADLINE, DEADLINE + 5)).toBe(0);
  });
});

describe('formatClock', () => {
  it('shows m:ss under an hour', () => {
    expect(formatClock(1800)).toBe('30:00');
    expect(formatClock(1799)).toBe('29:59');
    expect(formatClock(3599)).toBe('59:59');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(9)).toBe('0:09');
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(-3)).toBe('0:00');
  });

  it('shows h:mm:ss from an hour on (full papers run 60 to 180 minutes)', () => {
    expect(formatClock(3600)).toBe('1:00:00');
    expect(formatClock(3600 + 5 * 60 + 7)).toBe('1:05:07');
    expect(formatClock(3 * 3600)).toBe('3:00:00');
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

describe('timeWarning on a Hindi page', () => {
  it('says the same in Hindi', () => {
    const { t } = serverTranslator('hi');
    expect(warningIn(60, t)).toBe('1 मिनट बचा है');
    expect(warningIn(30, t)).toBe('30 सेकंड बचे हैं');
    expect(warningIn(10, t)).toBe('10 सेकंड बचे हैं');
    expect(warningIn(61, t)).toBe('');
  });
});
