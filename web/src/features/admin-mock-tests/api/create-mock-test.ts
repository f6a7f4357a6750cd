import { apiFetch } from '@/lib/api';
import type { MockTestPayload } from '@/features/admin-mock-tests/lib/form';
import type { AdminMockTest } from './types';

/** POST /api/mock-tests/admin — 201 with the stored paper; 400 names the field, 409 when the slug is taken. */
export const createMockTest = (payload: MockTestPayload) =>
  apiFetch<AdminMockTest>('/api/mock-tests/admin', { method: 'POST', body: JSON.stringify(payload) });
