import { expect, test, type Page } from './support/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, signIn } from './support/admin';

/** Moves the loaded app to `path` as its own links do (React Router follows history changes told by popstate). */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}

test.describe('admin sign-in, session and logout', () => {
  test('login refuses empty fields and a wrong password, then signs in and redirects to the dashboard', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const signInButton = page.getByRole('button', { name: 'Sign In' });

    await signInButton.click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
    await page.getByLabel('Username').fill(ADMIN_USERNAME);
    await signInButton.click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');

    // The password field hides the text until Show is pressed.
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('not-the-password');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await signInButton.click();
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    await expect(page).toHaveURL(/\/login$/);

    await password.fill(ADMIN_PASSWORD);
    const started = Date.now();
    await signInButton.click();
    await expect(page.getByRole('status')).toHaveText('Login successful! Redirecting...');
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText(`Welcome, ${ADMIN_USERNAME}`).first()).toBeVisible();
  });

  test('an admin screen without a session goes to /login', async ({ page }) => {
    await page.goto('/add-question');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
  });

  test('an invalid or expired session cookie sends the admin to /login', async ({ page, context, baseURL }) => {
    await signIn(page.request);
    await page.goto('/manage-questions');
    await expect(page.getByRole('heading', { name: /Manage Questions/ })).toBeVisible();

    // A forged token in place of the real one: the server refuses it and the screen goes to /login.
    await context.addCookies([{ name: 'examprep_session', value: 'garbage.not-a.jwt', url: baseURL! }]);
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/add-exam');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a session that ends while the admin works sends the next screen, or the next data call, to /login', async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(page.request);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    // The session ends elsewhere (another tab signs out, the account is blocked): the cookie is no longer valid.
    await context.addCookies([{ name: 'examprep_session', value: 'expired.not-a.jwt', url: baseURL! }]);
    // Moving to another screen inside the app (no reload) checks the session again.
    await page
      .getByRole('link', { name: /Manage Questions/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/login$/);

    // A screen's own data call that answers 401 does the same.
    await signIn(page.request);
    await page.goto('/manage-exams');
    await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
    await context.addCookies([{ name: 'examprep_session', value: 'expired.not-a.jwt', url: baseURL! }]);
    // A search is a new data call for the list: it answers 401.
    await page.getByLabel('Search exams').fill('SSC');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('login shows the spec fallback when the server answers without a message', async ({ page }) => {
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }),
    );
    await page.goto('/login');
    await page.getByLabel('Username').fill(ADMIN_USERNAME);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
  });

  test('Logout ends the session and goes to /login', async ({ page }) => {
    await signIn(page.request);
    await page.goto('/add-topic');
    await expect(page.getByText(`Welcome, ${ADMIN_USERNAME}`)).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const profile = await page.request.get('/api/auth/profile');
    expect(profile.status()).toBe(401);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('every admin screen has a way back to the dashboard', async ({ page }) => {
    await signIn(page.request);
    await page.goto('/dashboard');
    for (const path of [
      '/add-exam',
      '/manage-exams',
      '/add-topic',
      '/add-subtopic',
      '/manage-subtopics',
      '/add-question',
      '/manage-questions',
    ]) {
      // Inside the loaded app, as its own links go: the screens are one app, loaded once.
      await openInApp(page, path);
      await page.getByRole('link', { name: /Back to Dashboard/ }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    }
  });

  test('every admin screen names itself in the browser tab', async ({ page }) => {
    // Sixteen screens: room for a machine busy with the other test lines.
    test.setTimeout(120_000);
    await signIn(page.request);
    // The edit screens keep their header (and so their title) while an unknown id fails to load.
    const titles: Record<string, string> = {
      '/dashboard': 'Dashboard',
      '/add-exam': 'Add Exam',
      '/manage-exams': 'Manage Exams',
      '/add-topic': 'Add Topic',
      '/add-subtopic': 'Add Subtopic',
      '/manage-subtopics': 'Manage Subtopics',
      '/add-question': 'Add Question',
      '/edit-question/no-such-question': 'Edit Question',
      '/manage-questions': 'Manage Questions',
      '/manage-exam-patterns': 'Manage Exam Patterns',
      '/create-exam-pattern': 'Create New Exam Pattern',
      '/edit-exam-pattern/no-such-pattern': 'Edit Exam Pattern',
      '/manage-cheatsheets': 'Manage Cheatsheets',
      '/create-cheatsheet': 'Create Cheatsheet',
      '/edit-cheatsheet/no-such-cheatsheet': 'Edit Cheatsheet',
      '/import-questions': 'Import Questions',
    };
    // The first screen loaded afresh, the others inside the loaded app, as its own links go.
    await page.goto('/dashboard');
    for (const [path, screen] of Object.entries(titles)) {
      await openInApp(page, path);
      await expect(page).toHaveTitle(`${screen} | ExamPrep Admin`);
    }
  });
});
