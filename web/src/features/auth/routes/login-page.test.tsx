// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import LoginPage from './login-page';

// The sign-in screen's states against a fake API: the required fields, the hidden password, the server's refusal,
// its fallback when the server answers without a message, and the redirect 1.5 s after a success.

const USERNAME = 'editor';
const PASSWORD = 'the-Right-password-1';
const attempts: unknown[] = [];

const server = setupServer(
  http.post('/api/auth/login', async ({ request }) => {
    const body = (await request.json()) as { username: string; password: string };
    attempts.push(body);
    if (body.username !== USERNAME || body.password !== PASSWORD)
      return HttpResponse.json({ message: 'Invalid username or password' }, { status: 401 });
    return HttpResponse.json({ message: 'Login successful', user: { username: USERNAME } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  attempts.length = 0;
});
afterAll(() => server.close());

function renderLogin() {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/dashboard" element={<h1>Admin Dashboard</h1>} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

// Each test walks a screen through several states: room for a machine busy with npm test's other lines of work.
describe('/login', { timeout: 15_000 }, () => {
  it('refuses empty fields, hides the password until Show, and shows the refusal of a wrong password', async () => {
    const user = userEvent.setup();
    renderLogin();
    expect(document.title).toBe('Admin Sign In | ExamPrep');
    const signIn = screen.getByRole('button', { name: 'Sign In' });

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
      await user.type(screen.getByLabelText('Username'), ` ${USERNAME} `);
      await user.type(screen.getByLabelText('Password'), PASSWORD);
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Login successful! Redirecting...');
      // The username is sent trimmed.
      expect(attempts).toEqual([{ username: USERNAME, password: PASSWORD }]);
      act(() => vi.advanceTimersByTime(1400));
      expect(screen.getByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(200));
      expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the fallback when the server answers without a message', async () => {
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.text('<h1>Bad Gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }),
      ),
    );
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Username'), USERNAME);
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});
