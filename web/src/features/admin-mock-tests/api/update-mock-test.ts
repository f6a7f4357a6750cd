import { apiFetch } from '@/lib/api';
import type { MockTestPayload } from '@/features/admin-mock-tests/lib/form';
import type { AdminMockTest } from './types';

/** PUT /api/mock-tests/admin/{id} — the whole paper; 400 names the field, 409 when the slug is taken. */
export const updateMockTest = (id: string, payload: MockTestPayload) =>
  apiFetch<AdminMockTest>(`/api/mock-tests/admin/${encodeURIComponent(id)}`, { method: 'PUT', body: JSON.stringify(payload) });
