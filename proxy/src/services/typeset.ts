import type { Cheatsheet } from '@exam-prep/contract/public/cheatsheets';
import type { MockTestPaper, MockTestResult } from '@exam-prep/contract/public/mock-tests';
import type { QuestionPage } from '@exam-prep/contract/public/question-page';
import type { QuestionRecord } from '@exam-prep/contract/public/questions';
import { typesetMath } from '../lib/math.js';

/*
 * The public answers with the math in their rich-text fields typeset (lib/math.ts). Only public reads are
 * typeset: the admin screens and the AI prompt read the author's LaTeX. A question's `answer` is its correct
 * option's text and is typeset the same way, so the two still compare equal (@exam-prep/contract/answer).
 */

export const typesetQuestionRecord = ({ question, options }: QuestionRecord): QuestionRecord => ({
  question: {
    ...question,
    question: typesetMath(question.question),
    answer: typesetMath(question.answer),
    explanation: typesetMath(question.explanation),
  },
  options: options.map((option) => ({ ...option, option_text: typesetMath(option.option_text) })),
});

export const typesetQuestionPage = (page: QuestionPage): QuestionPage => ({ ...page, record: typesetQuestionRecord(page.record) });

/** Text items and the text blocks of mixed items; code stays code. */
export const typesetCheatsheet = (sheet: Cheatsheet): Cheatsheet => ({
  ...sheet,
  items: sheet.items.map((item) => ({
    ...item,
    text_content: typesetMath(item.text_content),
    mixed_content: item.mixed_content.map((block) => (block.type === 'text' ? { ...block, content: typesetMath(block.content) } : block)),
  })),
});

export const typesetPaper = (paper: MockTestPaper): MockTestPaper => ({
  ...paper,
  instructions: typesetMath(paper.instructions),
  sections: paper.sections.map((section) => ({
    ...section,
    questions: section.questions.map((question) => ({
      ...question,
      question: typesetMath(question.question),
      options: question.options.map((option) => ({ ...option, option_text: typesetMath(option.option_text) })),
    })),
  })),
});

export const typesetResult = (result: MockTestResult): MockTestResult => ({
  ...result,
  questions: result.questions.map((question) => ({ ...question, explanation: typesetMath(question.explanation) })),
});
