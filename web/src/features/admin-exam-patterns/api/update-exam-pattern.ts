import { apiFetch } from '@/lib/api';
import type { ExamPatternPayload } from '@/features/admin-exam-patterns/lib/form';
import type { AdminExamPattern } from './types';

/** PUT /api/exam-patterns/admin/{id} — the full object; errors carry `{message, error}`. */
export const updateExamPattern = (id: string, payload: ExamPatternPayload) =>
  apiFetch<AdminExamPattern>(`/api/exam-patterns/admin/${encodeURIComponent(id)}`, { method: 'PUT', body: JSON.stringify(payload) });
