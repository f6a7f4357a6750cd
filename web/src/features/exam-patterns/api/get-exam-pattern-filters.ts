import useSWR from 'swr';
import { apiFetch } from '../../../lib/api';

/** GET /api/exam-patterns/meta/filters — the levels in use, for the level filter; a failure is ignored. */
export interface ExamPatternFilters {
  examLevels: string[];
}

export const examPatternFiltersPath = '/api/exam-patterns/meta/filters';
export const fetchExamPatternFilters = () => apiFetch<ExamPatternFilters>(examPatternFiltersPath);
export const useExamPatternFilters = () =>
  useSWR<ExamPatternFilters>(examPatternFiltersPath, fetchExamPatternFilters, { shouldRetryOnError: false });
