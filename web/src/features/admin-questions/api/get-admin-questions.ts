import useSWR from 'swr';
import type { QuestionRecord } from '@/api/questions';
import { fetchListPage, type ListPage } from '@/lib/list-page';

/**
 * GET /api/questions/all/subtopic/{name}, /all/exam/{name} and /all/exam/{exam}/subtopic/{sub}
 * ?page&limit&search (session needed): one page of the matching {question, options} records, searched and paged
 * on the server, the total in X-Total-Count. `path` null loads nothing (see questionsPagePath).
 * Fetched afresh each time the selection, search or page changes; a failed refresh shows no stale rows.
 */
export type AdminQuestionPage = ListPage<QuestionRecord>;

export const fetchAdminQuestions = (path: string) => fetchListPage<QuestionRecord>(path);

export const useAdminQuestions = (path: string | null) =>
  useSWR<AdminQuestionPage>(path, fetchAdminQuestions, { dedupingInterval: 0, revalidateOnFocus: false, shouldRetryOnError: false });
