import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { parse as parseQuery, type ParsedUrlQuery } from 'node:querystring';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { RecentPurges, type PurgeCause } from './purge-record.js';
import type { LiveNumber } from '../lib/live-number.js';

/** One encoding of a stored response: its exact header list and body bytes. */
interface Variant {
  headers: string[];
  body: Buffer;
}

export interface CachedResponse {
  etag: string;
  identity: Variant;
  /** Compressed variants, made on first need (see compressedVariant) and kept. */
  gzip?: Variant;
  br?: Variant;
  /** Headers every variant shares (content-type, cache-control, etag, security headers...). */
  baseHeaders: string[];
  compressible: boolean;
  notModifiedHeaders: string[];
  /** Runs on every answer from this entry (miss, hit or 304): counts detail-page views. */
  onHit?: () => void;
  /** A number of the body shown as it is now, not as it was when the entry was made (see lib/live-number.ts). */
  live?: LiveOverlay;
}

interface LiveOverlay {
  current: () => number;
  /** The number the entry's bytes show now. */
  shown: number;
  /** The body's JSON before and after the number. */
  before: string;
  after: string;
  /** A hash of the rest of the body: the ETag is this plus the number. */
  restTag: string;
  /** Headers every variant shares, without the ETag. */
  headersWithoutEtag: string[];
}

/** Stands in for a live number while the body is serialised (random, so no content can contain it). */
const LIVE_PLACEHOLDER = `live-${randomUUID()}`;

/** Bodies smaller than this are not worth compressing. */
const COMPRESS_MIN_BYTES = 1024;

