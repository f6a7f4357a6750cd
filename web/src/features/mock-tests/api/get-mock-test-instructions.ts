import useSWR from 'swr';
import type { MockTestInstructions } from '@exam-prep/contract/public/mock-tests';
import { apiFetch } from '@/lib/api';
import { operationPath } from '@exam-prep/contract/routes/paths';

/**
 * GET /api/mock-tests/slug/{slug}/instructions → what a paper's page shows before Start: the paper without its
 * questions (sections with their question counts and minutes). It draws nothing and starts no attempt, so the
 * server render embeds it (the page table's `data`), under the same key. Unknown or inactive papers: 404.
 */
export type { MockTestInstructions };

export const mockTestInstructionsPath = (slug: string) => operationPath('getMockTestInstructions', { slug });
export const fetchMockTestInstructions = (slug: string) => apiFetch<MockTestInstructions>(mockTestInstructionsPath(slug));
export const useMockTestInstructions = (slug: string) =>
  useSWR<MockTestInstructions>(mockTestInstructionsPath(slug), () => fetchMockTestInstructions(slug), {
    // A 404 is an answer (no such paper), not a hiccup: do not retry it.
    shouldRetryOnError: (error: unknown) => (error as { status?: number }).status !== 404,
  });
