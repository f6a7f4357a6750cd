// @vitest-environment happy-dom
import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, fail } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests } from '@/test-support/screen';

// The admin area as a whole, through the app's own routes: the session gate (a screen without a session, a session
// that ends while the admin works), the dashboard's links, every screen's tab title and its way back. The screens'
// data calls answer 503 here unless a test says otherwise: what is checked stands whatever the data.

const PROFILE = { _id: 'admin-1', username: 'editor', email: 'editor@example.com' };

const api = setupScreenTests(
  answer('profile', PROFILE),
  // The cheatsheet form's category suggestions (a failure there is logged, not shown).
  answer('listCheatsheetCategories', { categories: [] }),
  // Every other call of the admin screens: the CMS is down (an error answer is {message}, as the proxy's).
  http.all('/api/*', () => HttpResponse.json({ message: 'The CMS is unreachable' }, { status: 503 })),
);

/** The adminExamPage answer for `total` exams, the first page of 10. */
function examPage(total: number) {
  const exams = Array.from({ length: Math.min(10, total) }, (_, index) => ({
    _id: `exam-${index + 1}`,
    exam_name: `Exam ${index + 1}`,
    exam_level: null,
    locale: 'en' as const,
  }));
  const totalPages = Math.ceil(total / 10);
  return { exams, pagination: { current: 1, total, totalPages, limit: 10, hasNext: totalPages > 1, hasPrev: false } };
}

