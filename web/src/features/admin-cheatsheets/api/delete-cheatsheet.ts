import type { DeletedAnswer } from '@exam-prep/contract/common';
import { apiFetch } from '@/lib/api';

/** DELETE /api/cheatsheets/admin/{id} — `{message, _id}`. */
export const deleteCheatsheet = (id: string) =>
  apiFetch<DeletedAnswer>(`/api/cheatsheets/admin/${encodeURIComponent(id)}`, { method: 'DELETE' });
