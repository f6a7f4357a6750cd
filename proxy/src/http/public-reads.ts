import type { OutgoingHttpHeaders } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { Locale } from '@exam-prep/contract/locale';
import { operations } from '@exam-prep/contract/routes';
import { PUBLIC_OPERATION_PATHS, type PublicOperationId } from '@exam-prep/contract/routes/paths';
import { readLocale } from '#src/strapi/locale.js';
import { readPaging } from '#src/lib/pagination.js';
import { MALFORMED_ADDRESS_MESSAGE } from './error-handler.js';
import { addressProblem } from './odd-requests.js';
import type { QueryCanonicaliser, ResponseCache } from './response-cache.js';
import { badRequest, notFound } from '#src/lib/errors.js';
import { CachedRead, errorAnswer, type ReadAnswer, type ReadInput, type ReadProducer } from './cached-route.js';
import { withLocaleKey } from './locale-key.js';

export type { ReadAnswer, ReadInput };

/** Where app.ts mounts the public routes: the contract's paths start with it. */
const MOUNTED_AT = '/api';

/** The public lists' paging: the two parameters they take, in the form readPaging reads them. */
export const LIST_PAGING = { limit: 100, maxLimit: 100 };

/**
 * The cache key's query for a paged list: only `page` and `limit`, as readPaging reads them (so `limit=500`
 * and `limit=100` are one key), and nothing when both are the defaults. Input readPaging refuses is kept
 * as written: its 400 answer is never cached.
 */
export const pagingKey: QueryCanonicaliser = (query) => {
  try {
    const { page, limit } = readPaging(query, LIST_PAGING);
    return [limit === LIST_PAGING.limit ? '' : `limit=${limit}`, page === 1 ? '' : `page=${page}`].filter(Boolean).join('&');
  } catch {
    return new URLSearchParams({ page: String(query.page ?? ''), limit: String(query.limit ?? '') }).toString();
  }
};

/** The address of a request without its query, as the client wrote it (for a page's Link header). */
export const pathOf = (req: Request) => req.originalUrl.split('?')[0]!;

/**
 * The headers a middleware sets on every answer (helmet's, which depend on the configuration alone), recorded
 * once: the answers the server render's calls put in the cache carry them as HTTP's do.
 */
export function headersSetBy(middleware: RequestHandler): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const recorder = {
    setHeader: (name: string, value: OutgoingHttpHeaders[string]) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  void middleware({ method: 'GET', url: MOUNTED_AT, headers: {} } as Request, recorder as unknown as Response, () => undefined);
  return headers;
}

/** `?locale` of a public read (a 400 for an unknown one, never cached). */
export const inputLocale = (input: ReadInput): Locale => readLocale(input.query);

/** `?locale` of a request to another public route (a paper, a submission). */
export const requestLocale = (req: Request): Locale => readLocale(req.query);

/** An answer that is never stored: a random draw. Sent with its own Cache-Control (default no-store). */
export interface UncachedAnswer {
  body: unknown;
  headers?: Record<string, string>;
  cacheControl?: string;
}

export interface CachedReadOptions {
  cacheControl?: string;
  query?: QueryCanonicaliser;
  /** Run before the read over HTTP only (a per-address limit): the server render's calls are the proxy's own. */
  guards?: RequestHandler[];
  /** Answers some inputs without the cache (a `?sample` draw), over HTTP and in process alike; undefined: not this one. */
  uncached?: (input: ReadInput) => Promise<UncachedAnswer | undefined>;
}

/** One registered read: the segments of its address (a literal in lower case, or a parameter's name) and its doors. */
interface RegisteredRead {
  segments: Array<{ literal: string } | { param: string }>;
  cached?: CachedRead;
  uncached?: (input: ReadInput) => Promise<UncachedAnswer | undefined>;
}

/** Whether the contract gives an operation `?locale` (every public read of content; not search). */
const LOCALIZED = new Set(operations.filter((operation) => operation.query?.shape && 'locale' in operation.query.shape).map((o) => o.id));

/** A contract path template ('/api/questions/id/{id}') as Express writes it under MOUNTED_AT ('/questions/id/:id'). */
const expressPath = (template: string) => template.slice(MOUNTED_AT.length).replace(/\{([^}]+)\}/g, ':$1');

/** An answer that is not stored, as JSON pairs for the render and written as such over HTTP. */
function uncachedPairs(answer: UncachedAnswer): ReadAnswer {
  return {
    status: 200,
    headers: [
      ['content-type', 'application/json; charset=utf-8'],
      ['cache-control', answer.cacheControl ?? 'no-store'],
      ...Object.entries(answer.headers ?? {}).map(([name, value]): [string, string] => [name.toLowerCase(), value]),
    ],
    body: Buffer.from(JSON.stringify(answer.body)),
  };
}

/**
 * The public reads of public-site.md section 7, by the contract's operation ids. Each is declared once with a
 * producer of its answer from a plain input (path parameters, query, path), and answered through two doors: its
 * HTTP route, and `answer` for the server render's calls in process, which name the same addresses the browser
 * asks for. Both go through the same response cache entries and keys, so a page's data is the same on both sides.
 *
 * Every cached answer is stored under a key made of the contract's parameters only: the path's names, slugs and
 * ids (looked up exactly as written, so their letter case is kept) and the lists' `page` and `limit`, plus
 * `?locale` for the reads that take it. Other query parameters change nothing and are not part of the key, so
 * `?x=random` is a cache hit, not a trip to Strapi.
 */
