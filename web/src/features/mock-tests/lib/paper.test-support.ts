import type { MockTestInstructions, MockTestPaper, MockTestResult, PaperQuestion } from '@exam-prep/contract/public/mock-tests';
import { instructionsOfPaper } from './instructions';

/** A question `id` with options `${id}-a` … `${id}-d`. */
export const paperQuestion = (id: string): PaperQuestion => ({
  _id: id,
  question: `<p>Question ${id}</p>`,
  question_type: 'text',
  question_image_url: null,
  options: ['a', 'b', 'c', 'd'].map((letter) => ({ _id: `${id}-${letter}`, option_type: 'text', option_text: letter, path_url: null })),
  locale: 'en',
});

/**
 * A paper for tests: sections named and sized as given (`durations` in minutes makes it sectional), questions
 * numbered s{section}q{n}.
 */
export function testPaper({
  sizes = [3, 2],
  durations,
  duration = 60,
}: { sizes?: number[]; durations?: number[]; duration?: number } = {}): MockTestPaper {
  return {
    _id: 'paper-1',
    slug: 'ibps-po-prelims-2023',
    title: 'IBPS PO Prelims 2023',
    kind: 'previous_year',
    instructions: '<p>Read carefully.</p>',
    duration: durations ? durations.reduce((sum, minutes) => sum + minutes, 0) : duration,
    marking_scheme: { correct_answer: 1, wrong_answer: -0.25 },
    negative_marking: true,
    attempt_id: 'attempt-1',
    locale: 'en',
    sections: sizes.map((size, section) => ({
      section_name: `Section ${section + 1}`,
      duration: durations ? durations[section] : null,
      questions: Array.from({ length: size }, (_, index) => paperQuestion(`s${section}q${index}`)),
    })),
  };
}

/** A result that says every question's correct option is its first ('-a'). */
export function testResult(paper: MockTestPaper, chosen: Record<string, string>): MockTestResult {
  const questions = paper.sections.flatMap((section) =>
    section.questions.map((question) => ({
      question_id: question._id,
      real_question_id: `real-${question._id}`,
      question_path: `/questions/real-${question._id}/question-${question._id}`,
      chosen_option_id: chosen[question._id] ?? null,
      correct_option_id: `${question._id}-a`,
      explanation: `<p>Because ${question._id}.</p>`,
      percent_correct: 40,
    })),
  );
  const correct = questions.filter((entry) => entry.chosen_option_id === entry.correct_option_id).length;
  const wrong = questions.filter((entry) => entry.chosen_option_id !== null && entry.chosen_option_id !== entry.correct_option_id).length;
  return {
    score: correct - wrong * 0.25,
    max_score: questions.length,
    correct,
    wrong,
    unanswered: questions.length - correct - wrong,
    percentile: 75,
    counted_attempts: 12,
    counted: true,
    late: false,
    time_spent_seconds: 600,
    sections: [],
    questions,
  };
}

/** What GET …/instructions answers for a test paper: the paper without its questions. */
export const testInstructions = (paper: MockTestPaper): MockTestInstructions => ({
  _id: paper._id,
  ...instructionsOfPaper(paper),
  exam_name: 'IBPS PO',
  year: 2023,
});
