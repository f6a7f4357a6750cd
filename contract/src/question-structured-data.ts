import { correctOptionIndex, optionLetter } from './answer.js';
import { htmlToTextLight } from './html-text-light.js';
import { texToPlain } from './plain-math.js';
import { titleCase } from './page-text.js';

/**
 * The JSON-LD of a question's page (schema.org `Quiz` of one multiple-choice `Question`, the shape of Google's
 * education Q&A results): the proxy writes it into the served HTML's head and the page renders the same one.
 * Texts are plain (rich text stripped). Zod-free.
 */

/**
 * Rich-text HTML as one line of plain text without a DOM (html-text-light.ts, the rules of html-text-rules.ts):
 * blocks and line breaks become spaces, entities decoded, typeset math read as its TeX made plain.
 */
export function plainText(html: string | null | undefined): string {
  return htmlToTextLight(html, { mathText: texToPlain });
}

/** What the structured data reads of /api/questions/page/{id}. */
export interface StructuredQuestionPage {
  title: string;
  subtopic_name: string | null;
  record: {
    question: { question: string; answer: string; explanation: string | null };
    options: ReadonlyArray<{ option_text: string }>;
  };
}

/** The page's JSON-LD object; `pageUrl` is the absolute canonical address. */
export function questionStructuredData(page: StructuredQuestionPage, pageUrl: string): Record<string, unknown> {
  const { question, options } = page.record;
  const correct = correctOptionIndex(options, question.answer);
  const text = plainText(question.question);
  const answer = (index: number) => ({
    '@type': 'Answer',
    position: index,
    // A picture option has no text: it is named by its letter.
    text: plainText(options[index]!.option_text) || `Option ${optionLetter(index)}`,
  });
  const explanation = plainText(question.explanation);
  const accepted =
    correct >= 0
      ? answer(correct)
      : // No option matches (an answer given as free text): the answer's own text.
        { '@type': 'Answer', text: plainText(question.answer) || question.answer };
  const name = page.title || text || `${page.subtopic_name ? titleCase(page.subtopic_name) : 'Practice'} question`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Quiz',
    name,
    url: pageUrl,
    ...(page.subtopic_name ? { about: { '@type': 'Thing', name: titleCase(page.subtopic_name) } } : {}),
    hasPart: [
      {
        '@type': 'Question',
        eduQuestionType: 'Multiple choice',
        learningResourceType: 'Practice problem',
        name,
        text: text || name,
        url: pageUrl,
        suggestedAnswer: options
          .map((_, index) => index)
          .filter((index) => index !== correct)
          .map(answer),
        acceptedAnswer: explanation ? { ...accepted, answerExplanation: { '@type': 'Comment', text: explanation } } : accepted,
      },
    ],
  };
}

// Kept here for its importers; it lives with the other escaper so a page's Seo needs no structured-data code.
export { jsonForScript } from './html-escape.js';
