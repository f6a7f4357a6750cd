import { apiFetch } from '@/lib/api';
import type { ExamPatternPayload } from '@/features/admin-exam-patterns/lib/form';
import type { AdminExamPattern } from './types';

/** POST /api/exam-patterns/admin/create — 201 with the stored pattern; errors carry `{message, error}`. */
export const createExamPattern = (payload: ExamPatternPayload) =>
  apiFetch<AdminExamPattern>('/api/exam-patterns/admin/create', { method: 'POST', body: JSON.stringify(payload) });
