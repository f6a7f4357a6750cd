import { Link } from 'react-router-dom';
import { useI18n, withParts } from '@/i18n/i18n';
import { resendVerification } from '@/features/student/api/resend-verification';
import { AuthCard } from '@/features/student/components/auth-card';
import { EmailRequestForm } from '@/features/student/components/email-request-form';
import { StudentSeo } from '@/features/student/components/student-seo';

/** /student/resend-verification: a new verification link; the button stays disabled after a success (spec §1.2). */
export default function ResendVerificationPage() {
  const { t } = useI18n();
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
        <EmailRequestForm
          send={resendVerification}
          submitLabel={t('student.resend.submit')}
          sentNotice={`${t('student.resend.sent')} ${t('student.resend.note')}`}
          failedText={t('student.verify.resendFailed')}
        />
      </AuthCard>
    </>
  );
}
