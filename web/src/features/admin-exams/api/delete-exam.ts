import { apiFetch } from '../../../lib/api';

/** DELETE /api/exams/delete/{id} → 200 {message, _id}; the exam's questions stay. */
export const deleteExam = (id: string) => apiFetch<{ message: string; _id: string }>(`/api/exams/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });
