import useSWR from 'swr';
import { apiFetch } from '../lib/api';

/** GET /api/cheatsheets/categories — `{categories}`, plain text values, for the public filter and the admin category field; a failure is only logged. */
export interface CheatsheetCategories {
  categories: string[];
}

export const cheatsheetCategoriesPath = '/api/cheatsheets/categories';
export const fetchCheatsheetCategories = () => apiFetch<CheatsheetCategories>(cheatsheetCategoriesPath);
export const useCheatsheetCategories = () =>
  useSWR<CheatsheetCategories>(cheatsheetCategoriesPath, fetchCheatsheetCategories, {
    shouldRetryOnError: false,
    onError: (error) => console.error('Could not load cheatsheet categories', error),
  });
