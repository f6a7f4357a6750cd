import useSWR from 'swr';
import { apiFetch } from '../../../lib/api';
import type { Exam } from '../../../api/exams';
import { adminExamsPath, type ExamListQuery } from '../lib/exam-list';

/** GET /api/exams/admin/all?page&limit&search&exam_level → {exams, pagination}, alphabetical (session needed). */
export interface AdminExamList {
  exams: Exam[];
  pagination: { current: number; total: number; totalPages: number; limit: number; hasNext: boolean; hasPrev: boolean };
}

export const fetchAdminExams = (path: string) => apiFetch<AdminExamList>(path);

/** One page of the exam-management list; the previous page stays on screen while the next loads. */
export const useAdminExams = (query: ExamListQuery) =>
  useSWR<AdminExamList>(adminExamsPath(query), fetchAdminExams, { keepPreviousData: true, dedupingInterval: 0 });
