import { describe, expect, it } from 'vitest';
import { scoreAttempt, type ScoredQuestion } from '#src/mock-tests/mock-test-scoring.js';
import { HttpError } from '#src/lib/errors.js';
import { effectiveMarkingScheme, paperDuration, totalQuestions } from '#src/mock-tests/mock-tests.js';

/** A question whose options are a, b, c, d (ids `${id}-a`...) and whose answer is the text of `right`. */
const question = (id: string, right: 'a' | 'b' | 'c' | 'd', explanation: string | null = `<p>Why ${id}</p>`): [string, ScoredQuestion] => [
  id,
  {
    answer: `${id} ${right}`,
    explanation,
    options: (['a', 'b', 'c', 'd'] as const).map((letter) => ({ _id: `${id}-${letter}`, option_text: `${id} ${letter}` })),
  },
];

const bank = new Map([question('q1', 'a'), question('q2', 'b'), question('q3', 'c'), question('q4', 'd'), question('q5', 'a')]);
const sections = [
  { section_name: 'Quant', question_ids: ['q1', 'q2', 'q3'] },
  { section_name: 'Reasoning', question_ids: ['q4', 'q5'] },
];
const sscScheme = { correct_answer: 2, wrong_answer: -0.5 };

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return { status: (error as HttpError).status, message: (error as HttpError).message };
  }
  throw new Error('expected a refusal');
};

describe('scoring a mock test attempt', () => {
  it('gives correct_answer a right answer, wrong_answer a wrong one and 0 an unanswered one, per section and in all', () => {
    const result = scoreAttempt({
      scheme: sscScheme,
      sections,
      questions: bank,
      responses: [
        { question_id: 'q1', option_id: 'q1-a' }, // right
        { question_id: 'q2', option_id: 'q2-a' }, // wrong
        { question_id: 'q4', option_id: 'q4-d' }, // right
        { question_id: 'q5', option_id: 'q5-c' }, // wrong
      ],
    });
    // 2 right × 2 − 2 wrong × 0.5 = 3, out of 5 × 2.
    expect(result).toMatchObject({ score: 3, max_score: 10, correct: 2, wrong: 2, unanswered: 1 });
    expect(result.sections).toEqual([
      { section_name: 'Quant', score: 1.5, max_score: 6, correct: 1, wrong: 1, unanswered: 1 },
      { section_name: 'Reasoning', score: 1.5, max_score: 4, correct: 1, wrong: 1, unanswered: 0 },
    ]);
    expect(result.questions.map((q) => [q.question_id, q.chosen_option_id, q.correct_option_id, q.correct])).toEqual([
      ['q1', 'q1-a', 'q1-a', true],
      ['q2', 'q2-a', 'q2-b', false],
      ['q3', null, 'q3-c', false],
      ['q4', 'q4-d', 'q4-d', true],
      ['q5', 'q5-c', 'q5-a', false],
    ]);
    expect(result.questions[0]!.explanation).toBe('<p>Why q1</p>');
  });

  it('can go below zero with negative marking, and never does without it', () => {
    const allWrong = ['q1', 'q2', 'q3', 'q4', 'q5'].map((id) => ({ question_id: id, option_id: `${id}-${id === 'q2' ? 'a' : 'b'}` }));
    expect(scoreAttempt({ scheme: { correct_answer: 1, wrong_answer: -0.25 }, sections, questions: bank, responses: allWrong }).score).toBe(
      -1.25,
    );
    expect(scoreAttempt({ scheme: { correct_answer: 1, wrong_answer: 0 }, sections, questions: bank, responses: allWrong })).toMatchObject({
      score: 0,
      wrong: 5,
    });
  });

  it('keeps marks free of floating-point dust', () => {
    const threeWrong = ['q1', 'q2', 'q3'].map((id) => ({ question_id: id, option_id: `${id}-${id === 'q2' ? 'c' : 'd'}` }));
    const result = scoreAttempt({ scheme: { correct_answer: 0.1, wrong_answer: -0.1 }, sections, questions: bank, responses: [] });
    expect(result.max_score).toBe(0.5);
    expect(
      scoreAttempt({ scheme: { correct_answer: 1, wrong_answer: -0.1 }, sections, questions: bank, responses: threeWrong }).score,
    ).toBe(-0.3);
  });

  it('compares the answer exactly, and takes a letter for a picture option without text', () => {
    const picture: ScoredQuestion = {
      answer: 'C',
      explanation: null,
      options: [
        { _id: 'p-a', option_text: '' },
        { _id: 'p-b', option_text: '' },
        { _id: 'p-c', option_text: '' },
      ],
    };
    const cased: ScoredQuestion = { answer: '6 days', explanation: null, options: [{ _id: 'c-a', option_text: '6 Days' }] };
    const result = scoreAttempt({
      scheme: sscScheme,
      sections: [{ section_name: 'Mixed', question_ids: ['p', 'c'] }],
      questions: new Map([
        ['p', picture],
        ['c', cased],
      ]),
      responses: [
        { question_id: 'p', option_id: 'p-c' },
        { question_id: 'c', option_id: 'c-a' },
      ],
    });
    expect(result.questions.map((q) => [q.correct_option_id, q.correct])).toEqual([
      ['p-c', true],
      [null, false],
    ]);
    expect(result).toMatchObject({ correct: 1, wrong: 1 });
  });

  it('leaves out a question deleted since the attempt began, and its response', () => {
    const withoutQ3 = new Map([...bank].filter(([id]) => id !== 'q3'));
    const result = scoreAttempt({
      scheme: sscScheme,
      sections,
      questions: withoutQ3,
      responses: [{ question_id: 'q3', option_id: 'q3-c' }],
    });
    expect(result.questions.map((q) => q.question_id)).toEqual(['q1', 'q2', 'q4', 'q5']);
    expect(result).toMatchObject({ max_score: 8, unanswered: 4, correct: 0 });
  });

  it('refuses a question the attempt was not shown, a question answered twice and an option of another question', () => {
    const score = (responses: Array<{ question_id: string; option_id: string }>) => () =>
      scoreAttempt({ scheme: sscScheme, sections, questions: bank, responses });
    expect(refusal(score([{ question_id: 'q9', option_id: 'q9-a' }]))).toEqual({
      status: 400,
      message: 'responses[0].question_id: "q9" is not a question of this attempt',
    });
    expect(
      refusal(
        score([
          { question_id: 'q1', option_id: 'q1-a' },
          { question_id: 'q1', option_id: 'q1-b' },
        ]),
      ),
    ).toEqual({ status: 400, message: 'responses[1].question_id: "q1" is answered more than once' });
    expect(refusal(score([{ question_id: 'q2', option_id: 'q1-a' }]))).toEqual({
      status: 400,
      message: 'responses[0].option_id: "q1-a" is not an option of question "q2"',
    });
  });
});

