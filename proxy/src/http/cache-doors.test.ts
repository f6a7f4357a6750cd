import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { causeOfWebhook, causeOfWrites, RecentPurges } from '#src/http/purge-record.js';
import { adminClient, createAdministrator, signIn, type AdminClient } from '#test/helpers/admin.js';
import { cachedAnswer, patchAs } from '#test/helpers/cache-answers.js';
import { startFixtureStack, type Fixtures } from '#test/helpers/fixtures.js';
import { freePort, RedisServer } from '#test/helpers/redis-server.js';
import { eventually, type ProxyInstance, type Stack } from '#test/helpers/stack.js';

// The response cache's doors, so nobody can empty it or walk around it, and a burst of edits is no purge storm: who can purge it, which URLs
// share an entry, one purge per change across proxies, and view counts that move on cached detail pages.
// Two proxies (A: the stack's, where Strapi's webhook lands; B) share a redis-server of this file's own.
let redis: RedisServer;
let stack: Stack;
let proxyB: ProxyInstance;
let fx: Fixtures;
let api: AdminClient;
let cookie: string;
/** Every request Strapi received ("GET /api/topics?..."). */
const strapiRequests: string[] = [];

const VIEW_FLUSH_MS = 300;
const REDIS_KEY_PREFIX = `test-${randomBytes(4).toString('hex')}:`;
/** Every purge broadcast the proxies sent through Redis, as published, heard by a listener of this file's own. */
const broadcastsHeard: string[] = [];
let listener: Redis;
const redisHealth = async (url: string) => ((await (await fetch(`${url}/healthz`)).json()) as { redis: string }).redis;

beforeAll(async () => {
  redis = await new RedisServer().start();
  listener = new Redis(redis.url);
  listener.on('message', (_channel: string, message: string) => broadcastsHeard.push(message));
  await listener.subscribe(`${REDIS_KEY_PREFIX}cache:purge`);
  ({ stack, fx } = await startFixtureStack({
    recordRequests: true,
    env: { REDIS_URL: redis.url, REDIS_KEY_PREFIX, VIEW_FLUSH_MS: String(VIEW_FLUSH_MS) },
  }));
  stack.strapi.server.httpServer.on('request', (req: IncomingMessage) => strapiRequests.push(`${req.method} ${req.url}`));
  const admin = await createAdministrator(stack.strapi);
  cookie = await signIn(stack, admin.username, admin.password);
  api = adminClient(stack, cookie);
  proxyB = await stack.addProxy();
  await eventually(async () => {
    for (const url of [stack.proxyUrl, proxyB.url]) expect(await redisHealth(url)).toBe('reachable');
  });
  await stack.settle();
});
afterAll(async () => {
  listener?.disconnect();
  await stack?.stop();
  await redis?.stop();
});

const A = () => stack.proxy.cache;
const B = () => proxyB.proxy.cache;
/** A request to proxy A (or to a full URL), read to the end. */
const answer = (url: string, init?: RequestInit) => cachedAnswer(url.startsWith('http') ? url : `${stack.proxyUrl}${url}`, init);
/** Strapi requests since `mark` whose path starts with `prefix`. */
const strapiCalls = (mark: number, prefix: string) => strapiRequests.slice(mark).filter((line) => line.startsWith(`GET ${prefix}`));
/** Strapi's purge webhooks that reached proxy A so far. */
const webhooksReceived = () => stack.requests.filter((seen) => seen.method === 'POST' && seen.url === '/internal/cache/purge').length;
/** Purges applied and skipped as duplicates, so far. */
const purgeEvents = (cache = A()) => ({ purges: cache.purges, skipped: cache.duplicatePurgesSkipped });

