import useSWR from 'swr';
import type { QuestionNeighbour, QuestionPage } from '@exam-prep/contract/public/question-page';
import { apiFetch } from '@/lib/api';
import { operationPath } from '@exam-prep/contract/routes/paths';

/**
 * GET /api/questions/page/{id}: a question with its topic and subtopic (the breadcrumbs) and its previous and next
 * question in the subtopic, each with the address of its page; 404 for an unknown id. The proxy preloads (or
 * renders the page from) exactly this key.
 */
export type { QuestionNeighbour, QuestionPage };

export const questionPageApiPath = (id: string) => operationPath('getQuestionPage', { id });
export const fetchQuestionPage = (path: string) => apiFetch<QuestionPage>(path);

/** A 404 is an answer (the question does not exist), not a failure worth retrying. */
export const useQuestionPage = (id: string | undefined) =>
  useSWR<QuestionPage>(id ? questionPageApiPath(id) : null, fetchQuestionPage, {
    shouldRetryOnError: (error: unknown) => (error as { status?: number }).status !== 404,
  });