describe("a paper's marking scheme, time and size", () => {
  it("is the paper's own scheme, else its exam pattern's (a penalty whatever its sign), else 1 and 0", () => {
    const pattern = (marking_scheme: Record<string, unknown>) => ({ documentId: 'p', marking_scheme }) as never;
    expect(effectiveMarkingScheme({ marking_scheme: { correct_answer: '2', wrong_answer: '-0.5' }, exam_pattern: null })).toEqual(
      sscScheme,
    );
    expect(
      effectiveMarkingScheme({
        marking_scheme: null,
        exam_pattern: pattern({ correct_answer: 1, wrong_answer: 0.25, negative_marking: true, negative_marking_value: 0.25 }),
      }),
    ).toEqual({ correct_answer: 1, wrong_answer: -0.25 });
    expect(
      effectiveMarkingScheme({
        marking_scheme: null,
        exam_pattern: pattern({ correct_answer: 3, wrong_answer: 0, negative_marking: true, negative_marking_value: 1 }),
      }),
    ).toEqual({ correct_answer: 3, wrong_answer: -1 });
    expect(
      effectiveMarkingScheme({
        marking_scheme: null,
        exam_pattern: pattern({ correct_answer: 2, wrong_answer: 0, negative_marking: false, negative_marking_value: 0.5 }),
      }),
    ).toEqual({ correct_answer: 2, wrong_answer: 0 });
    expect(effectiveMarkingScheme({ marking_scheme: null, exam_pattern: null })).toEqual({ correct_answer: 1, wrong_answer: 0 });
  });

  it('lasts the sum of its sections when each has a time, else its own time', () => {
    const section = (duration: number | null) => ({ section_name: 's', duration });
    expect(paperDuration({ duration: 90, sections: [section(20), section(20), section(20)], exam_pattern: null })).toBe(60);
    expect(paperDuration({ duration: 90, sections: [section(20), section(null)], exam_pattern: null })).toBe(90);
    expect(paperDuration({ duration: null, sections: [section(null)], exam_pattern: { documentId: 'p', duration: 120 } })).toBe(120);
  });

  it('holds its fixed questions and the counts its blueprints draw', () => {
    expect(
      totalQuestions([
        { section_name: 'a', duration: null, questions: [{ documentId: 'x' }, { documentId: 'y' }], blueprint: [] },
        { section_name: 'b', duration: null, questions: [], blueprint: [{ count: 5 }, { count: 10 }] },
      ]),
    ).toBe(17);
  });
});
