import { apiFetch } from '../../../lib/api';

/** DELETE /api/exam-patterns/admin/{id} — `{message, _id}`. */
export const deleteExamPattern = (id: string) =>
  apiFetch<{ message: string; _id: string }>(`/api/exam-patterns/admin/${encodeURIComponent(id)}`, { method: 'DELETE' });
