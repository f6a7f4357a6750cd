import useSWR from 'swr';
import type { ExamPatternStats } from '@exam-prep/contract/admin/exam-patterns';
import { apiFetch } from '@/lib/api';

/** GET /api/exam-patterns/admin/stats; a failure is ignored (the cards show a dash). */

export const examPatternStatsPath = '/api/exam-patterns/admin/stats';
export const fetchExamPatternStats = () => apiFetch<ExamPatternStats>(examPatternStatsPath);
export const useExamPatternStats = () =>
  useSWR<ExamPatternStats>(examPatternStatsPath, fetchExamPatternStats, { dedupingInterval: 0, shouldRetryOnError: false });
