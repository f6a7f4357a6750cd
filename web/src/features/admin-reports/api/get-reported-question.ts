import useSWR from 'swr';
import type { AdminQuestionRecord } from '@exam-prep/contract/admin/question-records';
import { apiFetch } from '@/lib/api';

/** GET /api/questions/edit/{id} — the admin read (a question held for tests too), with its answer and explanation. */
export const reportedQuestionPath = (id: string) => `/api/questions/edit/${encodeURIComponent(id)}`;

// no-cache: an editor who just fixed the question sees what is stored now, not the browser's earlier copy.
const fetchReportedQuestion = (path: string) => apiFetch<AdminQuestionRecord>(path, { cache: 'no-cache' });

export const useReportedQuestion = (id: string) =>
  useSWR<AdminQuestionRecord>(reportedQuestionPath(id), fetchReportedQuestion, { dedupingInterval: 0, shouldRetryOnError: false });
