import { jsonRequest } from '@/lib/json-request';

/**
 * Every /api/student/* call: same-origin, the student cookie included, JSON both ways, an ApiError with the
 * server's `message` on failure (status 0 when the connection failed). Not lib/api's apiFetch: that one adds
 * `locale=hi` to every read of a Hindi page, and a student's answers are not content (their language is the
 * account's, changed through PATCH profile).
 */
export const studentRequest = <T>(path: string, options: { method?: string; body?: unknown } = {}): Promise<T> =>
  jsonRequest<T>(path, options);

/** The browser event every sign-in, sign-out and verification sends, so the top bar checks the session again. */
export const STUDENT_AUTH_EVENT = 'studentAuthChange';

export const announceAuthChange = () => window.dispatchEvent(new Event(STUDENT_AUTH_EVENT));
