import { practiceQuestionsCall, fetchPracticeQuestions } from '@/features/practice/api/get-practice-questions';
import { examPatternsCall } from '@/features/exam-patterns/api/get-exam-patterns';
import { cheatsheetsCall } from '@/features/cheatsheets/api/get-cheatsheets';
import { faqCall, faqsCall, featuredFaqsCall } from '@/features/faqs/api/calls';
import { categoriesCall, featuredTopicsCall, topicPageCall, topicsCall } from '@/features/programming-topics/api/calls';
import { callPath, type ApiCall } from '@/lib/api';
import { pageFromQuery } from '@/lib/paging';
import type { HeadLoader, PageSitemap } from '@/lib/page-head';
import { lazyExport } from '@/lib/lazy-export';

// Head builders and sitemap listers, loaded only where heads are built (the server render): see HeadLoader.
const fixedHeads = () => import('./fixed-heads');
const practiceHeads = () => import('@/features/practice/page-head');
const topicTestHeads = () => import('@/features/topic-tests/page-head');
const mockTestHeads = () => import('@/features/mock-tests/page-head');
const questionPageHeads = () => import('@/features/question-page/page-head');
const examPatternHeads = () => import('@/features/exam-patterns/page-head');
const cheatsheetHeads = () => import('@/features/cheatsheets/page-head');
const faqHeads = () => import('@/features/faqs/page-head');
const programmingHeads = () => import('@/features/programming-topics/page-head');
const searchHeads = () => import('@/features/search/page-head');
const studentHeads = () => import('@/features/student/page-head');
const offlineHeads = () => import('@/features/offline/page-head');

/** A page's component module: the default export is the screen. */
export type PageModule = { default: React.ComponentType };

/**
 * One thing a page shows from the API, named as the contract names the call: its operation, path parameters and
 * query (the hook's SWR key is that call's address: pageDataKey), and, when the hook's fetcher is not the plain
 * JSON fetch, that fetcher. The server render loads these before its first pass, so a page renders once instead of
 * discovering its data render by render.
 */
export type PageData = ApiCall & {
  fetch?: (key: string) => Promise<unknown>;
};

/** The SWR key of a page's read: its call's address, as the hook that shows it builds it. */
export const pageDataKey = (data: PageData): string => callPath(data);

/** What the address gives a page: its route parameters (decoded) and its query. */
export interface PageMatch {
  params: Record<string, string | undefined>;
  query: URLSearchParams;
}

export interface PublicPage {
  /** The route, in React Router's syntax. */
  path: string;
  /**
   * The screen, as a path under src/features without its extension: the router loads it lazily and the served
   * HTML preloads its chunk (Vite's manifest names chunks by this source path).
   */
  screen: string;
  /** The feature whose texts (features/{feature}/messages/{locale}.ts) load beside the screen. */
  feature: string;
  /**
   * The query parameters the page reads (its list's page, a search's words): the proxy renders and keeps a page
   * under its path and these alone, so any other parameter (a tracking tag) neither renders it again nor keeps a copy.
   */
  query?: readonly string[];
  /** The API answers the page shows first (none: it needs none, or only what the browser alone can know). */
  data?: (match: PageMatch) => PageData[];
  /**
   * Answers only its head needs (whether a name exists, a title the screen gets elsewhere): the server render
   * loads them after `data`, hands them to `head` and does not embed them in the page. Never a read with an effect
   * (a mock-test paper's own fetch starts an attempt).
   */
  headData?: (match: PageMatch) => PageData[];
  /** Its head and status (lib/page-head.ts), from the address and the answers of `data` then `headData`: its loader. */
  head: HeadLoader;
  /** Its addresses in the sitemap (none: left out): `true` for its own path, else its lister's loader. */
  sitemap?: PageSitemap;
  /**
   * A detail page whose every HTML answer counts one view of its item (its first `data` answer, which shows the
   * count), as the item's API answer does; the proxy renders it again when the count has moved.
   */
  views?: 'exam-patterns' | 'cheatsheets' | 'faqs';
  /**
   * A page whose answers move without a purge (a leaderboard, moved by submissions): the proxy keeps its HTML this
   * many seconds at most, not until the next purge.
   */
  keptSeconds?: number;
}

