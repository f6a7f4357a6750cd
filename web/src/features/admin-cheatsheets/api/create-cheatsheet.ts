import { apiFetch } from '@/lib/api';
import type { CheatsheetPayload } from '@/features/admin-cheatsheets/lib/form';
import type { AdminCheatsheet } from './types';

/** POST /api/cheatsheets/admin/create — 201 with the stored sheet; errors carry `{message, error}`. */
export const createCheatsheet = (payload: CheatsheetPayload) =>
  apiFetch<AdminCheatsheet>('/api/cheatsheets/admin/create', { method: 'POST', body: JSON.stringify(payload) });
