import useSWR from 'swr';
import { apiFetch } from '@/lib/api';
import type { ExamPattern } from './types';
import { operationPath } from '@exam-prep/contract/routes/paths';

/** GET /api/exam-patterns/featured/list — a bare array; a failure is ignored by the page. */
export const featuredExamPatternsPath = operationPath('listFeaturedExamPatterns');
export const fetchFeaturedExamPatterns = () => apiFetch<ExamPattern[]>(featuredExamPatternsPath);
export const useFeaturedExamPatterns = () =>
  useSWR<ExamPattern[]>(featuredExamPatternsPath, fetchFeaturedExamPatterns, { shouldRetryOnError: false });
