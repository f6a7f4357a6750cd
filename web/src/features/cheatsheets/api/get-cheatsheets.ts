import useSWR from 'swr';
import type { cheatsheetPage } from '@exam-prep/contract/public/cheatsheets';
import { apiFetch } from '@/lib/api';
import type { SchemaOutput } from '@/lib/schema-type';

/** GET /api/cheatsheets/all?limit=100 — `{cheatsheets, pagination}` (summaries, without items). */
export type CheatsheetsAnswer = SchemaOutput<typeof cheatsheetPage>;

export const cheatsheetsPath = '/api/cheatsheets/all?limit=100';
export const fetchCheatsheets = () => apiFetch<CheatsheetsAnswer>(cheatsheetsPath);
export const useCheatsheets = () => useSWR<CheatsheetsAnswer>(cheatsheetsPath, fetchCheatsheets);
