import { apiFetch } from '@/lib/api';
import type { AdminCheatsheet } from './types';

/** PATCH /api/cheatsheets/admin/{id}/featured {featured} → the sheet; the list sends the opposite of the current value. */
export const setCheatsheetFeatured = (id: string, featured: boolean) =>
  apiFetch<AdminCheatsheet>(`/api/cheatsheets/admin/${encodeURIComponent(id)}/featured`, {
    method: 'PATCH',
    body: JSON.stringify({ featured }),
  });
