import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useI18n } from '@/i18n/i18n';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/status-views';
import { useHydrated } from '@/lib/use-hydrated';
import { verifyStudentEmail } from '@/features/student/api/verify-email';
import { resendVerification } from '@/features/student/api/resend-verification';
import { announceAuthChange } from '@/features/student/api/student-request';
import { AuthCard, Notice } from '@/features/student/components/auth-card';
import { EmailRequestForm } from '@/features/student/components/email-request-form';
import { StudentSeo } from '@/features/student/components/student-seo';
import { errorText } from '@/features/student/lib/error-text';
import { serverMessageKey } from '@/features/student/lib/server-messages';
import styles from '@/features/student/components/auth-card.module.css';

/** How long "Email Verified!" shows before the sign-in screen (spec §1.2). */
export const VERIFIED_REDIRECT_MS = 3000;

type Outcome = { state: 'verifying' } | { state: 'verified'; message: string } | { state: 'failed'; message: string };

/**
 * /student/verify-email?token=: verifies once per token (a repeat is harmless: the server answers 200 again), then
 * goes to sign in after 3 s; a failed link offers a new one. The token is read once hydrated: the served page is
 * kept without its query, so the server's HTML shows only "Loading...".
 */
export default function VerifyEmailPage() {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'verifying' });
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (!token || asked.current === token) return;
    asked.current = token;
    verifyStudentEmail(token).then(
      (answer) => {
        const message = answer?.message;
        const key = message ? serverMessageKey(message) : undefined;
        setOutcome({ state: 'verified', message: key ? t(`student.server.${key}`) : (message ?? t('student.server.verified')) });
        announceAuthChange();
      },
      (error: unknown) => setOutcome({ state: 'failed', message: errorText(t, error, t('student.verify.failedDefault')) }),
    );
  }, [token, t]);

  useEffect(() => {
    if (outcome.state !== 'verified') return;
    const timer = window.setTimeout(() => navigate('/student/login', { replace: true }), VERIFIED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [outcome.state, navigate]);

  let body;
  if (!hydrated) body = <LoadingState label={t('student.verify.loading')} />;
  else if (!token)
    body = (
      <AuthCard title={t('student.verify.failedTitle')}>
        <Notice kind="error">{t('student.server.noToken')}</Notice>
        <ResendBox />
      </AuthCard>
    );
  else if (outcome.state === 'verifying')
    body = (
      <AuthCard title={t('student.verify.verifyingTitle')}>
        <LoadingState label={t('student.verify.verifyingLead')} />
      </AuthCard>
    );
  else if (outcome.state === 'verified')
    body = (
      <AuthCard title={t('student.verify.verifiedTitle')}>
        <Notice kind="success">{outcome.message}</Notice>
        <p className={styles.center}>{t('student.verify.redirecting')}</p>
        <Button to="/student/login" replace className={styles.submit}>
          {t('student.verify.goToLogin')}
        </Button>
      </AuthCard>
    );
  else
    body = (
      <AuthCard title={t('student.verify.failedTitle')}>
        <Notice kind="error">{outcome.message}</Notice>
        <ResendBox />
      </AuthCard>
    );

  return (
    <>
      <StudentSeo page="verifyEmail" path="/student/verify-email" />
      {body}
    </>
  );
}

/** "Resend Verification Email": a new link for an address (the server answers the same for any address). */
function ResendBox() {
  const { t } = useI18n();
  return (
    <>
      <h2 className={styles.lead}>{t('student.verify.resendTitle')}</h2>
      <EmailRequestForm
        send={resendVerification}
        submitLabel={t('student.verify.resendButton')}
        sentNotice={t('student.server.verificationSent')}
        failedText={t('student.verify.resendFailed')}
        once={false}
      />
      <div className={styles.footer}>
        <p>
          <Link to="/student/login">{t('student.verify.goToLogin')}</Link>
        </p>
        <p>
          <Link to="/student/register">{t('student.verify.createNew')}</Link>
        </p>
      </div>
    </>
  );
}