/** Headers that belong to one request and must never be replayed to another. */
const PER_REQUEST_HEADERS = new Set([
  'set-cookie', 'content-length', 'content-encoding', 'etag', 'cache-control', 'vary', 'x-cache',
  'access-control-allow-origin', 'access-control-allow-credentials', 'access-control-expose-headers', 'server-timing',
]);

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
 * In-memory cache of public GET answers, keyed by the normalised path and query.
 *
 * A hit is answered straight from the Node `http` handler, before Express's middleware chain, by replaying
 * the stored response byte for byte with all of its headers (security headers, ETag, pre-compressed
 * gzip/brotli variants). Misses go through Express as usual and are stored on the way out.
 *
 * A purge (any write, or Strapi's webhook) moves every entry to a stale store, which is used only when the
 * CMS cannot be reached: visitors then get the last known data instead of an error. With several proxies, a
 * purge made here is also sent to the others (see setPurgeBroadcaster) and theirs arrive with applyPeerPurge.
 * Every fresh entry also expires after a TTL (moving to the stale store too), so a purge that was lost on the
 * way cannot keep old content in service for long.
 *
 * One change, one purge: a write through a proxy purges, and so does Strapi's webhook for the same write, and
 * each is relayed to every other proxy. Purges name the entry versions they are for (see purge-record.ts), and
 * a purge for versions this cache was already purged for is skipped, since it would only throw away answers
 * computed after the change (and send every waiting request to Strapi once more).
 */
export class ResponseCache {
  private readonly fresh: LRUCache<string, CachedResponse>;
  private readonly stale: LRUCache<string, CachedResponse>;
  private readonly purgeListeners: Array<() => void> = [];
  private broadcastPurge?: (cause: PurgeCause | undefined) => void;
  private readonly recentPurges = new RecentPurges();
  /** The cached routes' keys (declared by routes/public.ts). */
  readonly keys = new CacheKeys();
  // Public counters, read by /healthz and /metrics.
  hits = 0;
  misses = 0;
  /** Answers given from the stale store because the CMS could not be reached. */
  staleAnswers = 0;
  /** Purges applied: this proxy's own and those received from other proxies. */
  purges = 0;
  /** Purges not applied because this cache had already been purged for the same change. */
  duplicatePurgesSkipped = 0;
  /**
   * Goes up with every purge: an answer computed from the CMS while a purge happened may predate the edit, so
   * it is not stored (cached-route.ts compares generations).
   */
  generation = 0;
  /** When the last purge happened (epoch ms): tests wait for webhooks to go quiet with it. */
  lastPurgeAt = 0;

  constructor(limits: { maxEntries: number; maxBytes: number; ttlSeconds?: number }) {
    const options = {
      max: limits.maxEntries,
      maxSize: limits.maxBytes,
      // Identity plus room for the two compressed variants (JSON compresses to well under half).
      sizeCalculation: (entry: CachedResponse) => Math.ceil(entry.identity.body.length * 1.6) + 512,
    };
    this.fresh = new LRUCache({
      ...options,
      ttl: limits.ttlSeconds ? limits.ttlSeconds * 1000 : undefined,
      // An expired entry is still the best fallback there is while the CMS is down.
      dispose: (entry, key, reason) => {
        if (reason === 'expire') this.stale.set(key, entry);
      },
    });
    this.stale = new LRUCache(options);
  }

  get size() {
    return this.fresh.size;
  }

  /** The fast path: answers a cached GET/HEAD and returns true, or returns false to let Express handle it. */
  tryServe(req: IncomingMessage, res: ServerResponse): boolean {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isApiUrl(req.url)) return false;
    // Cross-origin requests need per-request CORS headers: Express's cors middleware handles those (and
    // cachedGet then answers from this cache all the same).
    if (req.headers.origin !== undefined) return false;
    const entry = this.fresh.get(this.keys.keyOf(req.url));
    if (!entry) return false;
    this.hits++;
    replay(req, res, entry, 'HIT');
    return true;
  }

  /** The fresh entry for a URL, if any (for requests that reached Express: cross-origin ones, say). */
  lookup(url: string): CachedResponse | undefined {
    return this.fresh.get(this.keys.keyOf(url));
  }

  keyOf(url: string): string {
    return this.keys.keyOf(url);
  }

  /** Builds an entry from a JSON body and the headers already set on `res` (helmet's, for example). */
  build(
    res: ServerResponse,
    status: number,
    body: unknown,
    cacheControl: string,
    onHit?: () => void,
    live?: LiveNumber,
  ): CachedResponse & { status: number } {
    const common: string[] = [];
    for (const [name, value] of Object.entries(res.getHeaders() as OutgoingHttpHeaders)) {
      if (value === undefined || PER_REQUEST_HEADERS.has(name)) continue;
      for (const one of Array.isArray(value) ? value : [value]) common.push(name, String(one));
    }
    common.push('content-type', 'application/json; charset=utf-8', 'cache-control', cacheControl, 'vary', 'Accept-Encoding');

    const overlay = live && liveOverlay(body, live, common);
    if (overlay) return { status, onHit, ...liveVariants(overlay, overlay.current()), live: overlay };
    const identityBody = Buffer.from(JSON.stringify(body));
    const etag = `W/"${createHash('sha1').update(identityBody).digest('base64url')}"`;
    return { status, onHit, ...variantsOf(identityBody, etag, common) };
  }

  /**
   * Fills in the compressed variants a fresh entry does not have yet. Called right after a miss has been
   * answered (so the miss itself pays only for the one encoding its client asked for) and never on a hit.
   */
  precompressSoon(entry: CachedResponse) {
    if (!entry.compressible || (entry.gzip && entry.br)) return;
    setImmediate(() => {
      compressedVariant(entry, 'br');
      compressedVariant(entry, 'gzip');
    });
  }

  store(url: string, entry: CachedResponse) {
    this.fresh.set(this.keys.keyOf(url), entry);
  }

  staleEntry(url: string): CachedResponse | undefined {
    return this.stale.get(this.keys.keyOf(url));
  }

  /**
   * Forgets every fresh entry (keeping it as a stale fallback for CMS outages), here and, when proxies share
   * Redis, in every other proxy. Called after accepted writes and by Strapi's webhook, with the entry versions
   * the change saved when they are known: a purge for versions already purged for is skipped (and not sent on).
   * Without a cause it always purges.
   */
  purge(cause?: PurgeCause) {
    if (this.skipDuplicate(cause)) return;
    this.apply(cause);
    this.broadcastPurge?.(cause);
  }

  /** A purge another proxy made (received through Redis): applied here unless already done, not sent on. */
  applyPeerPurge(cause?: PurgeCause) {
    if (this.skipDuplicate(cause)) return;
    this.apply(cause);
  }

  /** Sends this proxy's purges to the others (shared/purge-broadcast.ts). */
  setPurgeBroadcaster(broadcast: (cause: PurgeCause | undefined) => void) {
    this.broadcastPurge = broadcast;
  }

  private skipDuplicate(cause: PurgeCause | undefined): boolean {
    if (!this.recentPurges.alreadyPurged(cause)) return false;
    this.duplicatePurgesSkipped++;
    return true;
  }

  private apply(cause: PurgeCause | undefined) {
    this.recentPurges.remember(cause);
    this.lastPurgeAt = Date.now();
    this.purges++;
    this.generation++;
    for (const [key, entry] of this.fresh.entries()) this.stale.set(key, entry);
    this.fresh.clear();
    for (const listener of this.purgeListeners) listener();
  }

  /** Runs `listener` on every purge: other caches built from the same content (the served HTML) follow. */
  onPurge(listener: () => void) {
    this.purgeListeners.push(listener);
  }

  replay(req: IncomingMessage, res: ServerResponse, entry: CachedResponse, source: 'HIT' | 'MISS' | 'STALE') {
    replay(req, res, entry, source);
  }
}

