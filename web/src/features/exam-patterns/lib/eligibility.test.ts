import { describe, expect, it } from 'vitest';
import { serverTranslator } from '@/i18n/server';
import { ageLimitText as ageIn, competitionTone, difficultyTone, markingLines as markingIn } from './eligibility';

const { t } = serverTranslator('en');
const ageLimitText = (limit: Parameters<typeof ageIn>[0]) => ageIn(limit, t);
const markingLines = (scheme: Parameters<typeof markingIn>[0]) => markingIn(scheme, t);

describe('ageLimitText', () => {
  it('shows a range', () => {
    expect(ageLimitText({ min: 18, max: 32 })).toBe('18–32 years');
    expect(ageLimitText({ min: 21, max: 21 })).toBe('21 years');
  });

  it('reads max 0 as no upper limit and min 0 / max 0 as no age limit (the demo data convention)', () => {
    expect(ageLimitText({ min: 17, max: 0 })).toBe('17 years or older (no upper age limit)');
    expect(ageLimitText({ min: 0, max: 0 })).toBe('No age limit');
    expect(ageLimitText({ min: null, max: null })).toBe('No age limit');
  });

  it('shows only an upper limit when there is no minimum', () => {
    expect(ageLimitText({ min: 0, max: 30 })).toBe('Up to 30 years');
  });

  it('has nothing to say without an age limit object', () => {
    expect(ageLimitText(null)).toBeNull();
    expect(ageLimitText(undefined)).toBeNull();
  });
});

describe('tones', () => {
  it('Easy/Low are low, Medium is medium, anything else is high', () => {
    expect(difficultyTone('Easy')).toBe('low');
    expect(difficultyTone('Medium')).toBe('medium');
    expect(difficultyTone('Very Hard')).toBe('high');
    expect(difficultyTone(null)).toBe('high');
    expect(competitionTone('Low')).toBe('low');
    expect(competitionTone('Medium')).toBe('medium');
    expect(competitionTone('Very High')).toBe('high');
  });
});

describe('markingLines', () => {
  it('describes marks for a correct answer and negative marking', () => {
    expect(markingLines({ correct_answer: 2, negative_marking: true, negative_marking_value: 0.5 })).toEqual({
      correct: '+2 for each correct answer',
      negative: '−0.5 for each wrong answer',
    });
    expect(markingLines({ correct_answer: 4, negative_marking: true, negative_marking_value: -1 }).negative).toBe(
      '−1 for each wrong answer',
    );
  });

  it('says there is no negative marking when it is off or zero', () => {
    expect(markingLines({ correct_answer: 1, negative_marking: false, negative_marking_value: 0.25 }).negative).toBe('No negative marking');
    expect(markingLines({ correct_answer: 1, negative_marking: true, negative_marking_value: 0 }).negative).toBe('No negative marking');
    expect(markingLines(null)).toEqual({ correct: null, negative: null });
  });
});

describe('on a Hindi page', () => {
  it('says the age limit and the marking in Hindi', () => {
    const hindi = serverTranslator('hi').t;
    expect(ageIn({ min: 18, max: 32 }, hindi)).toBe('18–32 वर्ष');
    expect(ageIn({ min: 0, max: 0 }, hindi)).toBe('कोई आयु सीमा नहीं');
    expect(markingIn({ correct_answer: 2, negative_marking: true, negative_marking_value: 0.5 }, hindi)).toEqual({
      correct: 'हर सही उत्तर पर +2',
      negative: 'हर गलत उत्तर पर −0.5',
    });
  });
});
