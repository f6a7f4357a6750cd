import useSWR from 'swr';
import { apiFetch } from '@/lib/api';
import type { AdminExamPattern } from './types';

/** GET /api/exam-patterns/{id} — any pattern, active or not, to prefill the edit form. */
export const examPatternPath = (id: string) => `/api/exam-patterns/${encodeURIComponent(id)}`;
export const fetchExamPattern = (path: string) => apiFetch<AdminExamPattern>(path);

/** Loaded once per visit: the form owns the values afterwards, so nothing revalidates behind the admin's back. */
export const useExamPattern = (id: string | undefined) =>
  useSWR<AdminExamPattern>(id ? examPatternPath(id) : null, fetchExamPattern, {
    dedupingInterval: 0,
    revalidateOnMount: true,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
