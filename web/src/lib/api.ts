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

import type { SiteLocale } from '@exam-prep/contract/page-locale';
import { operationPath, type OperationParams, type OperationQuery, type PublicOperationId } from '@exam-prep/contract/routes/paths';

/** One public call as the contract names it: its operation, its path parameters and its query. */
export type ApiCall = {
  [Id in PublicOperationId]: { operation: Id; params?: OperationParams<Id>; query?: OperationQuery };
}[PublicOperationId];

/**
 * The address of a call, which is also the SWR key its answer is kept under: the browser's hooks and the server
 * render's embedded answers meet on it, so it is built one way only (the contract's operationPath).
 */
export const callPath = (call: ApiCall): string =>
  operationPath(call.operation, call.params as OperationParams<typeof call.operation>, call.query);

/** What apiFetch reads of an answer: a fetch Response has it, and so has the proxy's lighter in-process answer. */
export interface ApiResponse {
  ok: boolean;
  status: number;
  headers: Pick<Headers, 'get'>;
  text(): Promise<string>;
}

/** How an API call reaches the server: the browser's fetch, or on the server the one the proxy hands in. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<ApiResponse>;

/** The render in progress on the server: how its calls reach the API, and the language of its page. */
export interface ServerApiContext {
  transport: ApiTransport;
  locale: SiteLocale;
}

let serverContext: (() => ServerApiContext | undefined) | undefined;
let pageLocale: SiteLocale = 'en';
/** The language of the calls started inside inApiLocale, when one is running. */
let startingLocale: SiteLocale | undefined;
/** What a failed connection says, in the page's language (main.tsx sets it once the page's texts are loaded). */
let networkErrorMessage = 'Network error: check your connection and try again.';

/**
 * Server rendering (entry-server.tsx): the page's data is fetched by the same fetchers as in the browser, through
 * the transport of the render in progress (a root-relative path means nothing outside a browser).
 */
export function setServerContext(current: () => ServerApiContext | undefined) {
  serverContext = current;
}

/**
 * The browser's page language, set at start-up (main.tsx) and when the reader switches languages
 * (app/language-root.tsx): a Hindi page reads the content in Hindi.
 */
export function setApiLocale(locale: SiteLocale, networkError?: string) {
  pageLocale = locale;
  if (networkError) networkErrorMessage = networkError;
}

/**
 * Runs `start` with its API calls in `locale` rather than the page's: the language switch loads the other
 * language's answers while the page still shows this one's. A call's language is read when the call starts, so
 * only the calls `start` makes before its first await are in `locale` (apiFetch and the fetchers built on it start
 * theirs at once).
 */
export function inApiLocale<T>(locale: SiteLocale, start: () => T): T {
  const outer = startingLocale;
  startingLocale = locale;
  try {
    return start();
  } finally {
    startingLocale = outer;
  }
}

/** The one write that answers content: a mock test's submission answers its result, explanations included. */
const LOCALIZED_WRITE = /^\/api\/mock-tests\/slug\/[^/?]+\/submit$/;

/**
 * The one place the page's language reaches the API: on a Hindi page every public read asks for `locale=hi`
 * (items without a Hindi version come back in English), and so does a mock test's submission (its result's
 * explanations). SWR keys stay the bare paths, the same in the browser and in the server render's embedded
 * answers; admin calls and other writes are left alone.
 */
export function localizedApiPath(path: string, locale: SiteLocale, method = 'GET'): string {
  if (locale === 'en' || !path.startsWith('/api/') || /^\/api\/(?:admin|auth)\//.test(path)) return path;
  if (method.toUpperCase() !== 'GET' && !LOCALIZED_WRITE.test(path)) return path;
  return `${path}${path.includes('?') ? '&' : '?'}locale=${locale}`;
}

/**
 * The one fetcher every SWR hook uses: same-origin `/api/*`, cookies included (the admin session), JSON
 * both ways, and an ApiError carrying the server's message on failure.
 */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  return (await apiFetchWithHeaders<T>(path, init)).body;
}

/** apiFetch, with the answer's headers too (a page of a list carries its totals in them). */
export async function apiFetchWithHeaders<T>(path: string, init: RequestInit = {}): Promise<{ body: T; headers: Pick<Headers, 'get'> }> {
  let response: ApiResponse;
  try {
    const server = serverContext?.();
    const transport = server?.transport ?? fetch;
    response = await transport(localizedApiPath(path, server?.locale ?? startingLocale ?? pageLocale, init.method), {
      credentials: 'same-origin',
      ...init,
      headers: {
        accept: 'application/json',
        ...(init.body && !(init.body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
    });
  } catch {
    throw new ApiError(0, networkErrorMessage);
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
