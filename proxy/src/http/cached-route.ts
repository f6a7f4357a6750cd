import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { CmsUnavailableError } from './errors.js';
import type { ResponseCache } from './response-cache.js';

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
}

/**
 * Wraps a public GET: computes the answer on a miss, stores it in the response cache and replays it, so a
 * miss and the hits after it send identical bytes and headers. If the CMS is down, the last known answer
 * (from before the most recent purge) is served instead of an error when there is one.
 */
export function cachedGet(
  cache: ResponseCache,
  produce: (req: Request) => Promise<CachedAnswer>,
  cacheControl = LIST_CACHE_CONTROL,
): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    try {
      const answer = await produce(req);
      // How long the CMS round trip(s) and our own work took, for anyone profiling a miss.
      res.setHeader('server-timing', `cms;dur=${(performance.now() - started).toFixed(1)}`);
      if (cacheControl === LIST_CACHE_CONTROL) res.setHeader('cdn-cache-control', LIST_CDN_CACHE_CONTROL);
      const entry = cache.build(res, 200, answer.body, cacheControl, answer.onHit);
      cache.store(req.originalUrl, entry);
      cache.misses++;
      res.locals.precompressed = true;
      // Express may already have set CORS headers for this request; they stay (replay merges them).
      cache.replay(req, res, entry, 'MISS');
      cache.precompressSoon(entry);
    } catch (error) {
      const stale = error instanceof CmsUnavailableError ? cache.staleEntry(req.originalUrl) : undefined;
      if (stale) {
        res.locals.precompressed = true;
        cache.replay(req, res, stale, 'STALE');
        return;
      }
      next(error);
    }
  };
}
