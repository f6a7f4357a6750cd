import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { CacheKeys } from './cache-keys.js';
import { buildEntry, precompressSoon, replay, type CachedResponse } from './cached-response.js';
import { RecentPurges, type PurgeCause } from './purge-record.js';
import { SpillDirectory } from './spill-file.js';
import { compressDiskSoon, removeDisk } from './spilled-response.js';
import type { LiveNumber } from '#src/lib/live-number.js';

// Part of this cache's interface (routes declare their keys through `keys.add`).
export type { QueryCanonicaliser } from './cache-keys.js';

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
 *
 * An answer larger than `memoryEntryMaxBytes` (a whole question list of a huge subtopic) is kept in a temporary
 * file instead (spilled-response.ts), replayed with the same headers, ETag and encodings. Its file is removed
 * when the entry leaves the cache (purge, eviction, expiry, close); it is no stale fallback.
 */
export class ResponseCache {
  private readonly fresh: LRUCache<string, CachedResponse>;
  private readonly stale: LRUCache<string, CachedResponse>;
  private readonly purgeListeners: Array<() => void> = [];
  private broadcastPurge?: (cause: PurgeCause | undefined) => void;
  private readonly recentPurges = new RecentPurges();
  /** The cached routes' keys (declared through http/public-reads.ts, and by search/routes.ts). */
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
  /** Answers larger than this many bytes are kept on disk, not in memory. */
  readonly memoryEntryMaxBytes: number;
  /** A streamed answer still being made after this long is sent as it comes (see streamed-build.ts). */
  readonly streamAfterMs: number;
  private readonly spill = new SpillDirectory();

  constructor(limits: { maxEntries: number; maxBytes: number; ttlSeconds?: number; memoryEntryMaxBytes?: number; streamAfterMs?: number }) {
    this.memoryEntryMaxBytes = limits.memoryEntryMaxBytes ?? 8 * 1024 * 1024;
    this.streamAfterMs = limits.streamAfterMs ?? 1000;
    const options = {
      max: limits.maxEntries,
      maxSize: limits.maxBytes,
      // Identity plus room for the two compressed variants (JSON compresses to well under half); a disk entry
      // holds only its headers in memory.
      sizeCalculation: (entry: CachedResponse) => (entry.disk ? 2048 : Math.ceil(entry.identity.body.length * 1.6) + 512),
    };
    this.fresh = new LRUCache({
      ...options,
      ttl: limits.ttlSeconds ? limits.ttlSeconds * 1000 : undefined,
      // An expired entry is still the best fallback there is while the CMS is down (a disk entry is not kept).
      dispose: (entry, key, reason) => {
        if (entry.disk) removeDisk(entry.disk);
        else if (reason === 'expire') this.stale.set(key, entry);
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
    return buildEntry(res, status, body, cacheControl, onHit, live);
  }

  /** Fills in a fresh entry's compressed variants soon after its miss was answered (see cached-response.ts). */
  precompressSoon(entry: CachedResponse) {
    if (entry.disk) compressDiskSoon(entry, entry.disk, (extension) => this.spill.newPath(extension));
    else precompressSoon(entry);
  }

  /** Where answers too large for memory are kept, once one was. */
  get spillDirectory(): string | undefined {
    return this.spill.path;
  }

  /** A new temporary file name for an answer too large for memory. */
  newSpillPath(): Promise<string> {
    return this.spill.newPath();
  }

  /** Drops every entry and removes the temporary files (at shutdown). */
  close() {
    this.fresh.clear();
    this.spill.close();
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
    for (const [key, entry] of this.fresh.entries()) if (!entry.disk) this.stale.set(key, entry);
    // Disk entries' files go with them (the dispose above).
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

/** `/api/...` in any letter case, as Express's router matches it. */
function isApiUrl(url: string | undefined): url is string {
  return url !== undefined && (url.startsWith('/api/') || url.slice(0, 5).toLowerCase() === '/api/');
}