describe('the cache key: only what changes the answer', () => {
  it('answers unknown parameters, letter case in the fixed path, a trailing slash and cross-origin requests from one entry, without asking Strapi', async () => {
    await answer('/api/topics/all');
    const mark = strapiRequests.length;
    const spellings = [
      '/api/topics/all?x=1',
      '/api/topics/all?x=2',
      '/api/topics/all?x=random&y=',
      '/api/TOPICS/All',
      '/API/topics/all?X=3',
      '/api/topics/all/',
    ];
    for (const url of spellings) {
      const got = await answer(url);
      expect([url, got.status, got.xCache]).toEqual([url, 200, 'HIT']);
    }
    // Cross-origin requests are answered through Express (CORS headers of their own), from the same entry.
    const crossOrigin = await fetch(`${stack.proxyUrl}/api/topics/all?x=4`, { headers: { origin: 'https://partner.example' } });
    await crossOrigin.arrayBuffer();
    expect(crossOrigin.headers.get('x-cache')).toBe('HIT');
    expect(crossOrigin.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(strapiCalls(mark, '/api/topics')).toEqual([]);
  });

  it('after a purge, concurrent requests with random parameters make one Strapi request between them', async () => {
    stack.proxy.cache.purge();
    const mark = strapiRequests.length;
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => answer(`/api/exams/all?nocache=${index}&t=${Date.now()}`)));
    expect(new Set(answers.map((got) => got.text)).size).toBe(1);
    expect(strapiCalls(mark, '/api/exams')).toHaveLength(1);
    expect((await answer('/api/exams/all?nocache=again')).xCache).toBe('HIT');
  });

  it("keeps a list's page and limit as readPaging reads them, and nothing else", async () => {
    const all = await answer('/api/exam-patterns/all');
    const mark = strapiRequests.length;
    for (const url of [
      '/api/exam-patterns/all?limit=100',
      '/api/exam-patterns/all?limit=500&page=1',
      '/api/exam-patterns/all?LIMIT=1&utm_source=x',
      '/api/exam-patterns/all?page=01',
    ]) {
      const got = await answer(url);
      expect([url, got.xCache, got.text]).toEqual([url, 'HIT', all.text]);
    }
    expect(strapiCalls(mark, '/api/exam-patterns')).toEqual([]);
    // A limit that changes the answer is its own entry, whichever way it is written.
    const one = await answer('/api/exam-patterns/all?limit=1&x=1');
    expect(one.xCache).toBe('MISS');
    expect(JSON.parse(one.text).examPatterns).toHaveLength(1);
    expect((await answer('/api/exam-patterns/all?x=2&limit=01')).xCache).toBe('HIT');
    // Input the contract refuses is refused whatever else the query holds.
    expect((await answer('/api/exam-patterns/all?limit=abc&x=1')).status).toBe(400);
  });

  it('keeps the letter case of names and slugs: Strapi looks them up exactly, so they are different answers', async () => {
    expect((await answer('/api/exam-patterns/slug/nda')).status).toBe(200);
    expect((await answer('/api/exam-patterns/slug/NDA')).status).toBe(404);
    const lower = await answer('/api/questions/subtopic/percentages');
    const upper = await answer('/api/questions/subtopic/PERCENTAGES');
    expect(JSON.parse(lower.text).length).toBeGreaterThan(0);
    expect(JSON.parse(upper.text)).toEqual([]);
    // The path's fixed words are matched as Express matches them: encoded letters are not the word.
    expect((await answer('/api/%74opics/all')).status).toBe(404);
  });
});

