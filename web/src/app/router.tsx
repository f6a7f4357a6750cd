import { loadFeatureMessages } from '@/i18n/load';
import type { AppRoute } from './routes';
import { PublicLayout } from './public-layout';
import { RouteError } from './route-error';
import { loadScreen, NOT_FOUND_PAGE, PUBLIC_PAGES, type PageModule } from './pages';

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
          { path: '/manage-faqs', lazy: page(() => import('@/features/admin-faqs/routes/admin-faqs-page')) },
          { path: '/create-faq', lazy: page(() => import('@/features/admin-faqs/routes/create-faq-page')) },
          { path: '/edit-faq/:id', lazy: page(() => import('@/features/admin-faqs/routes/edit-faq-page')) },
          { path: '/manage-programming-topics', lazy: page(() => import('@/features/admin-programming/routes/admin-topics-page')) },
          { path: '/create-programming-topic', lazy: page(() => import('@/features/admin-programming/routes/create-topic-page')) },
          { path: '/edit-programming-topic/:id', lazy: page(() => import('@/features/admin-programming/routes/edit-topic-page')) },
          { path: '/manage-code-questions', lazy: page(() => import('@/features/admin-programming/routes/admin-code-questions-page')) },
          { path: '/add-code-question', lazy: page(() => import('@/features/admin-programming/routes/add-code-question-page')) },
          { path: '/edit-code-question/:id', lazy: page(() => import('@/features/admin-programming/routes/edit-code-question-page')) },
          { path: '/manage-mock-tests', lazy: page(() => import('@/features/admin-mock-tests/routes/admin-mock-tests-page')) },
          { path: '/create-mock-test', lazy: page(() => import('@/features/admin-mock-tests/routes/create-mock-test-page')) },
          { path: '/edit-mock-test/:id', lazy: page(() => import('@/features/admin-mock-tests/routes/edit-mock-test-page')) },
          { path: '/manage-students', lazy: page(() => import('@/features/admin-students/routes/admin-students-page')) },
          { path: '/manage-reports', lazy: page(() => import('@/features/admin-reports/routes/admin-reports-page')) },
        ],
      },
    ],
  },
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    children: [
      // The public pages, from the one table (pages.ts), and every other address's Page Not Found.
      ...[...PUBLIC_PAGES, NOT_FOUND_PAGE].map(({ path, screen, feature }) => ({ path, lazy: page(() => loadScreen(screen), feature) })),
    ],
  },
];
