import { describe, expect, it } from 'vitest';
import { correctOptionIndex, isCorrectOption, optionLetter } from '#src/answer.js';

const options = (...texts: string[]) => texts.map((option_text) => ({ option_text }));

describe('the answer rule (practice, mock tests and the proxy scoring papers)', () => {
  it('names options by letter', () => {
    expect([0, 1, 2, 3].map(optionLetter)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('is the option whose text is the answer: exactly when scoring a paper, in any case in practice', () => {
    expect(isCorrectOption({ option_text: '6 days' }, 1, '6 days', { exact: true })).toBe(true);
    expect(isCorrectOption({ option_text: '6 Days' }, 1, '6 days', { exact: true })).toBe(false);
    expect(isCorrectOption({ option_text: '6 Days' }, 1, '6 days')).toBe(true);
    expect(isCorrectOption({ option_text: '5 days' }, 0, '6 days')).toBe(false);
  });

  it('is a picture option without text when the answer is its letter, and only then', () => {
    expect(isCorrectOption({ option_text: '' }, 2, 'C', { exact: true })).toBe(true);
    expect(isCorrectOption({ option_text: null }, 2, 'C', { exact: true })).toBe(true);
    expect(isCorrectOption({ option_text: '' }, 1, 'C', { exact: true })).toBe(false);
    // An option with text is never matched by its letter.
    expect(isCorrectOption({ option_text: 'Figure' }, 2, 'C', { exact: true })).toBe(false);
  });

  it('never matches without an answer', () => {
    expect(isCorrectOption({ option_text: '' }, 0, '')).toBe(false);
    expect(isCorrectOption({ option_text: '' }, 0, null)).toBe(false);
  });

  it('finds the first correct option, or -1', () => {
    expect(correctOptionIndex(options('25', '30', '35'), '30')).toBe(1);
    expect(correctOptionIndex(options('x', '', ''), 'C', { exact: true })).toBe(2);
    expect(correctOptionIndex(options('25', '30'), '40')).toBe(-1);
    expect(correctOptionIndex(options('A b', 'a B'), 'a b', { exact: true })).toBe(-1);
  });
});
