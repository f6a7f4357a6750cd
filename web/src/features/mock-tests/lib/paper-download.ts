import type { MockTestPaper } from '@exam-prep/contract/public/mock-tests';
import { pathInLocale, type SiteLocale } from '@exam-prep/contract/page-locale';
import { operationPath } from '@exam-prep/contract/routes/paths';
import { localizedApiPath } from '@/lib/api';
import { keptItemId } from '@/features/offline/lib/kept-items';
import { loadedAssetUrls, mediaUrlsOf } from '@/features/offline/lib/collect-urls';

/** A full paper's kept item: one per language and paper (the page's HTML is the language's). */
export const paperItemId = (locale: SiteLocale, slug: string) => keptItemId('mock-test', `${locale}/${slug}`);

/**
 * What a downloaded paper needs to open and be sat offline, beside the draw itself (which stays in localStorage:
 * the draw's GET is never cached): the paper's page in the student's language, the read every page's layout makes,
 * the pictures of its questions and options (fields and <img> in their HTML), and the build files this page
 * loaded (the exam screen's chunk is among them: the instructions fetch it while they are read).
 */
export function paperDownloadUrls(paper: MockTestPaper, locale: SiteLocale, assets: string[] = loadedAssetUrls()): string[] {
  return [
    pathInLocale(`/mock-tests/${encodeURIComponent(paper.slug)}`, locale),
    localizedApiPath(operationPath('aiStatus'), locale),
    ...mediaUrlsOf(paper),
    ...assets,
  ];
}
