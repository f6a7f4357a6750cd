import { ApiError } from '@/lib/api';

export interface JsonRequestOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  cache?: RequestCache;
}

/**
 * A call that is not a content read: same-origin with the cookies, JSON both ways, an ApiError with the server's
 * `message` on failure (status 0 when the connection failed). Not lib/api's apiFetch, which adds `locale=hi` to every
 * read of a Hindi page: a student's account and a browser's reports are not content. Used by the student calls and
 * the reports of mistakes.
 */
export async function jsonRequest<T>(path: string, { method = 'GET', body, headers = {}, cache }: JsonRequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      ...(cache ? { cache } : {}),
      headers: { accept: 'application/json', ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
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
