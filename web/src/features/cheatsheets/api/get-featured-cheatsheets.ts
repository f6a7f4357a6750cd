import useSWR from 'swr';
import { apiFetch } from '@/lib/api';
import type { CheatsheetSummary } from './types';
import { operationPath } from '@exam-prep/contract/routes/paths';

/** GET /api/cheatsheets/featured/list — a bare array; a failure is only logged. */
export const featuredCheatsheetsPath = operationPath('listFeaturedCheatsheets');
export const fetchFeaturedCheatsheets = () => apiFetch<CheatsheetSummary[]>(featuredCheatsheetsPath);
export const useFeaturedCheatsheets = () =>
  useSWR<CheatsheetSummary[]>(featuredCheatsheetsPath, fetchFeaturedCheatsheets, {
    shouldRetryOnError: false,
    onError: (error) => console.error('Could not load featured cheatsheets', error),
  });
