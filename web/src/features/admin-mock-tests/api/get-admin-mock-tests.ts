import useSWR from 'swr';
import { apiFetch } from '@/lib/api';
import { withQuery } from '@/lib/list-page';
import type { AdminMockTestPage } from './types';

/** GET /api/mock-tests/admin/all?page&limit&search — every paper, inactive ones too, searched and paged by the server. */
export const MOCK_TESTS_PAGE_SIZE = 10;

export const adminMockTestsPath = ({ page, search }: { page: number; search: string }) =>
  withQuery('/api/mock-tests/admin/all', { page, limit: MOCK_TESTS_PAGE_SIZE, search: search.trim() });

export const fetchAdminMockTests = (path: string) => apiFetch<AdminMockTestPage>(path);

/** Admin data is always fetched fresh; the previous page stays on screen while the next one loads. */
export const useAdminMockTests = (query: { page: number; search: string }) =>
  useSWR<AdminMockTestPage>(adminMockTestsPath(query), fetchAdminMockTests, {
    dedupingInterval: 0,
    keepPreviousData: true,
    shouldRetryOnError: false,
  });
