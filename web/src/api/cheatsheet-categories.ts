import useSWR from 'swr';
import type { cheatsheetCategories } from '@exam-prep/contract/public/cheatsheets';
import { apiFetch } from '@/lib/api';
import type { SchemaOutput } from '@/lib/schema-type';
import { operationPath } from '@exam-prep/contract/routes/paths';

/** GET /api/cheatsheets/categories — `{categories}`, plain text values, for the public filter and the admin category field; a failure is only logged. */
export type CheatsheetCategories = SchemaOutput<typeof cheatsheetCategories>;

export const cheatsheetCategoriesPath = operationPath('listCheatsheetCategories');
export const fetchCheatsheetCategories = () => apiFetch<CheatsheetCategories>(cheatsheetCategoriesPath);
export const useCheatsheetCategories = () =>
  useSWR<CheatsheetCategories>(cheatsheetCategoriesPath, fetchCheatsheetCategories, {
    shouldRetryOnError: false,
    onError: (error) => console.error('Could not load cheatsheet categories', error),
  });
