import type { FaqQuestion, FaqSummary } from '@exam-prep/contract/public/faqs';
import { stripHtml } from '@/lib/plain-text';

/** Cards show at most this many tags. */
export const CARD_TAG_LIMIT = 3;

/** The FAQs whose title, description or a tag holds the search (case-insensitive); all of them without one. */
export function filterFaqs<T extends Pick<FaqSummary, 'topic_title' | 'description' | 'tags'>>(faqs: readonly T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...faqs];
  return faqs.filter((faq) => [faq.topic_title, faq.description, ...faq.tags].some((field) => field.toLowerCase().includes(needle)));
}

/** Questions by `order`, ties in the order given. */
export const sortQuestions = <T extends Pick<FaqQuestion, 'order'>>(questions: readonly T[]): T[] =>
  [...questions].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));

/** A question as one line of plain text (tags stripped, entities decoded). */
export const questionText = (question: string): string => stripHtml(question) || question;
