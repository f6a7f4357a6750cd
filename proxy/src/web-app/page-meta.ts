import * as englishTexts from '@exam-prep/contract/page-meta';
import { fullTitle, QUESTIONS_PER_PAGE, SITE_NAME, type PageText } from '@exam-prep/contract/page-meta';
import * as hindiTexts from '@exam-prep/contract/page-meta-hi';
import { localeOfPath, pathInLocale, pathWithoutLocale, type SiteLocale } from '@exam-prep/contract/page-locale';
import type { QuestionPage } from '@exam-prep/contract/public/question-page';
import { questionStructuredData } from '@exam-prep/contract/question-structured-data';
import type { SiteContent } from './site-content.js';

export { SITE_NAME };

/**
 * The head tags of every route, for the HTML the proxy serves (crawlers and link previews run no JavaScript).
 *
 * The texts come from the contract (contract/src/page-meta.ts), which the React pages render through <Seo>
 * once they load (main.tsx then removes these server copies); e2e/tests/crawler-meta.spec.ts compares the two.
 * This file decides which page an address is, its status and canonical address, and what it preloads.
 */

export interface PageMeta {
  status: 200 | 404;
  /** The page's language (its address's: /hi/… is Hindi): the served <html lang>, and the texts' language. */
  locale: SiteLocale;
  /**
   * The page's address inside the app, the same in every language (its hreflang alternates: this path, and
   * /hi + this path); absent for a page without alternates (a 404).
   */
  appPath?: string;
  /**
   * Set when the page lives at another address (a subtopic reached through another topic's address): the
   * proxy answers 301 to it, so students and crawlers land on the one address the app links to.
   */
  movedTo?: string;
  /** The full title, with the site name. */
  title: string;
  description: string;
  keywords: string[];
  /** Path of the canonical address (the site's public origin is added by the caller). */
  canonicalPath: string;
  noindex: boolean;
  /** The page's screen as Vite's manifest names it (for preloading its chunk): the web app's page table says which. */
  module?: string;
  /**
   * The API address the page fetches first, exactly as its SWR hook writes it (the features' api folders):
   * preloaded by the HTML so the data arrives while the scripts still load. This relies on the answers
   * carrying `Cache-Control: no-cache` for browsers (cached-route.ts): with `stale-while-revalidate` Chrome
   * hands the preloaded answer to the app but then fetches it again in the background.
   */
  data?: string;
  /** The page's JSON-LD, built with its absolute canonical address (a question's page: Quiz). */
  structuredData?: (canonicalUrl: string) => Record<string, unknown>;
}

type MetaText = PageText;

const names = <K extends string>(key: K, values: readonly string[]) => values.map((value) => ({ [key]: value }) as Record<K, string>);

type Builders = typeof hindiTexts;

/** Every kind of page's texts in a language, from what the served HTML knows of the content (SiteContent). */
const textsIn = ({
  homePageMeta,
  notFoundPageMeta,
  adminPageMeta,
  topicsPageMeta,
  subtopicsPageMeta,
  questionsPageMeta,
  randomTopicsPageMeta,
  testTopicsPageMeta,
  testSubtopicsPageMeta,
  onlineTestPageMeta,
  savedPageMeta,
  examPatternsPageMeta,
  examPatternPageMeta,
  cheatsheetsPageMeta,
  cheatsheetPageMeta,
  mockTestsPageMeta,
  mockTestPageMeta,
  questionPageMeta,
  privacyPageMeta,
  termsPageMeta,
  searchPageMeta,
}: Builders) => ({
  home: homePageMeta,
  notFound: notFoundPageMeta,
  admin: adminPageMeta,
  topics: (topicNames: string[]) => topicsPageMeta(names('topic_name', topicNames)),
  subtopics: (topicName: string, subtopicNames: string[]) => subtopicsPageMeta(topicName, names('subtopic_name', subtopicNames)),
  questions: (topicName: string, subtopicName: string, examName: string | undefined, questionCount: number) =>
    questionsPageMeta({ topicName, subtopicName, examName, questionCount }),
  randomTopics: randomTopicsPageMeta,
  testTopics: (topicNames: string[]) => testTopicsPageMeta(names('topic_name', topicNames)),
  testSubtopics: (topicName: string, subtopicNames: string[]) => testSubtopicsPageMeta(topicName, names('subtopic_name', subtopicNames)),
  onlineTest: onlineTestPageMeta,
  saved: savedPageMeta,
  examPatterns: (patternNames: string[]) => examPatternsPageMeta(names('exam_name', patternNames)),
  examPattern: (pattern: SiteContent['examPatterns'][number]) =>
    examPatternPageMeta({ exam_name: pattern.name, description: pattern.description, tags: pattern.tags }),
  cheatsheets: (sheetTitles: string[]) => cheatsheetsPageMeta(names('title', sheetTitles)),
  cheatsheet: (sheet: SiteContent['cheatsheets'][number]) => cheatsheetPageMeta(sheet),
  mockTests: (papers: SiteContent['mockTests']) => mockTestsPageMeta(papers),
  mockTest: (paper: SiteContent['mockTests'][number]) => mockTestPageMeta(paper),
  questionPage: (found: QuestionPage) => questionPageMeta(found),
  privacy: privacyPageMeta,
  terms: termsPageMeta,
  search: searchPageMeta,
});
type Texts = ReturnType<typeof textsIn>;
type PageTexts = { [Kind in keyof Texts]: (...args: Parameters<Texts[Kind]>) => MetaText };