function replay(req: IncomingMessage, res: ServerResponse, entry: CachedResponse, source: 'HIT' | 'MISS' | 'STALE') {
  entry.onHit?.();
  if (entry.live) followLiveNumber(entry, entry.live);
  if (matchesEtag(req.headers['if-none-match'], entry.etag)) {
    res.writeHead(304, [...entry.notModifiedHeaders, 'x-cache', source]);
    res.end();
    return;
  }
  const accepted = req.headers['accept-encoding'] ?? '';
  const variant = !entry.compressible
    ? entry.identity
    : accepted.includes('br')
      ? compressedVariant(entry, 'br')
      : accepted.includes('gzip')
        ? compressedVariant(entry, 'gzip')
        : entry.identity;
  res.writeHead(200, [...variant.headers, 'x-cache', source]);
  res.end(req.method === 'HEAD' ? undefined : variant.body);
}

/** `/api/...` in any letter case, as Express's router matches it. */
function isApiUrl(url: string | undefined): url is string {
  return url !== undefined && (url.startsWith('/api/') || url.slice(0, 5).toLowerCase() === '/api/');
}

type Variants = Pick<CachedResponse, 'etag' | 'identity' | 'gzip' | 'br' | 'baseHeaders' | 'compressible' | 'notModifiedHeaders'>;

function variantsOf(identityBody: Buffer, etag: string, common: string[]): Variants {
  const base = [...common, 'etag', etag];
  return {
    etag,
    identity: { body: identityBody, headers: [...base, 'content-length', String(identityBody.length)] },
    gzip: undefined,
    br: undefined,
    baseHeaders: base,
    compressible: identityBody.length >= COMPRESS_MIN_BYTES,
    notModifiedHeaders: base,
  };
}

/** Splits the body's JSON around the live number; undefined if the body is not an object with one place for it. */
function liveOverlay(body: unknown, live: LiveNumber, headersWithoutEtag: string[]): LiveOverlay | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const json = JSON.stringify({ ...body, [live.field]: LIVE_PLACEHOLDER });
  const placeholder = JSON.stringify(LIVE_PLACEHOLDER);
  const at = json.indexOf(placeholder);
  if (at === -1 || json.indexOf(placeholder, at + 1) !== -1) return undefined;
  const before = json.slice(0, at);
  const after = json.slice(at + placeholder.length);
  const restTag = createHash('sha1').update(before).update('\u0000').update(after).digest('base64url');
  return { current: live.current, shown: NaN, before, after, restTag, headersWithoutEtag };
}

function liveVariants(overlay: LiveOverlay, value: number): Variants {
  overlay.shown = value;
  const body = Buffer.from(`${overlay.before}${JSON.stringify(value)}${overlay.after}`);
  return variantsOf(body, `W/"${overlay.restTag}.${value}"`, overlay.headersWithoutEtag);
}

/** Remakes the entry's bytes, ETag and (on demand, later) compressed variants when its live number moved. */
function followLiveNumber(entry: CachedResponse, overlay: LiveOverlay) {
  const value = overlay.current();
  if (value !== overlay.shown) Object.assign(entry, liveVariants(overlay, value));
}

function compressedVariant(entry: CachedResponse, encoding: 'br' | 'gzip'): Variant {
  const known = entry[encoding];
  if (known) return known;
  const body =
    encoding === 'br'
      ? // Quality 5: near-best size for JSON at a fraction of quality 11's cost.
        brotliCompressSync(entry.identity.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(entry.identity.body, { level: 6 });
  const variant = { body, headers: [...entry.baseHeaders, 'content-encoding', encoding, 'content-length', String(body.length)] };
  entry[encoding] = variant;
  return variant;
}

/** Weak comparison, as RFC 9110 asks for If-None-Match; accepts lists and '*'. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return header.split(',').some((tag) => bare(tag) === wanted);
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