describe('purges: only after Strapi accepted a write', () => {
  beforeAll(async () => {
    await answer('/api/topics/all');
  });

  /**
   * The attempt is answered `expected` (a status, or a test of it) and no proxy purges. A purge it set off could
   * still be on its way (Strapi's webhook to A, a broadcast through Redis), so the check ends with a marker sent
   * down the same roads after it: an edit made directly in Strapi, whose webhook purges A, which broadcasts it.
   * Redis delivers a channel's messages in the order they were published, so once the marker's broadcast has
   * reached this file's own listener, any purge the attempt caused anywhere has been broadcast before it; and
   * the marker's must be the only one.
   */
  const expectNoPurge = async (attempt: () => Promise<{ status: number }>, expected: number | ((status: number) => boolean)) => {
    const before = [A().purges, B().purges];
    const heardBefore = broadcastsHeard.length;
    const { status } = await attempt();
    if (typeof expected === 'number') expect(status).toBe(expected);
    else expect(expected(status), `status ${status}`).toBe(true);
    expect([A().purges, B().purges]).toEqual(before);
    expect((await answer('/api/topics/all')).xCache).toBe('HIT');

    const marker = fx.topics.reasoning.documentId;
    await stack.strapi.documents('api::topic.topic').update({ documentId: marker, data: { topic_name: 'logical-reasoning' } });
    await eventually(async () => expect(broadcastsHeard.slice(heardBefore).some((heard) => heard.includes(marker))).toBe(true));
    expect(broadcastsHeard.slice(heardBefore)).toHaveLength(1);
    await eventually(async () => expect([A().purges, B().purges]).toEqual([before[0]! + 1, before[1]! + 1]));
    // The next attempt starts from a cached answer again.
    await answer('/api/topics/all');
  };

  it('anonymous writes purge nothing', async () => {
    await expectNoPurge(() => adminClient(stack, undefined).post('/api/topics/add', { topic_name: 'anonymous-topic' }), 401);
    await expectNoPurge(() => adminClient(stack, undefined).delete(`/api/topics/delete/${fx.topics.empty.documentId}`), 401);
  });

  it('forged session cookies purge nothing, even one that cannot be sent on to Strapi', async () => {
    const forged = 'examprep_session=eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.forged';
    await expectNoPurge(() => adminClient(stack, forged).post('/api/topics/add', { topic_name: 'forged-topic' }), 401);
    // A newline in the cookie (decoded by cookie-parser) cannot go into Strapi's Authorization header.
    await expectNoPurge(
      () => adminClient(stack, 'examprep_session=a%0Ab').post('/api/topics/add', { topic_name: 'broken-topic' }),
      (status) => status >= 400,
    );
  });

  it('a write Strapi refuses purges nothing', async () => {
    await expectNoPurge(() => api.delete('/api/topics/delete/no-such-document-id'), 404);
    await expectNoPurge(() => api.patch(`/api/exam-patterns/admin/no-such-document-id/featured`, { featured: true }), 404);
  });

  it('a write that cannot reach Strapi (503) purges nothing, on its proxy or any other', async () => {
    // A port nothing listens on: every call to "Strapi" is refused.
    const unreachable = await stack.addProxy({ STRAPI_URL: `http://127.0.0.1:${await freePort()}`, CMS_TIMEOUT_MS: '1000' });
    try {
      await eventually(async () => expect(await redisHealth(unreachable.url)).toBe('reachable'));
      const before = unreachable.proxy.cache.purges;
      await expectNoPurge(async () => {
        const refused = await patchAs(cookie, `${unreachable.url}/api/exam-patterns/admin/${fx.patterns.nda.documentId}/featured`, {
          featured: true,
        });
        // Its own purge would have come with the answer (the marker's broadcast reaches it later).
        expect(unreachable.proxy.cache.purges).toBe(before);
        return refused;
      }, 503);
    } finally {
      await unreachable.stop();
    }
  });
});

