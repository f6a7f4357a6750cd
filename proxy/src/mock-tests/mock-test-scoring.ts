import { correctOptionIndex, isCorrectOption } from '@exam-prep/contract/answer';
import type { MarkingScheme, MockTestResult, MockTestSubmission } from '@exam-prep/contract/public/mock-tests';
import { badRequest } from '#src/lib/errors.js';

/** A question as scoring needs it: its stored answer, explanation and options in order. */
export interface ScoredQuestion {
  answer: string | null;
  explanation: string | null;
  options: Array<{ _id: string; option_text: string }>;
  /** Its public page's address; null for a question held for tests (it has none). */
  pagePath?: string | null;
}

export interface AttemptToScore {
  scheme: MarkingScheme;
  /** The attempt's sections, in order, with the questions it was shown. */
  sections: Array<{ section_name: string; question_ids: string[] }>;
  /** The attempt's questions as stored now; one deleted since the attempt began is absent and left out. */
  questions: ReadonlyMap<string, ScoredQuestion>;
  responses: MockTestSubmission['responses'];
}

type Tally = Pick<MockTestResult, 'score' | 'max_score' | 'correct' | 'wrong' | 'unanswered'>;

export interface ScoredAttempt extends Tally {
  sections: MockTestResult['sections'];
  /** Each question's outcome; `correct` feeds the paper's statistics, percent_correct comes from them. */
  questions: Array<
    Omit<MockTestResult['questions'][number], 'percent_correct' | 'real_question_id' | 'question_path'> & { correct: boolean }
  >;
}

/** Marks are sums of decimals such as -0.33: keep them free of floating-point dust (0.1 + 0.2). */
const marks = (value: number) => Math.round(value * 1e6) / 1e6 || 0;

type Outcome = 'correct' | 'wrong' | 'unanswered';

function tally(outcomes: Outcome[], scheme: MarkingScheme): Tally {
  const count = (outcome: Outcome) => outcomes.filter((each) => each === outcome).length;
  const correct = count('correct');
  const wrong = count('wrong');
  return {
    score: marks(correct * scheme.correct_answer + wrong * scheme.wrong_answer),
    max_score: marks(outcomes.length * scheme.correct_answer),
    correct,
    wrong,
    unanswered: count('unanswered'),
  };
}

/**
 * Scores an attempt with the paper's marking scheme: a right answer (the chosen option is the correct one, by the
 * contract's rule, compared exactly) earns correct_answer, a wrong one wrong_answer (0 or negative), an unanswered
 * question 0. A response for a question the attempt was not shown, a question answered twice, or an option that
 * is not one of its question's is a 400 naming the response.
 */
export function scoreAttempt(attempt: AttemptToScore): ScoredAttempt {
  const inAttempt = new Set(attempt.sections.flatMap((section) => section.question_ids));
  const chosen = new Map<string, string>();
  for (const [index, { question_id, option_id }] of attempt.responses.entries()) {
    if (!inAttempt.has(question_id))
      throw badRequest(`responses[${index}].question_id: "${question_id}" is not a question of this attempt`);
    if (chosen.has(question_id)) throw badRequest(`responses[${index}].question_id: "${question_id}" is answered more than once`);
    const question = attempt.questions.get(question_id);
    if (question && !question.options.some((option) => option._id === option_id))
      throw badRequest(`responses[${index}].option_id: "${option_id}" is not an option of question "${question_id}"`);
    chosen.set(question_id, option_id);
  }

  const questions: ScoredAttempt['questions'] = [];
  const everyOutcome: Outcome[] = [];
  const sections = attempt.sections.map(({ section_name, question_ids }) => {
    const outcomes = question_ids.flatMap((question_id) => {
      const question = attempt.questions.get(question_id);
      if (!question) return [];
      const correctIndex = correctOptionIndex(question.options, question.answer, { exact: true });
      const chosenId = chosen.get(question_id) ?? null;
      const correctId = correctIndex === -1 ? null : question.options[correctIndex]!._id;
      const chosenIndex = question.options.findIndex((option) => option._id === chosenId);
      const right = chosenIndex !== -1 && isCorrectOption(question.options[chosenIndex]!, chosenIndex, question.answer, { exact: true });
      questions.push({
        question_id,
        chosen_option_id: chosenId,
        correct_option_id: correctId,
        explanation: question.explanation || null,
        correct: right,
      });
      const outcome: Outcome = chosenId === null ? 'unanswered' : right ? 'correct' : 'wrong';
      everyOutcome.push(outcome);
      return [outcome];
    });
    return { section_name, ...tally(outcomes, attempt.scheme) };
  });

  return { ...tally(everyOutcome, attempt.scheme), sections, questions };
}
