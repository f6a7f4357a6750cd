import type { DeletedAnswer } from '@exam-prep/contract/common';
import { apiFetch } from '@/lib/api';

/** DELETE /api/mock-tests/admin/{id} — `{message, _id}`. */
export const deleteMockTest = (id: string) =>
  apiFetch<DeletedAnswer>(`/api/mock-tests/admin/${encodeURIComponent(id)}`, { method: 'DELETE' });
