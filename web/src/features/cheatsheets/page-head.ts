import type { CheatsheetsAnswer } from '@/features/cheatsheets/api/get-cheatsheets';
import type { Cheatsheet } from '@/features/cheatsheets/api/types';
import { notFoundHead, sluggedAddresses, textHead, type PageHead, type PageHeadInput } from '@/lib/page-head';

/** /cheatsheets: answers [the list] (its first titles are named). */
export function cheatsheetsHead(input: PageHeadInput): PageHead {
  const [list] = input.answers as [CheatsheetsAnswer | undefined];
  return textHead(input, (texts) => texts.cheatsheetsPageMeta(list?.cheatsheets ?? []));
}

/** /cheatsheets/{slug}: answers [the sheet]; an unknown or retired slug is a 404. */
export function cheatsheetHead(input: PageHeadInput): PageHead {
  const [sheet] = input.answers as [Cheatsheet | undefined];
  return sheet ? textHead(input, (texts) => texts.cheatsheetPageMeta(sheet)) : notFoundHead(input);
}

/** Every active sheet's page, with when it last changed. */
export const cheatsheetAddresses = sluggedAddresses('cheatsheets', 'listCheatsheets', (answer: CheatsheetsAnswer) => answer.cheatsheets);
