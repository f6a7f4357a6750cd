import { Link } from 'react-router-dom';
import { useI18n } from '@/i18n/i18n';
import { forgotPassword } from '@/features/student/api/forgot-password';
import { AuthCard } from '@/features/student/components/auth-card';
import { EmailRequestForm } from '@/features/student/components/email-request-form';
import { StudentSeo } from '@/features/student/components/student-seo';

/** /student/forgot-password: a reset link by email (the answer is the same whether or not the address has an account). */
export default function ForgotPasswordPage() {
  const { t } = useI18n();
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
        <EmailRequestForm
          send={forgotPassword}
          submitLabel={t('student.forgot.submit')}
          sentNotice={t('student.server.resetSent')}
          checkFormat
        />
      </AuthCard>
    </>
  );
}
