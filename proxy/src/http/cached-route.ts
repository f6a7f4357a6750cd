import { readFile } from 'node:fs/promises';
import type { OutgoingHttpHeaders } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { CmsUnavailableError, HttpError } from '#src/lib/errors.js';
import {
  buildBytesEntry,
  buildEntry,
  currentIdentity,
  entryHeaders,
  entryOfBytes,
  type CachedResponse,
  type HeaderTarget,
} from './cached-response.js';
import type { ResponseCache } from './response-cache.js';
import { StreamedBuild } from './streamed-build.js';
import { removeDisk, sendBuild } from './spilled-response.js';
import type { LiveNumber } from '#src/lib/live-number.js';

/**
 * Lists: browsers revalidate every time (cheap 304s), so an edit shows on the next page view; shared caches
 * may keep them a minute. The grace periods go only to CDNs (CDN-Cache-Control, RFC 9213): a browser given
 * stale-while-revalidate would show an old list once after an edit.
 */
export const LIST_CACHE_CONTROL = 'public, no-cache, s-maxage=60';
export const LIST_CDN_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600, stale-if-error=86400';
/** Detail pages count views, so every view must reach the proxy (a 304 still counts). */
export const DETAIL_CACHE_CONTROL = 'public, no-cache';

export interface CachedAnswer {
  body: unknown;
  /** Runs on every answer from the cache entry, e.g. to count a view. */
  onHit?: () => void;
  /** A number of the body shown as it is at each answer (a view count), not as it was when cached. */
  live?: LiveNumber;
  /** Headers stored and replayed with the body (a page's X-Total-Count and Link). */
  headers?: Record<string, string>;
}

/** What a public read is asked: its path parameters (decoded), its query, and its address's path as written. */
export interface ReadInput {
  params: Record<string, string>;
  /** As Express's simple query parser gives it (node:querystring). */
  query: Record<string, string | string[] | undefined>;
  /** The path as the client wrote it, without the query (a page's Link header). */
  path: string;
}

/** Makes a read's answer from its input: the same for a request over HTTP and for the server render's call. */
export type ReadProducer = (input: ReadInput) => Promise<CachedAnswer | StreamedAnswer>;

/** An answer read in process: its status, its stored headers and its JSON bytes (an error: `{message}`). */
export interface ReadAnswer {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
}

/**
 * A JSON answer made piece by piece (a whole question list, page after page from Strapi): the pieces joined
 * are the answer's bytes. Kept whole in memory up to the cache's memoryEntryMaxBytes, else streamed through a
 * temporary file to every request waiting for it as the pieces come (streamed-build.ts).
 */
export interface StreamedAnswer {
  stream: AsyncIterable<string>;
}

/** How a computation turned out: a whole entry, or a build spilled to disk that requests read as it grows. */
type Outcome = { entry: CachedResponse; stored: boolean } | { build: StreamedBuild; headers: string[] };

/** One computation of an answer that is on its way, shared by every request for the same key meanwhile. */
interface Flight {
  /** The cache's purge generation when it started: a later purge makes it unusable for new requests. */
  generation: number;
  /** The answer's cache entry (stored unless a purge came first), or the error the computation failed with. */
  result: Promise<Outcome>;
}

/**
 * The cache entry of a completed spilled build: replayed from its file with its ETag, 304s and length, or, when
 * it was sent as it came only for being slow and fits the memory limit, a memory entry like any other.
 */
async function spilledEntry(build: StreamedBuild, headers: string[], memoryLimit: number): Promise<CachedResponse> {
  const { size, etag } = build.complete!;
  if (size <= memoryLimit) {
    return entryOfBytes(await readFile(build.file!.path), headers);
  }
  const base = [...headers, 'etag', etag];
  return {
    etag,
    identity: { body: Buffer.alloc(0), headers: [...base, 'content-length', String(size)] },
    baseHeaders: base,
    compressible: true,
    notModifiedHeaders: base,
    disk: { identity: build.file!, size },
  };
}

