import { describe, expect, it } from 'vitest';
import { accuracyBySubtopic, practiceStreak, weakestSubtopics } from './dashboard.js';

/** The dashboard's numbers on their own (the contract tests check them through the API: student-dashboard.test.ts). */

const result = (subTopicName: string, correct: number, answered: number, total = answered) => ({
  subTopicName,
  score: { correct, answered, total, percentage: Math.round((correct / total) * 100) },
  completedAt: '2026-01-01T00:00:00.000Z',
});

describe('practiceStreak', () => {
  // 2026-03-10 12:00 in India (06:30 UTC).
  const now = Date.parse('2026-03-10T06:30:00.000Z');

  it('counts days in India time: 18:29 and 18:31 UTC fall on two days there', () => {
    // 23:59 and 00:01 in India, the night from the 8th to the 9th; then the 10th.
    expect(practiceStreak(['2026-03-08T18:29:00.000Z', '2026-03-08T18:31:00.000Z', '2026-03-10T01:00:00.000Z'], now)).toEqual({
      current: 3,
      longest: 3,
    });
    // The same two moments alone: one UTC day, but two in India (the 8th and the 9th, yesterday: still current).
    expect(practiceStreak(['2026-03-08T18:29:00.000Z', '2026-03-08T18:31:00.000Z'], now)).toEqual({ current: 2, longest: 2 });
    // Ending the day before yesterday: the run is over.
    expect(practiceStreak(['2026-03-08T18:29:00.000Z'], now)).toEqual({ current: 0, longest: 1 });
  });

  it('keeps the current run alive through yesterday, and counts a day once however much was done', () => {
    const yesterday = '2026-03-09T10:00:00.000Z';
    expect(practiceStreak([yesterday, yesterday, '2026-03-09T12:00:00.000Z', '2026-03-08T10:00:00.000Z'], now)).toEqual({
      current: 2,
      longest: 2,
    });
    expect(practiceStreak([], now)).toEqual({ current: 0, longest: 0 });
    expect(practiceStreak(['not a time'], now)).toEqual({ current: 0, longest: 0 });
  });
});

describe('accuracy and the weakest three', () => {
  it('adds up every result of a subtopic (correct over answered) and names the weakest with 5 answers or more', () => {
    const accuracy = accuracyBySubtopic(
      [
        result('a', 1, 5),
        result('b', 2, 2),
        result('b', 0, 4),
        result('c', 0, 4),
        result('d', 4, 5),
        result('e', 3, 10),
        result('f', 0, 0, 3),
      ],
      { a: 't1', b: 't1', c: 't2' },
    );
    expect(accuracy.map(({ subTopicName, accuracy: percent, answered }) => [subTopicName, percent, answered])).toEqual([
      ['d', 80, 5],
      ['e', 30, 10],
      ['f', 0, 0],
      ['a', 20, 5],
      ['b', 33, 6],
      ['c', 0, 4],
    ]);
    // c has too few answers to be named; a, e and b are the lowest of the rest.
    expect(weakestSubtopics(accuracy).map((item) => item.subTopicName)).toEqual(['a', 'e', 'b']);
  });
});
