import type { AppRoute } from './routes';
import { PublicLayout } from './PublicLayout';
import { RouteError } from './RouteError';

type PageModule = { default: React.ComponentType };
/** Every page is its own chunk: a student downloads only the screen they open. */
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

/** Rendered by App through createAppRoutes (routes.tsx): React Router's declarative mode, one chunk per page. */
export const routes: AppRoute[] = [
  // Admin layouts are chunks too, so no admin code is ever part of a public page's download.
  {
    lazy: page(() => import('./admin/AdminShell')),
    errorElement: <RouteError />,
    children: [
      { path: '/login', lazy: page(() => import('../features/auth/routes/LoginPage')) },
      {
        lazy: page(() => import('./admin/SessionGate')),
        children: [
          { path: '/dashboard', lazy: page(() => import('../features/dashboard/routes/DashboardPage')) },
          { path: '/add-exam', lazy: page(() => import('../features/admin-exams/routes/AddExamPage')) },
          { path: '/manage-exams', lazy: page(() => import('../features/admin-exams/routes/ManageExamsPage')) },
          { path: '/add-topic', lazy: page(() => import('../features/admin-topics/routes/AddTopicPage')) },
          { path: '/add-subtopic', lazy: page(() => import('../features/admin-subtopics/routes/AddSubtopicPage')) },
          { path: '/manage-subtopics', lazy: page(() => import('../features/admin-subtopics/routes/ManageSubtopicsPage')) },
          { path: '/add-question', lazy: page(() => import('../features/admin-questions/routes/AddQuestionPage')) },
          { path: '/edit-question/:id', lazy: page(() => import('../features/admin-questions/routes/EditQuestionPage')) },
          { path: '/manage-questions', lazy: page(() => import('../features/admin-questions/routes/ManageQuestionsPage')) },
          { path: '/manage-exam-patterns', lazy: page(() => import('../features/admin-exam-patterns/routes/ManageExamPatternsPage')) },
          { path: '/create-exam-pattern', lazy: page(() => import('../features/admin-exam-patterns/routes/CreateExamPatternPage')) },
          { path: '/edit-exam-pattern/:id', lazy: page(() => import('../features/admin-exam-patterns/routes/EditExamPatternPage')) },
          { path: '/manage-cheatsheets', lazy: page(() => import('../features/admin-cheatsheets/routes/ManageCheatsheetsPage')) },
          { path: '/create-cheatsheet', lazy: page(() => import('../features/admin-cheatsheets/routes/CreateCheatsheetPage')) },
          { path: '/edit-cheatsheet/:id', lazy: page(() => import('../features/admin-cheatsheets/routes/EditCheatsheetPage')) },
        ],
      },
    ],
  },
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', lazy: page(() => import('../features/landing/routes/LandingPage')) },
      { path: '/practice', lazy: page(() => import('../features/practice/routes/TopicsPage')) },
      { path: '/practice/:topicName', lazy: page(() => import('../features/practice/routes/SubtopicsPage')) },
      { path: '/practice/:topicName/:subtopicName', lazy: page(() => import('../features/practice/routes/QuestionsPage')) },
      { path: '/practice/:topicName/:subtopicName/:examName', lazy: page(() => import('../features/practice/routes/QuestionsPage')) },
      { path: '/random-topics', lazy: page(() => import('../features/random-topics/routes/RandomTopicsPage')) },
      { path: '/test-topics', lazy: page(() => import('../features/mock-test/routes/TestTopicsPage')) },
      { path: '/test-topics/:topicName', lazy: page(() => import('../features/mock-test/routes/TestSubtopicsPage')) },
      { path: '/onlinetest/:subtopicName', lazy: page(() => import('../features/mock-test/routes/OnlineTestPage')) },
      { path: '/test/:subtopicName', lazy: page(() => import('../features/mock-test/routes/OnlineTestPage')) },
      { path: '/saved', lazy: page(() => import('../features/saved/routes/SavedPage')) },
      { path: '/exam-patterns', lazy: page(() => import('../features/exam-patterns/routes/ExamPatternsPage')) },
      { path: '/exam-patterns/:slug', lazy: page(() => import('../features/exam-patterns/routes/ExamPatternDetailPage')) },
      { path: '/cheatsheets', lazy: page(() => import('../features/cheatsheets/routes/CheatsheetsPage')) },
      { path: '/cheatsheets/:slug', lazy: page(() => import('../features/cheatsheets/routes/CheatsheetDetailPage')) },
      { path: '/privacy-policy', lazy: page(() => import('../features/legal/routes/PrivacyPolicyPage')) },
      { path: '/terms-of-use', lazy: page(() => import('../features/legal/routes/TermsOfUsePage')) },
      { path: '*', lazy: page(() => import('../features/not-found/routes/NotFoundPage')) },
    ],
  },
];
