import { useEffect } from 'react';
import useSWR, { preload } from 'swr';
import type { QuestionRecord } from '@/api/questions';
import { fetchListPage, pagesFor, type ListPage } from '@/lib/list-page';
import { callPath, type ApiCall } from '@/lib/api';
import { QUESTIONS_PER_PAGE } from '@/lib/paging';

/**
 * GET /api/questions/subtopic/{name}?page&limit and /exam/{exam}/subtopic/{name}?page&limit: one page of a
 * subtopic's questions (optionally only an exam's), its total in X-Total-Count. The practice page asks for the
 * page it shows, never the whole bank.
 */
export type PracticeQuestionPage = ListPage<QuestionRecord>;

/** One page of a subtopic's questions (only an exam's, with `examName`), as the contract names the call. */
export const practiceQuestionsCall = (subtopicName: string, examName: string | undefined, page: number): ApiCall => {
  const query = { page, limit: QUESTIONS_PER_PAGE };
  return examName
    ? { operation: 'listQuestionsOfExamAndSubtopic', params: { examName, subtopicName }, query }
    : { operation: 'listQuestionsOfSubtopic', params: { subtopicName }, query };
};

export const practiceQuestionsPath = (subtopicName: string, examName: string | undefined, page: number) =>
  callPath(practiceQuestionsCall(subtopicName, examName, page));

export const fetchPracticeQuestions = (path: string) => fetchListPage<QuestionRecord>(path);

/** The page shown, and the next one fetched ahead once this one is in, so Next shows at once. */
export function usePracticeQuestions(subtopicName: string, examName: string | undefined, page: number) {
  const response = useSWR<PracticeQuestionPage>(
    subtopicName ? practiceQuestionsPath(subtopicName, examName, page) : null,
    fetchPracticeQuestions,
  );
  const total = response.data?.total;
  const hasNext = total !== undefined && page < pagesFor(total, QUESTIONS_PER_PAGE);
  useEffect(() => {
    if (hasNext) void preload(practiceQuestionsPath(subtopicName, examName, page + 1), fetchPracticeQuestions).catch(() => undefined);
  }, [hasNext, subtopicName, examName, page]);
  return response;
}
