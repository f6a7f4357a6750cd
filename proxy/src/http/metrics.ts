import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { CmsFailure } from '#src/strapi/client.js';

/** The response cache's own counters (ResponseCache), read at scrape time. */
export interface CacheStatistics {
  readonly hits: number;
  readonly misses: number;
  readonly staleAnswers: number;
  readonly purges: number;
  readonly size: number;
  /** Purges skipped because they were for entries already purged for (a write, then its webhook). */
  readonly duplicatePurgesSkipped: number;
  /** The cache key of a URL (only the contract's parameters count), so a hit is labelled like its miss. */
  keyOf(url: string): string;
}

/** Up to 10 s: a cache hit takes well under a millisecond, a cold miss through Strapi tens to hundreds. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** The route label of a request no route matched (unknown API paths, static files). */
const UNMATCHED = 'unmatched';
/** The route label of a cache hit whose route this proxy has not seen answered yet. */
const CACHED = 'cached';

/**
 * Default Node metrics (CPU, memory, event-loop lag, GC) describe the process, so they are collected once per
 * process however many apps it builds (tests build several).
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The proxy's Prometheus metrics, served at /metrics: requests and latency by route pattern (never the raw
 * URL, so the number of series stays bounded), the response cache's counters, failed calls to the CMS, and
 * the process's own metrics.
 */
export class ProxyMetrics {
  private readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status_code'>;
  private readonly latency: Histogram<'method' | 'route'>;
  private readonly cmsFailures: Counter<'reason'>;
  /**
   * Cache hits are answered before Express routes them, so the route a cached URL belongs to is remembered
   * when its miss goes through Express (bounded like the cache itself).
   */
  private readonly routeOfCachedUrl: LRUCache<string, string>;

  constructor(
    private readonly cache: CacheStatistics,
    cms: { readonly reachable: boolean },
    maxCachedUrls: number,
  ) {
    const registers = [this.registry];
    this.routeOfCachedUrl = new LRUCache({ max: maxCachedUrls });
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code (cache hits included)',
      labelNames: ['method', 'route', 'status_code'],
      registers,
    });
    this.latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route pattern (cache hits included)',
      labelNames: ['method', 'route'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.cmsFailures = new Counter({
      name: 'proxy_cms_errors_total',
      help: 'Calls to the CMS that failed, by reason (unreachable, server_error, bad_answer, token_refused)',
      labelNames: ['reason'],
      registers,
    });
    // The cache keeps plain counters on its hot path; they are copied into Prometheus when scraped.
    const mirror = (name: string, help: string, read: () => number) =>
      new Counter({
        name,
        help,
        registers,
        collect() {
          this.reset();
          this.inc(read());
        },
      });
    mirror('proxy_cache_hits_total', 'Public API answers served from the response cache', () => cache.hits);
    mirror(
      'proxy_cache_duplicate_purges_skipped_total',
      'Purges skipped as already done for the same entries (a write, then its webhook)',
      () => cache.duplicatePurgesSkipped,
    );
    mirror('proxy_cache_misses_total', 'Public API answers computed from the CMS and stored', () => cache.misses);
    mirror(
      'proxy_cache_stale_answers_total',
      'Answers served from the stale copy because the CMS was unreachable',
      () => cache.staleAnswers,
    );
    mirror('proxy_cache_purges_total', 'Cache purges (writes, CMS webhooks, purges from other proxies)', () => cache.purges);
    new Gauge({
      name: 'proxy_cache_entries',
      help: 'Fresh entries in the response cache',
      registers,
      collect() {
        this.set(cache.size);
      },
    });
    new Gauge({
      name: 'proxy_cms_reachable',
      help: '1 when the last call to the CMS reached it, 0 during an outage',
      registers,
      collect() {
        this.set(cms.reachable ? 1 : 0);
      },
    });
  }

  /** Counts a failed CMS call (StrapiClient's observer). */
  cmsFailed(failure: CmsFailure) {
    this.cmsFailures.inc({ reason: failure });
  }

  /** Express middleware (first in the chain): records each request when its answer is finished. */
  recordRequests(): RequestHandler {
    return (req, res, next) => {
      const started = performance.now();
      res.once('finish', () => {
        const route = routeOf(req);
        // Remember which route a cacheable URL belongs to, for its later hits (see answeredFromCache).
        if (route !== UNMATCHED && res.getHeader('x-cache') !== undefined)
          this.routeOfCachedUrl.set(this.cache.keyOf(req.originalUrl), route);
        this.record(req.method, route, res.statusCode, performance.now() - started);
      });
      next();
    };
  }

  /** Records a request the response cache answered before Express (app.ts's handle). */
  answeredFromCache(req: IncomingMessage, res: ServerResponse, started: number) {
    const route = this.routeOfCachedUrl.get(this.cache.keyOf(req.url ?? '/')) ?? CACHED;
    this.record(req.method ?? 'GET', route, res.statusCode, performance.now() - started);
  }

  /** GET /metrics; with a token configured, only for `Authorization: Bearer <token>`. */
  serve(token: string | undefined): RequestHandler {
    return async (req, res, next) => {
      if (token !== undefined && !bearerMatches(req.get('authorization'), token)) {
        res.status(401).set('www-authenticate', 'Bearer').json({ message: 'A metrics token is required' });
        return;
      }
      try {
        const [own, processWide] = await Promise.all([this.registry.metrics(), processMetrics().metrics()]);
        res.set('content-type', this.registry.contentType).set('cache-control', 'no-store').send(`${own}\n${processWide}`);
      } catch (error) {
        next(error);
      }
    };
  }

  private record(method: string, route: string, status: number, milliseconds: number) {
    const knownMethod = KNOWN_METHODS.has(method) ? method : 'other';
    this.requests.inc({ method: knownMethod, route, status_code: status });
    this.latency.observe({ method: knownMethod, route }, milliseconds / 1000);
  }
}

/** The matched route's pattern, e.g. `/api/exam-patterns/slug/:slug`; `unmatched` when no route matched. */
function routeOf(req: Request): string {
  const pattern: unknown = req.route?.path;
  if (typeof pattern !== 'string') return UNMATCHED;
  // Express resets req.baseUrl when an error leaves a mounted router; every API router is mounted at /api.
  const base = req.baseUrl || (req.originalUrl.startsWith('/api/') ? '/api' : '');
  return base + pattern;
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim() ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
