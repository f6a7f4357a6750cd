import type { MockTestResult, MockTestSubmission } from '@exam-prep/contract/public/mock-tests';
import { apiFetch } from '@/lib/api';
import { operationPath } from '@exam-prep/contract/routes/paths';

/**
 * POST /api/mock-tests/slug/{slug}/submit {attempt_id, responses, time_spent_seconds} → the result, scored on the
 * server with the paper's marking scheme: score, sections, percentile, and per question the correct option, the
 * explanation and the share of attempts that got it right. 400 malformed, 404 unknown paper, 429 rate limited.
 */
export type { MockTestResult, MockTestSubmission };

export const submitMockTestPath = (slug: string) => operationPath('submitMockTest', { slug });
export const submitMockTest = (slug: string, submission: MockTestSubmission) =>
  apiFetch<MockTestResult>(submitMockTestPath(slug), { method: 'POST', body: JSON.stringify(submission) });
