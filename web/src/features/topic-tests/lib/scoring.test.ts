import { describe, expect, it } from 'vitest';
import type { QuestionRecord } from '@/api/questions';
import { scoreTest } from './scoring';

/** A question whose options are `texts` (ids `${id}-0`, `${id}-1`...) and whose answer is `answer`. */
function record(id: string, texts: string[], answer: string): QuestionRecord {
  return {
    question: {
      _id: id,
      question: `<p>Question ${id}</p>`,
      question_type: 'text',
      question_image_url: null,
      answer,
      explanation: null,
      subtopic_id: null,
      locale: 'en',
      exam_ids: [],
    },
    options: texts.map((text, index) => ({ _id: `${id}-${index}`, option_type: 'text', option_text: text, path_url: null })),
  };
}

const questions = [
  record('q1', ['10%', '20%', '25%', '30%'], '20%'),
  record('q2', ['2', '4', '6', '8'], '6'),
  record('q3', ['A', 'B', 'C', 'D'], 'D'),
];

describe('scoreTest', () => {
  it('counts answered, correct, wrong and skipped, and rounds correct ÷ total questions', () => {
    const result = scoreTest(questions, { q1: 'q1-1', q2: 'q2-0' });
    expect(result).toMatchObject({ total: 3, answered: 2, correct: 1, wrong: 1, skipped: 1, percentage: 33 });
    expect(result.review.map((entry) => entry.status)).toEqual(['correct', 'wrong', 'skipped']);
  });

  it('divides by all questions, not by the answered ones', () => {
    // 2 of 2 answered are right, but 3 questions were set: 67%, not 100%.
    expect(scoreTest(questions, { q1: 'q1-1', q2: 'q2-2' }).percentage).toBe(67);
    expect(scoreTest(questions, { q1: 'q1-1', q2: 'q2-2', q3: 'q3-3' }).percentage).toBe(100);
    expect(scoreTest(questions, {}).percentage).toBe(0);
  });

  it('marks the correct option and the chosen one in the review', () => {
    const [first, second, third] = scoreTest(questions, { q1: 'q1-1', q2: 'q2-0' }).review;
    expect(first).toMatchObject({ chosenIndex: 1, correctIndex: 1 });
    expect(second).toMatchObject({ chosenIndex: 0, correctIndex: 2 });
    expect(third).toMatchObject({ chosenIndex: -1, correctIndex: 3, status: 'skipped' });
  });

  it('compares option text with the answer text exactly', () => {
    const caseSensitive = [record('q', ['Paris', 'paris'], 'Paris')];
    expect(scoreTest(caseSensitive, { q: 'q-1' }).correct).toBe(0);
    expect(scoreTest(caseSensitive, { q: 'q-0' }).correct).toBe(1);
  });

  it('scores an image-only option (no text) by its letter, as the admin form stores it, as practice does', () => {
    const images = record('img', ['', '', '', ''], 'C');
    images.options = images.options.map((option) => ({ ...option, option_type: 'image', path_url: `${option._id}.png` }));
    const right = scoreTest([images], { img: 'img-2' });
    expect(right.correct).toBe(1);
    expect(right.review[0].correctIndex).toBe(2);
    expect(scoreTest([images], { img: 'img-1' }).review[0].status).toBe('wrong');
    // A text option whose text happens to be another letter is still compared by its text.
    expect(scoreTest([record('t', ['A', 'B', 'C'], 'C')], { t: 't-0' }).review[0].status).toBe('wrong');
  });

  it('treats a stored choice that is no longer an option as skipped', () => {
    const result = scoreTest(questions, { q1: 'gone' });
    expect(result.answered).toBe(0);
    expect(result.skipped).toBe(3);
  });

  it('scores an empty test as 0%', () => {
    expect(scoreTest([], {})).toMatchObject({ total: 0, answered: 0, correct: 0, skipped: 0, percentage: 0 });
  });

  it('rounds half up as Math.round does (1 of 8 = 12.5% → 13%)', () => {
    const eight = Array.from({ length: 8 }, (_, index) => record(`e${index}`, ['x', 'y'], 'x'));
    expect(scoreTest(eight, { e0: 'e0-0' }).percentage).toBe(13);
  });
});
