import { questionPagePath } from '@exam-prep/contract/question-path';
import { REASON_LABELS } from '@exam-prep/contract/report-reasons';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/i18n/i18n';
import { useStudentReports } from '@/features/student/api/get-student-reports';
import { Panel, useShortDate } from './dashboard-sections';
import dashboard from './dashboard.module.css';
import styles from './reports-panel.module.css';

/**
 * "Your reports": the mistakes the student reported (from any browser while signed in), newest first, each with
 * its status, so a fix reaches the one who asked for it. Its own call: the dashboard shows without it.
 */
export function ReportsPanel() {
  const { t, locale } = useI18n();
  const shortDate = useShortDate();
  const { data, error, mutate, isValidating } = useStudentReports();

  let body;
  if (error && !isValidating)
    body = (
      <div className={dashboard.empty}>
        <p role="alert">{t('student.dashboard.reports.failed')}</p>
        <Button variant="secondary" size="sm" onClick={() => void mutate()}>
          {t('student.dashboard.reports.retry')}
        </Button>
      </div>
    );
  else if (!data) body = <p className={styles.muted}>{t('student.dashboard.reports.loading')}</p>;
  else if (data.reports.length === 0) body = <p className={styles.muted}>{t('student.dashboard.reports.empty')}</p>;
  else
    body = (
      <ul className={dashboard.list}>
        {data.reports.map((report) => (
          <li key={report._id} className={`${dashboard.item} ${styles.report}`} data-testid="student-report">
            <div className={styles.head}>
              {/* Plain text from the server, shown as text (never as HTML). */}
              <Link to={questionPagePath(report.question_id, report.question_title)} className={styles.question}>
                {report.question_title}
              </Link>
              <span className={`${styles.status} ${styles[report.status]}`}>{t(`student.dashboard.reports.status.${report.status}`)}</span>
            </div>
            <p className={styles.meta}>
              <span>{REASON_LABELS[locale][report.reason]}</span>
              <span>{t('student.dashboard.reports.reportedOn', { date: shortDate(report.created_at) })}</span>
              {report.resolved_at && <span>{t('student.dashboard.reports.resolvedOn', { date: shortDate(report.resolved_at) })}</span>}
            </p>
          </li>
        ))}
      </ul>
    );

  return (
    <Panel title={t('student.dashboard.reports.title')} wide>
      <p className={styles.muted}>{t('student.dashboard.reports.lead')}</p>
      {body}
    </Panel>
  );
}
