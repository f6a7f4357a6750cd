import useSWR from 'swr';
import type { Exam } from '@exam-prep/contract/public/catalogue';
import { apiFetch } from '@/lib/api';
import { operationPath } from '@exam-prep/contract/routes/paths';

/** GET /api/exams/all — the exam dropdown. */
export type { Exam };

export const examsPath = operationPath('listExams');
export const fetchExams = () => apiFetch<Exam[]>(examsPath);
export const useExams = () => useSWR<Exam[]>(examsPath, fetchExams);

/**
 * Admin screens: the list as stored now. Public lists carry stale-while-revalidate, so the browser may hand
 * back a copy from before an admin's write; `cache: 'no-cache'` always asks the server (a 304 when unchanged).
 */
export const examsForAdminKey = [examsPath, 'admin'] as const;
export const useExamsForAdmin = () => useSWR<Exam[]>(examsForAdminKey, () => apiFetch<Exam[]>(examsPath, { cache: 'no-cache' }));
