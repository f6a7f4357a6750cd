import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useI18n, withParts } from '@/i18n/i18n';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/lib/use-hydrated';
import { studentLogin } from '@/features/student/api/login';
import { announceAuthChange } from '@/features/student/api/student-request';
import { PROFILE_PATH } from '@/features/student/api/get-profile';
import { AuthCard, Notice } from '@/features/student/components/auth-card';
import { PasswordField, TextField } from '@/features/student/components/text-field';
import { StudentSeo } from '@/features/student/components/student-seo';
import { syncAfterSignIn } from '@/features/student/lib/merge-at-sign-in';
import { useStudentForm } from '@/features/student/lib/use-student-form';
import styles from '@/features/student/components/auth-card.module.css';

/** How long "Login successful! Redirecting..." shows before the dashboard (spec §1.2). */
export const LOGIN_REDIRECT_MS = 1500;

/** What another screen hands the sign-in screen (registration: "check your inbox"). */
export interface LoginState {
  registered?: boolean;
}

/** /student/login: by username or email. Our form submits on Enter (the spec's client does not). */
export default function StudentLoginPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { state } = useLocation() as { state: LoginState | null };
  const { mutate } = useSWRConfig();
  const hydrated = useHydrated();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { error, done: success, busy, typing, later, submit } = useStudentForm();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit(!username || !password ? t('student.errors.fillInAllFields') : undefined, async () => {
      await studentLogin(username, password);
      // Signed in: a profile that cannot be read now is read again by the next screen.
      await mutate(PROFILE_PATH).catch(() => undefined);
      announceAuthChange();
      // What this browser holds joins the account (saved questions, notes): never in the way of signing in.
      void syncAfterSignIn();
      later(() => navigate('/student/dashboard', { replace: true }), LOGIN_REDIRECT_MS);
    });
  }

  return (
    <>
      <StudentSeo page="login" path="/student/login" />
      <AuthCard
        title={t('student.login.title')}
        lead={t('student.login.lead')}
        footer={
          <>
            <p>
              {withParts((params) => t('student.login.noAccount', params), {
                link: <Link to="/student/register">{t('student.login.signUp')}</Link>,
              })}
            </p>
            <p>
              <Link to="/student/forgot-password">{t('student.login.forgot')}</Link>
            </p>
            <p>
              <Link to="/student/resend-verification">{t('student.login.noMail')}</Link>
            </p>
          </>
        }
      >
        {state?.registered && !error && !success && <Notice kind="info">{t('student.login.registered')}</Notice>}
        <Notice kind="error">{error}</Notice>
        {success && <Notice kind="success">{t('student.login.success')}</Notice>}
        {/* POST, so that nothing typed before the page's script runs ever lands in an address. */}
        <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField
            label={t('student.fields.usernameOrEmail')}
            value={username}
            onValue={typing(setUsername)}
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
          />
          <PasswordField
            label={t('student.fields.password')}
            value={password}
            onValue={typing(setPassword)}
            autoComplete="current-password"
          />
          <Button type="submit" className={styles.submit} disabled={!hydrated || busy || success} aria-busy={busy}>
            {busy ? t('student.login.busy') : t('student.login.submit')}
          </Button>
        </form>
      </AuthCard>
    </>
  );
}
