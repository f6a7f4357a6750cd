import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useI18n } from '@/i18n/i18n';
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/status-views';
import { useDashboard } from '@/features/student/api/get-dashboard';
import { PROFILE_PATH } from '@/features/student/api/get-profile';
import { studentLogout } from '@/features/student/api/logout';
import { announceAuthChange } from '@/features/student/api/student-request';
import { StudentSeo } from '@/features/student/components/student-seo';
import {
  ContinuePanel,
  PapersPanel,
  ResultsPanel,
  SavedPanel,
  StatCards,
  StreakPanel,
  VisitedPanel,
  WeakestPanel,
} from '@/features/student/components/dashboard-sections';
import { isSignedOut } from '@/features/student/lib/error-text';
import styles from '@/features/student/components/dashboard.module.css';

// The reports of mistakes are their own call and chunk (with the reasons' labels): the dashboard's first load stays light.
const ReportsPanel = lazy(() => import('@/features/student/components/reports-panel').then((module) => ({ default: module.ReportsPanel })));

/**
 * /student/dashboard: the spec's counts and lists, and ours (continue, streak, weakest subtopics, full papers).
 * Never server-rendered with the student's data: the served page shows "Loading dashboard..." and the browser asks.
 */
export default function StudentDashboardPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { data, error, mutate: reload, isValidating } = useDashboard();
  const [leaving, setLeaving] = useState(false);
  const signedOut = isSignedOut(error);

  useEffect(() => {
    if (signedOut) navigate('/student/login', { replace: true });
  }, [signedOut, navigate]);

  async function logout() {
    setLeaving(true);
    try {
      await studentLogout();
      await mutate(PROFILE_PATH, null, { revalidate: false });
      announceAuthChange();
      navigate('/');
    } catch {
      // The spec: the event goes out anyway, and the page stays.
      announceAuthChange();
      setLeaving(false);
    }
  }

  let body;
  if (error && !signedOut && !isValidating) body = <ErrorState message={t('student.dashboard.failed')} onAction={() => void reload()} />;
  else if (!data) body = <LoadingState label={t('student.dashboard.loading')} />;
  else
    body = (
      <>
        <header className={styles.header}>
          <div>
            <h1>{t('student.dashboard.title')}</h1>
            <p className={styles.welcome}>{t('student.dashboard.welcome', { username: data.username })}</p>
          </div>
          <div className={styles.actions}>
            <Button to="/student/account" variant="secondary">
              {t('student.dashboard.settings')}
            </Button>
            <Button variant="danger" onClick={() => void logout()} disabled={leaving}>
              {t('student.dashboard.logout')}
            </Button>
          </div>
        </header>
        <StatCards stats={data.stats} />
        <div className={styles.grid}>
          {data.continueAt && <ContinuePanel at={data.continueAt} />}
          <StreakPanel streak={data.streak} />
          <WeakestPanel weakest={data.weakest} all={data.accuracyBySubtopic} />
          <ResultsPanel results={data.testResults} />
          <PapersPanel papers={data.papers} />
          <VisitedPanel visits={data.visitedTopics} />
          <SavedPanel saved={data.savedQuestions} />
          <Suspense fallback={null}>
            <ReportsPanel />
          </Suspense>
        </div>
      </>
    );

  return (
    <div className={`container ${styles.page}`}>
      <StudentSeo page="dashboard" path="/student/dashboard" />
      {body}
    </div>
  );
}
