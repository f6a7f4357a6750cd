import type { DeletedAnswer } from '@exam-prep/contract/common';
import { apiFetch } from '@/lib/api';

/** DELETE /api/questions/delete/{id} → 200 {message, _id}; its pictures go too. */
export const deleteQuestion = (id: string) =>
  apiFetch<DeletedAnswer>(`/api/questions/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });
