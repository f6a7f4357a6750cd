import { REPORTER_TOKEN_HEADER } from '@exam-prep/contract/report-reasons';
import { jsonRequest } from '@/lib/json-request';
import { reporterToken } from './reporter-token';

/**
 * A report call: same-origin with the cookies (a signed-in student's report is linked to the account by the
 * proxy), this browser's reporter token in its header, JSON both ways, an ApiError on failure (status 0 when the
 * connection failed). Not lib/api's apiFetch: that one adds `locale=hi` to a Hindi page's reads, and a report is
 * not content.
 */
export const reportRequest = <T>(path: string, { method = 'GET', body }: { method?: string; body?: unknown } = {}): Promise<T> =>
  jsonRequest<T>(path, { method, body, cache: 'no-store', headers: { [REPORTER_TOKEN_HEADER]: reporterToken() } });

/** A question's reports address: /api/questions/{id}/reports, with more after it when asked. */
export const questionReportsPath = (questionId: string, rest = '') => `/api/questions/${encodeURIComponent(questionId)}/reports${rest}`;
