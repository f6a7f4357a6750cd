import useSWR from 'swr';
import type { ReportStats } from '@exam-prep/contract/reports';
import { apiFetch } from '@/lib/api';

/** GET /api/reports/admin/stats — how many of students' reports of mistakes are open, fixed and rejected. */
const REPORT_STATS_PATH = '/api/reports/admin/stats';

const fetchReportStats = (path: string) => apiFetch<ReportStats>(path);

export const useReportStats = () =>
  useSWR<ReportStats>(REPORT_STATS_PATH, fetchReportStats, { dedupingInterval: 0, shouldRetryOnError: false });