/**
 * Every public page, once. The browser's router (router.tsx), the server render (entry-server.tsx) and the
 * proxy's served HTML (its chunk preload) read this table: a new public page is one entry here.
 */
export const PUBLIC_PAGES: PublicPage[] = [
  { path: '/', screen: 'landing/routes/landing-page', feature: 'landing', head: lazyExport(fixedHeads, 'homeHead'), sitemap: true },
  {
    path: '/practice',
    screen: 'practice/routes/topics-page',
    feature: 'practice',
    head: lazyExport(practiceHeads, 'topicsHead'),
    sitemap: true,
    data: () => [{ operation: 'listTopics' }],
  },
  {
    path: '/practice/:topicName',
    screen: 'practice/routes/subtopics-page',
    feature: 'practice',
    headData: () => [{ operation: 'listTopics' }],
    head: lazyExport(practiceHeads, 'subtopicsHead'),
    sitemap: lazyExport(practiceHeads, 'topicAddresses'),
    // Its filter's words and exam.
    query: ['q', 'exam'],
    // Its subtopics, and the exams its filter offers.
    data: ({ params: { topicName } }) =>
      topicName ? [{ operation: 'listSubtopicsOfTopic', params: { topicName } }, { operation: 'listExams' }] : [],
  },
  {
    path: '/practice/:topicName/:subtopicName',
    screen: 'practice/routes/questions-page',
    feature: 'practice',
    headData: practiceHeadData,
    head: lazyExport(practiceHeads, 'questionsHead'),
    sitemap: lazyExport(practiceHeads, 'subtopicAddresses'),
    query: ['page'],
    data: practiceQuestions,
  },
  {
    path: '/practice/:topicName/:subtopicName/:examName',
    screen: 'practice/routes/questions-page',
    feature: 'practice',
    headData: practiceHeadData,
    head: lazyExport(practiceHeads, 'questionsHead'),
    query: ['page'],
    data: practiceQuestions,
  },
  {
    path: '/random-topics',
    screen: 'random-topics/routes/random-topics-page',
    feature: 'random-topics',
    head: lazyExport(fixedHeads, 'randomTopicsHead'),
    sitemap: true,
  },
  {
    path: '/test-topics',
    screen: 'topic-tests/routes/test-topics-page',
    feature: 'topic-tests',
    head: lazyExport(topicTestHeads, 'testTopicsHead'),
    sitemap: true,
    data: () => [{ operation: 'listTopics' }],
  },
  {
    path: '/test-topics/:topicName',
    screen: 'topic-tests/routes/test-subtopics-page',
    feature: 'topic-tests',
    headData: ({ params: { topicName } }) =>
      topicName ? [{ operation: 'listTopics' }, { operation: 'listSubtopicsOfTopic', params: { topicName } }] : [],
    head: lazyExport(topicTestHeads, 'testSubtopicsHead'),
    sitemap: lazyExport(topicTestHeads, 'testTopicAddresses'),
  },
  {
    path: '/onlinetest/:subtopicName',
    screen: 'topic-tests/routes/online-test-page',
    feature: 'topic-tests',
    head: lazyExport(topicTestHeads, 'onlineTestHead'),
    data: () => [{ operation: 'listSubtopics' }],
  },
  {
    path: '/test/:subtopicName',
    screen: 'topic-tests/routes/online-test-page',
    feature: 'topic-tests',
    head: lazyExport(topicTestHeads, 'onlineTestHead'),
    sitemap: lazyExport(topicTestHeads, 'onlineTestAddresses'),
    data: () => [{ operation: 'listSubtopics' }],
  },
  {
    path: '/mock-tests',
    screen: 'mock-tests/routes/mock-tests-page',
    feature: 'mock-tests',
    head: lazyExport(mockTestHeads, 'mockTestsHead'),
    sitemap: true,
    data: () => [{ operation: 'listMockTests' }],
  },
  // Rendered with the paper's instructions (their read draws nothing); the paper itself, whose every fetch creates
  // an attempt, is fetched only by Start or a download.
  {
    path: '/mock-tests/:slug',
    screen: 'mock-tests/routes/mock-test-page',
    feature: 'mock-tests',
    head: lazyExport(mockTestHeads, 'mockTestHead'),
    sitemap: lazyExport(mockTestHeads, 'mockTestAddresses'),
    data: ({ params: { slug } }) => (slug ? [{ operation: 'getMockTestInstructions', params: { slug } }] : []),
  },
  // A paper's leaderboard: public and the same for everyone, so it is rendered with its answer (reading it starts
  // no attempt); kept no longer than the API keeps the board, as submissions move it.
  {
    path: '/mock-tests/:slug/leaderboard',
    screen: 'mock-tests/routes/leaderboard-page',
    feature: 'mock-tests',
    head: lazyExport(mockTestHeads, 'leaderboardHead'),
    keptSeconds: 15,
    data: ({ params: { slug } }) => (slug ? [{ operation: 'getMockTestLeaderboard', params: { slug } }] : []),
  },
  { path: '/saved', screen: 'saved/routes/saved-page', feature: 'saved', head: lazyExport(fixedHeads, 'savedHead') },
  // What this device keeps (read in the browser: the server renders a loading state), and the page the service
  // worker shows for an address it has nothing for (/offline?from=…, read only once hydrated: no `query`).
  { path: '/offline', screen: 'offline/routes/offline-page', feature: 'offline', head: lazyExport(offlineHeads, 'offlineHead') },
  {
    path: '/questions/:id/:slug?',
    screen: 'question-page/routes/question-page',
    feature: 'question-page',
    head: lazyExport(questionPageHeads, 'questionPageHead'),
    data: ({ params: { id } }) => (id ? [{ operation: 'getQuestionPage', params: { id } }] : []),
  },
  {
    path: '/exam-patterns',
    screen: 'exam-patterns/routes/exam-patterns-page',
    feature: 'exam-patterns',
    headData: () => [examPatternsCall],
    head: lazyExport(examPatternHeads, 'examPatternsHead'),
    sitemap: true,
  },
  {
    path: '/exam-patterns/:slug',
    screen: 'exam-patterns/routes/exam-pattern-detail-page',
    feature: 'exam-patterns',
    views: 'exam-patterns',
    head: lazyExport(examPatternHeads, 'examPatternHead'),
    sitemap: lazyExport(examPatternHeads, 'examPatternAddresses'),
    data: ({ params: { slug } }) => (slug ? [{ operation: 'getExamPatternBySlug', params: { slug } }] : []),
  },
  {
    path: '/cheatsheets',
    screen: 'cheatsheets/routes/cheatsheets-page',
    feature: 'cheatsheets',
    headData: () => [cheatsheetsCall],
    head: lazyExport(cheatsheetHeads, 'cheatsheetsHead'),
    sitemap: true,
  },
  {
    path: '/cheatsheets/:slug',
    screen: 'cheatsheets/routes/cheatsheet-detail-page',
    feature: 'cheatsheets',
    views: 'cheatsheets',
    head: lazyExport(cheatsheetHeads, 'cheatsheetHead'),
    sitemap: lazyExport(cheatsheetHeads, 'cheatsheetAddresses'),
    data: ({ params: { slug } }) => (slug ? [{ operation: 'getCheatsheetBySlug', params: { slug } }] : []),
  },
  // The lists filter their ≤ 100 items by the address (a native GET form), so the server renders the filtered page.
  {
    path: '/faqs',
    screen: 'faqs/routes/faqs-page',
    feature: 'faqs',
    query: ['search'],
    data: () => [faqsCall, featuredFaqsCall],
    head: lazyExport(faqHeads, 'faqsHead'),
    sitemap: true,
  },
  {
    path: '/faqs/:slug',
    screen: 'faqs/routes/faq-detail-page',
    feature: 'faqs',
    views: 'faqs',
    head: lazyExport(faqHeads, 'faqHead'),
    sitemap: lazyExport(faqHeads, 'faqAddresses'),
    data: ({ params: { slug } }) => (slug ? [faqCall(slug)] : []),
  },
  {
    path: '/programming-topics',
    screen: 'programming-topics/routes/programming-topics-page',
    feature: 'programming-topics',
    query: ['search', 'category'],
    data: () => [topicsCall, featuredTopicsCall, categoriesCall],
    head: lazyExport(programmingHeads, 'topicsHead'),
    sitemap: true,
  },
  {
    path: '/programming-topics/:slug',
    screen: 'programming-topics/routes/programming-topic-page',
    feature: 'programming-topics',
    head: lazyExport(programmingHeads, 'topicHead'),
    sitemap: lazyExport(programmingHeads, 'topicAddresses'),
    data: ({ params: { slug } }) => (slug ? [topicPageCall(slug)] : []),
  },
  {
    path: '/search',
    screen: 'search/routes/search-page',
    feature: 'search',
    head: lazyExport(searchHeads, 'searchHead'),
    query: ['q', 'type', 'page'],
  },
  {
    path: '/privacy-policy',
    screen: 'legal/routes/privacy-policy-page',
    feature: 'legal',
    head: lazyExport(fixedHeads, 'privacyHead'),
    sitemap: true,
  },
  {
    path: '/terms-of-use',
    screen: 'legal/routes/terms-of-use-page',
    feature: 'legal',
    head: lazyExport(fixedHeads, 'termsHead'),
    sitemap: true,
  },
  // Student accounts: noindex, left out of the sitemap; the served HTML holds no student data (the screens ask in
  // the browser), and the token of a mailed link is read only once hydrated (no `query`: one kept page each).
  ...(
    [
      ['/student/login', 'login-page', 'loginHead'],
      ['/student/register', 'register-page', 'registerHead'],
      ['/student/verify-email', 'verify-email-page', 'verifyEmailHead'],
      ['/student/resend-verification', 'resend-verification-page', 'resendVerificationHead'],
      ['/student/forgot-password', 'forgot-password-page', 'forgotPasswordHead'],
      ['/student/reset-password', 'reset-password-page', 'resetPasswordHead'],
      ['/student/dashboard', 'dashboard-page', 'dashboardHead'],
      ['/student/account', 'account-page', 'accountHead'],
    ] as const
  ).map(([path, screen, head]): PublicPage => ({
    path,
    screen: `student/routes/${screen}`,
    feature: 'student',
    head: lazyExport(studentHeads, head),
  })),
];

