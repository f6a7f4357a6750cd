import { REPORTER_TOKEN_HEADER } from '@exam-prep/contract/report-reasons';
import { ApiError } from '@/lib/api';
import { reporterToken } from './reporter-token';

/**
 * A report call: same-origin with the cookies (a signed-in student's report is linked to the account by the
 * proxy), this browser's reporter token in its header, JSON both ways, an ApiError on failure (status 0 when the
 * connection failed). Not lib/api's apiFetch: that one adds `locale=hi` to a Hindi page's reads, and a report is
 * not content.
 */
export async function reportRequest<T>(path: string, { method = 'GET', body }: { method?: string; body?: unknown } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: {
        accept: 'application/json',
        [REPORTER_TOKEN_HEADER]: reporterToken(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, '');
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    const message = (parsed as { message?: unknown } | undefined)?.message;
    throw new ApiError(response.status, typeof message === 'string' ? message : '', parsed);
  }
  return parsed as T;
}

/** A question's reports address: /api/questions/{id}/reports, with more after it when asked. */
export const questionReportsPath = (questionId: string, rest = '') => `/api/questions/${encodeURIComponent(questionId)}/reports${rest}`;
