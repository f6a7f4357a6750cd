import type { QuestionPage } from '@exam-prep/contract/public/question-page';
import { questionStructuredData } from '@exam-prep/contract/question-structured-data';
import { notFoundHead, pageHead, pageTexts, type PageHead, type PageHeadInput } from '@/lib/page-head';

/** What a question's document id can look like (Strapi makes 24 lowercase letters and digits): others are unknown. */
const QUESTION_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * /questions/{id}/{slug}: answers [the question's page]. Its JSON-LD is a Quiz; the bare id or another slug moves
 * to the address the question's page names.
 */
export function questionPageHead(input: PageHeadInput): PageHead {
  const [found] = input.answers as [QuestionPage | undefined];
  if (!found || !QUESTION_ID.test(input.params.id ?? '')) return notFoundHead(input);
  return {
    ...pageHead(pageTexts(input.locale).questionPageMeta(found), found.url),
    structuredData: (url) => questionStructuredData(found, url),
    ...(input.path === found.url ? {} : { movedTo: found.url }),
  };
}
