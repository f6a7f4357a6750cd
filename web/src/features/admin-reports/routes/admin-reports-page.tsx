import { useState } from 'react';
import {
  REASON_LABELS,
  REPORT_REASONS,
  REPORTS_PAGE_SIZE,
  type ReportReason,
  type ReportStatus,
  type ResolvedStatus,
} from '@exam-prep/contract/report-reasons';
import type { AdminReportPage, ReportedQuestion } from '@exam-prep/contract/reports';
import { AdminHeader } from '@/components/admin/admin-header';
import { AdminListLoadState } from '@/components/admin/admin-list-toolbar';
import { AdminListPager } from '@/components/admin/admin-table';
import { FilterSelect } from '@/components/admin/filter-select';
import { FlashMessage } from '@/components/admin/flash-message';
import { serverMessage } from '@/components/admin/server-message';
import { StatCards } from '@/components/admin/stat-cards';
import { useAdminList, type AdminListQuery } from '@/components/admin/use-admin-list';
import { useFlash } from '@/components/admin/use-flash';
import adminStyles from '@/components/admin/admin.module.css';
import listStyles from '@/components/admin/admin-table.module.css';
import { buttonClass } from '@/components/ui/button';
import { serverPageView, showingText, type AdminListView } from '@/lib/admin-list';
import { exportReportsHref, useAdminReports } from '@/features/admin-reports/api/get-admin-reports';
import { useReportStats } from '@/features/admin-reports/api/get-report-stats';
import { resolveReports } from '@/features/admin-reports/api/resolve-reports';
import { ReportedQuestionCard } from '@/features/admin-reports/components/reported-question-card';
import { ResolveDialog } from '@/features/admin-reports/components/resolve-dialog';
import styles from '@/features/admin-reports/components/reported-question.module.css';

interface Filters {
  status: ReportStatus;
  reason: ReportReason | '';
}

const STATUS_OPTIONS: Array<{ value: ReportStatus; label: string }> = [
  { value: 'open', label: 'Open' },
  { value: 'fixed', label: 'Fixed' },
  { value: 'rejected', label: 'Rejected' },
];

const REASON_OPTIONS = REPORT_REASONS.map((reason) => ({ value: reason, label: REASON_LABELS.en[reason] }));

const INITIAL_FILTERS: Filters = { status: 'open', reason: '' };

const useReportList = ({ page, filters }: AdminListQuery<Filters>) => useAdminReports({ page, ...filters });

/** The answer's `pagination.total` counts the reported questions (not their reports). */
const reportView = (data: AdminReportPage | undefined, { page }: AdminListQuery<Filters>): AdminListView<ReportedQuestion> =>
  serverPageView(data?.questions, data?.pagination, page, REPORTS_PAGE_SIZE);

function emptyText({ status, reason }: Filters): string {
  if (reason) return `No ${status} reports of “${REASON_LABELS.en[reason]}”.`;
  if (status === 'open') return 'No open reports — nice work.';
  return `No ${status} reports yet.`;
}

const resolvedText = (count: number, status: ResolvedStatus) => `${count} report${count === 1 ? '' : 's'} marked ${status}`;

/**
 * /manage-reports: students' reports of mistakes, one card a question, most reported first, filtered by status and
 * reason; the question as students see it, its edit form, and Mark fixed or Reject for all its open reports.
 */
export default function AdminReportsPage() {
  const list = useAdminList({ initialFilters: INITIAL_FILTERS, useLoad: useReportList, viewOf: reportView, searchDelayMs: 0 });
  const stats = useReportStats();
  const { flash, show } = useFlash();
  const [confirming, setConfirming] = useState<{ group: ReportedQuestion; status: ResolvedStatus } | null>(null);
  const [busy, setBusy] = useState<{ id: string; status: ResolvedStatus } | null>(null);

  async function resolve(group: ReportedQuestion, status: ResolvedStatus, note: string) {
    setBusy({ id: group.question_id, status });
    try {
      const { resolved } = await resolveReports(group.question_id, note ? { status, note } : { status });
      show('success', resolvedText(resolved, status));
    } catch (error) {
      show('error', serverMessage(error, `Failed to mark the reports ${status}`));
    }
    await Promise.all([list.response.mutate(), stats.mutate()]);
    setBusy(null);
  }

  const { status } = list.filters;
  return (
    <>
      <AdminHeader title="Manage Reports" />
      <main className={adminStyles.main}>
        <StatCards
          label="Report counts"
          stats={[
            { label: 'Open', value: stats.data?.open },
            { label: 'Fixed', value: stats.data?.fixed },
            { label: 'Rejected', value: stats.data?.rejected },
          ]}
        />

        <div className={listStyles.toolbar}>
          <FilterSelect
            className={listStyles.fixed}
            label="Status"
            value={status}
            onChange={(value) => list.setFilters((filters) => ({ ...filters, status: value as ReportStatus }))}
            options={STATUS_OPTIONS}
          />
          <FilterSelect
            className={listStyles.fixed}
            label="Reason"
            placeholder="Any reason"
            value={list.filters.reason}
            onChange={(value) => list.setFilters((filters) => ({ ...filters, reason: value as ReportReason | '' }))}
            options={REASON_OPTIONS}
          />
          <a className={buttonClass({ variant: 'secondary', className: styles.export })} href={exportReportsHref(status)} download>
            Export {status} reports (CSV)
          </a>
        </div>

        <FlashMessage flash={flash} />

        <AdminListLoadState
          error={list.response.error}
          loaded={Boolean(list.response.data)}
          errorText="Failed to load reports"
          loadingLabel="Loading reports..."
        >
          {list.rows.length === 0 ? (
            <p className={listStyles.empty}>{emptyText(list.filters)}</p>
          ) : (
            <ul className={styles.list} aria-label="Reported questions" aria-busy={list.response.isValidating}>
              {list.rows.map((group) => (
                <li key={group.question_id}>
                  <ReportedQuestionCard
                    group={group}
                    resolvable={status === 'open'}
                    busy={busy !== null}
                    resolving={busy?.id === group.question_id ? busy.status : null}
                    onResolve={(resolvedStatus) => setConfirming({ group, status: resolvedStatus })}
                  />
                </li>
              ))}
            </ul>
          )}
          <AdminListPager
            label="Report pages"
            summary={showingText(list.rows.length ? { first: list.first, last: list.last } : 0, list.total, 'reported questions')}
            page={list.page}
            pageCount={list.pageCount}
            onPageChange={list.setPage}
          />
        </AdminListLoadState>
      </main>

      {confirming && (
        <ResolveDialog
          question={confirming.group}
          status={confirming.status}
          onCancel={() => setConfirming(null)}
          onConfirm={(note) => {
            const { group, status: resolvedStatus } = confirming;
            setConfirming(null);
            void resolve(group, resolvedStatus, note);
          }}
        />
      )}
    </>
  );
}
