/** An API answer that was not 2xx, with the server's `{message}` when it gave one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

/** How an API call reaches the server: the browser's fetch, or on the server the one the proxy hands in. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let serverTransport: (() => ApiTransport | undefined) | undefined;

/**
 * Server rendering (entry-server.tsx): the page's data is fetched by the same fetchers as in the browser, through
 * the transport of the render in progress (a root-relative path means nothing outside a browser).
 */
export function setServerTransport(current: () => ApiTransport | undefined) {
  serverTransport = current;
}

/**
 * The one fetcher every SWR hook uses: same-origin `/api/*`, cookies included (the admin session), JSON
 * both ways, and an ApiError carrying the server's message on failure.
 */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  return (await apiFetchWithHeaders<T>(path, init)).body;
}

/** apiFetch, with the answer's headers too (a page of a list carries its totals in them). */
export async function apiFetchWithHeaders<T>(path: string, init: RequestInit = {}): Promise<{ body: T; headers: Headers }> {
  let response: Response;
  try {
    const transport = serverTransport?.() ?? fetch;
    response = await transport(path, {
      credentials: 'same-origin',
      ...init,
      headers: {
        accept: 'application/json',
        ...(init.body && !(init.body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
    });
  } catch {
    throw new ApiError(0, 'Network error: check your connection and try again.');
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const message = (body as { message?: string } | undefined)?.message ?? `Request failed (${response.status})`;
    throw new ApiError(response.status, message, body);
  }
  return { body: body as T, headers: response.headers };
}

/** SWR's fetcher: the key is the path. */
export const swrFetcher = <T>(path: string) => apiFetch<T>(path);
