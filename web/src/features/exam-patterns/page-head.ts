import type { ExamPatternsAnswer } from '@/features/exam-patterns/api/get-exam-patterns';
import type { ExamPattern } from '@/features/exam-patterns/api/types';
import { notFoundHead, sluggedAddresses, textHead, type PageHead, type PageHeadInput } from '@/lib/page-head';

/** /exam-patterns: answers [the list] (its first names are named). */
export function examPatternsHead(input: PageHeadInput): PageHead {
  const [list] = input.answers as [ExamPatternsAnswer | undefined];
  return textHead(input, (texts) => texts.examPatternsPageMeta(list?.examPatterns ?? []));
}

/** /exam-patterns/{slug}: answers [the pattern]; an unknown or retired slug is a 404. */
export function examPatternHead(input: PageHeadInput): PageHead {
  const [pattern] = input.answers as [ExamPattern | undefined];
  return pattern ? textHead(input, (texts) => texts.examPatternPageMeta(pattern)) : notFoundHead(input);
}

/** Every active pattern's page, with when it last changed. */
export const examPatternAddresses = sluggedAddresses(
  'exam-patterns',
  'listExamPatterns',
  (answer: ExamPatternsAnswer) => answer.examPatterns,
);
