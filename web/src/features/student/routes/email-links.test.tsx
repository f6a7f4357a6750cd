// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogueHandlers } from '@/test-support/api-fixtures';
import { renderScreen, setupScreenTests } from '@/test-support/screen';
import { callsOf, signedOut, studentApi, studentCalls, studentFail } from '@/features/student/lib/student-api.test-support';

// The screens a mailed link or a forgotten password lead to: verify-email, resend-verification, forgot and reset.

// The catalogue answers too: a screen that moves on (home, the dashboard's links) may load public pages.
const api = setupScreenTests(...catalogueHandlers());
beforeEach(() => studentCalls.clear());

describe('/student/verify-email', () => {
  it('without a token: says the link is invalid and offers a new one (an empty address is refused first)', async () => {
    api.use(
      signedOut(),
      studentApi('post', '/api/student/resend-verification', { message: 'Verification email sent! Please check your inbox.' }),
    );
    const screen = renderScreen('/student/verify-email');
    expect(await screen.findByRole('heading', { name: 'Verification Failed', level: 1 })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid verification link. No token provided.');
    const resend = screen.getByRole('button', { name: 'Resend Verification Email' });
    await screen.user.click(resend);
    expect(screen.getByText('Please enter your email address')).toHaveAttribute('role', 'alert');
    await screen.user.type(screen.getByLabelText('Email Address'), 'asha@example.com{Enter}');
    expect(await screen.findByText('Verification email sent! Please check your inbox.')).toHaveAttribute('role', 'status');
    expect(callsOf('post', '/api/student/resend-verification').map((call) => call.body)).toEqual([{ email: 'asha@example.com' }]);
    expect(screen.getByRole('link', { name: 'Create New Account' })).toHaveAttribute('href', '/student/register');
  });

  it('verifies once, says so, and goes to sign in after 3 s (a Go to Login button meanwhile)', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    api.use(
      signedOut(),
      studentApi('get', '/api/student/verify-email', async () => {
        await held;
        return { message: 'Email verified successfully!' };
      }),
    );
    const screen = renderScreen('/student/verify-email?token=abc_DEF-123');
    expect(await screen.findByRole('heading', { name: 'Verifying Email', level: 1 })).toBeVisible();
    expect(screen.getByText('Please wait while we verify your email address...')).toBeVisible();
    release();
    expect(await screen.findByRole('heading', { name: 'Email Verified!', level: 1 })).toBeVisible();
    expect(screen.getByText('Email verified successfully!')).toBeVisible();
    expect(screen.getByText('Redirecting to login page...')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/student/login');
    const calls = callsOf('get', '/api/student/verify-email');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.searchParams.get('token')).toBe('abc_DEF-123');
    await waitFor(() => expect(screen.location()).toBe('/student/login'), { timeout: 5000 });
  });

  it('a failed link shows the server message and the resend box; in Hindi on a Hindi page', async () => {
    api.use(
      signedOut(),
      studentFail('get', '/api/student/verify-email', 400, 'This verification link is invalid or has expired. Ask for a new one below.'),
      studentFail('post', '/api/student/resend-verification', 429, 'Too many attempts. Please wait a while and try again.'),
    );
    const screen = renderScreen('/student/verify-email?token=old', { locale: 'hi' });
    expect(await screen.findByRole('heading', { name: 'सत्यापन विफल', level: 1 })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('यह सत्यापन लिंक अमान्य है');
    await screen.user.type(screen.getByLabelText('ईमेल पता'), 'asha@example.com');
    await screen.user.click(screen.getByRole('button', { name: 'सत्यापन ईमेल फिर से भेजें' }));
    expect(await screen.findByText('बहुत अधिक प्रयास। कृपया कुछ देर रुककर फिर से कोशिश करें।')).toBeVisible();
  });
});

describe('/student/resend-verification', () => {
  it('asks for an address, sends, then stays disabled with the note about spam', async () => {
    api.use(
      signedOut(),
      studentApi('post', '/api/student/resend-verification', { message: 'Verification email sent! Please check your inbox.' }),
    );
    const screen = renderScreen('/student/resend-verification');
    expect(await screen.findByRole('heading', { name: 'Resend Verification Email', level: 1 })).toBeVisible();
    const submit = screen.getByRole('button', { name: 'Send Verification Email' });
    await screen.user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address');
    await screen.user.type(screen.getByLabelText('Email Address'), 'asha@example.com{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Verification email sent! Please check your inbox and spam folder.');
    expect(screen.getByRole('status')).toHaveTextContent("Check your spam folder if you don't see it.");
    expect(submit).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/student/login');
  });

  it('shows the fallback when the server gives no message', async () => {
    api.use(
      signedOut(),
      studentApi('post', '/api/student/resend-verification', () => new Response('', { status: 500 })),
    );
    const screen = renderScreen('/student/resend-verification');
    await screen.user.type(await screen.findByLabelText('Email Address'), 'asha@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to resend verification email. Please try again.');
  });
});

describe('/student/forgot-password and /student/reset-password', () => {
  it('forgot: checks the address, then says the same whatever the address', async () => {
    api.use(
      signedOut(),
      studentApi('post', '/api/student/forgot-password', {
        message: 'If an account uses that email, a link to choose a new password is on its way. Please check your inbox.',
      }),
    );
    const screen = renderScreen('/student/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Forgot your password?', level: 1 })).toBeVisible();
    await screen.user.type(screen.getByLabelText('Email Address'), 'asha{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    await screen.user.type(screen.getByLabelText('Email Address'), '@example.com{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('If an account uses that email');
    expect(callsOf('post', '/api/student/forgot-password').map((call) => call.body)).toEqual([{ email: 'asha@example.com' }]);
  });

  it('reset without a token: says the link is incomplete and offers a new one', async () => {
    api.use(signedOut());
    const screen = renderScreen('/student/reset-password');
    expect(await screen.findByText('This password reset link is incomplete. Please ask for a new one.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/student/forgot-password');
  });

  it('reset: checks the new password, shows an expired link, and on success goes to sign in', async () => {
    api.use(
      signedOut(),
      studentFail(
        'post',
        '/api/student/reset-password',
        400,
        'This password reset link is invalid or has expired. Please ask for a new one.',
      ),
    );
    const screen = renderScreen('/student/reset-password?token=tok-1');
    expect(await screen.findByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible();
    await screen.user.type(screen.getByLabelText('New password'), 'short');
    await screen.user.type(screen.getByLabelText('Confirm new password'), 'short{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');
    await screen.user.type(screen.getByLabelText('New password'), ' and long');
    await screen.user.type(screen.getByLabelText('Confirm new password'), ' and long{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired.');
    expect(callsOf('post', '/api/student/reset-password').map((call) => call.body)).toEqual([
      { token: 'tok-1', password: 'short and long' },
    ]);

    api.use(
      studentApi('post', '/api/student/reset-password', { message: 'Your password has been changed. Please sign in with the new one.' }),
    );
    await screen.user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    await waitFor(() => expect(screen.location()).toBe('/student/login'), { timeout: 4000 });
  });
});
