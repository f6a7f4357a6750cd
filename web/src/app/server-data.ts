import type { Middleware } from 'swr';

/** The API answers a server-rendered page was rendered from, by SWR key (the path each hook fetches). */
export type ServerData = Record<string, unknown>;

/** The element of the server's HTML that carries them (proxy/src/web-app/server-render.ts writes it). */
export const SERVER_DATA_ELEMENT_ID = 'server-data';

/**
 * Hydration without a second fetch: a hook whose key the server answered starts from that answer (SWR's
 * fallback) and does not fetch it again on mount. Once the student moves to another page `forget()` is called,
 * and from then on hooks revalidate as usual.
 */
export function serverDataMiddleware(data: ServerData): { middleware: Middleware; forget: () => void } {
  const fresh = new Set(Object.keys(data));
  const middleware: Middleware = (useSWRNext) => (key, fetcher, config) =>
    useSWRNext(key, fetcher, typeof key === 'string' && fresh.has(key) ? { ...config, revalidateOnMount: false } : config);
  return { middleware, forget: () => fresh.clear() };
}

/** Reads what the server embedded, if this page was server-rendered (an admin page or a failed render was not). */
export function readServerData(doc: Document): ServerData | undefined {
  const element = doc.getElementById(SERVER_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as ServerData;
  } catch {
    return undefined;
  }
}
