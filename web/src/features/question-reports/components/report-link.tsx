import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import styles from './report-link.module.css';

// Everything of the link but its row loads once the page is hydrated (a report needs JavaScript anyway): its code,
// its texts, and at the first tap the dialog. A page's first load carries only this.
const ReportLinkBody = lazy(() => import('./report-link-body'));

/**
 * "Report a mistake" under a question, by its real `_id` (on a full paper's result, not the attempt's own id). Only
 * for answered or reviewed questions: never on a running test or paper, whose answers are not confirmed yet. Its
 * row is in the server's HTML (empty, a tap target tall), so the link appearing in the browser moves nothing.
 */
export function ReportLink({ questionId }: { questionId: string }) {
  const hydrated = useHydrated();
  return (
    <div className={styles.slot} data-testid="report-slot">
      {hydrated && (
        <Suspense fallback={null}>
          <ReportLinkBody questionId={questionId} />
        </Suspense>
      )}
    </div>
  );
}
