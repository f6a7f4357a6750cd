import { apiFetch } from '@/lib/api';
import type { CheatsheetPayload } from '@/features/admin-cheatsheets/lib/form';
import type { AdminCheatsheet } from './types';

/** PUT /api/cheatsheets/admin/{id} — the same fields as create, valid items only; errors carry `{message, error}`. */
export const updateCheatsheet = (id: string, payload: CheatsheetPayload) =>
  apiFetch<AdminCheatsheet>(`/api/cheatsheets/admin/${encodeURIComponent(id)}`, { method: 'PUT', body: JSON.stringify(payload) });
