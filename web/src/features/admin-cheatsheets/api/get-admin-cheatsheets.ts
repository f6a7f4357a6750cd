import useSWR from 'swr';
import type { adminCheatsheetPage } from '@exam-prep/contract/admin/cheatsheets';
import { apiFetch } from '@/lib/api';
import type { SchemaOutput } from '@/lib/schema-type';

/** GET /api/cheatsheets/admin/all?page&limit=10&search&category — every sheet (inactive too), without items. */
export type AdminCheatsheetsAnswer = SchemaOutput<typeof adminCheatsheetPage>;

/** The spec's page size (§9). */
export const CHEATSHEETS_PAGE_SIZE = 10;

export function adminCheatsheetsPath({ page, search, category }: { page: number; search?: string; category?: string }): string {
  const query = new URLSearchParams({ page: String(page), limit: String(CHEATSHEETS_PAGE_SIZE) });
  if (search?.trim()) query.set('search', search.trim());
  if (category) query.set('category', category);
  return `/api/cheatsheets/admin/all?${query}`;
}

export const fetchAdminCheatsheets = (path: string) => apiFetch<AdminCheatsheetsAnswer>(path);

export const useAdminCheatsheets = (query: { page: number; search?: string; category?: string }) =>
  useSWR<AdminCheatsheetsAnswer>(adminCheatsheetsPath(query), fetchAdminCheatsheets, {
    dedupingInterval: 0,
    keepPreviousData: true,
    shouldRetryOnError: false,
  });