describe('one purge per change', () => {
  beforeAll(() => stack.settle());

  it("a write through the proxy purges at once, and Strapi's webhook for it does not purge again", async () => {
    const before = purgeEvents();
    const pattern = fx.patterns.sscPattern.documentId;
    const written = await api.patch(`/api/exam-patterns/admin/${pattern}/featured`, { featured: false });
    expect(written.status).toBe(200);
    // Read-your-write: the purge came with the answer, not with the webhook.
    expect(A().purges).toBe(before.purges + 1);
    const list = await answer('/api/exam-patterns/featured/list');
    expect(JSON.parse(list.text).map((p: { slug: string }) => p.slug)).not.toContain('ssc-cgl-tier-1');
    // Strapi's webhook for the same write arrives and is recognised.
    await eventually(async () => expect(A().duplicatePurgesSkipped).toBe(before.skipped + 1));
    expect(A().purges).toBe(before.purges + 1);
    expect((await answer('/api/exam-patterns/featured/list')).xCache).toBe('HIT');
  });

  it('creates and deletes are recognised too (a delete is answered without a body)', async () => {
    const before = purgeEvents();
    const created = await api.post('/api/topics/add', { topic_name: 'short-lived-topic' });
    expect(created.status).toBe(201);
    const deleted = await api.delete(`/api/topics/delete/${created.body._id}`);
    expect(deleted.status).toBe(200);
    await eventually(async () => expect(A().duplicatePurgesSkipped).toBe(before.skipped + 2));
    expect(A().purges).toBe(before.purges + 2);
  });

  it("an editor's change in Strapi right after a proxy write still purges (a different updatedAt)", async () => {
    const before = purgeEvents();
    const pattern = fx.patterns.nda.documentId;
    expect((await api.patch(`/api/exam-patterns/admin/${pattern}/featured`, { featured: true })).status).toBe(200);
    // The Content Manager's path: Strapi's document service, which sends the webhook.
    await stack.strapi
      .documents('api::exam-pattern.exam-pattern')
      .update({ documentId: pattern, data: { exam_name: 'NDA (edited in Strapi)' } });
    // Three events: the proxy's purge, its write's webhook (skipped) and the editor's webhook (applied).
    await eventually(async () => {
      const now = purgeEvents();
      expect(now.purges + now.skipped).toBe(before.purges + before.skipped + 3);
    });
    expect(purgeEvents()).toEqual({ purges: before.purges + 2, skipped: before.skipped + 1 });
    const detail = await answer('/api/exam-patterns/slug/nda');
    expect(JSON.parse(detail.text).exam_name).toBe('NDA (edited in Strapi)');
  });

  it("across proxies: a write through B purges each proxy once, though Strapi's webhook lands on A", async () => {
    await stack.settle();
    const beforeA = purgeEvents(A());
    const beforeB = purgeEvents(B());
    await answer(`${proxyB.url}/api/exam-patterns/featured/list`);
    const mark = strapiRequests.length;
    const webhooksBefore = webhooksReceived();
    const featuredOnB = `${proxyB.url}/api/exam-patterns/admin/${fx.patterns.nda.documentId}/featured`;
    expect((await patchAs(cookie, featuredOnB, { featured: false })).status).toBe(200);
    // Read-your-write on B: purged by its own write, or already by the webhook relayed from A (it can be that fast).
    expect(B().purges).toBe(beforeB.purges + 1);
    // The webhook reaches A; A also hears B's purge through Redis unless B's was the one skipped.
    await eventually(async () => expect(webhooksReceived()).toBe(webhooksBefore + 1));
    await eventually(async () => expect(A().purges).toBe(beforeA.purges + 1));
    await new Promise((resolve) => setTimeout(resolve, 500)); // anything still on its way through Redis arrives
    expect(A().purges).toBe(beforeA.purges + 1);
    expect(B().purges).toBe(beforeB.purges + 1);
    expect(A().duplicatePurgesSkipped + B().duplicatePurgesSkipped).toBe(beforeA.skipped + beforeB.skipped + 1);
    // B asks Strapi for the list once after the write, and only once: no second purge threw the answer away.
    expect((await answer(`${proxyB.url}/api/exam-patterns/featured/list`)).xCache).toBe('MISS');
    expect((await answer(`${proxyB.url}/api/exam-patterns/featured/list`)).xCache).toBe('HIT');
    expect(strapiCalls(mark, '/api/exam-patterns?').filter((line) => line.includes('[featured]'))).toHaveLength(1);
  });
});

