import useSWR from 'swr';
import type { examLevelFilters } from '@exam-prep/contract/public/exam-patterns';
import { apiFetch } from '@/lib/api';
import type { SchemaOutput } from '@/lib/schema-type';
import { operationPath } from '@exam-prep/contract/routes/paths';

/** GET /api/exam-patterns/meta/filters — the levels in use, for the level filter; a failure is ignored. */
export type ExamPatternFilters = SchemaOutput<typeof examLevelFilters>;

export const examPatternFiltersPath = operationPath('listExamLevels');
export const fetchExamPatternFilters = () => apiFetch<ExamPatternFilters>(examPatternFiltersPath);
export const useExamPatternFilters = () =>
  useSWR<ExamPatternFilters>(examPatternFiltersPath, fetchExamPatternFilters, { shouldRetryOnError: false });
