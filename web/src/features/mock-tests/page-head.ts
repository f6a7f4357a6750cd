import type { MockTestList } from '@exam-prep/contract/public/mock-tests';
import { callPath } from '@/lib/api';
import {
  canonicalPathOf,
  notFoundHead,
  pageHead,
  pageTexts,
  type ApiRead,
  type PageHead,
  type PageHeadInput,
  type SitemapEntry,
} from '@/lib/page-head';

/** /mock-tests: answers [the list of papers] (their first exams are named). */
export function mockTestsHead({ locale, path, answers: [list] }: PageHeadInput): PageHead {
  return pageHead(pageTexts(locale).mockTestsPageMeta((list as MockTestList | undefined)?.mockTests ?? []), path);
}

/** /mock-tests/{slug}: answers [the list of papers]; a paper the list lacks (unknown or inactive) is a 404. */
export function mockTestHead(input: PageHeadInput): PageHead {
  const [list] = input.answers as [MockTestList | undefined];
  const paper = list?.mockTests.find((candidate) => candidate.slug === input.params.slug);
  return paper ? pageHead(pageTexts(input.locale).mockTestPageMeta(paper), input.path) : notFoundHead(input);
}

/** Every paper /mock-tests lists. */
export const mockTestAddresses = async (read: ApiRead): Promise<SitemapEntry[]> =>
  (await read<MockTestList>(callPath({ operation: 'listMockTests' }))).mockTests.map((paper) => ({
    path: canonicalPathOf(['mock-tests', paper.slug]),
  }));
