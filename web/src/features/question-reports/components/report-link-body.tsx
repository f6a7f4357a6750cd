import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useI18n } from '@/i18n/i18n';
import { reportedQuestion, type ReportedQuestion } from '@/features/question-reports/lib/reported-record';
import { useReportTexts } from '@/features/question-reports/lib/report-texts';
// Its rules live with the row's: they travel with the page, inlined in its HTML (a stylesheet inserted after
// hydration makes a cheap phone restyle the whole page once more).
import styles from './report-link.module.css';

// The dialog, its form and the call that sends a report load at the first tap: most students never report. The
// status call loads only for a question this browser reported.
const ReportDialog = lazy(() => import('./report-dialog'));
const refreshReportStatus = (questionId: string) =>
  import('@/features/question-reports/lib/refresh-report-status').then((module) => module.refreshReportStatus(questionId));

const LINK_TEXT = {
  open: 'question-reports.link.reported',
  fixed: 'question-reports.link.reportedFixed',
  rejected: 'question-reports.link.reportedRejected',
} as const;

/**
 * The link itself (report-link.tsx loads it once the page is hydrated): "Report a mistake", or "Reported · fixed"
 * once this browser reported the question. The browser asks the server for the status only for a question it
 * reported, once per page view, when the link comes on screen.
 */
export default function ReportLinkBody({ questionId }: { questionId: string }) {
  const { t } = useI18n();
  const ready = useReportTexts();
  const linkRef = useRef<HTMLButtonElement>(null);
  const [known, setKnown] = useState(() => ({ questionId, reported: reportedQuestion(questionId) }));
  const [open, setOpen] = useState(false);
  /** The question whose status was asked for (or just sent) in this page view. */
  const refreshedFor = useRef<string | null>(null);

  // The record is read in the browser only (the server has no storage), and shown only once hydrated (`ready`).
  if (known.questionId !== questionId) setKnown({ questionId, reported: reportedQuestion(questionId) });
  const reported = known.questionId === questionId ? known.reported : undefined;

  const wasReported = reported !== undefined;
  useEffect(() => {
    const link = linkRef.current;
    if (!wasReported || refreshedFor.current === questionId || !link) return;
    let live = true;
    const refresh = () => {
      if (refreshedFor.current === questionId) return;
      refreshedFor.current = questionId;
      refreshReportStatus(questionId).then(
        (entry) => live && setKnown({ questionId, reported: entry }),
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
    observer.observe(link);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [questionId, wasReported, ready]);

  const onReported = (entry: ReportedQuestion) => {
    // Just sent: its status is known, no need to ask.
    refreshedFor.current = questionId;
    setKnown({ questionId, reported: entry });
  };

  return (
    <>
      {ready && (
        <button
          ref={linkRef}
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
    </>
  );
}
