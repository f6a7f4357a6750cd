import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config.js';
import { createApp } from '#src/app.js';
import { createLogger } from '#src/lib/logger.js';
import { listen, type Stack } from '#test/helpers/stack.js';
import { startFixtureStack } from '#test/helpers/fixtures.js';
import { startCmsForwarder } from '#test/helpers/cms-forwarder.js';

let stack: Stack;
beforeAll(async () => {
  stack = (await startFixtureStack()).stack;
  await stack.settle();
});
afterAll(async () => {
  await stack?.stop();
});

describe('when the CMS cannot be reached', () => {
  it('serves the last known answer if there is one, and a clear 503 {message} otherwise', async () => {
    // A second proxy reaches Strapi through a forwarder we can cut, like a CMS that goes down.
    const forwarder = await startCmsForwarder(stack.strapiUrl);
    const proxy = createApp(loadConfig({ ...process.env, STRAPI_URL: forwarder.url, CMS_TIMEOUT_MS: '2000' }), createLogger('silent'));
    const server = http.createServer(proxy.handle);
    const proxyUrl = await listen(server);
    try {
      const warm = await fetch(`${proxyUrl}/api/topics/all`);
      expect(warm.status).toBe(200);
      const known = await warm.text();
      proxy.cache.purge(); // an edit happened; the old answer is now only a fallback

      await forwarder.stop();

      const fallback = await fetch(`${proxyUrl}/api/topics/all`);
      expect(fallback.status).toBe(200);
      expect(fallback.headers.get('x-cache')).toBe('STALE');
      expect(await fallback.text()).toBe(known);

      const unknown = await fetch(`${proxyUrl}/api/exams/all`);
      expect(unknown.status).toBe(503);
      expect(await unknown.json()).toEqual({ message: expect.stringMatching(/unavailable/i) });

      const health = await (await fetch(`${proxyUrl}/healthz`)).json();
      expect(health).toMatchObject({ status: 'ok', cms: 'unreachable' });
    } finally {
      await proxy.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('cross-origin use', () => {
  it('lets origins listed in CORS_ORIGINS read with credentials, and no others', async () => {
    const allowed = await stack.get('/api/topics/all', { headers: { origin: 'https://partner.example' } });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');

    const other = await stack.get('/api/topics/all', { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();

    const preflight = await stack.get('/api/topics/all', {
      method: 'OPTIONS',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://partner.example');
  });

  it("a cached answer never carries another origin's CORS headers", async () => {
    await stack.get('/api/exams/all', { headers: { origin: 'https://partner.example' } });
    const plain = await stack.get('/api/exams/all');
    expect(plain.headers.get('x-cache')).toBe('HIT');
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses unsafe methods from a foreign Origin with 403', async () => {
    const response = await stack.get('/api/topics/all', { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Cross-site request refused' });
  });

  it('sends no CORS header, credentials included, without an allowed Origin', async () => {
    // A list (cached after the first answer) and an address that always reaches Express.
    for (const path of ['/api/topics/all', '/api/no-such-endpoint']) {
      for (const headers of [{}, { origin: 'https://evil.example' }] as Array<Record<string, string>>) {
        const response = await stack.get(path, { headers });
        expect(response.headers.get('access-control-allow-credentials'), `${path} ${JSON.stringify(headers)}`).toBeNull();
        expect(response.headers.get('access-control-allow-origin'), `${path} ${JSON.stringify(headers)}`).toBeNull();
      }
    }
  });

  // A write without Origin (an old browser, a privacy extension) still shows another site's page by its
  // Sec-Fetch-Site or Referer. An unknown endpoint answers 404 once a request is let through.
  it('refuses a write without Origin when Sec-Fetch-Site or the Referer names another site', async () => {
    const post = (headers: Record<string, string>) => stack.get('/api/no-such-endpoint', { method: 'POST', headers });
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { referer: 'https://evil.example/quiz.html' },
      { referer: 'not an address' },
      { 'sec-fetch-site': 'same-origin', referer: 'https://evil.example/' },
    ] as Array<Record<string, string>>) {
      const response = await post(headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(((await response.json()) as { message: string }).message).toMatch(/^Cross-site request refused: /);
    }
    for (const headers of [
      {},
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      { referer: `${stack.proxyUrl}/admin/questions` },
      { referer: 'https://partner.example/app' },
    ] as Array<Record<string, string>>) {
      expect((await post(headers)).status, JSON.stringify(headers)).toBe(404);
    }
  });
});
