// /metrics (prom-client) and the proxy's log during a CMS outage, against a real Strapi: requests and latency
// by route pattern (cache hits included), the response cache's counters, CMS errors, the optional token.
import http from 'node:http';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type ProxyApp } from '#src/app.js';
import { loadConfig } from '#src/config.js';
import { createLogger, type Logger } from '#src/lib/logger.js';
import { startCmsForwarder } from '#test/helpers/cms-forwarder.js';
import { startFixtureStack } from '#test/helpers/fixtures.js';
import { listen, type Stack } from '#test/helpers/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = (await startFixtureStack()).stack;
  await stack.settle();
});
afterAll(async () => {
  await stack?.stop();
});

interface RunningProxy {
  app: ProxyApp;
  url: string;
  get: (path: string, init?: RequestInit) => Promise<Response>;
  metrics: (init?: RequestInit) => Promise<string>;
  close: () => Promise<void>;
}

/** A proxy of its own (fresh counters) in front of `strapiUrl`. */
async function startProxy(options: { strapiUrl?: string; env?: Record<string, string>; logger?: Logger } = {}): Promise<RunningProxy> {
  const config = loadConfig({ ...process.env, STRAPI_URL: options.strapiUrl ?? stack.strapiUrl, CMS_TIMEOUT_MS: '2000', ...options.env });
  const app = createApp(config, options.logger ?? createLogger('silent'));
  const server = http.createServer(app.handle);
  const url = await listen(server);
  const get = (path: string, init?: RequestInit) => fetch(`${url}${path}`, init);
  return {
    app,
    url,
    get,
    metrics: async (init) => {
      const answer = await get('/metrics', init);
      expect(answer.status).toBe(200);
      return answer.text();
    },
    close: async () => {
      await app.close();
      await new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
    },
  };
}