/** The page every other public address shows. */
export const NOT_FOUND_PAGE: PublicPage = {
  path: '*',
  screen: 'not-found/routes/not-found-page',
  feature: 'not-found',
  head: lazyExport(fixedHeads, 'notFoundHead'),
};

/** What a practice page's head checks: the topic, the subtopic (and its own topic) and the exam exist. */
function practiceHeadData(): PageData[] {
  return [{ operation: 'listTopics' }, { operation: 'listSubtopics' }, { operation: 'listExams' }];
}

/**
 * The first page of a subtopic's questions, or the page the address asks for, as the practice hook keys it; then
 * whether AI explanations are on (each question's explain button asks: loaded here, the page renders once).
 */
function practiceQuestions({ params, query }: PageMatch): PageData[] {
  if (!params.subtopicName) return [];
  const page = pageFromQuery(query.get('page'));
  return [
    { ...practiceQuestionsCall(params.subtopicName, params.examName, page), fetch: fetchPracticeQuestions },
    { operation: 'aiStatus' },
  ];
}

/** The source file of a screen, as Vite's manifest names it. */
export const screenFile = (screen: string) => `src/features/${screen}.tsx`;

/** Every public screen's loader, by source file (each its own chunk); tests and admin screens are none of them. */
const SCREENS = import.meta.glob<PageModule>([
  '/src/features/*/routes/*.tsx',
  '!/src/features/*/routes/*.test.tsx',
  '!/src/features/{admin-*,auth,dashboard,question-import}/**',
]);

/** Loads a screen of the table. */
export function loadScreen(screen: string): Promise<PageModule> {
  const load = SCREENS[`/${screenFile(screen)}`];
  if (!load) return Promise.reject(new Error(`No screen ${screen}`));
  return load();
}
