import { ApiError } from '@/lib/api';

/**
 * Every /api/student/* call: same-origin, the student cookie included, JSON both ways, an ApiError with the
 * server's `message` on failure (status 0 when the connection failed). Not lib/api's apiFetch: that one adds
 * `locale=hi` to every read of a Hindi page, and a student's answers are not content (their language is the
 * account's, changed through PATCH profile).
 */
export async function studentRequest<T>(path: string, { method = 'GET', body }: { method?: string; body?: unknown } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
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

/** The browser event every sign-in, sign-out and verification sends, so the top bar checks the session again. */
export const STUDENT_AUTH_EVENT = 'studentAuthChange';

export const announceAuthChange = () => window.dispatchEvent(new Event(STUDENT_AUTH_EVENT));
