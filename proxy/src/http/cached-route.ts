import { readFile } from 'node:fs/promises';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { CmsUnavailableError } from '#src/lib/errors.js';
import { buildBytesEntry, entryHeaders, entryOfBytes, type CachedResponse } from './cached-response.js';
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

/**
 * Wraps a public GET: computes the answer on a miss, stores it in the response cache and replays it, so a
 * miss and the hits after it send identical bytes and headers. If the CMS is down, the last known answer
 * (from before the most recent purge) is served instead of an error when there is one.
 *
 * Single-flight: concurrent misses for one key share one computation (one CMS request per proxy, however many
 * connections were waiting when a purge emptied the cache), and every one of them gets the same bytes. An
 * answer whose computation overlapped a purge is given to the requests that were waiting for it but not
 * stored, and requests after the purge start a new computation: it may predate the edit.
 */
export function cachedGet(
  cache: ResponseCache,
  produce: (req: Request) => Promise<CachedAnswer | StreamedAnswer>,
  cacheControl = LIST_CACHE_CONTROL,
): RequestHandler {
  const flights = new Map<string, Flight>();

  const compute = (req: Request, res: Response, key: string): Flight => {
    const generation = cache.generation;
    const started = performance.now();
    const url = req.originalUrl;
    const keep = (entry: CachedResponse) => {
      const stored = cache.generation === generation;
      if (stored) cache.store(url, entry);
      return stored;
    };
    // Settles when the flight can take no more requests: when its answer is complete.
    let complete: Promise<unknown> | undefined;
    const result = produce(req).then(async (answer): Promise<Outcome> => {
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
      const entry = cache.build(res, 200, answer.body, cacheControl, answer.onHit, answer.live);
      return { entry, stored: keep(entry) };
    });
    const flight = { generation, result };
    flights.set(key, flight);
    const landed = () => {
      if (flights.get(key) === flight) flights.delete(key);
    };
    result.then(() => (complete ?? Promise.resolve()).then(landed, landed), landed);
    return flight;
  };

  return async (req: Request, res: Response, next: NextFunction) => {
    // Requests the fast path left to Express (cross-origin ones, with their CORS headers) are hits all the same.
    const cached = cache.lookup(req.originalUrl);
    if (cached) {
      cache.hits++;
      res.locals.precompressed = true;
      cache.replay(req, res, cached, 'HIT');
      return;
    }
    const key = cache.keyOf(req.originalUrl);
    const waiting = flights.get(key);
    const joined = waiting !== undefined && waiting.generation === cache.generation;
    const flight = joined ? waiting : compute(req, res, key);
    try {
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
