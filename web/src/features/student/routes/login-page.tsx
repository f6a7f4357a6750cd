import { useEffect, useRef, useState, type FormEvent } from 'react';
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
import { errorText } from '@/features/student/lib/error-text';
import { syncAfterSignIn } from '@/features/student/lib/merge-at-sign-in';
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
  const [error, setError] = useState('');
  const [success, setSuccess] = useState(false);
  const [busy, setBusy] = useState(false);
  const redirect = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  // A typed error clears as soon as the student types again.
  const typing = (set: (value: string) => void) => (value: string) => {
    set(value);
    setError('');
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy || success) return;
    setError('');
    if (!username || !password) {
      setError(t('student.errors.fillInAllFields'));
      return;
    }
    setBusy(true);
    try {
      await studentLogin(username, password);
      setSuccess(true);
      await mutate(PROFILE_PATH);
      announceAuthChange();
      // What this browser holds joins the account (saved questions, notes): never in the way of signing in.
      void syncAfterSignIn();
      redirect.current = window.setTimeout(() => navigate('/student/dashboard', { replace: true }), LOGIN_REDIRECT_MS);
    } catch (caught) {
      setError(errorText(t, caught));
    } finally {
      setBusy(false);
    }
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
