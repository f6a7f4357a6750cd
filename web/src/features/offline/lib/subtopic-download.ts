import type { SiteLocale } from '@exam-prep/contract/page-locale';
import { pathInLocale } from '@exam-prep/contract/page-locale';
import { operationPath } from '@exam-prep/contract/routes/paths';
import type { QuestionRecord } from '@/api/questions';
import { localizedApiPath } from '@/lib/api';
import { fetchListPage, pagesFor } from '@/lib/list-page';
import { QUESTIONS_PER_PAGE } from '@/lib/paging';
import { loadedAssetUrls, mediaUrlsOf } from '@/features/offline/lib/collect-urls';

/**
 * The address of a subtopic's whole question list as the browser asks for it in a language (the contract's
 * listQuestionsOfSubtopic without page or sample): what a topic test kept offline draws its questions from.
 */
export const wholeSubtopicListUrl = (subtopicName: string, locale: SiteLocale) =>
  localizedApiPath(operationPath('listQuestionsOfSubtopic', { subtopicName }), locale);

/** A page of a practice list's questions, as the practice page asks for it (the contract's list operations). */
const practicePagePath = (subtopicName: string, examName: string | undefined, page: number) => {
  const query = { page, limit: QUESTIONS_PER_PAGE };
  return examName
    ? operationPath('listQuestionsOfExamAndSubtopic', { examName, subtopicName }, query)
    : operationPath('listQuestionsOfSubtopic', { subtopicName }, query);
};

/** The reads every public page makes in its layout or head, in the page's language. */
const commonReads = (locale: SiteLocale) => [localizedApiPath(operationPath('aiStatus'), locale)];

interface PracticeList {
  locale: SiteLocale;
  topicName: string;
  subtopicName: string;
  examName?: string;
  /** The app path of the list (no /hi, no query). */
  appPath: string;
  /** The page the student sees (its questions are at hand) and how many questions the list has. */
  shownPage: number;
  shownItems: QuestionRecord[];
  total: number;
}

/**
 * Everything a practice list shows offline: each page's HTML (?page=N) in the student's language, each page's API
 * read (a page opened by the router asks the API), the pictures of every question, and the build files this
 * page loaded. Reads the pages other than the one shown to find their pictures.
 */
export async function practiceListUrls(list: PracticeList): Promise<string[]> {
  const { locale, subtopicName, examName, appPath, shownPage, shownItems, total } = list;
  const pageCount = pagesFor(total, QUESTIONS_PER_PAGE);
  const address = pathInLocale(appPath, locale);
  const urls: string[] = [];
  const others: Promise<QuestionRecord[]>[] = [];
  for (let page = 1; page <= pageCount; page += 1) {
    const apiPath = practicePagePath(subtopicName, examName, page);
    urls.push(page === 1 ? address : `${address}?page=${page}`, localizedApiPath(apiPath, locale));
    if (page !== shownPage) others.push(fetchListPage<QuestionRecord>(apiPath).then((answer) => answer.items));
  }
  // The Hindi page names the subtopic from its topic's list.
  if (locale !== 'en') urls.push(localizedApiPath(operationPath('listSubtopicsOfTopic', { topicName: list.topicName }), locale));
  const records = [shownItems, ...(await Promise.all(others))];
  return [...urls, ...commonReads(locale), ...mediaUrlsOf(records), ...loadedAssetUrls()];
}

/**
 * Everything a topic test needs offline: its page in the student's language (both its addresses), the subtopic
 * names it reads, the whole question list (the test draws its sample from it offline), its pictures, and the build
 * files this page loaded.
 */
export async function topicTestUrls(subtopicName: string, locale: SiteLocale): Promise<string[]> {
  const wholeList = wholeSubtopicListUrl(subtopicName, locale);
  const response = await fetch(wholeList, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Could not read the questions (${response.status})`);
  const records: unknown = await response.json();
  const slug = encodeURIComponent(subtopicName);
  return [
    pathInLocale(`/test/${slug}`, locale),
    pathInLocale(`/onlinetest/${slug}`, locale),
    localizedApiPath(operationPath('listSubtopics'), locale),
    wholeList,
    ...commonReads(locale),
    ...mediaUrlsOf(records),
    ...loadedAssetUrls(),
  ];
}
