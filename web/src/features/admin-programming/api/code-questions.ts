import useSWR from 'swr';
import { apiFetch } from '@/lib/api';
import type { AdminCodeQuestion, AdminCodeQuestionPage, CodeQuestionPayload, CodeQuestionStats } from './types';

/** The code-question admin calls (spec §3.2). */

export const QUESTIONS_PAGE_SIZE = 10;

const QUESTION_ADMIN = '/api/code-questions/admin';
const questionPath = (id: string) => `${QUESTION_ADMIN}/${encodeURIComponent(id)}`;

export interface CodeQuestionFilters {
  topicId: string;
  difficulty: string;
}

export function adminCodeQuestionsPath({ page, search, filters }: { page: number; search?: string; filters: CodeQuestionFilters }): string {
  const query = new URLSearchParams({ page: String(page), limit: String(QUESTIONS_PAGE_SIZE) });
  if (search?.trim()) query.set('search', search.trim());
  if (filters.topicId) query.set('topicId', filters.topicId);
  if (filters.difficulty) query.set('difficulty', filters.difficulty);
  return `${QUESTION_ADMIN}/all?${query}`;
}

const fetcher = <T>(path: string) => apiFetch<T>(path);

export const useAdminCodeQuestions = (query: { page: number; search?: string; filters: CodeQuestionFilters }) =>
  useSWR<AdminCodeQuestionPage>(adminCodeQuestionsPath(query), fetcher, {
    dedupingInterval: 0,
    keepPreviousData: true,
    shouldRetryOnError: false,
  });

export const useCodeQuestionStats = () =>
  useSWR<CodeQuestionStats>(`${QUESTION_ADMIN}/stats`, fetcher, { dedupingInterval: 0, shouldRetryOnError: false });

export const useAdminCodeQuestion = (id: string) =>
  useSWR<AdminCodeQuestion>(id ? questionPath(id) : null, fetcher, {
    dedupingInterval: 0,
    revalidateOnMount: true,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });

export const createCodeQuestion = (payload: CodeQuestionPayload) =>
  apiFetch<AdminCodeQuestion>(`${QUESTION_ADMIN}/create`, { method: 'POST', body: JSON.stringify(payload) });

export const updateCodeQuestion = (id: string, payload: CodeQuestionPayload) =>
  apiFetch<AdminCodeQuestion>(questionPath(id), { method: 'PUT', body: JSON.stringify(payload) });

export const deleteCodeQuestion = (id: string) => apiFetch<unknown>(questionPath(id), { method: 'DELETE' });
