import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useI18n } from '@/i18n/i18n';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/status-views';
import { useHydrated } from '@/lib/use-hydrated';
import { resetPassword } from '@/features/student/api/reset-password';
import { AuthCard, Notice } from '@/features/student/components/auth-card';
import { PasswordField } from '@/features/student/components/text-field';
import { StudentSeo } from '@/features/student/components/student-seo';
import { useStudentForm } from '@/features/student/lib/use-student-form';
import { newPasswordProblem } from '@/features/student/lib/validation';
import styles from '@/features/student/components/auth-card.module.css';

/** How long "Your password has been changed" shows before the sign-in screen. */
export const RESET_REDIRECT_MS = 2000;

/** /student/reset-password?token=: a new password for the mailed link (read once hydrated, as verify-email's). */
export default function ResetPasswordPage() {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { error, done, busy, typing, later, submit } = useStudentForm();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = newPasswordProblem(password, confirm);
    await submit(problem && t(problem), async () => {
      await resetPassword(token, password);
      later(() => navigate('/student/login', { replace: true }), RESET_REDIRECT_MS);
    });
  }

  let body;
  if (!hydrated) body = <LoadingState />;
  else if (!token)
    body = (
      <AuthCard title={t('student.reset.title')}>
        <Notice kind="error">{t('student.reset.noToken')}</Notice>
        <Button to="/student/forgot-password" className={styles.submit}>
          {t('student.reset.askAgain')}
        </Button>
      </AuthCard>
    );
  else
    body = (
      <AuthCard title={t('student.reset.title')} lead={t('student.reset.lead')}>
        <Notice kind="error">{error}</Notice>
        {done && <Notice kind="success">{t('student.server.resetDone')}</Notice>}
        <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
          <PasswordField
            label={t('student.fields.newPassword')}
            value={password}
            onValue={typing(setPassword)}
            autoComplete="new-password"
            hint={t('student.fields.passwordHint')}
          />
          <PasswordField
            label={t('student.fields.confirmNewPassword')}
            value={confirm}
            onValue={typing(setConfirm)}
            autoComplete="new-password"
          />
          <Button type="submit" className={styles.submit} disabled={busy || done} aria-busy={busy}>
            {t('student.reset.submit')}
          </Button>
        </form>
        {error && (
          <p className={styles.center}>
            <Button to="/student/forgot-password" variant="ghost">
              {t('student.reset.askAgain')}
            </Button>
          </p>
        )}
      </AuthCard>
    );

  return (
    <>
      <StudentSeo page="resetPassword" path="/student/reset-password" />
      {body}
    </>
  );
}
