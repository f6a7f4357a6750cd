import type { Request, Router } from 'express';
import type { Locale } from '@exam-prep/contract/locale';
import { readLocale } from '#src/strapi/locale.js';
import { readPaging } from '#src/lib/pagination.js';
import type { QueryCanonicaliser, ResponseCache } from './response-cache.js';
import { cachedGet } from './cached-route.js';
import { withLocaleKey } from './locale-key.js';

/** Where app.ts mounts the public routes: their cache keys are declared with it. */
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
export const pathOf = (req: Request) => req.originalUrl.split('?')[0];

/** A path parameter as one string (a wildcard's segments joined again). */
export const pathParam = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join('/') : (value ?? ''));

/** `?locale` of a public read (a 400 for an unknown one, never cached). */
export const requestLocale = (req: Request): Locale => readLocale(req.query);

export interface CachedReadOptions {
  cacheControl?: string;
  query?: QueryCanonicaliser;
}

/**
 * The public /api/* reads of public-site.md section 7 are declared through this. Every answer is cached, under a
 * key made of the contract's parameters only: the path's names, slugs and ids (looked up exactly as written, so
 * their letter case is kept) and the lists' `page` and `limit`. Other query parameters change nothing and are
 * not part of the key, so `?x=random` is a cache hit, not a trip to Strapi.
 */
export function cachedReads(router: Router, cache: ResponseCache) {
  return (path: string, produce: Parameters<typeof cachedGet>[1], options: CachedReadOptions = {}) => {
    // Every language has its own entries: `?locale` is part of each key.
    cache.keys.add(`${MOUNTED_AT}${path}`, withLocaleKey(options.query));
    router.get(path, cachedGet(cache, produce, options.cacheControl));
  };
}