/** The page texts of each language (@exam-prep/contract/page-meta and page-meta-hi: the app renders the same). */
const PAGE_TEXTS: Record<SiteLocale, PageTexts> = { en: textsIn(englishTexts), hi: textsIn(hindiTexts) };
/** English page texts (the default language). */
export const pageText = PAGE_TEXTS.en;

/** Admin screens (admin-area.md §2, plus any further /add-, /manage-, /create-, /import-, /edit-{x}/{id} screen). */
export function isAdminPath(pathname: string): boolean {
  return (
    pathname === '/login' ||
    pathname === '/dashboard' ||
    /^\/(?:add|manage|create|import)-[a-z0-9-]+$/.test(pathname) ||
    /^\/edit-[a-z0-9-]+\/[^/]+$/.test(pathname)
  );
}

/** '/practice/general-aptitude/' → ['practice', 'general-aptitude']; undefined when a segment cannot be decoded. */
export function pathSegments(pathname: string): string[] | undefined {
  try {
    return pathname
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

/** The path written the one way the site links to it: decoded segments re-encoded, no trailing slash. */
export function canonicalPathOf(segments: string[]): string {
  return `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;
}

/** Pages whose metadata needs no content, by their one path segment. */
const STATIC_PAGES = new Map<string, keyof PageTexts>([
  ['random-topics', 'randomTopics'],
  ['saved', 'saved'],
  ['privacy-policy', 'privacy'],
  ['terms-of-use', 'terms'],
]);

/** First path segments of the pages whose metadata and status depend on the content. */
const CONTENT_ROUTES = new Set(['practice', 'test-topics', 'onlinetest', 'test', 'exam-patterns', 'cheatsheets', 'mock-tests']);

/** Does this path need the content (topic names, slugs) to be answered? Static pages and admin screens do not. */
export function needsContent(pathname: string): boolean {
  const segments = pathSegments(pathWithoutLocale(pathname));
  if (!segments || segments.length === 0 || isAdminPath(canonicalPathOf(segments))) return false;
  return CONTENT_ROUTES.has(segments[0]!);
}

/** Counts the questions the API lists for a subtopic (and exam): the practice page's description names it. */
export type QuestionCounter = (by: { subtopicName: string; examName?: string }) => Promise<number>;

/** What a question's document id can look like (Strapi makes 24 lowercase letters and digits): others are unknown. */
const QUESTION_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A question's page (/api/questions/page/{id}'s answer) by its document id; undefined when there is none. */
export type QuestionPageFinder = (id: string) => Promise<QuestionPage | undefined>;

/** An API address as a page in this language fetches it (the app's web/src/lib/api.ts adds the same). */
export function apiPathIn(path: string, locale: SiteLocale): string {
  return locale === 'en' ? path : `${path}${path.includes('?') ? '&' : '?'}locale=${locale}`;
}

/**
 * The metadata and HTTP status of a path (without query), in its language: a Hindi page (/hi/…) is the app's
 * page at the path without /hi, with the Hindi texts, its addresses (canonical, redirect) under /hi and its data
 * asked for in Hindi. `content` may be omitted only for paths where needsContent() is false. Unknown routes,
 * names and slugs give the 404 page's metadata with status 404.
 */
export async function resolvePageMeta(
  pathname: string,
  content?: SiteContent,
  countQuestions?: QuestionCounter,
  findQuestionPage?: QuestionPageFinder,
  query?: URLSearchParams,
): Promise<PageMeta> {
  const locale = localeOfPath(pathname);
  const appPath = pathWithoutLocale(pathname);
  // Admin screens are English only: /hi/dashboard is no page.
  const meta =
    locale !== 'en' && isAdminPath(appPath)
      ? notFoundMeta(appPath, locale)
      : await resolveAppPageMeta(appPath, locale, content, countQuestions, findQuestionPage, query);
  return localizedMeta(meta, locale);
}

function notFoundMeta(appPath: string, locale: SiteLocale): PageMeta {
  const text = PAGE_TEXTS[locale].notFound();
  return {
    status: 404,
    locale,
    title: fullTitle(text.title),
    description: text.description,
    keywords: text.keywords,
    canonicalPath: appPath,
    noindex: true,
  };
}

/** A page's addresses in its language: canonical, redirect and data under /hi for Hindi; alternates when it exists. */
function localizedMeta(meta: PageMeta, locale: SiteLocale): PageMeta {
  const appPath = meta.status === 200 ? meta.canonicalPath : undefined;
  if (locale === 'en') return { ...meta, appPath };
  return {
    ...meta,
    appPath,
    canonicalPath: pathInLocale(meta.canonicalPath, locale),
    movedTo: meta.movedTo && pathInLocale(meta.movedTo, locale),
    data: meta.data && apiPathIn(meta.data, locale),
  };
}

async function resolveAppPageMeta(
  pathname: string,
  locale: SiteLocale,
  content?: SiteContent,
  countQuestions?: QuestionCounter,
  findQuestionPage?: QuestionPageFinder,
  query?: URLSearchParams,
): Promise<PageMeta> {
  const segments = pathSegments(pathname);
  const pageText = PAGE_TEXTS[locale];
  const page = (text: MetaText, canonicalPath: string, status: 200 | 404 = 200, data?: string): PageMeta => ({
    data,
    status,
    locale,
    title: fullTitle(text.title),
    description: text.description,
    keywords: text.keywords ?? [],
    canonicalPath,
    noindex: Boolean(text.noindex) || status === 404,
  });
  const notFound = () => page(pageText.notFound(), segments ? canonicalPathOf(segments) : '/', 404);
  if (!segments) return notFound();
  const here = canonicalPathOf(segments);

  if (isAdminPath(here)) return page(pageText.admin(), here);
  if (segments.length === 0) return page(pageText.home(), '/');
  const staticPage = segments.length === 1 ? STATIC_PAGES.get(segments[0]!) : undefined;
  if (staticPage) return page(pageText[staticPage](), here);
  // /search?q=: results are noindex (every query would be another page of the site's own content).
  if (segments.length === 1 && segments[0] === 'search') return page(pageText.search(query?.get('q') ?? ''), here);
  // A question's page: /questions/{id}/{slug}; the bare id or another slug moves to it.
  if (segments[0] === 'questions') {
    const id = segments.length === 2 || segments.length === 3 ? segments[1]! : '';
    const found = QUESTION_ID.test(id) ? await findQuestionPage?.(id) : undefined;
    if (!found) return notFound();
    const meta: PageMeta = {
      ...page(pageText.questionPage(found), found.url, 200, `/api/questions/page/${encodeURIComponent(found.record.question._id)}`),
      structuredData: (url) => questionStructuredData(found, url),
    };
    return here === found.url ? meta : { ...meta, movedTo: found.url };
  }
  if (!CONTENT_ROUTES.has(segments[0]!)) return notFound();
  if (!content) throw new Error(`resolvePageMeta(${pathname}) needs the site content`);

  const [first, second, third, fourth] = segments;
  const topicKnown = (name: string) => content.topics.includes(name);
  const subtopicsOf = (topic: string) => content.subtopics.filter((subtopic) => subtopic.topic === topic).map((subtopic) => subtopic.name);
  const subtopic = (name: string) => content.subtopics.find((candidate) => candidate.name === name);

  switch (first) {
    case 'practice': {
      if (segments.length === 1) return page(pageText.topics(content.topics), here, 200, '/api/topics/all');
      if (!topicKnown(second!)) return notFound();
      if (segments.length === 2)
        return page(
          pageText.subtopics(second!, subtopicsOf(second!)),
          here,
          200,
          `/api/subtopics/topicname/${encodeURIComponent(second!)}`,
        );
      const found = subtopic(third!);
      if (!found || segments.length > 4) return notFound();
      if (segments.length === 4 && !content.exams.includes(fourth!)) return notFound();
      // The same subtopic reached through another topic's address moves to its own topic's address.
      const topic = found.topic ?? second!;
      const canonical = canonicalPathOf(['practice', topic, third!, ...(fourth ? [fourth] : [])]);
      if (topic !== second) return { ...page(pageText.questions(topic, third!, fourth, 0), canonical), movedTo: canonical };
      const count = countQuestions ? await countQuestions({ subtopicName: third!, examName: fourth }) : 0;
      // The first page exactly as the app's practice fetcher writes it (features/practice/api/get-practice-questions.ts).
      const firstPage = `?page=1&limit=${QUESTIONS_PER_PAGE}`;
      const data = fourth
        ? `/api/questions/exam/${encodeURIComponent(fourth)}/subtopic/${encodeURIComponent(third!)}${firstPage}`
        : `/api/questions/subtopic/${encodeURIComponent(third!)}${firstPage}`;
      return page(pageText.questions(topic, third!, fourth, count), canonical, 200, data);
    }
    case 'test-topics': {
      if (segments.length === 1) return page(pageText.testTopics(content.topics), here, 200, '/api/topics/all');
      if (segments.length > 2 || !topicKnown(second!)) return notFound();
      return page(pageText.testSubtopics(second!, subtopicsOf(second!)), here);
    }
    case 'onlinetest':
    case 'test': {
      const found = segments.length === 2 ? subtopic(second!) : undefined;
      if (!found) return notFound();
      // Named as the page names it: in its language (web/src/features/topic-tests/routes/online-test-page.tsx).
      return page(
        pageText.onlineTest(second!, found.displayNames?.[locale]),
        canonicalPathOf(['test', second!]),
        200,
        '/api/subtopics/all',
      );
    }
    case 'exam-patterns': {
      if (segments.length === 1) return page(pageText.examPatterns(content.examPatterns.map((pattern) => pattern.name)), here);
      const pattern = segments.length === 2 ? content.examPatterns.find((candidate) => candidate.slug === second) : undefined;
      return pattern
        ? page(pageText.examPattern(pattern), here, 200, `/api/exam-patterns/slug/${encodeURIComponent(pattern.slug)}`)
        : notFound();
    }
    case 'cheatsheets': {
      if (segments.length === 1) return page(pageText.cheatsheets(content.cheatsheets.map((sheet) => sheet.title)), here);
      const sheet = segments.length === 2 ? content.cheatsheets.find((candidate) => candidate.slug === second) : undefined;
      return sheet ? page(pageText.cheatsheet(sheet), here, 200, `/api/cheatsheets/slug/${encodeURIComponent(sheet.slug)}`) : notFound();
    }
    case 'mock-tests': {
      if (segments.length === 1) return page(pageText.mockTests(content.mockTests), here, 200, '/api/mock-tests/all');
      const paper = segments.length === 2 ? content.mockTests.find((candidate) => candidate.slug === second) : undefined;
      // No data preload: every fetch of a paper creates an attempt (and draws its questions).
      return paper ? page(pageText.mockTest(paper), here) : notFound();
    }
    default:
      return notFound();
  }
}

/** What the HTML says when the CMS cannot be reached and nothing is known: the generic site description. */
export function fallbackPageMeta(pathname: string): PageMeta {
  const locale = localeOfPath(pathname);
  const segments = pathSegments(pathname) ?? [];
  const home = PAGE_TEXTS[locale].home();
  return {
    status: 200,
    locale,
    title: home.title,
    description: home.description,
    keywords: home.keywords ?? [],
    canonicalPath: canonicalPathOf(segments),
    appPath: pathWithoutLocale(canonicalPathOf(segments)),
    noindex: false,
  };
}
