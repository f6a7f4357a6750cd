import useSWR from 'swr';
import type { CheatsheetStats } from '@exam-prep/contract/admin/cheatsheets';
import { apiFetch } from '@/lib/api';

/** GET /api/cheatsheets/admin/stats; a failure is ignored (the cards show a dash). */

export const cheatsheetStatsPath = '/api/cheatsheets/admin/stats';
export const fetchCheatsheetStats = () => apiFetch<CheatsheetStats>(cheatsheetStatsPath);
export const useCheatsheetStats = () =>
  useSWR<CheatsheetStats>(cheatsheetStatsPath, fetchCheatsheetStats, { dedupingInterval: 0, shouldRetryOnError: false });
