import useSWR from 'swr';
import { apiFetch } from '../../../lib/api';

/** GET /api/exam-patterns/admin/stats; a failure is ignored (the cards show a dash). */
export interface ExamPatternStats {
  totalExams: number;
  activeExams: number;
  featuredExams: number;
  examTypesStats: Array<{ _id: string; count: number }>;
}

export const examPatternStatsPath = '/api/exam-patterns/admin/stats';
export const fetchExamPatternStats = () => apiFetch<ExamPatternStats>(examPatternStatsPath);
export const useExamPatternStats = () =>
  useSWR<ExamPatternStats>(examPatternStatsPath, fetchExamPatternStats, { dedupingInterval: 0, shouldRetryOnError: false });
