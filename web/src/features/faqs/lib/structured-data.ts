import type { Faq } from '@exam-prep/contract/public/faqs';
import { stripHtml } from '@/lib/plain-text';
import { sortQuestions } from './faqs';

/** The FAQPage JSON-LD names this many questions (the first by order). */
export const STRUCTURED_QUESTIONS = 5;

/** An FAQ's page as schema.org FAQPage: its first questions with their answers as plain text. */
export function faqStructuredData(faq: Faq, pageUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    name: faq.topic_title,
    url: pageUrl,
    ...(faq.description ? { description: faq.description } : {}),
    datePublished: faq.createdAt,
    dateModified: faq.updatedAt,
    mainEntity: sortQuestions(faq.questions)
      .slice(0, STRUCTURED_QUESTIONS)
      .map((question) => ({
        '@type': 'Question',
        name: stripHtml(question.question) || question.question,
        acceptedAnswer: { '@type': 'Answer', text: stripHtml(question.answer) },
      })),
  };
}
