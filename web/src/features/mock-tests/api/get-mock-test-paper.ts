import useSWR from 'swr';
import type { MockTestPaper } from '@exam-prep/contract/public/mock-tests';
import { apiFetch } from '@/lib/api';
import { operationPath } from '@exam-prep/contract/routes/paths';

/**
 * GET /api/mock-tests/slug/{slug} → the paper to sit, without answers, with the `attempt_id` of its draw (a
 * blueprint section draws its questions at each fetch). Unknown or inactive papers: 404.
 */
export type { MockTestPaper };

export const mockTestPaperPath = (slug: string) => operationPath('getMockTestPaper', { slug });
export const fetchMockTestPaper = (slug: string) => apiFetch<MockTestPaper>(mockTestPaperPath(slug));

/**
 * One draw of a paper. `draw` numbers the draws (Take Again asks for a new one); null `slug` fetches nothing (a
 * stored attempt brings its own paper). Every fetch is a new attempt, so it is never refetched behind the
 * student's back: no revalidation on focus, on reconnect or when stale.
 */
export const useMockTestPaper = (slug: string | null, draw: number) =>
  useSWR<MockTestPaper>(slug ? [mockTestPaperPath(slug), draw] : null, () => fetchMockTestPaper(slug!), {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: (error: unknown) => (error as { status?: number }).status !== 404,
  });
