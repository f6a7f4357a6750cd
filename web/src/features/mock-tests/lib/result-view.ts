import type { MockTestPaper, MockTestResult, PaperQuestion } from '@exam-prep/contract/public/mock-tests';
import type { Translator } from '@/i18n/i18n';

/** Marks as exam results print them: at most two decimals (0.25 steps), a true minus sign: 47.75, −3.5, 0. */
export function formatMarks(marks: number): string {
  const rounded = Math.round(marks * 100) / 100;
  const text = String(Math.abs(rounded));
  return rounded < 0 ? `−${text}` : text;
}

/** Accuracy: correct ÷ answered, as a whole percentage; null when nothing was answered. */
export function accuracy(correct: number, wrong: number): number | null {
  const answered = correct + wrong;
  return answered === 0 ? null : Math.round((correct / answered) * 100);
}

/**
 * What the result says of its own standing: late (past the time on the server's clock), else not counted in the
 * statistics, else nothing. A result stored before the server said so has neither field: nothing to say.
 */
export function resultStanding(result: Pick<MockTestResult, 'late' | 'counted'>): 'late' | 'not-counted' | null {
  if (result.late === true) return 'late';
  return result.counted === false ? 'not-counted' : null;
}

/** A percentile with at most one decimal: 87.5, 100. */
export const formatPercentile = (percentile: number) => String(Math.round(percentile * 10) / 10);

/** 3725 → '1 h 2 min 5 s', 95 → '1 min 35 s', 40 → '40 s' (the units in the page's language). */
export function formatDuration(totalSeconds: number, t: Translator['t']): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const parts = [
    hours > 0 ? t('mock-tests.result.hours', { count: hours }) : '',
    minutes > 0 ? t('mock-tests.result.minutes', { count: minutes }) : '',
    rest > 0 || seconds === 0 ? t('mock-tests.result.seconds', { count: rest }) : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** The marking scheme in words, in the page's language: '+2 for a right answer, −0.5 for a wrong one, 0 if unanswered.' */
export function markingText(scheme: { correct_answer: number; wrong_answer: number }, t: Translator['t']): string {
  const right = formatMarks(scheme.correct_answer);
  if (scheme.wrong_answer === 0) return t('mock-tests.instructions.markingNoDeduction', { right });
  return t('mock-tests.instructions.markingText', { right, wrong: formatMarks(scheme.wrong_answer) });
}

export type ReviewStatus = 'correct' | 'wrong' | 'unanswered';

export interface ReviewItem {
  number: number;
  sectionName: string;
  question: PaperQuestion;
  chosenOptionId: string | null;
  correctOptionId: string | null;
  explanation: string | null;
  /** The explanation is the English one: the question's translation lacks it (the result's untranslated_fields). */
  explanationInEnglish: boolean;
  percentCorrect: number | null;
  status: ReviewStatus;
  /** The question's own id and public page (the paper shows ids of the attempt's own); null when it has none. */
  realQuestionId: string | null;
  questionPath: string | null;
}

/** Every question of the paper, in order and numbered across sections, with what the result says of it. */
export function reviewItems(paper: MockTestPaper, result: MockTestResult): ReviewItem[] {
  const byId = new Map(result.questions.map((entry) => [entry.question_id, entry]));
  let number = 0;
  return paper.sections.flatMap((section) =>
    section.questions.map((question): ReviewItem => {
      number += 1;
      const entry = byId.get(question._id);
      const chosenOptionId = entry?.chosen_option_id ?? null;
      const correctOptionId = entry?.correct_option_id ?? null;
      const status: ReviewStatus = chosenOptionId === null ? 'unanswered' : chosenOptionId === correctOptionId ? 'correct' : 'wrong';
      return {
        number,
        sectionName: section.section_name,
        question,
        chosenOptionId,
        correctOptionId,
        explanation: entry?.explanation ?? null,
        explanationInEnglish: entry?.untranslated_fields?.includes('explanation') ?? false,
        percentCorrect: entry ? Math.round(entry.percent_correct) : null,
        status,
        // A result stored before results named them has neither.
        realQuestionId: entry?.real_question_id ?? null,
        questionPath: entry?.question_path ?? null,
      };
    }),
  );
}
