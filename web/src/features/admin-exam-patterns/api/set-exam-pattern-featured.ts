import { apiFetch } from '@/lib/api';
import type { AdminExamPattern } from './types';

/** PATCH /api/exam-patterns/admin/{id}/featured {featured} — the list sends the opposite of the current value. */
export const setExamPatternFeatured = (id: string, featured: boolean) =>
  apiFetch<AdminExamPattern>(`/api/exam-patterns/admin/${encodeURIComponent(id)}/featured`, {
    method: 'PATCH',
    body: JSON.stringify({ featured }),
  });
