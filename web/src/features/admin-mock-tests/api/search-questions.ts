import useSWR from 'swr';
import type { QuestionRecord } from '@/api/questions';
import { fetchListPage, type ListPage } from '@/lib/list-page';

/**
 * The question picker's search: the admin question lists /api/questions/all/subtopic/{name}, /all/exam/{name}
 * and /all/exam/{exam}/subtopic/{sub} ?page&limit&search, searched and paged by the server (the total in
 * X-Total-Count), as /manage-questions reads them. `path` null loads nothing (see questionSearchPath).
 */
export type QuestionSearchPage = ListPage<QuestionRecord>;

export const useQuestionSearch = (path: string | null) =>
  useSWR<QuestionSearchPage>(path, (key: string) => fetchListPage<QuestionRecord>(key), {
    dedupingInterval: 0,
    keepPreviousData: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