/** The headers of an answer made in process: the site's own (helmet's), then those the computation sets. */
class HeaderBag implements HeaderTarget {
  private readonly headers: OutgoingHttpHeaders;
  constructor(site: OutgoingHttpHeaders) {
    this.headers = { ...site };
  }
  setHeader(name: string, value: string | number | readonly string[]) {
    this.headers[name.toLowerCase()] = value as OutgoingHttpHeaders[string];
    return this;
  }
  getHeaders(): OutgoingHttpHeaders {
    return this.headers;
  }
}

/** An entry's header list as pairs, without what belongs to one HTTP answer only. */
function headerPairs(list: string[]): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (let at = 0; at + 1 < list.length; at += 2) pairs.push([list[at]!, list[at + 1]!]);
  return pairs;
}

/** An error as the error middleware answers it: its status and `{message}` (never a stack trace). */
export function errorAnswer(error: unknown): ReadAnswer {
  const known = error instanceof HttpError;
  const status = known ? error.status : 500;
  const message = known ? error.message : 'Something went wrong on our side. Please try again.';
  const extra = known ? error.extra : {};
  return {
    status,
    headers: [['content-type', 'application/json; charset=utf-8']],
    body: Buffer.from(JSON.stringify({ message, ...extra })),
  };
}

/**
 * A public GET answered through the response cache: computes the answer on a miss, stores it and replays it, so
 * a miss and the hits after it send identical bytes and headers. If the CMS is down, the last known answer (from
 * before the most recent purge) is served instead of an error when there is one.
 *
 * Two doors, one cache: `handler` answers HTTP requests, `answer` the server render's calls in process. Both use
 * the same keys, the same computations and the same stored entries, so a render fills the cache for the browser's
 * requests and the other way round. A call in process counts no view (`onHit`: the page's HTML answer counts it).
 *
 * Single-flight: concurrent misses for one key share one computation (one CMS request per proxy, however many
 * connections were waiting when a purge emptied the cache), and every one of them gets the same bytes. An
 * answer whose computation overlapped a purge is given to the requests that were waiting for it but not
 * stored, and requests after the purge start a new computation: it may predate the edit.
 */
export class CachedRead {
  private readonly flights = new Map<string, Flight>();

  constructor(
    private readonly cache: ResponseCache,
    private readonly produce: ReadProducer,
    private readonly cacheControl = LIST_CACHE_CONTROL,
    /** The headers every API answer carries (helmet's), for entries computed in process. */
    private readonly siteHeaders: OutgoingHttpHeaders = {},
  ) {}

  private compute(input: ReadInput, url: string, key: string, res: HeaderTarget): Flight {
    const { cache, cacheControl } = this;
    const generation = cache.generation;
    const started = performance.now();
    const keep = (entry: CachedResponse) => {
      const stored = cache.generation === generation;
      if (stored) cache.store(url, entry);
      return stored;
    };
    // Settles when the flight can take no more requests: when its answer is complete.
    let complete: Promise<unknown> | undefined;
    const result = this.produce(input).then(async (answer): Promise<Outcome> => {
      const timing = () => `cms;dur=${(performance.now() - started).toFixed(1)}`;
      if (cacheControl === LIST_CACHE_CONTROL) res.setHeader('cdn-cache-control', LIST_CDN_CACHE_CONTROL);
      if ('stream' in answer) {
        const build = new StreamedBuild(answer.stream, cache.memoryEntryMaxBytes, cache.streamAfterMs, () => cache.newSpillPath());
        complete = build.finished;
        const outcome = await build.outcome;
        // How long the CMS round trip(s) and our own work took, for anyone profiling a miss.
        res.setHeader('server-timing', timing());
        if (outcome.kind === 'whole') {
          const entry = buildBytesEntry(res, 200, outcome.body, 'application/json; charset=utf-8', cacheControl);
          return { entry, stored: keep(entry) };
        }
        const headers = entryHeaders(res, 'application/json; charset=utf-8', cacheControl);
        // The flight takes joiners until the entry is stored (or dropped): none may start a second build meanwhile.
        complete = build.finished
          .then(() => spilledEntry(build, headers, cache.memoryEntryMaxBytes))
          .then((entry) => {
            const kept = keep(entry);
            if (kept) cache.precompressSoon(entry);
            // Once the flight has landed (requests that joined it hold the file by then), the file goes unless it is the entry.
            setImmediate(() => {
              if (!kept && entry.disk) removeDisk(entry.disk);
              else if (!entry.disk) build.file?.remove();
            });
          })
          .catch(() => undefined);
        return { build, headers };
      }
      res.setHeader('server-timing', timing());
      for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
      const entry = buildEntry(res, 200, answer.body, cacheControl, answer.onHit, answer.live);
      return { entry, stored: keep(entry) };
    });
    const flight = { generation, result };
    this.flights.set(key, flight);
    const landed = () => {
      if (this.flights.get(key) === flight) this.flights.delete(key);
    };
    result.then(() => (complete ?? Promise.resolve()).then(landed, landed), landed);
    return flight;
  }

