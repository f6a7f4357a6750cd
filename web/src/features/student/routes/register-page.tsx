import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useI18n, withParts } from '@/i18n/i18n';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/lib/use-hydrated';
import { studentRegister } from '@/features/student/api/register';
import { AuthCard, Notice } from '@/features/student/components/auth-card';
import { PasswordField, TextField } from '@/features/student/components/text-field';
import { StudentSeo } from '@/features/student/components/student-seo';
import { errorText } from '@/features/student/lib/error-text';
import { registrationProblem } from '@/features/student/lib/validation';
import type { LoginState } from './login-page';
import styles from '@/features/student/components/auth-card.module.css';

/** How long the success message shows before the sign-in screen (spec §1.2). */
export const REGISTER_REDIRECT_MS = 2000;

/**
 * /student/register: the spec's checks in its order (with our 8-character minimum), then our consent (DPDP Act
 * 2023), which the form requires; sends the page's language and consent: true.
 */
export default function StudentRegisterPage() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const consentId = useId();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState('');
  const [success, setSuccess] = useState(false);
  const [busy, setBusy] = useState(false);
  const redirect = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  const typing = (set: (value: string) => void) => (value: string) => {
    set(value);
    setError('');
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy || success) return;
    const problem = registrationProblem({ username, email, password, confirm });
    if (problem) {
      setError(t(problem));
      return;
    }
    if (!consent) {
      setError(t('student.errors.consentRequired'));
      return;
    }
    setError('');
    setBusy(true);
    try {
      // The username is sent as typed (the spec's client does not trim it; the server says what it refuses).
      await studentRegister({ username, email, password }, locale);
      setSuccess(true);
      const state: LoginState = { registered: true };
      redirect.current = window.setTimeout(() => navigate('/student/login', { state }), REGISTER_REDIRECT_MS);
    } catch (caught) {
      setError(errorText(t, caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <StudentSeo page="register" path="/student/register" />
      <AuthCard
        title={t('student.register.title')}
        lead={t('student.register.lead')}
        footer={
          <>
            <p>
              {withParts((params) => t('student.register.haveAccount', params), {
                link: <Link to="/student/login">{t('student.register.signIn')}</Link>,
              })}
            </p>
            <p>{t('student.register.optional')}</p>
          </>
        }
      >
        <Notice kind="error">{error}</Notice>
        {success && <Notice kind="success">{t('student.register.success')}</Notice>}
        <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField
            label={t('student.fields.username')}
            value={username}
            onValue={typing(setUsername)}
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
          />
          <TextField label={t('student.fields.email')} type="email" value={email} onValue={typing(setEmail)} autoComplete="email" />
          <PasswordField
            label={t('student.fields.password')}
            value={password}
            onValue={typing(setPassword)}
            autoComplete="new-password"
            hint={t('student.fields.passwordHint')}
          />
          <PasswordField
            label={t('student.fields.confirmPassword')}
            value={confirm}
            onValue={typing(setConfirm)}
            autoComplete="new-password"
          />
          <div className={styles.consent}>
            <input
              id={consentId}
              type="checkbox"
              checked={consent}
              onChange={(event) => {
                setConsent(event.target.checked);
                setError('');
              }}
              aria-describedby={`${consentId}-policy`}
            />
            <label htmlFor={consentId}>{t('student.register.consent')}</label>
          </div>
          <p id={`${consentId}-policy`} className={styles.hint}>
            <Link to="/privacy-policy#student-accounts">{t('student.register.privacyLink')}</Link>
          </p>
          <Button type="submit" className={styles.submit} disabled={!hydrated || busy || success} aria-busy={busy}>
            {busy ? t('student.register.busy') : t('student.register.submit')}
          </Button>
        </form>
      </AuthCard>
    </>
  );
}
