import type { Middleware, SWRConfiguration, SWRHook, SWRResponse } from 'swr';
import { ApiError } from '@/lib/api';

/** The API answers a server-rendered page was rendered from, by SWR key (the path each hook fetches). */
export type ServerData = Record<string, unknown>;

/**
 * The API's 404s the page was rendered with, by SWR key, with the API's message: an unknown slug or name. The page
 * shows its "not found" state in the HTML (readable without JavaScript), and hydrates into the same state.
 */
export type ServerNotFound = Record<string, string>;

/** The elements of the server's HTML that carry them (proxy/src/web-app/server-render.ts writes them). */
export const SERVER_DATA_ELEMENT_ID = 'server-data';
export const SERVER_NOT_FOUND_ELEMENT_ID = 'server-not-found';

/** The page's 404s as errors, one object per key (a component's effects see the same error every render). */
export function notFoundErrors(notFound: ServerNotFound): Map<string, ApiError> {
  return new Map(Object.entries(notFound).map(([key, message]) => [key, new ApiError(404, message)]));
}

/**
 * What a hook gets for a key the server found missing: SWR's state after that 404, without asking again. The
 * hook still calls SWR (with no key, so it fetches nothing), keeping React's hook order.
 */
export function useNotFoundResponse<Data, Error>(
  useSWRNext: SWRHook,
  error: ApiError,
  config: SWRConfiguration<Data, Error>,
): SWRResponse<Data, Error> {
  const { mutate } = useSWRNext<Data, Error>(null, null, config);
  // The app's fetchers throw ApiError: the hooks' error type is the one this is.
  return { data: undefined, error: error as Error, isLoading: false, isValidating: false, mutate };
}

/**
 * Hydration without a second fetch: a hook whose key the server answered starts from that answer (SWR's
 * fallback) and does not fetch it again on mount; one the server found missing starts from that 404. Once the
 * student moves to another page `forget()` is called, and from then on hooks fetch and revalidate as usual.
 */
export function serverDataMiddleware(data: ServerData, notFound: ServerNotFound = {}): { middleware: Middleware; forget: () => void } {
  const fresh = new Set(Object.keys(data));
  const missing = notFoundErrors(notFound);
  const middleware: Middleware = (useSWRNext) => (key, fetcher, config) => {
    if (typeof key !== 'string') return useSWRNext(key, fetcher, config);
    const error = missing.get(key);
    if (error) return useNotFoundResponse(useSWRNext, error, config);
    return useSWRNext(key, fetcher, fresh.has(key) ? { ...config, revalidateOnMount: false } : config);
  };
  return {
    middleware,
    forget: () => {
      fresh.clear();
      missing.clear();
    },
  };
}

function readJsonElement<T>(doc: Document, id: string): T | undefined {
  const element = doc.getElementById(id);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as T;
  } catch {
    return undefined;
  }
}

/** Reads what the server embedded, if this page was server-rendered (an admin page or a failed render was not). */
export function readServerData(doc: Document): ServerData | undefined {
  return readJsonElement<ServerData>(doc, SERVER_DATA_ELEMENT_ID);
}

/** The 404s the server rendered the page with (none on most pages). */
export function readServerNotFound(doc: Document): ServerNotFound | undefined {
  return readJsonElement<ServerNotFound>(doc, SERVER_NOT_FOUND_ELEMENT_ID);
}