describe('view counts on cached detail pages', () => {
  const storedViews = async (documentId: string) =>
    (await stack.strapi.documents('api::cheatsheet.cheatsheet').findOne({ documentId, fields: ['views'] })).views as number;
  const views = (text: string) => JSON.parse(text).views as number;

  it('follow every view within a second or so, while answers stay cache hits with honest ETags', async () => {
    const path = '/api/cheatsheets/slug/python-essentials';
    const first = await answer(path);
    const shownFirst = views(first.text);
    let requests = 1;
    for (let index = 0; index < 5; index++) {
      const got = await answer(path);
      requests++;
      expect(got.xCache).toBe('HIT');
    }
    // Within a few seconds a cache hit shows the views counted since (the earlier six among them).
    const moved = await eventually(async () => {
      const got = await answer(path);
      requests++;
      expect(got.xCache).toBe('HIT');
      expect(views(got.text)).toBeGreaterThanOrEqual(shownFirst + 6);
      return got;
    }, 5000);
    // The ETag names the count: the first answer's ETag no longer matches, and a 304 never confirms an old count.
    expect(moved.etag).not.toBe(first.etag);
    const revalidated = await answer(path, { headers: { 'if-none-match': first.etag! } });
    requests++;
    expect(revalidated.status).toBe(200);
    expect(views(revalidated.text)).toBeGreaterThan(shownFirst);
    for (let attempt = 0; ; attempt++) {
      const current = await answer(path);
      const again = await answer(path, { headers: { 'if-none-match': current.etag! } });
      requests += 2;
      if (again.status === 304) break;
      // The count moved between the two requests: then the ETag moved with it.
      expect(again.etag).not.toBe(current.etag);
      expect(attempt).toBeLessThan(5);
    }
    // Once every view is saved, the page shows exactly the saved count.
    await stack.proxy.views.flush();
    const settled = await answer(path);
    expect(settled.xCache).toBe('HIT');
    expect(views(settled.text)).toBe(shownFirst + requests);
    expect(views(settled.text)).toBe(await storedViews(fx.cheatsheets.python.documentId));
  });

  it('compressed answers show the same count as plain ones', async () => {
    const path = '/api/exam-patterns/slug/ssc-cgl-tier-1';
    await answer(path);
    await stack.proxy.views.flush();
    const plain = await answer(path, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.text.length).toBeGreaterThan(1024); // large enough to be sent compressed
    const compressed = await fetch(`${stack.proxyUrl}${path}`, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(views(await compressed.text())).toBe(views(plain.text));
    expect(compressed.headers.get('etag')).toBe(plain.etag);
  });

  it("with several proxies, one proxy's cached page shows the views counted on the others within a few seconds", async () => {
    const path = '/api/cheatsheets/slug/sql-basics';
    const onA = await answer(path);
    const shownOnA = views(onA.text);
    const VIEWS_ON_B = 60;
    for (let index = 0; index < VIEWS_ON_B; index++) await answer(`${proxyB.url}${path}`);
    // A counts its own polls too, but at most ~25 of them here: only B's views can make up the difference.
    const started = Date.now();
    await eventually(async () => {
      const got = await answer(path);
      expect(got.xCache).toBe('HIT');
      expect(views(got.text)).toBeGreaterThanOrEqual(shownOnA + VIEWS_ON_B);
    }, 5000);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('what purges are for (unit)', () => {
  it("names the entries Strapi's write answers and webhooks describe, the same way", () => {
    const updatedAt = '2026-11-23T10:00:00.000Z';
    const write = causeOfWrites([{ method: 'PUT', path: '/exam-patterns/abc', answer: { data: { id: 4, documentId: 'abc', updatedAt } } }]);
    const webhook = causeOfWebhook({
      event: 'entry.update',
      uid: 'api::exam-pattern.exam-pattern',
      entry: { id: 4, documentId: 'abc', updatedAt },
    });
    expect(write).toEqual({ versions: [`abc@${updatedAt}`], complete: true });
    expect(webhook).toEqual(write);
    expect(causeOfWrites([{ method: 'DELETE', path: '/topics/xyz', answer: undefined }])).toEqual(
      causeOfWebhook({ event: 'entry.delete', uid: 'api::topic.topic', entry: { documentId: 'xyz', updatedAt } }),
    );
    expect(causeOfWebhook({ event: 'media.create', media: { documentId: 'file1', updatedAt } })).toEqual({
      versions: [`file1@${updatedAt}`],
      complete: true,
    });
    expect(causeOfWrites([{ method: 'POST', path: '/upload', answer: [{ id: 1, documentId: 'file1', updatedAt }] }])).toEqual({
      versions: [`file1@${updatedAt}`],
      complete: true,
    });
  });

  it('anything it cannot name purges; changes no public answer shows do not', () => {
    expect(causeOfWebhook(undefined)?.complete).toBe(false);
    expect(causeOfWebhook({ event: 'entry.update', uid: 'api::topic.topic', entry: {} })?.complete).toBe(false);
    expect(causeOfWrites([{ method: 'PUT', path: '/topics/abc', answer: undefined }]).complete).toBe(false);
    expect(
      causeOfWebhook({ event: 'entry.update', uid: 'plugin::users-permissions.user', entry: { documentId: 'u', updatedAt: 'x' } }),
    ).toBeNull();
    expect(causeOfWebhook({ event: 'entry.update', uid: 'admin::user', entry: { documentId: 'u', updatedAt: 'x' } })).toBeNull();
  });

  it('skips a purge for versions already purged for, once; an incomplete cause is never skipped', () => {
    const recent = new RecentPurges();
    const cause = { versions: ['a@1', 'b@2'], complete: true };
    expect(recent.alreadyPurged(cause)).toBe(false);
    recent.remember(cause);
    expect(recent.alreadyPurged({ versions: ['a@1', 'c@3'], complete: true })).toBe(false);
    expect(recent.alreadyPurged({ versions: ['a@1'], complete: false })).toBe(false);
    expect(recent.alreadyPurged({ versions: ['a@1'], complete: true })).toBe(true);
    expect(recent.alreadyPurged({ versions: ['a@1'], complete: true })).toBe(false); // used up
    expect(recent.alreadyPurged({ versions: ['b@2'], complete: true })).toBe(true);
  });
});