describe('the admin area', () => {
  it('the dashboard welcomes the admin and links to every screen', async () => {
    const screen = renderScreen('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    expect(screen.getByText('Welcome, editor', { selector: 'p' })).toBeVisible();
    const links = Object.fromEntries(
      screen
        .getAllByRole('link')
        .filter((link) => link.closest('main'))
        .map((link) => [link.textContent, link.getAttribute('href')]),
    );
    expect(links).toEqual({
      'Add Exam': '/add-exam',
      'Manage Exams': '/manage-exams',
      'Add Topic': '/add-topic',
      'Add Subtopic': '/add-subtopic',
      'Manage Subtopics': '/manage-subtopics',
      'Add Question': '/add-question',
      'Manage Questions': '/manage-questions',
      'Import / Export Questions': '/import-questions',
      'Create Exam Pattern': '/create-exam-pattern',
      'Manage Exam Patterns': '/manage-exam-patterns',
      'Create Cheatsheet': '/create-cheatsheet',
      'Manage Cheatsheets': '/manage-cheatsheets',
      'Create FAQ': '/create-faq',
      'Manage FAQs': '/manage-faqs',
      'Create Programming Topic': '/create-programming-topic',
      'Manage Programming Topics': '/manage-programming-topics',
      'Add Code Question': '/add-code-question',
      'Manage Code Questions': '/manage-code-questions',
      'Create Mock Test': '/create-mock-test',
      'Manage Mock Tests': '/manage-mock-tests',
      'Manage Students': '/manage-students',
      'Manage Reports': '/manage-reports',
    });
  });

  it('the dashboard shows the count of open reports and links to /manage-reports', async () => {
    api.use(
      answer('reportStats', { open: 7, fixed: 12, rejected: 3 }),
      answer('listReportsForAdmin', { questions: [], pagination: { page: 1, limit: 20, total: 0 } }),
    );
    const screen = renderScreen('/dashboard');
    const reports = await screen.findByRole('list', { name: 'Reports of mistakes' });
    await within(reports).findByText('7');
    expect(
      within(reports)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['7Open reports']);
    await screen.user.click(screen.getByRole('link', { name: 'Manage Reports' }));
    expect(await screen.findByText('No open reports — nice work.')).toBeVisible();
    expect(screen.location()).toBe('/manage-reports');
  });

  it('the dashboard shows a dash when the count of open reports cannot be loaded', async () => {
    const screen = renderScreen('/dashboard');
    const reports = await screen.findByRole('list', { name: 'Reports of mistakes' });
    await waitFor(() => expect(api.calls('reportStats')).toHaveLength(1));
    expect(within(reports).getByRole('listitem')).toHaveTextContent('–Open reports');
  });

  it('Manage Exams on the dashboard opens the exam list', async () => {
    api.use(answer('listExamsForAdmin', examPage(25)));
    const screen = renderScreen('/dashboard');
    await screen.user.click(await screen.findByRole('link', { name: 'Manage Exams' }));
    expect(await screen.findByText('Showing 1 to 10 of 25 exams')).toBeVisible();
    expect(screen.location()).toBe('/manage-exams');
  });

  it('an admin screen without a session goes to /login', async () => {
    api.use(fail('profile', 401, 'Not authenticated'));
    const screen = renderScreen('/add-question');
    expect(await screen.findByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
    expect(screen.location()).toBe('/login');
  });

  it('a session that ends while the admin works sends the next screen, or the next data call, to /login', async () => {
    let signedIn = true;
    const profile = () => (signedIn ? HttpResponse.json(PROFILE) : HttpResponse.json({ message: 'Not authenticated' }, { status: 401 }));
    api.use(http.get('/api/auth/profile', profile));
    let screen = renderScreen('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    // The session ends elsewhere (another tab signs out, the account is blocked).
    signedIn = false;
    // Moving to another screen inside the app (no reload) checks the session again.
    await screen.user.click(screen.getByRole('link', { name: 'Manage Questions' }));
    expect(await screen.findByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
    expect(screen.location()).toBe('/login');
    screen.unmount();

    // A screen's own data call that answers 401 does the same.
    signedIn = true;
    api.use(
      http.get('/api/exams/admin/all', ({ request }) =>
        new URL(request.url).searchParams.has('search')
          ? HttpResponse.json({ message: 'Not authenticated' }, { status: 401 })
          : HttpResponse.json(examPage(12)),
      ),
    );
    screen = renderScreen('/manage-exams');
    expect(await screen.findByText('Showing 1 to 10 of 12 exams')).toBeVisible();
    signedIn = false;
    // A search is a new data call for the list: it answers 401.
    await screen.user.type(screen.getByLabelText('Search exams'), 'SSC');
    expect(await screen.findByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
    expect(screen.location()).toBe('/login');
  });

  it.each([
    '/add-exam',
    '/manage-exams',
    '/add-topic',
    '/add-subtopic',
    '/manage-subtopics',
    '/add-question',
    '/manage-questions',
    '/manage-reports',
  ])('every admin screen has a way back to the dashboard: %s', async (path) => {
    const screen = renderScreen(path);
    await screen.user.click(await screen.findByRole('link', { name: /Back to Dashboard/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    expect(screen.location()).toBe('/dashboard');
  });

  // The edit screens keep their header (and so their title) while an unknown id fails to load.
  it.each([
    ['/dashboard', 'Dashboard'],
    ['/add-exam', 'Add Exam'],
    ['/manage-exams', 'Manage Exams'],
    ['/add-topic', 'Add Topic'],
    ['/add-subtopic', 'Add Subtopic'],
    ['/manage-subtopics', 'Manage Subtopics'],
    ['/add-question', 'Add Question'],
    ['/edit-question/no-such-question', 'Edit Question'],
    ['/manage-questions', 'Manage Questions'],
    ['/manage-exam-patterns', 'Manage Exam Patterns'],
    ['/create-exam-pattern', 'Create New Exam Pattern'],
    ['/edit-exam-pattern/no-such-pattern', 'Edit Exam Pattern'],
    ['/manage-cheatsheets', 'Manage Cheatsheets'],
    ['/create-cheatsheet', 'Create Cheatsheet'],
    ['/edit-cheatsheet/no-such-cheatsheet', 'Edit Cheatsheet'],
    ['/import-questions', 'Import Questions'],
    ['/manage-mock-tests', 'Manage Mock Tests'],
    ['/create-mock-test', 'Create Mock Test'],
    ['/edit-mock-test/no-such-paper', 'Edit Mock Test'],
    ['/manage-students', 'Manage Students'],
    ['/manage-reports', 'Manage Reports'],
  ])('every admin screen names itself in the browser tab: %s', async (path, name) => {
    renderScreen(path);
    await waitFor(() => expect(document.title).toBe(`${name} | ExamPrep Admin`));
  });
});
