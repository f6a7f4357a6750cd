import useSWR from 'swr';
import { apiFetch } from '@/lib/api';
import type { AdminMockTest } from './types';

/** GET /api/mock-tests/admin/{id} — one paper as stored, active or not, to prefill the edit form. */
export const adminMockTestPath = (id: string) => `/api/mock-tests/admin/${encodeURIComponent(id)}`;
export const fetchAdminMockTest = (path: string) => apiFetch<AdminMockTest>(path);

/** Loaded once per visit: the form owns the values afterwards, so nothing revalidates behind the admin's back. */
export const useAdminMockTest = (id: string | undefined) =>
  useSWR<AdminMockTest>(id ? adminMockTestPath(id) : null, fetchAdminMockTest, {
    dedupingInterval: 0,
    revalidateOnMount: true,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
