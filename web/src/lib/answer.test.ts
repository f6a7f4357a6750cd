import { describe, expect, it } from 'vitest';
import { optionLetter } from '../api/questions';
import { correctOptionIndex, isCorrectOption } from './answer';

const options = [{ option_text: '25%' }, { option_text: '20%' }, { option_text: 'No change' }, { option_text: '4% Decrease' }];

describe('isCorrectOption', () => {
  it('matches the option text to the answer exactly, ignoring case', () => {
    expect(isCorrectOption(options[1], 1, '20%')).toBe(true);
    expect(isCorrectOption(options[0], 0, '20%')).toBe(false);
    expect(isCorrectOption(options[2], 2, 'NO CHANGE')).toBe(true);
    expect(isCorrectOption(options[3], 3, '4% decrease')).toBe(true);
  });

  it('does not accept partial matches', () => {
    expect(isCorrectOption({ option_text: '20' }, 0, '20%')).toBe(false);
    expect(isCorrectOption({ option_text: 'No change at all' }, 0, 'No change')).toBe(false);
  });

  it('accepts the letter as the answer only for an option without text', () => {
    expect(isCorrectOption({ option_text: '' }, 2, 'C')).toBe(true);
    expect(isCorrectOption({ option_text: '' }, 1, 'C')).toBe(false);
    expect(isCorrectOption({ option_text: 'Figure B' }, 2, 'C')).toBe(false);
  });

  it('never matches a missing answer', () => {
    expect(isCorrectOption({ option_text: '' }, 0, null)).toBe(false);
    expect(isCorrectOption({ option_text: 'x' }, 0, undefined)).toBe(false);
  });
});

describe('correctOptionIndex', () => {
  it('finds the position of the correct option', () => {
    expect(correctOptionIndex(options, '20%')).toBe(1);
    expect(correctOptionIndex(options, '4% DECREASE')).toBe(3);
    expect(correctOptionIndex(options, 'none of these')).toBe(-1);
  });
});

describe('optionLetter', () => {
  it('labels options A, B, C by position', () => {
    expect([0, 1, 2, 3, 4].map(optionLetter).join('')).toBe('ABCDE');
  });
});

describe('an empty answer', () => {
  it('matches no option, not even an empty one', () => {
    expect(isCorrectOption({ option_text: '' }, 0, '')).toBe(false);
    expect(correctOptionIndex([{ option_text: '' }, { option_text: 'B' }], '')).toBe(-1);
  });
});
