import useSWR from 'swr';
import { apiFetch } from '@/lib/api';
import type { Cheatsheet } from './types';
import { operationPath } from '@exam-prep/contract/routes/paths';

/** GET /api/cheatsheets/slug/{slug} — one cheatsheet with its items; any failure shows the Not Found screen. */
export const cheatsheetPath = (slug: string) => operationPath('getCheatsheetBySlug', { slug });
export const fetchCheatsheet = (slug: string) => apiFetch<Cheatsheet>(cheatsheetPath(slug));
export const useCheatsheet = (slug: string | undefined) =>
  useSWR<Cheatsheet>(slug ? cheatsheetPath(slug) : null, () => fetchCheatsheet(slug!), {
    shouldRetryOnError: (error: unknown) => (error as { status?: number }).status !== 404,
  });