/** The value of one series in Prometheus text, e.g. value(text, 'http_requests_total', { route: '/x' }). */
function value(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = line.match(/^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]));
    if (Object.entries(labels).every(([key, wanted]) => found[key] === wanted)) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  it('serves Prometheus text with the process metrics', async () => {
    const proxy = await startProxy();
    try {
      const answer = await proxy.get('/metrics');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await answer.text();
      expect(text).toContain('# TYPE http_requests_total counter');
      expect(text).toContain('# TYPE http_request_duration_seconds histogram');
      // Served, with a number: the CPU counter counts from the app's start, and Linux accounts CPU time in clock ticks,
      // so a scrape soon after on a loaded machine can read 0 (it did in a clean-clone run).
      expect(value(text, 'process_cpu_user_seconds_total')).toBeGreaterThanOrEqual(0);
      expect(value(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      expect(value(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
      expect(value(text, 'proxy_cms_reachable')).toBe(1);
    } finally {
      await proxy.close();
    }
  });

  it('counts requests and latency by route pattern, cache hits included, never by raw URL', async () => {
    const proxy = await startProxy();
    try {
      for (const slug of ['ssc-cgl-tier-1', 'nda', 'ssc-cgl-tier-1', 'nda']) {
        expect((await proxy.get(`/api/exam-patterns/slug/${slug}`)).status).toBe(200);
      }
      expect((await proxy.get('/api/exam-patterns/slug/no-such-exam')).status).toBe(404);
      // A revalidation answered from the cache with 304.
      const cached = await proxy.get('/api/exam-patterns/slug/nda');
      expect(cached.headers.get('x-cache')).toBe('HIT');
      expect((await proxy.get('/api/exam-patterns/slug/nda', { headers: { 'if-none-match': cached.headers.get('etag')! } })).status).toBe(
        304,
      );
      expect((await proxy.get('/api/no/such/endpoint')).status).toBe(404);
      expect((await proxy.get('/healthz')).status).toBe(200);

      const text = await proxy.metrics();
      const route = '/api/exam-patterns/slug/:slug';
      expect(value(text, 'http_requests_total', { method: 'GET', route, status_code: '200' })).toBe(5);
      expect(value(text, 'http_requests_total', { method: 'GET', route, status_code: '304' })).toBe(1);
      expect(value(text, 'http_requests_total', { method: 'GET', route, status_code: '404' })).toBe(1);
      expect(value(text, 'http_requests_total', { method: 'GET', route: 'unmatched', status_code: '404' })).toBe(1);
      expect(value(text, 'http_requests_total', { method: 'GET', route: '/healthz', status_code: '200' })).toBe(1);
      expect(value(text, 'http_request_duration_seconds_count', { method: 'GET', route })).toBe(7);
      expect(value(text, 'http_request_duration_seconds_bucket', { method: 'GET', route, le: '10' })).toBe(7);
      expect(value(text, 'http_request_duration_seconds_sum', { method: 'GET', route })).toBeGreaterThan(0);
      // Bounded labels: no slug, no query, no unknown path.
      expect(text).not.toMatch(/ssc-cgl-tier-1|no-such-exam|no\/such\/endpoint/);
    } finally {
      await proxy.close();
    }
  });

  it('mirrors the response cache: hits, misses, purges and entries', async () => {
    const proxy = await startProxy();
    try {
      await proxy.get('/api/topics/all');
      await proxy.get('/api/topics/all');
      await proxy.get('/api/exams/all');
      proxy.app.cache.purge();
      await proxy.get('/api/topics/all');

      const text = await proxy.metrics();
      expect(value(text, 'proxy_cache_misses_total')).toBe(3);
      expect(value(text, 'proxy_cache_hits_total')).toBe(1);
      expect(value(text, 'proxy_cache_purges_total')).toBe(1);
      expect(value(text, 'proxy_cache_entries')).toBe(1);
      expect(value(text, 'proxy_cache_stale_answers_total')).toBe(0);
      expect(value(text, 'proxy_cache_hits_total')).toBe(proxy.app.cache.hits);
    } finally {
      await proxy.close();
    }
  });

  it('needs `Authorization: Bearer <METRICS_TOKEN>` when a token is set', async () => {
    const proxy = await startProxy({ env: { METRICS_TOKEN: 'scrape-secret-0123456789' } });
    try {
      const without = await proxy.get('/metrics');
      expect(without.status).toBe(401);
      expect(without.headers.get('www-authenticate')).toBe('Bearer');
      expect(await without.json()).toEqual({ message: expect.any(String) });
      expect((await proxy.get('/metrics', { headers: { authorization: 'Bearer wrong-secret-0123456789' } })).status).toBe(401);
      expect((await proxy.get('/metrics', { headers: { authorization: 'scrape-secret-0123456789' } })).status).toBe(401);
      const text = await proxy.metrics({ headers: { authorization: 'Bearer scrape-secret-0123456789' } });
      expect(value(text, 'http_requests_total', { route: '/metrics', status_code: '401' })).toBe(3);
    } finally {
      await proxy.close();
    }
  });
});

describe('a CMS that cannot be reached', () => {
  it('gives one warning line (not a stack per request), counts the failures and stale answers, and one line when it is back', async () => {
    // The proxy reaches Strapi through a forwarder that can be stopped and started again on the same port.
    const forwarder = await startCmsForwarder(stack.strapiUrl);
    const lines: Array<{ level: number; msg: string; err?: unknown }> = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const proxy = await startProxy({ strapiUrl: forwarder.url, logger: pino({ level: 'info' }, sink) });
    try {
      expect((await proxy.get('/api/topics/all')).status).toBe(200);
      proxy.app.cache.purge(); // the old answer is now only a fallback
      await forwarder.stop();
      lines.length = 0;

      for (let round = 0; round < 3; round++) {
        const stale = await proxy.get('/api/topics/all');
        expect(stale.status).toBe(200);
        expect(stale.headers.get('x-cache')).toBe('STALE');
        expect((await proxy.get('/api/exams/all')).status).toBe(503);
        expect((await proxy.get('/exam-patterns/nda')).status).toBe(200); // the web app, generic metadata
      }

      const warnings = lines.filter((line) => line.level >= 40);
      expect(warnings.map((line) => line.msg)).toEqual([
        `CMS not reachable at ${forwarder.url} (ECONNREFUSED); answering from the cache (STALE) or with 503 until it is`,
      ]);
      expect(JSON.stringify(lines)).not.toContain('    at ');
      let text = await proxy.metrics();
      expect(value(text, 'proxy_cms_errors_total', { reason: 'unreachable' })).toBeGreaterThanOrEqual(6);
      expect(value(text, 'proxy_cache_stale_answers_total')).toBe(3);
      expect(value(text, 'proxy_cms_reachable')).toBe(0);
      expect(value(text, 'http_requests_total', { route: '/api/exams/all', status_code: '503' })).toBe(3);

      await forwarder.restart();
      expect((await proxy.get('/api/exams/all')).status).toBe(200);
      expect(lines.filter((line) => line.msg === `CMS reachable again at ${forwarder.url}`)).toHaveLength(1);
      text = await proxy.metrics();
      expect(value(text, 'proxy_cms_reachable')).toBe(1);
    } finally {
      await proxy.close();
      await forwarder.stop();
    }
  });
});
