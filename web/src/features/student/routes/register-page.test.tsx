// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogueHandlers } from '@/test-support/api-fixtures';
import { renderScreen, setupScreenTests, type Screen } from '@/test-support/screen';
import { callsOf, signedOut, studentApi, studentCalls, studentFail } from '@/features/student/lib/student-api.test-support';

// The catalogue answers too: a screen that moves on (home, the dashboard's links) may load public pages.
const api = setupScreenTests(...catalogueHandlers());
beforeEach(() => studentCalls.clear());

async function fill(screen: Screen, fields: { username?: string; email?: string; password?: string; confirm?: string }, labels = EN) {
  if (fields.username) await screen.user.type(await screen.findByLabelText(labels.username), fields.username);
  if (fields.email) await screen.user.type(screen.getByLabelText(labels.email), fields.email);
  if (fields.password) await screen.user.type(screen.getByLabelText(labels.password), fields.password);
  if (fields.confirm) await screen.user.type(screen.getByLabelText(labels.confirm), fields.confirm);
}
const EN = { username: 'Username', email: 'Email', password: 'Password', confirm: 'Confirm Password' };
const HI = { username: 'यूज़रनेम', email: 'ईमेल', password: 'पासवर्ड', confirm: 'पासवर्ड की पुष्टि करें' };

describe('/student/register', () => {
  it("checks in the spec's order (with our 8 characters), then asks for consent; nothing is sent until all pass", async () => {
    api.use(signedOut());
    const screen = renderScreen('/student/register');
    expect(await screen.findByRole('heading', { name: 'Create Account', level: 1 })).toBeVisible();
    const submit = screen.getByRole('button', { name: 'Sign Up' });
    const alert = () => screen.getByRole('alert');

    await screen.user.click(submit);
    expect(alert()).toHaveTextContent('Please fill in all fields');
    await fill(screen, { username: 'asha', email: 'not-an-email', password: 'short', confirm: 'other' });
    await screen.user.click(submit);
    expect(alert()).toHaveTextContent('Password must be at least 8 characters long');
    await screen.user.clear(screen.getByLabelText('Password'));
    await screen.user.type(screen.getByLabelText('Password'), 'long enough words');
    await screen.user.click(submit);
    expect(alert()).toHaveTextContent('Passwords do not match');
    await screen.user.clear(screen.getByLabelText('Confirm Password'));
    await screen.user.type(screen.getByLabelText('Confirm Password'), 'long enough words');
    await screen.user.click(submit);
    expect(alert()).toHaveTextContent('Please enter a valid email address');
    await screen.user.clear(screen.getByLabelText('Email'));
    await screen.user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await screen.user.click(submit);
    expect(alert()).toHaveTextContent('Please tick the box to agree');
    expect(callsOf('post', '/api/student/register')).toEqual([]);

    // The consent says what is kept and why, and links the policy.
    const consent = screen.getByRole('checkbox', { name: /keeps my username, email/ });
    expect(consent).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Read the Privacy Policy' })).toHaveAttribute('href', '/privacy-policy#student-accounts');
    // Each password has its own Show button.
    await screen.user.click(screen.getByRole('button', { name: 'Show Confirm Password' }));
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it("sends the page's language and consent, says so, then opens sign-in with a reminder to verify", async () => {
    api.use(
      signedOut(),
      studentApi(
        'post',
        '/api/student/register',
        { message: 'Registration successful! Check your inbox for a link to verify your email, then sign in.' },
        201,
      ),
    );
    const screen = renderScreen('/student/register');
    await fill(screen, { username: ' asha ', email: 'asha@example.com', password: 'long enough words', confirm: 'long enough words' });
    await screen.user.click(screen.getByRole('checkbox'));
    await screen.user.type(screen.getByLabelText('Confirm Password'), '{Enter}');
    expect(await screen.findByText('Registration successful! Redirecting to login...')).toHaveAttribute('role', 'status');
    expect(callsOf('post', '/api/student/register').map((call) => call.body)).toEqual([
      { username: ' asha ', email: 'asha@example.com', password: 'long enough words', locale: 'en', consent: true },
    ]);
    await waitFor(() => expect(screen.location()).toBe('/student/login'), { timeout: 4000 });
    expect(await screen.findByText(/Open the link in the email we sent you/)).toBeVisible();
  });

  it('shows the server refusal (a taken username), in Hindi on a Hindi page, and sends locale hi', async () => {
    api.use(signedOut(), studentFail('post', '/api/student/register', 409, 'That username is taken. Please choose another.'));
    const screen = renderScreen('/student/register', { locale: 'hi' });
    expect(await screen.findByRole('heading', { name: 'खाता बनाएँ', level: 1 })).toBeVisible();
    await screen.user.click(screen.getByRole('button', { name: 'साइन अप करें' }));
    expect(screen.getByRole('alert')).toHaveTextContent('कृपया सभी फ़ील्ड भरें');
    await fill(screen, { username: 'asha', email: 'asha@example.com', password: 'long enough words', confirm: 'long enough word' }, HI);
    await screen.user.click(screen.getByRole('button', { name: 'साइन अप करें' }));
    expect(screen.getByRole('alert')).toHaveTextContent('दोनों पासवर्ड मेल नहीं खाते');
    await screen.user.type(screen.getByLabelText(HI.confirm), 's');
    await screen.user.click(screen.getByRole('checkbox'));
    await screen.user.click(screen.getByRole('button', { name: 'साइन अप करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('यह यूज़रनेम पहले से लिया जा चुका है।');
    expect((callsOf('post', '/api/student/register')[0]!.body as { locale: string }).locale).toBe('hi');
  });
});
