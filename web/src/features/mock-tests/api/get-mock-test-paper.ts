import type { MockTestPaper } from '@exam-prep/contract/public/mock-tests';
import { apiFetch } from '@/lib/api';
import { operationPath } from '@exam-prep/contract/routes/paths';

/**
 * GET /api/mock-tests/slug/{slug} → the paper to sit, without answers, with the `attempt_id` of its draw (a
 * blueprint section draws its questions at each fetch). Every fetch creates an attempt on the server, whose clock
 * starts there: it is made only by Start or a download for offline use, never by opening the page (nor by SWR,
 * which would fetch again behind the student's back). Unknown or inactive papers: 404.
 */
export type { MockTestPaper };

export const mockTestPaperPath = (slug: string) => operationPath('getMockTestPaper', { slug });
export const fetchMockTestPaper = (slug: string) => apiFetch<MockTestPaper>(mockTestPaperPath(slug));
