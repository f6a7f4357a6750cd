import { apiFetch } from '../../../lib/api';

/** DELETE /api/cheatsheets/admin/{id} — `{message, _id}`. */
export const deleteCheatsheet = (id: string) => apiFetch<{ message: string; _id: string }>(`/api/cheatsheets/admin/${encodeURIComponent(id)}`, { method: 'DELETE' });