  /** The computation under way for `key` that a new request may join, else a new one. */
  private flightFor(input: ReadInput, url: string, res: HeaderTarget): { flight: Flight; joined: boolean } {
    const key = this.cache.keyOf(url);
    const waiting = this.flights.get(key);
    const joined = waiting !== undefined && waiting.generation === this.cache.generation;
    return { flight: joined ? waiting : this.compute(input, url, key, res), joined };
  }

  /** The Express handler of the read, its input taken from the request by `inputOf`. */
  handler(inputOf: (req: Request) => ReadInput): RequestHandler {
    const { cache } = this;
    return async (req: Request, res: Response, next: NextFunction) => {
      // Requests the fast path left to Express (cross-origin ones, with their CORS headers) are hits all the same.
      const cached = cache.lookup(req.originalUrl);
      if (cached) {
        cache.hits++;
        res.locals.precompressed = true;
        cache.replay(req, res, cached, 'HIT');
        return;
      }
      try {
        const { flight, joined } = this.flightFor(inputOf(req), req.originalUrl, res);
        const outcome = await flight.result;
        // A request that joined another's computation made no CMS request of its own: it counts as a hit.
        if (joined) cache.hits++;
        else cache.misses++;
        res.locals.precompressed = true;
        if ('build' in outcome) {
          sendBuild(req, res, outcome.build, outcome.headers, 'MISS');
          return;
        }
        const { entry } = outcome;
        // Express may already have set CORS headers for this request; they stay (replay merges them).
        cache.replay(req, res, entry, 'MISS');
        if (!joined) cache.precompressSoon(entry);
      } catch (error) {
        const stale = error instanceof CmsUnavailableError ? cache.staleEntry(req.originalUrl) : undefined;
        if (stale) {
          cache.staleAnswers++;
          res.locals.precompressed = true;
          cache.replay(req, res, stale, 'STALE');
          return;
        }
        next(error);
      }
    };
  }

  /**
   * The answer to `url` (the address the browser would ask for: the cache key is made from it), read in process:
   * from the cache entry, the computation under way, or a new one that is stored for every later request. No view
   * is counted. An answer too large for memory is not read here (the render then shows that part loading).
   */
  async answer(input: ReadInput, url: string): Promise<ReadAnswer> {
    const { cache } = this;
    const fromEntry = (entry: CachedResponse): ReadAnswer => {
      if (entry.disk) return errorAnswer(new HttpError(503, 'This answer is too large to be read in process.'));
      const identity = currentIdentity(entry);
      return { status: 200, headers: headerPairs(identity.headers), body: identity.body };
    };
    const cached = cache.lookup(url);
    if (cached) {
      cache.hits++;
      return fromEntry(cached);
    }
    try {
      const { flight, joined } = this.flightFor(input, url, new HeaderBag(this.siteHeaders));
      const outcome = await flight.result;
      if (joined) cache.hits++;
      else cache.misses++;
      if ('build' in outcome) return errorAnswer(new HttpError(503, 'This answer is too large to be read in process.'));
      if (!joined) cache.precompressSoon(outcome.entry);
      return fromEntry(outcome.entry);
    } catch (error) {
      const stale = error instanceof CmsUnavailableError ? cache.staleEntry(url) : undefined;
      if (stale) {
        cache.staleAnswers++;
        return fromEntry(stale);
      }
      return errorAnswer(error);
    }
  }
}
