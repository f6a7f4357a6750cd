import type { DeletedAnswer } from '@exam-prep/contract/common';
import { apiFetch } from '@/lib/api';

/** DELETE /api/subtopics/delete/{id} → 200; 409 while questions still belong to it. */
export const deleteSubtopic = (id: string) =>
  apiFetch<DeletedAnswer>(`/api/subtopics/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });
