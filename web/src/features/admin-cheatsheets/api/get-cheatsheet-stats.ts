import useSWR from 'swr';
import { apiFetch } from '../../../lib/api';

/** GET /api/cheatsheets/admin/stats; a failure is ignored (the cards show a dash). */
export interface CheatsheetStats {
  totalCheatsheets: number;
  activeCheatsheets: number;
  featuredCheatsheets: number;
  categoryStats: Array<{ _id: string; count: number }>;
}

export const cheatsheetStatsPath = '/api/cheatsheets/admin/stats';
export const fetchCheatsheetStats = () => apiFetch<CheatsheetStats>(cheatsheetStatsPath);
export const useCheatsheetStats = () => useSWR<CheatsheetStats>(cheatsheetStatsPath, fetchCheatsheetStats, { dedupingInterval: 0, shouldRetryOnError: false });
