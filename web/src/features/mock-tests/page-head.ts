import type { Leaderboard, MockTestInstructions, MockTestList } from '@exam-prep/contract/public/mock-tests';
import { leaderboardPageMeta } from '@/features/mock-tests/lib/leaderboard';
import { addressesOf, canonicalPathOf, notFoundHead, textHead, type PageHead, type PageHeadInput } from '@/lib/page-head';

/** /mock-tests: answers [the list of papers] (their first exams are named). */
export function mockTestsHead(input: PageHeadInput): PageHead {
  const [list] = input.answers as [MockTestList | undefined];
  return textHead(input, (texts) => texts.mockTestsPageMeta(list?.mockTests ?? []));
}

/** /mock-tests/{slug}: answers [the paper's instructions]; a paper without them (unknown or inactive) is a 404. */
export function mockTestHead(input: PageHeadInput): PageHead {
  const [paper] = input.answers as [MockTestInstructions | undefined];
  return paper ? textHead(input, (texts) => texts.mockTestPageMeta(paper)) : notFoundHead(input);
}

/** Every paper /mock-tests lists. */
export const mockTestAddresses = addressesOf({ operation: 'listMockTests' }, (list: MockTestList) =>
  list.mockTests.map((paper) => canonicalPathOf(['mock-tests', paper.slug])),
);

/** /mock-tests/{slug}/leaderboard: answers [the leaderboard]; an unknown or inactive paper is a 404. */
export function leaderboardHead(input: PageHeadInput): PageHead {
  const [board] = input.answers as [Leaderboard | undefined];
  return board ? textHead(input, () => leaderboardPageMeta(input.locale, board.paper)) : notFoundHead(input);
}
