import useSWR from 'swr';
import { apiFetch } from '../../../lib/api';
import type { CheatsheetSummary } from '../../../api/cheatsheets';

/** GET /api/cheatsheets/all?limit=100 — `{cheatsheets}` (summaries, without items). */
export interface CheatsheetsAnswer {
  cheatsheets: CheatsheetSummary[];
}

export const cheatsheetsPath = '/api/cheatsheets/all?limit=100';
export const fetchCheatsheets = () => apiFetch<CheatsheetsAnswer>(cheatsheetsPath);
export const useCheatsheets = () => useSWR<CheatsheetsAnswer>(cheatsheetsPath, fetchCheatsheets);
