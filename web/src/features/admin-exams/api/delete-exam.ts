import type { DeletedAnswer } from '@exam-prep/contract/common';
import { apiFetch } from '@/lib/api';

/** DELETE /api/exams/delete/{id} → 200 {message, _id}; the exam's questions stay. */
export const deleteExam = (id: string) => apiFetch<DeletedAnswer>(`/api/exams/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });
