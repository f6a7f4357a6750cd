import useSWR from 'swr';
import type { adminExamPage } from '@exam-prep/contract/admin/exams';
import { apiFetch } from '@/lib/api';
import type { SchemaOutput } from '@/lib/schema-type';
import { adminExamsPath, type ExamListQuery } from '@/features/admin-exams/lib/exam-list';

/** GET /api/exams/admin/all?page&limit&search&exam_level → {exams, pagination}, alphabetical (session needed). */
export type AdminExamList = SchemaOutput<typeof adminExamPage>;

export const fetchAdminExams = (path: string) => apiFetch<AdminExamList>(path);

/** One page of the exam-management list; the previous page stays on screen while the next loads. */
export const useAdminExams = (query: ExamListQuery) =>
  useSWR<AdminExamList>(adminExamsPath(query), fetchAdminExams, { keepPreviousData: true, dedupingInterval: 0 });
