import { Router, type RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import type { StrapiClient } from '#src/strapi/client.js';
import type { PublicReads } from '#src/http/public-reads.js';
import { HttpError } from '#src/lib/errors.js';
import { readSearchInput, searchCacheQuery, searchSite } from './search.js';

export interface SearchLimits {
  /** Searches per client address and minute that reach the CMS (cached answers are not counted); then 429. */
  perMinute: number;
  /** Where counts live: shared by every proxy through Redis when given (shared/rate-limit-store.ts), else memory. */
  store?: Store;
}

/**
 * The per-address limit of searches, over HTTP. The proxy's own server render calls the search in process, past
 * this limit: the /search page it renders for was counted by searchPageRateLimit.
 */
export function searchRateLimit(limits: SearchLimits): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: limits.perMinute,
    store: limits.store,
    // Also sets Retry-After on a refusal.
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(new HttpError(429, 'Too many searches from your address. Please wait a minute and try again.')),
  });
}

/**
 * The same limit for the server-rendered /search page (web-app/routes.ts), whose render searches through the
 * proxy's own address: a new query past the limit is served unrendered (the browser's own search call then gets
 * the API's 429 and says so), never refused outright. Its own store: a store serves one limiter.
 */
export function searchPageRateLimit(limits: SearchLimits): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: limits.perMinute,
    store: limits.store,
    standardHeaders: false,
    legacyHeaders: false,
    handler: (_req, res, next) => {
      res.locals.renderRefused = true;
      next();
    },
  });
}

/**
 * Site search:
 *   GET /api/search?q=&type=&limit=&page=  → {results: [{type, title, url, snippet}], total, pagination}
 * Cached like the other public reads (purged on every write, so a new entry is found at once), under a key of the
 * query as the index reads it. Every search that misses the cache is counted per address: an uncached search is
 * the costliest public read there is.
 */
export function searchRoutes(deps: { cms: StrapiClient; reads: PublicReads; limits: SearchLimits }): Router {
  const { cms, reads, limits } = deps;
  const router = Router();
  reads.on(router).cached('searchSite', async (input) => ({ body: await searchSite(cms, readSearchInput(input.query)) }), {
    query: searchCacheQuery,
    guards: [searchRateLimit(limits)],
  });
  return router;
}
