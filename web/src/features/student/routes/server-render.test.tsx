import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { WithI18n } from '@/i18n/test-support';
import { StudentTopNav } from '@/features/student/components/student-top-nav';
import LoginPage from './login-page';
import RegisterPage from './register-page';
import VerifyEmailPage from './verify-email-page';
import ResetPasswordPage from './reset-password-page';
import DashboardPage from './dashboard-page';
import AccountPage from './account-page';

// What the server's HTML of a student page holds (entry-server.tsx renders the same way): nothing of any student,
// the same for everyone, so a kept page can be served to all; the browser asks for the account once hydrated.

function serverHtml(Screen: ComponentType, url: string, locale: 'en' | 'hi' = 'en') {
  return renderToString(
    <SWRConfig value={{ provider: () => new Map() }}>
      <WithI18n locale={locale}>
        <StaticRouter location={url}>
          <Screen />
        </StaticRouter>
      </WithI18n>
    </SWRConfig>,
  );
}

describe('student pages rendered on the server', () => {
  it('the top bar has no account link until the browser has asked', () => {
    const html = serverHtml(StudentTopNav, '/student/login');
    expect(html).toContain('href="/saved"');
    expect(html).not.toContain('data-testid="account-link"');
    expect(html).not.toContain('/student/dashboard"');
  });

  it('forms post (never a password in an address) and wait for the script before they submit', () => {
    for (const [Screen, url] of [
      [LoginPage, '/student/login'],
      [RegisterPage, '/student/register'],
    ] as const) {
      const html = serverHtml(Screen, url);
      expect(html).toMatch(/<form [^>]*method="post"/);
      expect(html).toMatch(/<button type="submit"[^>]* disabled=""/);
    }
    expect(serverHtml(LoginPage, '/student/login', 'hi')).toContain('फिर से स्वागत है');
  });

  it('a mailed link is read in the browser only: the page is the same with or without its token', () => {
    expect(serverHtml(VerifyEmailPage, '/student/verify-email?token=abc')).toBe(serverHtml(VerifyEmailPage, '/student/verify-email'));
    expect(serverHtml(VerifyEmailPage, '/student/verify-email?token=abc')).toContain('Loading...');
    expect(serverHtml(ResetPasswordPage, '/student/reset-password?token=abc')).toBe(
      serverHtml(ResetPasswordPage, '/student/reset-password'),
    );
  });

  it('the dashboard and the account page show only their loading state', () => {
    expect(serverHtml(DashboardPage, '/student/dashboard')).toContain('Loading dashboard...');
    expect(serverHtml(AccountPage, '/student/account')).toContain('Loading your account...');
  });
});
