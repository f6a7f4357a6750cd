import { callPath } from '@/lib/api';
import type { ExamPatternsAnswer } from '@/features/exam-patterns/api/get-exam-patterns';
import type { ExamPattern } from '@/features/exam-patterns/api/types';
import {
  canonicalPathOf,
  notFoundHead,
  pageHead,
  pageTexts,
  readEveryPage,
  type ApiRead,
  type PageHead,
  type PageHeadInput,
  type SitemapEntry,
} from '@/lib/page-head';

/** /exam-patterns: answers [the list] (its first names are named). */
export function examPatternsHead({ locale, path, answers: [list] }: PageHeadInput): PageHead {
  return pageHead(pageTexts(locale).examPatternsPageMeta((list as ExamPatternsAnswer | undefined)?.examPatterns ?? []), path);
}

/** /exam-patterns/{slug}: answers [the pattern]; an unknown or retired slug is a 404. */
export function examPatternHead(input: PageHeadInput): PageHead {
  const [pattern] = input.answers as [ExamPattern | undefined];
  return pattern ? pageHead(pageTexts(input.locale).examPatternPageMeta(pattern), input.path) : notFoundHead(input);
}

/** Every active pattern's page, with when it last changed. */
export const examPatternAddresses = async (read: ApiRead): Promise<SitemapEntry[]> =>
  (
    await readEveryPage(
      read,
      (page) => callPath({ operation: 'listExamPatterns', query: { page, limit: 100 } }),
      (answer: ExamPatternsAnswer) => answer.examPatterns,
    )
  ).map((pattern) => ({ path: canonicalPathOf(['exam-patterns', pattern.slug]), lastmod: pattern.updatedAt }));
