/** Requests for the cache suites, read the way they look at answers: status, X-Cache, ETag and text. */

/** One request, its body read to the end. */
export async function cachedAnswer(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  const text = await response.text();
  return {
    status: response.status,
    xCache: response.headers.get('x-cache'),
    etag: response.headers.get('etag'),
    headers: response.headers,
    text,
  };
}

/** A JSON PATCH to a full URL with a session cookie (to a proxy other than the stack's own). */
export const patchAs = (cookie: string, url: string, body: unknown) =>
  fetch(url, { method: 'PATCH', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
