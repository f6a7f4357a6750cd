import useSWR from 'swr';
import { apiFetch } from '@/lib/api';
import type { ExamPattern } from './types';
import { operationPath } from '@exam-prep/contract/routes/paths';

/** GET /api/exam-patterns/slug/{slug} — one exam pattern; 404 `Exam pattern not found`. */
export const examPatternPath = (slug: string) => operationPath('getExamPatternBySlug', { slug });
export const fetchExamPattern = (slug: string) => apiFetch<ExamPattern>(examPatternPath(slug));
export const useExamPattern = (slug: string | undefined) =>
  useSWR<ExamPattern>(slug ? examPatternPath(slug) : null, () => fetchExamPattern(slug!), {
    // A 404 is an answer, not a hiccup: do not retry it.
    shouldRetryOnError: (error: unknown) => (error as { status?: number }).status !== 404,
  });
