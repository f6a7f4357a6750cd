import useSWR from 'swr';
import type { cheatsheetPage } from '@exam-prep/contract/public/cheatsheets';
import { apiFetch, callPath, type ApiCall } from '@/lib/api';
import type { SchemaOutput } from '@/lib/schema-type';

/** GET /api/cheatsheets/all?limit=100 — `{cheatsheets, pagination}` (summaries, without items). */
export type CheatsheetsAnswer = SchemaOutput<typeof cheatsheetPage>;

/** The call the page makes (and the server render makes for it). */
export const cheatsheetsCall: ApiCall = { operation: 'listCheatsheets', query: { limit: 100 } };
export const cheatsheetsPath = callPath(cheatsheetsCall);
export const fetchCheatsheets = () => apiFetch<CheatsheetsAnswer>(cheatsheetsPath);
export const useCheatsheets = () => useSWR<CheatsheetsAnswer>(cheatsheetsPath, fetchCheatsheets);
