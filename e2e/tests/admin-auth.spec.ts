import { expect, test } from './support/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, signIn } from './support/admin';

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
});
