import { callPath } from '@/lib/api';
import type { CheatsheetsAnswer } from '@/features/cheatsheets/api/get-cheatsheets';
import type { Cheatsheet } from '@/features/cheatsheets/api/types';
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

/** /cheatsheets: answers [the list] (its first titles are named). */
export function cheatsheetsHead({ locale, path, answers: [list] }: PageHeadInput): PageHead {
  return pageHead(pageTexts(locale).cheatsheetsPageMeta((list as CheatsheetsAnswer | undefined)?.cheatsheets ?? []), path);
}

/** /cheatsheets/{slug}: answers [the sheet]; an unknown or retired slug is a 404. */
export function cheatsheetHead(input: PageHeadInput): PageHead {
  const [sheet] = input.answers as [Cheatsheet | undefined];
  return sheet ? pageHead(pageTexts(input.locale).cheatsheetPageMeta(sheet), input.path) : notFoundHead(input);
}

/** Every active sheet's page, with when it last changed. */
export const cheatsheetAddresses = async (read: ApiRead): Promise<SitemapEntry[]> =>
  (
    await readEveryPage(
      read,
      (page) => callPath({ operation: 'listCheatsheets', query: { page, limit: 100 } }),
      (answer: CheatsheetsAnswer) => answer.cheatsheets,
    )
  ).map((sheet) => ({ path: canonicalPathOf(['cheatsheets', sheet.slug]), lastmod: sheet.updatedAt }));
