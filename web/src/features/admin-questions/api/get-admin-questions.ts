import useSWR from 'swr';
import { apiFetch } from '../../../lib/api';
import type { QuestionRecord } from '../../../api/questions';

/**
 * GET /api/questions/all/subtopic/{name}, /all/exam/{name} and /all/exam/{exam}/subtopic/{sub} (session
 * needed): every matching {question, options} record. `path` null loads nothing (see questionsPath).
 * Fetched afresh each time the selection changes; a failed refresh shows no stale rows.
 */
export const fetchAdminQuestions = (path: string) => apiFetch<QuestionRecord[]>(path);

export const useAdminQuestions = (path: string | null) =>
  useSWR<QuestionRecord[]>(path, fetchAdminQuestions, { dedupingInterval: 0, revalidateOnFocus: false, shouldRetryOnError: false });
