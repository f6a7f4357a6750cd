// @vitest-environment happy-dom
import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueHandlers } from '@/test-support/api-fixtures';
import { renderScreen, setupScreenTests } from '@/test-support/screen';
import {
  PROFILE,
  callsOf,
  signedIn,
  signedOut,
  studentApi,
  studentCalls,
  studentFail,
} from '@/features/student/lib/student-api.test-support';

// The catalogue answers too: a screen that moves on (home, the dashboard's links) may load public pages.
const api = setupScreenTests(...catalogueHandlers());
beforeEach(() => studentCalls.clear());

const section = (screen: ReturnType<typeof renderScreen>, name: string) => within(screen.getByRole('region', { name }));

describe('/student/account', () => {
  it('sends a signed-out visitor to sign in', async () => {
    api.use(signedOut());
    const screen = renderScreen('/student/account');
    await waitFor(() => expect(screen.location()).toBe('/student/login'));
  });

  it('changes the display name (empty: the default) and the language', async () => {
    api.use(
      signedIn(),
      studentApi('patch', '/api/student/profile', ({ body }) => {
        const changes = body as { display_name: string | null; locale: 'en' | 'hi' };
        return { ...PROFILE, display_name: changes.display_name, locale: changes.locale };
      }),
    );
    const screen = renderScreen('/student/account');
    expect(await screen.findByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
    expect(screen.getByText('Signed in as asha (asha@example.com)')).toBeVisible();
    const profile = section(screen, 'Name and language');
    const name = profile.getByLabelText('Display name');
    expect(name).toHaveAccessibleDescription(/be shown as Student #1234/);
    await screen.user.type(name, '  Asha K  ');
    await screen.user.selectOptions(profile.getByLabelText('Language of your emails'), 'hi');
    await screen.user.click(profile.getByRole('button', { name: 'Save' }));
    expect(await profile.findByRole('status')).toHaveTextContent('Saved.');
    await screen.user.clear(name);
    await screen.user.type(name, '{Enter}');
    await waitFor(() => expect(callsOf('patch', '/api/student/profile')).toHaveLength(2));
    expect(callsOf('patch', '/api/student/profile').map((call) => call.body)).toEqual([
      { display_name: 'Asha K', locale: 'hi' },
      { display_name: null, locale: 'hi' },
    ]);
  });

  it('changes the password after its checks, and shows a wrong current password', async () => {
    api.use(signedIn(), studentFail('post', '/api/student/change-password', 400, 'Your current password is not correct'));
    const screen = renderScreen('/student/account');
    await screen.findByRole('heading', { name: 'Your account', level: 1 });
    const password = section(screen, 'Change password');
    await screen.user.click(password.getByRole('button', { name: 'Change password' }));
    expect(password.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    await screen.user.type(password.getByLabelText('Current password'), 'old password words');
    await screen.user.type(password.getByLabelText('New password'), 'new password words');
    await screen.user.type(password.getByLabelText('Confirm new password'), 'new password word{Enter}');
    expect(password.getByRole('alert')).toHaveTextContent('Passwords do not match');
    await screen.user.type(password.getByLabelText('Confirm new password'), 's{Enter}');
    expect(await password.findByRole('alert')).toHaveTextContent('Your current password is not correct');
    api.use(studentApi('post', '/api/student/change-password', { message: 'Password changed. Other devices have been signed out.' }));
    await screen.user.click(password.getByRole('button', { name: 'Change password' }));
    expect(await password.findByRole('status')).toHaveTextContent('Password changed. Other devices have been signed out.');
    expect(password.getByLabelText('Current password')).toHaveValue('');
    expect(callsOf('post', '/api/student/change-password').at(-1)!.body).toEqual({
      currentPassword: 'old password words',
      newPassword: 'new password words',
    });
  });

  it('downloads the data as a JSON file', async () => {
    const exported = {
      exported_at: '2026-11-28T10:00:00.000Z',
      account: { ...PROFILE, blocked: false, consent_at: '2026-11-01T10:00:00.000Z', consent_version: '1' },
      progress: { savedQuestions: ['q1'] },
    };
    api.use(signedIn(), studentApi('get', '/api/student/export', exported));
    const made: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      made.push(blob);
      return 'blob:export';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toMatch(/^examprep-asha-\d{4}-\d{2}-\d{2}\.json$/);
    });
    try {
      const screen = renderScreen('/student/account');
      await screen.findByRole('heading', { name: 'Your account', level: 1 });
      await screen.user.click(screen.getByRole('button', { name: 'Download my data' }));
      await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
      expect(JSON.parse(await made[0]!.text())).toEqual(exported);
    } finally {
      clicked.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('Sign out everywhere ends every session and opens sign in', async () => {
    api.use(signedIn(), studentApi('post', '/api/student/logout-all', { message: 'Signed out on every device' }));
    const screen = renderScreen('/student/account');
    await screen.findByRole('heading', { name: 'Your account', level: 1 });
    api.use(signedOut());
    await screen.user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(screen.location()).toBe('/student/login'));
    expect(callsOf('post', '/api/student/logout-all')).toHaveLength(1);
  });

  it('Delete my account asks for the password, confirms, then signs out and goes home (Hindi)', async () => {
    api.use(signedIn({ ...PROFILE, locale: 'hi' }), studentFail('delete', '/api/student/account', 400, 'That password is not correct'));
    const screen = renderScreen('/student/account', { locale: 'hi' });
    await screen.findByRole('heading', { name: 'आपका खाता', level: 1 });
    const danger = section(screen, 'मेरा खाता हटाएँ');
    await screen.user.click(danger.getByRole('button', { name: 'मेरा खाता हटाएँ' }));
    expect(danger.getByRole('alert')).toHaveTextContent('कृपया सभी फ़ील्ड भरें');
    await screen.user.type(danger.getByLabelText('आपका पासवर्ड'), 'wrong one{Enter}');
    expect(danger.getByText('क्या आप अपना खाता और उसका सारा डेटा हमेशा के लिए हटाना चाहते हैं?')).toBeVisible();
    expect(callsOf('delete', '/api/student/account')).toEqual([]);
    await screen.user.click(danger.getByRole('button', { name: 'हाँ, हटाएँ' }));
    expect(await danger.findByRole('alert')).toHaveTextContent('यह पासवर्ड सही नहीं है');

    api.use(studentApi('delete', '/api/student/account', { message: 'Your account and its data have been deleted.' }));
    await screen.user.click(danger.getByRole('button', { name: 'मेरा खाता हटाएँ' }));
    api.use(signedOut());
    await screen.user.click(danger.getByRole('button', { name: 'हाँ, हटाएँ' }));
    await waitFor(() => expect(screen.location()).toBe('/'));
    expect(callsOf('delete', '/api/student/account').map((call) => call.body)).toEqual([
      { password: 'wrong one' },
      { password: 'wrong one' },
    ]);
  });
});
