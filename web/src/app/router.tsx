import { loadFeatureMessages } from '@/i18n/load';
import type { AppRoute } from './routes';
import { PublicLayout } from './public-layout';
import { RouteError } from './route-error';

type PageModule = { default: React.ComponentType };
/**
 * Every page is its own chunk: a student downloads only the screen they open. A public page's feature texts
 * (features/{feature}/messages/{locale}.ts, in the page's language only) load beside it.
 */
const page = (load: () => Promise<PageModule>, feature?: string) => async () => {
  const [module] = await Promise.all([load(), feature ? loadFeatureMessages(feature) : undefined]);
  return { Component: module.default };
};

/** Rendered by App through createAppRoutes (routes.tsx): React Router's declarative mode, one chunk per page. */
export const routes: AppRoute[] = [
  // Admin layouts are chunks too, so no admin code is ever part of a public page's download.
  {
    lazy: page(() => import('./admin/admin-shell')),
    errorElement: <RouteError />,
    children: [
      { path: '/login', lazy: page(() => import('@/features/auth/routes/login-page')) },
      {
        lazy: page(() => import('./admin/session-gate')),
        children: [
          { path: '/dashboard', lazy: page(() => import('@/features/dashboard/routes/dashboard-page')) },
          { path: '/add-exam', lazy: page(() => import('@/features/admin-exams/routes/add-exam-page')) },
          { path: '/manage-exams', lazy: page(() => import('@/features/admin-exams/routes/admin-exams-page')) },
          { path: '/add-topic', lazy: page(() => import('@/features/admin-topics/routes/add-topic-page')) },
          { path: '/add-subtopic', lazy: page(() => import('@/features/admin-subtopics/routes/add-subtopic-page')) },
          { path: '/manage-subtopics', lazy: page(() => import('@/features/admin-subtopics/routes/admin-subtopics-page')) },
          { path: '/add-question', lazy: page(() => import('@/features/admin-questions/routes/add-question-page')) },
          { path: '/edit-question/:id', lazy: page(() => import('@/features/admin-questions/routes/edit-question-page')) },
          { path: '/manage-questions', lazy: page(() => import('@/features/admin-questions/routes/admin-questions-page')) },
          { path: '/import-questions', lazy: page(() => import('@/features/question-import/routes/import-questions-page')) },
          { path: '/manage-exam-patterns', lazy: page(() => import('@/features/admin-exam-patterns/routes/admin-exam-patterns-page')) },
          { path: '/create-exam-pattern', lazy: page(() => import('@/features/admin-exam-patterns/routes/create-exam-pattern-page')) },
          { path: '/edit-exam-pattern/:id', lazy: page(() => import('@/features/admin-exam-patterns/routes/edit-exam-pattern-page')) },
          { path: '/manage-cheatsheets', lazy: page(() => import('@/features/admin-cheatsheets/routes/admin-cheatsheets-page')) },
          { path: '/create-cheatsheet', lazy: page(() => import('@/features/admin-cheatsheets/routes/create-cheatsheet-page')) },
          { path: '/edit-cheatsheet/:id', lazy: page(() => import('@/features/admin-cheatsheets/routes/edit-cheatsheet-page')) },
          { path: '/manage-mock-tests', lazy: page(() => import('@/features/admin-mock-tests/routes/admin-mock-tests-page')) },
          { path: '/create-mock-test', lazy: page(() => import('@/features/admin-mock-tests/routes/create-mock-test-page')) },
          { path: '/edit-mock-test/:id', lazy: page(() => import('@/features/admin-mock-tests/routes/edit-mock-test-page')) },
        ],
      },
    ],
  },
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', lazy: page(() => import('@/features/landing/routes/landing-page'), 'landing') },
      { path: '/practice', lazy: page(() => import('@/features/practice/routes/topics-page'), 'practice') },
      { path: '/practice/:topicName', lazy: page(() => import('@/features/practice/routes/subtopics-page'), 'practice') },
      { path: '/practice/:topicName/:subtopicName', lazy: page(() => import('@/features/practice/routes/questions-page'), 'practice') },
      {
        path: '/practice/:topicName/:subtopicName/:examName',
        lazy: page(() => import('@/features/practice/routes/questions-page'), 'practice'),
      },
      { path: '/random-topics', lazy: page(() => import('@/features/random-topics/routes/random-topics-page'), 'random-topics') },
      { path: '/test-topics', lazy: page(() => import('@/features/mock-test/routes/test-topics-page'), 'mock-test') },
      { path: '/test-topics/:topicName', lazy: page(() => import('@/features/mock-test/routes/test-subtopics-page'), 'mock-test') },
      { path: '/onlinetest/:subtopicName', lazy: page(() => import('@/features/mock-test/routes/online-test-page'), 'mock-test') },
      { path: '/test/:subtopicName', lazy: page(() => import('@/features/mock-test/routes/online-test-page'), 'mock-test') },
      { path: '/mock-tests', lazy: page(() => import('@/features/mock-tests/routes/mock-tests-page'), 'mock-tests') },
      { path: '/mock-tests/:slug', lazy: page(() => import('@/features/mock-tests/routes/mock-test-page'), 'mock-tests') },
      { path: '/saved', lazy: page(() => import('@/features/saved/routes/saved-page'), 'saved') },
      { path: '/questions/:id/:slug?', lazy: page(() => import('@/features/question-page/routes/question-page'), 'question-page') },
      { path: '/exam-patterns', lazy: page(() => import('@/features/exam-patterns/routes/exam-patterns-page'), 'exam-patterns') },
      {
        path: '/exam-patterns/:slug',
        lazy: page(() => import('@/features/exam-patterns/routes/exam-pattern-detail-page'), 'exam-patterns'),
      },
      { path: '/cheatsheets', lazy: page(() => import('@/features/cheatsheets/routes/cheatsheets-page'), 'cheatsheets') },
      { path: '/cheatsheets/:slug', lazy: page(() => import('@/features/cheatsheets/routes/cheatsheet-detail-page'), 'cheatsheets') },
      { path: '/search', lazy: page(() => import('@/features/search/routes/search-page'), 'search') },
      { path: '/privacy-policy', lazy: page(() => import('@/features/legal/routes/privacy-policy-page'), 'legal') },
      { path: '/terms-of-use', lazy: page(() => import('@/features/legal/routes/terms-of-use-page'), 'legal') },
      { path: '*', lazy: page(() => import('@/features/not-found/routes/not-found-page'), 'not-found') },
    ],
  },
];
