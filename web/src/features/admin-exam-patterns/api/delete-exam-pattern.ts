import type { DeletedAnswer } from '@exam-prep/contract/common';
import { apiFetch } from '@/lib/api';

/** DELETE /api/exam-patterns/admin/{id} — `{message, _id}`. */
export const deleteExamPattern = (id: string) =>
  apiFetch<DeletedAnswer>(`/api/exam-patterns/admin/${encodeURIComponent(id)}`, { method: 'DELETE' });
