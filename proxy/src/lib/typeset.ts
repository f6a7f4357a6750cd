import type { Cheatsheet } from '@exam-prep/contract/public/cheatsheets';
import type { MockTestPaper, MockTestResult } from '@exam-prep/contract/public/mock-tests';
import type { QuestionPage } from '@exam-prep/contract/public/question-page';
import type { QuestionRecord } from '@exam-prep/contract/public/questions';
import { publicRichText } from './public-rich-text.js';

/*
 * The public answers with their rich-text fields cleaned and their math typeset (lib/public-rich-text.ts). Only
 * public reads are typeset: the admin screens and the AI prompt read the author's LaTeX. A question's `answer` is
 * its correct option's text and is cleaned and typeset the same way, so the two still compare equal
 * (@exam-prep/contract/answer).
 */

export const typesetQuestionRecord = ({ question, options }: QuestionRecord): QuestionRecord => ({
  question: {
    ...question,
    question: publicRichText(question.question),
    answer: publicRichText(question.answer),
    explanation: publicRichText(question.explanation),
  },
  options: options.map((option) => ({ ...option, option_text: publicRichText(option.option_text) })),
});

export const typesetQuestionPage = (page: QuestionPage): QuestionPage => ({ ...page, record: typesetQuestionRecord(page.record) });

/** Text items and the text blocks of mixed items; code stays code. */
export const typesetCheatsheet = (sheet: Cheatsheet): Cheatsheet => ({
  ...sheet,
  items: sheet.items.map((item) => ({
    ...item,
    text_content: publicRichText(item.text_content),
    mixed_content: item.mixed_content.map((block) =>
      block.type === 'text' ? { ...block, content: publicRichText(block.content) } : block,
    ),
  })),
});

export const typesetPaper = (paper: MockTestPaper): MockTestPaper => ({
  ...paper,
  instructions: publicRichText(paper.instructions),
  sections: paper.sections.map((section) => ({
    ...section,
    questions: section.questions.map((question) => ({
      ...question,
      question: publicRichText(question.question),
      options: question.options.map((option) => ({ ...option, option_text: publicRichText(option.option_text) })),
    })),
  })),
});

export const typesetResult = (result: MockTestResult): MockTestResult => ({
  ...result,
  questions: result.questions.map((question) => ({ ...question, explanation: publicRichText(question.explanation) })),
});
