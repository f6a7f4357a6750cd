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

/**
 * The admin addresses behind the session gate and their screens (src/features/…): strings here, loaded through
 * admin-screens.ts, a chunk only admin routes fetch.
 */
const GATED_ADMIN_SCREENS: [path: string, screen: string][] = [
  ['/dashboard', 'dashboard/routes/dashboard-page'],
  ['/add-exam', 'admin-exams/routes/add-exam-page'],
  ['/manage-exams', 'admin-exams/routes/admin-exams-page'],
  ['/add-topic', 'admin-topics/routes/add-topic-page'],
  ['/add-subtopic', 'admin-subtopics/routes/add-subtopic-page'],
  ['/manage-subtopics', 'admin-subtopics/routes/admin-subtopics-page'],
  ['/add-question', 'admin-questions/routes/add-question-page'],
  ['/edit-question/:id', 'admin-questions/routes/edit-question-page'],
  ['/manage-questions', 'admin-questions/routes/admin-questions-page'],
  ['/import-questions', 'question-import/routes/import-questions-page'],
  ['/manage-exam-patterns', 'admin-exam-patterns/routes/admin-exam-patterns-page'],
  ['/create-exam-pattern', 'admin-exam-patterns/routes/create-exam-pattern-page'],
  ['/edit-exam-pattern/:id', 'admin-exam-patterns/routes/edit-exam-pattern-page'],
  ['/manage-cheatsheets', 'admin-cheatsheets/routes/admin-cheatsheets-page'],
  ['/create-cheatsheet', 'admin-cheatsheets/routes/create-cheatsheet-page'],
  ['/edit-cheatsheet/:id', 'admin-cheatsheets/routes/edit-cheatsheet-page'],
  ['/manage-faqs', 'admin-faqs/routes/admin-faqs-page'],
  ['/create-faq', 'admin-faqs/routes/create-faq-page'],
  ['/edit-faq/:id', 'admin-faqs/routes/edit-faq-page'],
  ['/manage-programming-topics', 'admin-programming/routes/admin-topics-page'],
  ['/create-programming-topic', 'admin-programming/routes/create-topic-page'],
  ['/edit-programming-topic/:id', 'admin-programming/routes/edit-topic-page'],
  ['/manage-code-questions', 'admin-programming/routes/admin-code-questions-page'],
  ['/add-code-question', 'admin-programming/routes/add-code-question-page'],
  ['/edit-code-question/:id', 'admin-programming/routes/edit-code-question-page'],
  ['/manage-mock-tests', 'admin-mock-tests/routes/admin-mock-tests-page'],
  ['/create-mock-test', 'admin-mock-tests/routes/create-mock-test-page'],
  ['/edit-mock-test/:id', 'admin-mock-tests/routes/edit-mock-test-page'],
  ['/manage-students', 'admin-students/routes/admin-students-page'],
  ['/manage-reports', 'admin-reports/routes/admin-reports-page'],
];
const adminScreen = (screen: string) => page(() => import('./admin/admin-screens').then((module) => module.loadAdminScreen(screen)));

/** Rendered by App through createAppRoutes (routes.tsx): React Router's declarative mode, one chunk per page. */
export const routes: AppRoute[] = [
  // Admin layouts are chunks too, so no admin code is ever part of a public page's download.
  {
    lazy: page(() => import('./admin/admin-shell')),
    errorElement: <RouteError />,
    children: [
      { path: '/login', lazy: adminScreen('auth/routes/login-page') },
      {
        lazy: page(() => import('./admin/session-gate')),
        children: GATED_ADMIN_SCREENS.map(([path, screen]) => ({ path, lazy: adminScreen(screen) })),
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
