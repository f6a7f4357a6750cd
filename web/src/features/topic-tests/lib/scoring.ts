import type { QuestionRecord } from '@/api/questions';
import { isCorrectOption } from '@exam-prep/contract/answer';

export type ReviewStatus = 'correct' | 'wrong' | 'skipped';

export interface ReviewEntry {
  record: QuestionRecord;
  /** Position of the option the student chose, or -1 when skipped. */
  chosenIndex: number;
  /** Position of the option whose text equals the answer, or -1 when none does. */
  correctIndex: number;
  status: ReviewStatus;
}

export interface TestResult {
  total: number;
  answered: number;
  correct: number;
  wrong: number;
  skipped: number;
  /** Correct ÷ total questions × 100, rounded. */
  percentage: number;
  review: ReviewEntry[];
}

/**
 * The spec's scoring: a question is answered if an option was chosen; it is correct if the chosen option's
 * text equals the question's answer text (exactly; an image-only option by its letter, see isCorrectOption); the percentage is correct ÷ total questions, rounded; skipped
 * means not answered. `answers` maps question _id → chosen option _id (an id no longer among the options
 * counts as not answered).
 */
export function scoreTest(records: QuestionRecord[], answers: Record<string, string>): TestResult {
  const review = records.map((record): ReviewEntry => {
    const chosenId = answers[record.question._id];
    const chosenIndex = chosenId === undefined ? -1 : record.options.findIndex((option) => option._id === chosenId);
    const correct = (index: number) => isCorrectOption(record.options[index], index, record.question.answer, { exact: true });
    const correctIndex = record.options.findIndex((_option, index) => correct(index));
    const status: ReviewStatus = chosenIndex === -1 ? 'skipped' : correct(chosenIndex) ? 'correct' : 'wrong';
    return { record, chosenIndex, correctIndex, status };
  });
  const answered = review.filter((entry) => entry.status !== 'skipped').length;
  const correct = review.filter((entry) => entry.status === 'correct').length;
  const total = records.length;
  return {
    total,
    answered,
    correct,
    wrong: answered - correct,
    skipped: total - answered,
    percentage: total === 0 ? 0 : Math.round((correct / total) * 100),
    review,
  };
}
