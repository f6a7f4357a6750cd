import { describe, expect, it } from 'vitest';
import { serverTranslator } from '@/i18n/server';
import {
  accuracy,
  formatDuration as durationIn,
  formatMarks,
  formatPercentile,
  markingText as markingIn,
  reviewItems,
} from './result-view';

const english = serverTranslator('en').t;
const hindi = serverTranslator('hi').t;
const formatDuration = (seconds: number) => durationIn(seconds, english);
const markingText = (scheme: { correct_answer: number; wrong_answer: number }) => markingIn(scheme, english);
import { testPaper, testResult } from './paper.test-support';

describe('the score as results print it', () => {
  it('shows marks with at most two decimals and a true minus sign', () => {
    expect(formatMarks(47.75)).toBe('47.75');
    expect(formatMarks(12.5)).toBe('12.5');
    expect(formatMarks(0.1 + 0.2)).toBe('0.3');
    expect(formatMarks(-3.5)).toBe('−3.5');
    expect(formatMarks(-0.25)).toBe('−0.25');
    expect(formatMarks(0)).toBe('0');
    expect(formatMarks(-0)).toBe('0');
    expect(formatMarks(200)).toBe('200');
  });

  it('computes accuracy as correct out of answered, not out of all questions', () => {
    expect(accuracy(30, 10)).toBe(75);
    expect(accuracy(2, 1)).toBe(67);
    expect(accuracy(0, 5)).toBe(0);
    expect(accuracy(0, 0)).toBeNull();
  });

  it('shows a percentile with at most one decimal', () => {
    expect(formatPercentile(87.54)).toBe('87.5');
    expect(formatPercentile(100)).toBe('100');
    expect(formatPercentile(0)).toBe('0');
  });

  it('writes the time spent in hours, minutes and seconds', () => {
    expect(formatDuration(3725)).toBe('1 h 2 min 5 s');
    expect(formatDuration(3600)).toBe('1 h');
    expect(formatDuration(95)).toBe('1 min 35 s');
    expect(formatDuration(40)).toBe('40 s');
    expect(formatDuration(0)).toBe('0 s');
    expect(durationIn(3725, hindi)).toBe('1 घं 2 मिनट 5 सेकंड');
  });

  it('says the marking scheme in words, with and without negative marking', () => {
    expect(markingText({ correct_answer: 2, wrong_answer: -0.5 })).toBe('+2 for a right answer, −0.5 for a wrong one, 0 if unanswered.');
    expect(markingText({ correct_answer: 1, wrong_answer: 0 })).toBe(
      '+1 for a right answer, no marks deducted for a wrong one, 0 if unanswered.',
    );
    expect(markingIn({ correct_answer: 2, wrong_answer: -0.5 }, hindi)).toBe('सही उत्तर पर +2, गलत उत्तर पर −0.5, उत्तर न देने पर 0।');
  });
});

describe('reviewItems', () => {
  it('lists every question of the paper in order, numbered across sections, with its outcome', () => {
    const paper = testPaper({ sizes: [2, 2] });
    const items = reviewItems(paper, testResult(paper, { s0q0: 's0q0-a', s0q1: 's0q1-c' }));
    expect(items.map((item) => [item.number, item.sectionName, item.question._id, item.status])).toEqual([
      [1, 'Section 1', 's0q0', 'correct'],
      [2, 'Section 1', 's0q1', 'wrong'],
      [3, 'Section 2', 's1q0', 'unanswered'],
      [4, 'Section 2', 's1q1', 'unanswered'],
    ]);
    expect(items[1]).toMatchObject({
      chosenOptionId: 's0q1-c',
      correctOptionId: 's0q1-a',
      explanation: '<p>Because s0q1.</p>',
      percentCorrect: 40,
    });
  });

  it('shows a question the result does not mention as unanswered, with nothing more', () => {
    const paper = testPaper({ sizes: [1] });
    const items = reviewItems(paper, { ...testResult(paper, {}), questions: [] });
    expect(items[0]).toMatchObject({ status: 'unanswered', correctOptionId: null, explanation: null, percentCorrect: null });
  });

  it('rounds the share that got a question right', () => {
    const paper = testPaper({ sizes: [1] });
    const result = testResult(paper, {});
    result.questions[0].percent_correct = 33.333;
    expect(reviewItems(paper, result)[0].percentCorrect).toBe(33);
  });
});
