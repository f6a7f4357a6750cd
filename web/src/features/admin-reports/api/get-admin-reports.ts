import useSWR from 'swr';
import { REPORTS_PAGE_SIZE, type ReportReason, type ReportStatus } from '@exam-prep/contract/report-reasons';
import type { AdminReportPage } from '@exam-prep/contract/reports';
import { apiFetch } from '@/lib/api';
import { withQuery } from '@/lib/list-page';

/** GET /api/reports/admin?status&reason&page&limit — reported questions, most reported first, with counts and notes. */
export interface ReportListQuery {
  page: number;
  status: ReportStatus;
  /** '' for any reason. */
  reason: ReportReason | '';
}

export const adminReportsPath = ({ page, status, reason }: ReportListQuery) =>
  withQuery('/api/reports/admin', { status, reason: reason || undefined, page, limit: REPORTS_PAGE_SIZE });

const fetchAdminReports = (path: string) => apiFetch<AdminReportPage>(path);

/** Admin data is always fetched fresh; the previous page stays on screen while the next one loads. */
export const useAdminReports = (query: ReportListQuery) =>
  useSWR<AdminReportPage>(adminReportsPath(query), fetchAdminReports, {
    dedupingInterval: 0,
    keepPreviousData: true,
    shouldRetryOnError: false,
  });

/** GET /api/reports/admin/export?status — the reports with a status as a CSV file, fetched by a plain download link. */
export const exportReportsHref = (status: ReportStatus) => withQuery('/api/reports/admin/export', { status });
