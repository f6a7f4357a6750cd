import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useI18n } from '@/i18n/i18n';
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/status-views';
import { useStudentProfile } from '@/features/student/api/get-profile';
import { StudentSeo } from '@/features/student/components/student-seo';
import {
  DataSection,
  DeleteSection,
  PasswordSection,
  ProfileSection,
  SessionsSection,
} from '@/features/student/components/account-sections';
import styles from '@/features/student/components/dashboard.module.css';

/** /student/account: display name and language, password, sign out everywhere, export and deletion (DPDP Act 2023). */
export default function StudentAccountPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { data: profile, error, mutate } = useStudentProfile();

  useEffect(() => {
    if (profile === null) navigate('/student/login', { replace: true });
  }, [profile, navigate]);

  let body;
  if (error && !profile) body = <ErrorState message={t('student.account.failed')} onAction={() => void mutate()} />;
  else if (!profile) body = <LoadingState label={t('student.account.loading')} />;
  else
    body = (
      <>
        <header className={styles.header}>
          <div>
            <h1>{t('student.account.title')}</h1>
            <p className={styles.welcome}>{t('student.account.signedInAs', { username: profile.username, email: profile.email })}</p>
          </div>
          <Button to="/student/dashboard" variant="secondary">
            {t('student.account.backToDashboard')}
          </Button>
        </header>
        <div className={styles.grid}>
          <ProfileSection key={profile._id} profile={profile} />
          <PasswordSection />
          <SessionsSection />
          <DataSection username={profile.username} />
          <DeleteSection />
        </div>
      </>
    );

  return (
    <div className={`container ${styles.page}`}>
      <StudentSeo page="account" path="/student/account" />
      {body}
    </div>
  );
}
