// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { answer } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests } from '@/test-support/screen';

// The sign-in screen through the app's routes against a fake API: the required fields, the hidden password, the
// server's refusal, its fallback when the server answers without a message, and the redirect 1.5 s after a success.

const USERNAME = 'editor';
const PASSWORD = 'the-Right-password-1';
const PROFILE = { _id: 'admin-1', username: USERNAME, email: 'editor@example.com' };
const attempts: unknown[] = [];

const api = setupScreenTests(
  answer('signIn', async ({ request }) => {
    const body = (await request.json()) as { username: string; password: string };
    attempts.push(body);
    if (body.username !== USERNAME || body.password !== PASSWORD)
      return HttpResponse.json({ message: 'Invalid username or password' }, { status: 401 });
    return { message: 'Login successful', user: PROFILE };
  }),
  answer('profile', PROFILE),
);

function renderLogin() {
  attempts.length = 0;
  return renderScreen('/login');
}

describe('/login', () => {
  it('refuses empty fields, hides the password until Show, and shows the refusal of a wrong password', async () => {
    const user = userEvent.setup();
    renderLogin();
    const signIn = await screen.findByRole('button', { name: 'Sign In' });
    expect(document.title).toBe('Admin Sign In | ExamPrep');
    // Like every admin screen, never indexed.
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);

    await user.click(signIn);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    await user.type(screen.getByLabelText('Username'), USERNAME);
    await user.click(signIn);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(attempts).toEqual([]);

    const password = screen.getByLabelText('Password');
    await user.type(password, 'not-the-password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(password).toHaveAttribute('type', 'password');

    await user.click(signIn);
    expect(await screen.findByText('Invalid username or password')).toHaveAttribute('role', 'alert');
    expect(attempts).toEqual([{ username: USERNAME, password: 'not-the-password' }]);
    expect(screen.getByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
  });

  it('says so on success and opens the dashboard 1.5 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderLogin();
      await user.type(await screen.findByLabelText('Username'), ` ${USERNAME} `);
      await user.type(screen.getByLabelText('Password'), PASSWORD);
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Login successful! Redirecting...');
      // The username is sent trimmed.
      expect(attempts).toEqual([{ username: USERNAME, password: PASSWORD }]);
      act(() => vi.advanceTimersByTime(1400));
      expect(screen.getByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(200));
      expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
      expect(screen.getByText(`Welcome, ${USERNAME}`, { selector: 'p' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the fallback when the server answers without a message', async () => {
    api.use(answer('signIn', () => HttpResponse.text('<h1>Bad Gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } })));
    const user = userEvent.setup();
    renderLogin();
    await user.type(await screen.findByLabelText('Username'), USERNAME);
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});
