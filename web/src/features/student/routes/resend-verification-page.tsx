import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useI18n, withParts } from '@/i18n/i18n';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/lib/use-hydrated';
import { resendVerification } from '@/features/student/api/resend-verification';
import { AuthCard, Notice } from '@/features/student/components/auth-card';
import { TextField } from '@/features/student/components/text-field';
import { StudentSeo } from '@/features/student/components/student-seo';
import { errorText } from '@/features/student/lib/error-text';
import styles from '@/features/student/components/auth-card.module.css';

/** /student/resend-verification: a new verification link; the button stays disabled after a success (spec §1.2). */
export default function ResendVerificationPage() {
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
    if (!email.trim()) {
      setError(t('student.errors.enterEmail'));
      return;
    }
    setBusy(true);
    try {
      await resendVerification(email.trim());
      setSent(true);
    } catch (caught) {
      setError(errorText(t, caught, t('student.verify.resendFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <StudentSeo page="resendVerification" path="/student/resend-verification" />
      <AuthCard
        title={t('student.resend.title')}
        lead={t('student.resend.lead')}
        footer={
          <>
            <p>
              <Link to="/student/login">{t('student.resend.backToLogin')}</Link>
            </p>
            <p>
              {withParts((params) => t('student.login.noAccount', params), {
                link: <Link to="/student/register">{t('student.login.signUp')}</Link>,
              })}
            </p>
          </>
        }
      >
        <Notice kind="error">{error}</Notice>
        {sent && (
          <Notice kind="success">
            {t('student.resend.sent')} {t('student.resend.note')}
          </Notice>
        )}
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
            {busy ? t('student.verify.sending') : t('student.resend.submit')}
          </Button>
        </form>
      </AuthCard>
    </>
  );
}
