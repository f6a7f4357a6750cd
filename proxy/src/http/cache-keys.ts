import { parse as parseQuery, type ParsedUrlQuery } from 'node:querystring';

/** Turns a route's parsed query into the canonical query of its cache key ('' when nothing in it matters). */
export type QueryCanonicaliser = (query: ParsedUrlQuery) => string;

interface KeyRoute {
  /** Path segments: a literal (lower case) or null for a parameter. */
  segments: Array<string | null>;
  query?: QueryCanonicaliser;
}

/** URLs whose key is the URL itself: lower case, nothing to decode, no query, no empty segment. */
const PLAIN_URL = /^(?:\/[a-z0-9\-._~!*'()]+)+$/;

/**
 * Cache keys made from what changes an answer, and nothing else: a request that gets the same answer gets the
 * same key, so nobody can walk around the cache (and on to Strapi) by writing one request many ways.
 *
 * Each cached route is declared with its path and the query parameters the contract gives it. Like Express's
 * router, literal path segments match in any letter case and with one trailing slash; parameters (names,
 * slugs, ids) are kept as written, decoded and encoded one way, since Strapi looks them up exactly. The query
 * keeps only the route's own parameters, in canonical form (see QueryCanonicaliser); anything else in it
 * (`?x=random`, `?LIMIT=5`) is dropped, as the route ignores it too.
 */
export class CacheKeys {
  private readonly routes = new Map<string, KeyRoute>();

  /** Declares a cached route: `path` as Express writes it (`/api/exam-patterns/slug/:slug`). */
  add(path: string, query?: QueryCanonicaliser) {
    const segments = path.split('/').map((segment) => (segment.startsWith(':') ? null : segment.toLowerCase()));
    this.routes.set(path, { segments, query });
  }

  keyOf(url: string): string {
    if (PLAIN_URL.test(url)) return url;
    const at = url.indexOf('?');
    const parts = (at === -1 ? url : url.slice(0, at)).split('/');
    if (parts.length > 2 && parts[parts.length - 1] === '') parts.pop(); // one trailing slash, as Express allows
    const route = this.match(parts);
    if (!route) return cacheKey(url);
    const path: string[] = [];
    for (let index = 0; index < parts.length; index++) {
      const literal = route.segments[index];
      if (literal !== null) {
        path.push(literal);
        continue;
      }
      try {
        path.push(encodeURIComponent(decodeURIComponent(parts[index])));
      } catch {
        return cacheKey(url); // Express refuses such a parameter too
      }
    }
    const query = at === -1 || !route.query ? '' : route.query(parseQuery(url.slice(at + 1)));
    return query ? `${path.join('/')}?${query}` : path.join('/');
  }

  private match(parts: string[]): KeyRoute | undefined {
    for (const route of this.routes.values()) {
      if (route.segments.length !== parts.length) continue;
      const matches = route.segments.every((literal, index) =>
        literal === null ? parts[index] !== '' : parts[index] === literal || parts[index].toLowerCase() === literal,
      );
      if (matches) return route;
    }
    return undefined;
  }
}

/**
 * Normalises any URL: path segments decoded and re-encoded one way, query parameters sorted. Plain URLs (the
 * common case) are used as they are. Cached routes use CacheKeys, which also drops what they ignore.
 */
export function cacheKey(url: string): string {
  if (!url.includes('%') && !url.includes('?') && !url.includes('+')) return url;
  const at = url.indexOf('?');
  const rawPath = at === -1 ? url : url.slice(0, at);
  const path = rawPath
    .split('/')
    .map((segment) => {
      try {
        return encodeURIComponent(decodeURIComponent(segment));
      } catch {
        return segment;
      }
    })
    .join('/');
  if (at === -1) return path;
  const params = new URLSearchParams(url.slice(at + 1));
  params.sort();
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
