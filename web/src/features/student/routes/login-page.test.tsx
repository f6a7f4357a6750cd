// @vitest-environment happy-dom
import { act, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueHandlers } from '@/test-support/api-fixtures';
import { renderScreen, setupScreenTests } from '@/test-support/screen';
import {
  EMPTY_DASHBOARD,
  LOGGED_IN,
  PROFILE,
  callsOf,
  signedIn,
  signedOut,
  studentApi,
  studentCalls,
  studentFail,
  setSessionHint,
} from '@/features/student/lib/student-api.test-support';

// The sign-in screen and the top bar's account link, through the app's routes against a faked API.

// The catalogue answers too: a screen that moves on (home, the dashboard's links) may load public pages.
const api = setupScreenTests(...catalogueHandlers());
beforeEach(() => studentCalls.clear());

const barLinks = (screen: ReturnType<typeof renderScreen>) => within(screen.getByRole('navigation', { name: 'Main' }));

describe('the top bar and mobile menu', () => {
  it('offer "Sign in" once the profile answers 401, and nothing before', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    api.use(
      studentApi('get', '/api/student/profile', async () => {
        await answered;
        return Response.json({ message: 'Please sign in to continue.', error: 'Please sign in to continue.' }, { status: 401 });
      }),
    );
    const screen = renderScreen('/practice');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    answer();
    expect(await barLinks(screen).findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/student/login');
    const menu = within(screen.getByRole('navigation', { name: 'Mobile', hidden: true }));
    expect(menu.getByRole('link', { name: 'Sign in', hidden: true })).toHaveAttribute('href', '/student/login');
  });

  it('offer "Sign in" without asking the server when no session was ever set here (no hint cookie)', async () => {
    api.use(signedOut());
    setSessionHint(false);
    const screen = renderScreen('/practice');
    expect(await barLinks(screen).findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/student/login');
    expect(callsOf('get', '/api/student/profile')).toHaveLength(0);
  });

  it('offer "Dashboard" when the profile answers 200, and check again on studentAuthChange', async () => {
    api.use(signedOut());
    const screen = renderScreen('/practice');
    expect(await barLinks(screen).findByRole('link', { name: 'Sign in' })).toBeVisible();
    api.use(signedIn());
    act(() => void window.dispatchEvent(new Event('studentAuthChange')));
    expect(await barLinks(screen).findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/student/dashboard');
  });

  it('are in Hindi on a Hindi page, under /hi', async () => {
    api.use(signedOut());
    const screen = renderScreen('/practice', { locale: 'hi' });
    const link = await within(await screen.findByRole('navigation', { name: 'मुख्य' })).findByRole('link', { name: 'साइन इन' });
    expect(link).toHaveAttribute('href', '/hi/student/login');
  });
});

describe('/student/login', () => {
  it('asks for both fields, shows and hides the password, and shows the server refusal until the student types again', async () => {
    api.use(signedOut(), studentFail('post', '/api/student/login', 401, 'Invalid username or password'));
    const screen = renderScreen('/student/login');
    expect(await screen.findByRole('heading', { name: 'Welcome Back', level: 1 })).toBeVisible();
    expect(screen.getByText('Sign in to track your progress')).toBeVisible();
    const submit = screen.getByRole('button', { name: 'Sign In' });
    await screen.user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(callsOf('post', '/api/student/login')).toEqual([]);

    await screen.user.type(screen.getByLabelText('Username or email'), 'asha');
    const password = screen.getByLabelText('Password');
    await screen.user.type(password, 'wrong-password');
    expect(password).toHaveAttribute('type', 'password');
    await screen.user.click(screen.getByRole('button', { name: 'Show Password' }));
    expect(password).toHaveAttribute('type', 'text');
    await screen.user.click(screen.getByRole('button', { name: 'Hide Password' }));
    expect(password).toHaveAttribute('type', 'password');

    // Enter submits (our form; the spec's client needs the button).
    await screen.user.type(password, '{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(callsOf('post', '/api/student/login').map((call) => call.body)).toEqual([{ username: 'asha', password: 'wrong-password' }]);
    await screen.user.type(password, 'x');
    expect(screen.queryByRole('alert')).toBeNull();

    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/student/register');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/student/forgot-password');
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/));
  });

  it('on success: says so, tells the top bar, merges this browser in and opens the dashboard 1.5 s later', async () => {
    localStorage.setItem('savedQuestions', JSON.stringify(['q-local']));
    let signedInNow = false;
    api.use(
      studentApi('get', '/api/student/profile', () =>
        signedInNow
          ? PROFILE
          : Response.json({ message: 'Please sign in to continue.', error: 'Please sign in to continue.' }, { status: 401 }),
      ),
      studentApi('post', '/api/student/login', () => {
        signedInNow = true;
        return LOGGED_IN;
      }),
      studentApi('post', '/api/student/merge', { savedQuestions: ['q-local', 'q-account'], notes: [], linkedAttempts: 0 }),
      studentApi('get', '/api/student/dashboard', EMPTY_DASHBOARD),
      studentApi('get', '/api/student/reports', { reports: [] }),
    );
    const events = vi.fn();
    window.addEventListener('studentAuthChange', events);
    try {
      const screen = renderScreen('/student/login');
      expect(await barLinks(screen).findByRole('link', { name: 'Sign in' })).toBeVisible();
      await screen.user.type(await screen.findByLabelText('Username or email'), 'asha@example.com');
      await screen.user.type(screen.getByLabelText('Password'), 'a-good-long-password');
      await screen.user.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByText('Login successful! Redirecting...')).toHaveAttribute('role', 'status');
      expect(events).toHaveBeenCalled();
      expect(await barLinks(screen).findByRole('link', { name: 'Dashboard' })).toBeVisible();
      await waitFor(() => expect(JSON.parse(localStorage.getItem('savedQuestions')!)).toEqual(['q-local', 'q-account']));
      expect(callsOf('post', '/api/student/merge')[0]!.body).toEqual({ savedQuestions: ['q-local'], notes: [] });
      expect(screen.location()).toBe('/student/login');
      await waitFor(() => expect(screen.location()).toBe('/student/dashboard'), { timeout: 4000 });
      expect(await screen.findByRole('heading', { name: 'Student Dashboard', level: 1 })).toBeVisible();
    } finally {
      window.removeEventListener('studentAuthChange', events);
    }
  });

  it('speaks Hindi on a Hindi page, the server messages it knows included', async () => {
    api.use(signedOut(), studentFail('post', '/api/student/login', 401, 'Invalid username or password'));
    const screen = renderScreen('/student/login', { locale: 'hi' });
    expect(await screen.findByRole('heading', { name: 'फिर से स्वागत है', level: 1 })).toBeVisible();
    await screen.user.click(screen.getByRole('button', { name: 'साइन इन करें' }));
    expect(screen.getByRole('alert')).toHaveTextContent('कृपया सभी फ़ील्ड भरें');
    await screen.user.type(screen.getByLabelText('यूज़रनेम या ईमेल'), 'asha');
    await screen.user.type(screen.getByLabelText('पासवर्ड'), 'wrong-password{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('यूज़रनेम या पासवर्ड गलत है');
  });

  it('says "Something went wrong" when the server gives no message, and names a lost connection', async () => {
    api.use(
      signedOut(),
      studentApi('post', '/api/student/login', () => new Response('<h1>Bad Gateway</h1>', { status: 502 })),
    );
    const screen = renderScreen('/student/login');
    await screen.user.type(await screen.findByLabelText('Username or email'), 'asha');
    await screen.user.type(screen.getByLabelText('Password'), 'whatever-password{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    api.use(studentApi('post', '/api/student/login', () => Response.error()));
    await screen.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Network error: check your connection and try again.')).toBeVisible();
  });
});
