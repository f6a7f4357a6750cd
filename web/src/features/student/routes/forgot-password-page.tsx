import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useI18n } from '@/i18n/i18n';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/lib/use-hydrated';
import { forgotPassword } from '@/features/student/api/forgot-password';
import { AuthCard, Notice } from '@/features/student/components/auth-card';
import { TextField } from '@/features/student/components/text-field';
import { StudentSeo } from '@/features/student/components/student-seo';
import { errorText } from '@/features/student/lib/error-text';
import { EMAIL_PATTERN } from '@/features/student/lib/validation';
import styles from '@/features/student/components/auth-card.module.css';

/** /student/forgot-password: a reset link by email (the answer is the same whether or not the address has an account). */
export default function ForgotPasswordPage() {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy || sent) return;
    setError('');
    const address = email.trim();
    if (!address) return setError(t('student.errors.enterEmail'));
    if (!EMAIL_PATTERN.test(address)) return setError(t('student.errors.emailInvalid'));
    setBusy(true);
    try {
      await forgotPassword(address);
      setSent(true);
    } catch (caught) {
      setError(errorText(t, caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <StudentSeo page="forgotPassword" path="/student/forgot-password" />
      <AuthCard
        title={t('student.forgot.title')}
        lead={t('student.forgot.lead')}
        footer={
          <p>
            <Link to="/student/login">{t('student.resend.backToLogin')}</Link>
          </p>
        }
      >
        <Notice kind="error">{error}</Notice>
        {sent && <Notice kind="success">{t('student.server.resetSent')}</Notice>}
        <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField
            label={t('student.fields.emailAddress')}
            type="email"
            value={email}
            onValue={(value) => {
              setEmail(value);
              setError('');
            }}
            autoComplete="email"
          />
          <Button type="submit" className={styles.submit} disabled={!hydrated || busy || sent} aria-busy={busy}>
            {busy ? t('student.verify.sending') : t('student.forgot.submit')}
          </Button>
        </form>
      </AuthCard>
    </>
  );
}
