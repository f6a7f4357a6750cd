import { practiceQuestionsCall, fetchPracticeQuestions } from '@/features/practice/api/get-practice-questions';
import { callPath, type ApiCall } from '@/lib/api';
import { pageFromQuery } from '@/lib/paging';

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
  /** The API answers the page shows first (none: it needs none, or only what the browser alone can know). */
  data?: (match: PageMatch) => PageData[];
}

/**
 * Every public page, once. The browser's router (router.tsx), the server render (entry-server.tsx) and the
 * proxy's served HTML (its chunk preload) read this table: a new public page is one entry here.
 */
export const PUBLIC_PAGES: PublicPage[] = [
  { path: '/', screen: 'landing/routes/landing-page', feature: 'landing' },
  { path: '/practice', screen: 'practice/routes/topics-page', feature: 'practice', data: () => [{ operation: 'listTopics' }] },
  {
    path: '/practice/:topicName',
    screen: 'practice/routes/subtopics-page',
    feature: 'practice',
    // Its subtopics, and the exams its filter offers.
    data: ({ params: { topicName } }) =>
      topicName ? [{ operation: 'listSubtopicsOfTopic', params: { topicName } }, { operation: 'listExams' }] : [],
  },
  {
    path: '/practice/:topicName/:subtopicName',
    screen: 'practice/routes/questions-page',
    feature: 'practice',
    data: practiceQuestions,
  },
  {
    path: '/practice/:topicName/:subtopicName/:examName',
    screen: 'practice/routes/questions-page',
    feature: 'practice',
    data: practiceQuestions,
  },
  { path: '/random-topics', screen: 'random-topics/routes/random-topics-page', feature: 'random-topics' },
  {
    path: '/test-topics',
    screen: 'topic-tests/routes/test-topics-page',
    feature: 'topic-tests',
    data: () => [{ operation: 'listTopics' }],
  },
  { path: '/test-topics/:topicName', screen: 'topic-tests/routes/test-subtopics-page', feature: 'topic-tests' },
  {
    path: '/onlinetest/:subtopicName',
    screen: 'topic-tests/routes/online-test-page',
    feature: 'topic-tests',
    data: () => [{ operation: 'listSubtopics' }],
  },
  {
    path: '/test/:subtopicName',
    screen: 'topic-tests/routes/online-test-page',
    feature: 'topic-tests',
    data: () => [{ operation: 'listSubtopics' }],
  },
  { path: '/mock-tests', screen: 'mock-tests/routes/mock-tests-page', feature: 'mock-tests', data: () => [{ operation: 'listMockTests' }] },
  // No data ahead: every fetch of a paper creates an attempt (and draws its questions).
  { path: '/mock-tests/:slug', screen: 'mock-tests/routes/mock-test-page', feature: 'mock-tests' },
  { path: '/saved', screen: 'saved/routes/saved-page', feature: 'saved' },
  {
    path: '/questions/:id/:slug?',
    screen: 'question-page/routes/question-page',
    feature: 'question-page',
    data: ({ params: { id } }) => (id ? [{ operation: 'getQuestionPage', params: { id } }] : []),
  },
  { path: '/exam-patterns', screen: 'exam-patterns/routes/exam-patterns-page', feature: 'exam-patterns' },
  {
    path: '/exam-patterns/:slug',
    screen: 'exam-patterns/routes/exam-pattern-detail-page',
    feature: 'exam-patterns',
    data: ({ params: { slug } }) => (slug ? [{ operation: 'getExamPatternBySlug', params: { slug } }] : []),
  },
  { path: '/cheatsheets', screen: 'cheatsheets/routes/cheatsheets-page', feature: 'cheatsheets' },
  {
    path: '/cheatsheets/:slug',
    screen: 'cheatsheets/routes/cheatsheet-detail-page',
    feature: 'cheatsheets',
    data: ({ params: { slug } }) => (slug ? [{ operation: 'getCheatsheetBySlug', params: { slug } }] : []),
  },
  { path: '/search', screen: 'search/routes/search-page', feature: 'search' },
  { path: '/privacy-policy', screen: 'legal/routes/privacy-policy-page', feature: 'legal' },
  { path: '/terms-of-use', screen: 'legal/routes/terms-of-use-page', feature: 'legal' },
];

/** The page every other public address shows. */
export const NOT_FOUND_PAGE: PublicPage = { path: '*', screen: 'not-found/routes/not-found-page', feature: 'not-found' };

/** The first page of a subtopic's questions, or the page the address asks for, as the practice hook keys it. */
function practiceQuestions({ params, query }: PageMatch): PageData[] {
  if (!params.subtopicName) return [];
  const page = pageFromQuery(query.get('page'));
  return [{ ...practiceQuestionsCall(params.subtopicName, params.examName, page), fetch: fetchPracticeQuestions }];
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
