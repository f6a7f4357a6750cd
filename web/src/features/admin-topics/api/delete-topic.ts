import type { DeletedAnswer } from '@exam-prep/contract/common';
import { apiFetch } from '@/lib/api';

/** DELETE /api/topics/delete/{id} → 200; 409 while the topic still has subtopics. */
export const deleteTopic = (id: string) => apiFetch<DeletedAnswer>(`/api/topics/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });
