import { apiFetch } from '../../../lib/api';
import type { AdminCheatsheetSummary } from './types';

/** PATCH /api/cheatsheets/admin/{id}/featured {featured} — the list sends the opposite of the current value. */
export const setCheatsheetFeatured = (id: string, featured: boolean) =>
  apiFetch<AdminCheatsheetSummary>(`/api/cheatsheets/admin/${encodeURIComponent(id)}/featured`, { method: 'PATCH', body: JSON.stringify({ featured }) });
