import useSWR from 'swr';
import { apiFetch } from '@/lib/api';
import type { AdminCheatsheet } from './types';

/** GET /api/cheatsheets/admin/{id} — one sheet, active or not, items sorted by order. */
export const adminCheatsheetPath = (id: string) => `/api/cheatsheets/admin/${encodeURIComponent(id)}`;
export const fetchAdminCheatsheet = (path: string) => apiFetch<AdminCheatsheet>(path);

/** Loaded once per visit: the form owns the values afterwards. */
export const useAdminCheatsheet = (id: string | undefined) =>
  useSWR<AdminCheatsheet>(id ? adminCheatsheetPath(id) : null, fetchAdminCheatsheet, {
    dedupingInterval: 0,
    revalidateOnMount: true,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
