import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ReportReason } from '@exam-prep/contract/report-reasons';
import { useI18n } from '@/i18n/i18n';
import { fetchMyReports } from '@/features/question-reports/api/get-my-reports';
import { recordReport, recordServerReports, reportedQuestion, type ReportedQuestion } from '@/features/question-reports/lib/reported-store';
import { useReportTexts } from '@/features/question-reports/lib/report-texts';
import styles from './report-link.module.css';

// The dialog, its form and the call that sends a report load at the first tap: most students never report.
const ReportDialog = lazy(() => import('./report-dialog'));

const LINK_TEXT = {
  open: 'question-reports.link.reported',
  fixed: 'question-reports.link.reportedFixed',
  rejected: 'question-reports.link.reportedRejected',
} as const;

/**
 * "Report a mistake" under a question (its real `_id`), or "Reported · fixed" once this browser reported it. Only
 * for answered or reviewed questions: never on a running test, whose answers are not confirmed yet. The browser
 * asks the server for the status only for a question it reported, once per page view, when the link comes on screen.
 * Its row is kept in the server's HTML (empty), so the link appearing in the browser moves nothing.
 */
export function ReportLink({ questionId }: { questionId: string }) {
  const { t } = useI18n();
  const ready = useReportTexts();
  const slotRef = useRef<HTMLDivElement>(null);
  const [known, setKnown] = useState(() => ({ questionId, reported: reportedQuestion(questionId) }));
  const [open, setOpen] = useState(false);
  /** The question whose status was asked for (or just sent) in this page view. */
  const refreshedFor = useRef<string | null>(null);

  // The record is read in the browser only (the server has no storage), and shown only once hydrated (`ready`).
  if (known.questionId !== questionId) setKnown({ questionId, reported: reportedQuestion(questionId) });
  const reported = known.questionId === questionId ? known.reported : undefined;
  const setReported = (entry: ReportedQuestion | undefined) => setKnown({ questionId, reported: entry });

  const wasReported = reported !== undefined;
  useEffect(() => {
    const slot = slotRef.current;
    if (!wasReported || refreshedFor.current === questionId || !slot) return;
    let live = true;
    const refresh = () => {
      if (refreshedFor.current === questionId) return;
      refreshedFor.current = questionId;
      fetchMyReports(questionId).then(
        ({ reports }) => live && setKnown({ questionId, reported: recordServerReports(questionId, reports) }),
        // An unknown or held question (404), or no connection: the link keeps what this browser knew.
        () => undefined,
      );
    };
    if (typeof IntersectionObserver === 'undefined') {
      refresh();
      return () => {
        live = false;
      };
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        refresh();
      }
    });
    observer.observe(slot);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [questionId, wasReported]);

  const onReported = (reason: ReportReason) => {
    // Just sent: its status is known, no need to ask.
    refreshedFor.current = questionId;
    setReported(recordReport(questionId, reason));
  };

  return (
    <div ref={slotRef} className={styles.slot} data-testid="report-slot">
      {ready && (
        <button
          type="button"
          className={`${styles.link} ${reported ? styles[reported.status] : ''}`}
          aria-haspopup="dialog"
          data-report-status={reported?.status}
          onClick={() => setOpen(true)}
        >
          {reported ? t(LINK_TEXT[reported.status]) : t('question-reports.link.report')}
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            questionId={questionId}
            reportedReasons={reported?.reasons ?? []}
            onReported={onReported}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