export class PublicReads {
  private readonly reads = new Map<PublicOperationId, RegisteredRead>();

  constructor(
    private readonly cache: ResponseCache,
    /** The headers every API answer carries (helmet's: headersSetBy): entries made in process carry them too. */
    private readonly siteHeaders: OutgoingHttpHeaders = {},
  ) {}

  /** Declares reads on `router` (mounted at /api): `cached` for answers kept in the response cache, `uncached` for others. */
  on(router: Router) {
    const register = (id: PublicOperationId, read: Omit<RegisteredRead, 'segments'>) => {
      const segments = PUBLIC_OPERATION_PATHS[id]
        .split('/')
        .map((segment) => (/^\{.+\}$/.test(segment) ? { param: segment.slice(1, -1) } : { literal: segment.toLowerCase() }));
      this.reads.set(id, { segments, ...read });
      return expressPath(PUBLIC_OPERATION_PATHS[id]);
    };
    return {
      cached: (id: PublicOperationId, produce: ReadProducer, options: CachedReadOptions = {}) => {
        const cached = new CachedRead(this.cache, produce, options.cacheControl, this.siteHeaders);
        const path = register(id, { cached, uncached: options.uncached });
        // Every language has its own entries: `?locale` is part of each key of a read that takes it.
        this.cache.keys.add(`${MOUNTED_AT}${path}`, LOCALIZED.has(id) ? withLocaleKey(options.query) : options.query);
        const handlers: RequestHandler[] = [...(options.guards ?? [])];
        if (options.uncached) handlers.push(uncachedHandler(options.uncached));
        router.get(path, ...handlers, cached.handler(inputOf));
      },
      uncached: (id: PublicOperationId, answer: (input: ReadInput) => Promise<UncachedAnswer>) => {
        const path = register(id, { uncached: answer });
        router.get(path, uncachedHandler(answer));
      },
    };
  }

  /**
   * The answer to a GET of `address` (path and query, as the browser would ask for it) in process, or undefined
   * when it is no public read. No view, no search and no rate limit is counted: the visitor's request for the page
   * was counted already.
   */
  async answer(address: string): Promise<ReadAnswer | undefined> {
    // What HTTP refuses before any route (an overlong or odd address) is refused here too, never sent to Strapi.
    const problem = addressProblem(address);
    if (problem) return errorAnswer(problem);
    const at = address.indexOf('?');
    const path = at === -1 ? address : address.slice(0, at);
    const found = this.match(path);
    if (!found) return undefined;
    if (found.malformed) return errorAnswer(badRequest(MALFORMED_ADDRESS_MESSAGE));
    const input: ReadInput = { params: found.params, query: at === -1 ? {} : parseQuery(address.slice(at + 1)), path };
    const { read } = found;
    try {
      const uncached = await read.uncached?.(input);
      if (uncached) return uncachedPairs(uncached);
    } catch (error) {
      return errorAnswer(error);
    }
    return read.cached ? read.cached.answer(input, address) : errorAnswer(notFound('Unknown API endpoint'));
  }

  /** The read an address names, with its parameters decoded (as Express matches: literals in any letter case). */
  private match(
    path: string,
  ): { read: RegisteredRead; params: Record<string, string>; malformed?: false } | { read: RegisteredRead; malformed: true } | undefined {
    const parts = path.split('/');
    if (parts.length > 2 && parts[parts.length - 1] === '') parts.pop(); // one trailing slash, as Express allows
    for (const read of this.reads.values()) {
      if (read.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      let matches = true;
      let malformed = false;
      read.segments.forEach((segment, index) => {
        const part = parts[index]!;
        if ('literal' in segment) {
          matches &&= part.toLowerCase() === segment.literal;
          return;
        }
        if (part === '') matches = false;
        try {
          params[segment.param] = decodeURIComponent(part);
        } catch {
          malformed = true;
        }
      });
      if (matches) return malformed ? { read, malformed: true } : { read, params };
    }
    return undefined;
  }
}

/** A read's input from an Express request: its route parameters, its query (the simple parser's) and its path. */
function inputOf(req: Request): ReadInput {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.params as Record<string, string | string[] | undefined>)) {
    params[name] = Array.isArray(value) ? value.join('/') : (value ?? '');
  }
  return { params, query: req.query as ReadInput['query'], path: pathOf(req) };
}

/** Sends the answers a read gives without the cache, and passes on the requests it leaves to the cache. */
function uncachedHandler(answer: (input: ReadInput) => Promise<UncachedAnswer | undefined>): RequestHandler {
  return async (req, res, next) => {
    try {
      const given = await answer(inputOf(req));
      if (!given) return next();
      res.setHeader('Cache-Control', given.cacheControl ?? 'no-store');
      for (const [name, value] of Object.entries(given.headers ?? {})) res.setHeader(name, value);
      res.json(given.body);
    } catch (error) {
      next(error);
    }
  };
}
