import useSWR from 'swr';
import type { adminExamPatternPage } from '@exam-prep/contract/admin/exam-patterns';
import { apiFetch } from '@/lib/api';
import type { SchemaOutput } from '@/lib/schema-type';

/** GET /api/exam-patterns/admin/all?page&limit&search&exam_level — every pattern, inactive ones too. */
export type AdminExamPatternsAnswer = SchemaOutput<typeof adminExamPatternPage>;

export interface AdminExamPatternsQuery {
  page: number;
  /** The spec does not give the list's page size; 10 like every other admin list. */
  limit?: number;
  search?: string;
  examLevel?: string;
}

export const EXAM_PATTERNS_PAGE_SIZE = 10;

export function adminExamPatternsPath({ page, limit = EXAM_PATTERNS_PAGE_SIZE, search, examLevel }: AdminExamPatternsQuery): string {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (search?.trim()) query.set('search', search.trim());
  if (examLevel) query.set('exam_level', examLevel);
  return `/api/exam-patterns/admin/all?${query}`;
}

export const fetchAdminExamPatterns = (path: string) => apiFetch<AdminExamPatternsAnswer>(path);

/** Admin data is always fetched fresh; the previous page stays on screen while the next one loads. */
export const useAdminExamPatterns = (query: AdminExamPatternsQuery) =>
  useSWR<AdminExamPatternsAnswer>(adminExamPatternsPath(query), fetchAdminExamPatterns, {
    dedupingInterval: 0,
    keepPreviousData: true,
    shouldRetryOnError: false,
  });
