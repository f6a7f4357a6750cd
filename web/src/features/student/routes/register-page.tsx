import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useI18n, withParts } from '@/i18n/i18n';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/lib/use-hydrated';
import { studentRegister } from '@/features/student/api/register';
import { AuthCard, Notice } from '@/features/student/components/auth-card';
import { PasswordField, TextField } from '@/features/student/components/text-field';
import { StudentSeo } from '@/features/student/components/student-seo';
import { useStudentForm } from '@/features/student/lib/use-student-form';
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
  const { error, done: success, busy, typing, clearError, later, submit } = useStudentForm();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = registrationProblem({ username, email, password, confirm });
    await submit(problem ? t(problem) : consent ? undefined : t('student.errors.consentRequired'), async () => {
      // The username is sent as typed (the spec's client does not trim it; the server says what it refuses).
      await studentRegister({ username, email, password }, locale);
      const state: LoginState = { registered: true };
      later(() => navigate('/student/login', { state }), REGISTER_REDIRECT_MS);
    });
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
                clearError();
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
