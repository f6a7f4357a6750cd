import useSWR from 'swr';
import type { Leaderboard } from '@exam-prep/contract/public/mock-tests';
import { apiFetch } from '@/lib/api';
import { operationPath } from '@exam-prep/contract/routes/paths';

/**
 * GET /api/mock-tests/slug/{slug}/leaderboard → {paper, total, entries}: the paper's top 50 students, each by their
 * first on-time attempt (equal scores share a rank), named by their chosen name or "Student #1234". Public, kept
 * 15 s by the proxy; an unknown or inactive paper is 404. Reading it starts no attempt, so the server render
 * embeds it (the page table's `data`), under the same key.
 */
export type { Leaderboard };

export const leaderboardApiPath = (slug: string) => operationPath('getMockTestLeaderboard', { slug });
export const fetchLeaderboard = (slug: string) => apiFetch<Leaderboard>(leaderboardApiPath(slug));
export const useLeaderboard = (slug: string | undefined) =>
  useSWR<Leaderboard>(slug ? leaderboardApiPath(slug) : null, () => fetchLeaderboard(slug!), {
    // A 404 is an answer (no such paper), not a hiccup: do not retry it.
    shouldRetryOnError: (error: unknown) => (error as { status?: number }).status !== 404,
  });
