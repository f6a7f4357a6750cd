import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { Router } from 'express';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '#src/http/error-handler.js';
import { headersSetBy, inputLocale, PublicReads, type ReadAnswer } from '#src/http/public-reads.js';
import { ResponseCache } from '#src/http/response-cache.js';
import { DETAIL_CACHE_CONTROL } from '#src/http/cached-route.js';
import { CmsUnavailableError, notFound } from '#src/lib/errors.js';
import { createLogger } from '#src/lib/logger.js';

/**
 * The public reads' two doors: an HTTP route and the server render's call in process, one producer and one cache
 * entry behind both. (The stack tests check the same against Strapi: test/server-rendering.test.ts.)
 */

const cache = new ResponseCache({ maxEntries: 100, maxBytes: 1_000_000 });
const security = helmet();
const reads = new PublicReads(cache, headersSetBy(security));
let computations = 0;
let views = 0;
let cmsDown = false;
let server: Server;
let base = '';

beforeAll(async () => {
  const app = express();
  app.set('query parser', 'simple');
  app.use(security);
  const router = Router();
  const { cached, uncached } = reads.on(router);
  cached('listTopics', async (input) => {
    computations++;
    if (cmsDown) throw new CmsUnavailableError();
    return { body: [{ topic_name: 'maths', locale: inputLocale(input) }] };
  });
  cached(
    'getCheatsheetBySlug',
    async ({ params }) => {
      if (params.slug !== 'known sheet') throw notFound('Cheatsheet not found');
      return { body: { slug: params.slug }, onHit: () => views++ };
    },
    { cacheControl: DETAIL_CACHE_CONTROL },
  );
  uncached('aiStatus', async () => ({ body: { enabled: false }, cacheControl: 'no-cache' }));
  app.use('/api', router);
  app.use(errorHandler(createLogger('silent')));
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server?.close();
  cache.close();
});

const json = (answer: ReadAnswer | undefined) => JSON.parse(answer!.body.toString()) as unknown;
const header = (answer: ReadAnswer | undefined, name: string) => answer!.headers.find(([key]) => key === name)?.[1];

describe('a public read in process', () => {
  it('fills the cache entry the HTTP route then replays, with the headers an HTTP miss stores (helmet’s too)', async () => {
    cache.purge();
    const before = computations;
    const inProcess = await reads.answer('/api/topics/all?x=ignored');
    expect(inProcess?.status).toBe(200);
    expect(json(inProcess)).toEqual([{ topic_name: 'maths', locale: 'en' }]);
    const hit = await fetch(`${base}/api/topics/all`);
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(computations - before).toBe(1);
    expect(await hit.text()).toBe(inProcess!.body.toString());
    expect(header(inProcess, 'content-security-policy')).toBe(hit.headers.get('content-security-policy'));
    expect(header(inProcess, 'etag')).toBe(hit.headers.get('etag'));

    cache.purge();
    await fetch(`${base}/api/topics/all`);
    const afterHttp = await fetch(`${base}/api/topics/all`);
    const names = (headers: Array<[string, string]>) =>
      headers
        .map(([name]) => name)
        .filter((name) => !['date', 'connection', 'keep-alive', 'x-cache'].includes(name))
        .sort();
    expect(names(inProcess!.headers)).toEqual(names([...afterHttp.headers]));
  });

  it('uses the entry an HTTP request stored, per language', async () => {
    cache.purge();
    await fetch(`${base}/api/topics/all?locale=hi`);
    const before = computations;
    expect(json(await reads.answer('/api/topics/all?locale=hi'))).toEqual([{ topic_name: 'maths', locale: 'hi' }]);
    expect(computations).toBe(before);
  });

  it('answers the errors HTTP answers: a 400 for an unknown language, a 404 for an unknown slug', async () => {
    const badLocale = await reads.answer('/api/topics/all?locale=xx');
    expect(badLocale?.status).toBe(400);
    expect((await fetch(`${base}/api/topics/all?locale=xx`)).status).toBe(400);
    const missing = await reads.answer('/api/cheatsheets/slug/nothing');
    expect(missing?.status).toBe(404);
    expect(json(missing)).toEqual({ message: 'Cheatsheet not found' });
    expect((await reads.answer('/api/cheatsheets/slug/%zz'))?.status).toBe(400);
    // Addresses HTTP refuses before any route are refused in process too: never a trip to the CMS.
    expect((await reads.answer(`/api/cheatsheets/slug/${'a'.repeat(300)}`))?.status).toBe(400);
    expect((await reads.answer(`/api/cheatsheets/slug/${'a'.repeat(9000)}`))?.status).toBe(414);
  });

  it('counts no view; the HTTP answer from the same entry does', async () => {
    cache.purge();
    views = 0;
    expect(json(await reads.answer('/api/cheatsheets/slug/known%20sheet'))).toEqual({ slug: 'known sheet' });
    expect(json(await reads.answer('/api/cheatsheets/slug/known%20sheet'))).toEqual({ slug: 'known sheet' });
    expect(views).toBe(0);
    await fetch(`${base}/api/cheatsheets/slug/known%20sheet`);
    expect(views).toBe(1);
  });

  it('answers from the last known entry when the CMS is down, as HTTP does', async () => {
    cache.purge();
    await reads.answer('/api/topics/all');
    cache.purge();
    cmsDown = true;
    try {
      expect((await reads.answer('/api/topics/all'))?.status).toBe(200);
      expect((await fetch(`${base}/api/topics/all`)).headers.get('x-cache')).toBe('STALE');
      expect((await reads.answer('/api/cheatsheets/slug/never-read'))?.status).toBe(404);
    } finally {
      cmsDown = false;
    }
  });

  it('answers reads that are never cached, and knows no address that is not a public read', async () => {
    const status = await reads.answer('/api/ai/status');
    expect(json(status)).toEqual({ enabled: false });
    expect(header(status, 'cache-control')).toBe('no-cache');
    expect((await fetch(`${base}/api/ai/status`)).headers.get('cache-control')).toBe('no-cache');
    expect(await reads.answer('/api/admin/topics')).toBeUndefined();
    expect(await reads.answer('/api/exams/all')).toBeUndefined();
  });
});
