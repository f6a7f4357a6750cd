import { adminRecordsApi } from '@/components/admin/admin-records-api';
import type { AdminCodeQuestion, AdminCodeQuestionPage, CodeQuestionPayload, CodeQuestionStats } from './types';

/** The code-question admin calls (spec §3.2). */

export const QUESTIONS_PAGE_SIZE = 10;

const questions = adminRecordsApi<AdminCodeQuestion, CodeQuestionPayload>('/api/code-questions/admin', QUESTIONS_PAGE_SIZE);

export interface CodeQuestionFilters {
  topicId: string;
  difficulty: string;
}

export const adminCodeQuestionsPath = ({
  page,
  search,
  filters,
}: {
  page: number;
  search?: string;
  filters: CodeQuestionFilters;
}): string => questions.listPath(page, { search: search?.trim(), topicId: filters.topicId, difficulty: filters.difficulty });

export const useAdminCodeQuestions = (query: { page: number; search?: string; filters: CodeQuestionFilters }) =>
  questions.useList<AdminCodeQuestionPage>(adminCodeQuestionsPath(query));

export const useCodeQuestionStats = () => questions.useStats<CodeQuestionStats>();
export const useAdminCodeQuestion = questions.useRecord;
export const createCodeQuestion = questions.create;
export const updateCodeQuestion = questions.update;
export const deleteCodeQuestion = questions.remove;
