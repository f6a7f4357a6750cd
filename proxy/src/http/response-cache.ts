import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

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
}

/** Bodies smaller than this are not worth compressing. */
const COMPRESS_MIN_BYTES = 1024;

/** Headers that belong to one request and must never be replayed to another. */
const PER_REQUEST_HEADERS = new Set([
  'set-cookie', 'content-length', 'content-encoding', 'etag', 'cache-control', 'vary', 'x-cache',
  'access-control-allow-origin', 'access-control-allow-credentials', 'access-control-expose-headers', 'server-timing',
]);

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
 */
export class ResponseCache {
  private readonly fresh: LRUCache<string, CachedResponse>;
  private readonly stale: LRUCache<string, CachedResponse>;
  private readonly purgeListeners: Array<() => void> = [];
  private broadcastPurge?: () => void;
  // Public counters, read by /healthz and /metrics.
  hits = 0;
  misses = 0;
  /** Answers given from the stale store because the CMS could not be reached. */
  staleAnswers = 0;
  /** Purges applied: this proxy's own and those received from other proxies. */
  purges = 0;
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
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith('/api/')) return false;
    // Cross-origin requests need per-request CORS headers: Express's cors middleware handles those.
    if (req.headers.origin !== undefined) return false;
    const entry = this.fresh.get(cacheKey(req.url));
    if (!entry) return false;
    this.hits++;
    replay(req, res, entry, 'HIT');
    return true;
  }

  /** Builds an entry from a JSON body and the headers already set on `res` (helmet's, for example). */
  build(res: ServerResponse, status: number, body: unknown, cacheControl: string, onHit?: () => void): CachedResponse & { status: number } {
    const identityBody = Buffer.from(JSON.stringify(body));
    const etag = `W/"${createHash('sha1').update(identityBody).digest('base64url')}"`;
    const base: string[] = [];
    for (const [name, value] of Object.entries(res.getHeaders() as OutgoingHttpHeaders)) {
      if (value === undefined || PER_REQUEST_HEADERS.has(name)) continue;
      for (const one of Array.isArray(value) ? value : [value]) base.push(name, String(one));
    }
    base.push('content-type', 'application/json; charset=utf-8', 'cache-control', cacheControl, 'etag', etag, 'vary', 'Accept-Encoding');

    return {
      status,
      etag,
      identity: { body: identityBody, headers: [...base, 'content-length', String(identityBody.length)] },
      baseHeaders: base,
      compressible: identityBody.length >= COMPRESS_MIN_BYTES,
      notModifiedHeaders: base,
      onHit,
    };
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
    this.fresh.set(cacheKey(url), entry);
  }

  staleEntry(url: string): CachedResponse | undefined {
    return this.stale.get(cacheKey(url));
  }

  /**
   * Forgets every fresh entry (keeping it as a stale fallback for CMS outages), here and, when proxies share
   * Redis, in every other proxy. Called after writes and by Strapi's webhook.
   */
  purge() {
    this.apply();
    this.broadcastPurge?.();
  }

  /** A purge another proxy made (received through Redis): applied here, not sent on. */
  applyPeerPurge() {
    this.apply();
  }

  /** Sends this proxy's purges to the others (shared/purge-broadcast.ts). */
  setPurgeBroadcaster(broadcast: () => void) {
    this.broadcastPurge = broadcast;
  }

  private apply() {
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
 * Normalises a request URL into a cache key: path segments decoded and re-encoded one way, query
 * parameters sorted. Plain URLs (the common case) are used as they are.
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
