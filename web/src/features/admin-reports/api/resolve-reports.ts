import type { ResolveBody, ResolvedAnswer } from '@exam-prep/contract/reports';
import { apiFetch } from '@/lib/api';

/** POST /api/reports/admin/{questionId}/resolve — marks all of the question's open reports fixed or rejected. */
export const resolveReports = (questionId: string, body: ResolveBody) =>
  apiFetch<ResolvedAnswer>(`/api/reports/admin/${encodeURIComponent(questionId)}/resolve`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
