import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventually, type ProxyInstance, type Stack } from '#test/helpers/stack.js';
import { startFixtureStack, type Fixtures } from '#test/helpers/fixtures.js';
import { FakeGemini } from '#test/helpers/fake-gemini.js';
import { freePort, RedisServer } from '#test/helpers/redis-server.js';

// Several proxies of one deployment in front of one Strapi, sharing a redis-server of this file's own.
const TTL_SECONDS = 2;
let redis: RedisServer;
let stack: Stack;
let second: ProxyInstance;
let fx: Fixtures;
const gemini = new FakeGemini();

const get = (baseUrl: string, path: string, init?: RequestInit) => fetch(`${baseUrl}${path}`, init);
const xCache = async (baseUrl: string, path: string) => {
  const response = await get(baseUrl, path);
  await response.arrayBuffer();
  return response.headers.get('x-cache');
};
const health = async (baseUrl: string) => (await (await get(baseUrl, '/healthz')).json()) as { redis: string; cache: unknown };
const waitForRedis = (...urls: string[]) =>
  eventually(async () => {
    for (const url of urls) expect((await health(url)).redis).toBe('reachable');
  });
/** A namespace of its own in the shared Redis, so one test's counters do not meet another's. */
const namespace = () => `test-${randomBytes(4).toString('hex')}:`;
/**
 * Counts the first proxy's reads of the topics collection, each held 300 ms so that requests made meanwhile
 * overlap it for sure. `restore()` gives the CMS client back its own `get`.
 */
function slowTopicReads() {
  const cms = stack.proxy.cms;
  const realGet = cms.get.bind(cms);
  let count = 0;
  const spy = vi.spyOn(cms, 'get').mockImplementation(async (path, ...rest) => {
    if (path === '/topics') {
      count++;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    return realGet(path, ...rest);
  });
  return { count: () => count, restore: () => spy.mockRestore() };
}

beforeAll(async () => {
  redis = await new RedisServer().start();
  await gemini.start();
  ({ stack, fx } = await startFixtureStack({
    env: {
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: namespace(),
      CACHE_TTL_SECONDS: String(TTL_SECONDS),
      GEMINI_API_KEY: 'test-gemini-key',
      GEMINI_BASE_URL: gemini.url,
      AI_RATE_LIMIT_PER_MINUTE: '1000',
    },
  }));
  await stack.settle();
  second = await stack.addProxy();
  await waitForRedis(stack.proxyUrl, second.url);
});
afterAll(async () => {
  await stack?.stop();
  await gemini.stop();
  await redis?.stop();
});

describe('the response cache', () => {
  it(`recomputes an answer after CACHE_TTL_SECONDS (${TTL_SECONDS} s) even without a purge, keeping it as a fallback`, async () => {
    const path = `/api/topics/all?ttl-check=${randomBytes(3).toString('hex')}`; // a key no other test touches
    expect(await xCache(stack.proxyUrl, path)).toBe('MISS');
    expect(await xCache(stack.proxyUrl, path)).toBe('HIT');
    expect(stack.proxy.cache.staleEntry(path)).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, TTL_SECONDS * 1000 + 300));
    const purgesBefore = stack.proxy.cache.purges;
    expect(await xCache(stack.proxyUrl, path)).toBe('MISS');
    expect(stack.proxy.cache.purges).toBe(purgesBefore); // the TTL, not a purge
    // The expired answer is what a CMS outage would be answered with (STALE).
    expect(stack.proxy.cache.staleEntry(path)).toBeDefined();
    expect(await xCache(stack.proxyUrl, path)).toBe('HIT');
  });

  it('makes one CMS request for concurrent misses of one key, and every client gets the same bytes', async () => {
    const topicReads = slowTopicReads();
    try {
      stack.proxy.cache.purge();
      const missesBefore = stack.proxy.cache.misses;
      const answers = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const response = await get(stack.proxyUrl, '/api/topics/all', { headers: { 'accept-encoding': 'identity' } });
          return { status: response.status, etag: response.headers.get('etag'), body: await response.text() };
        }),
      );
      expect(topicReads.count()).toBe(1);
      expect(stack.proxy.cache.misses - missesBefore).toBe(1);
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1);
      expect(JSON.parse(answers[0]!.body).length).toBeGreaterThan(0);
      expect(await xCache(stack.proxyUrl, '/api/topics/all')).toBe('HIT');
    } finally {
      topicReads.restore();
    }
  });

  it('does not keep an answer whose CMS request overlapped a purge (it may predate the edit)', async () => {
    const topicReads = slowTopicReads();
    try {
      stack.proxy.cache.purge();
      const before = get(stack.proxyUrl, '/api/topics/all');
      await new Promise((resolve) => setTimeout(resolve, 100));
      stack.proxy.cache.purge(); // an edit lands while the CMS is being asked
      // A request after the purge does not join the earlier computation: it asks the CMS itself.
      const after = get(stack.proxyUrl, '/api/topics/all');
      expect((await before).status).toBe(200);
      expect((await after).status).toBe(200);
      expect(topicReads.count()).toBe(2);
      expect(await xCache(stack.proxyUrl, '/api/topics/all')).toBe('HIT'); // the later answer was kept
    } finally {
      topicReads.restore();
    }
  });

  it("purges made on one proxy (a write, or Strapi's webhook) reach the other through Redis", async () => {
    const path = '/api/exams/all';
    const warm = async () => {
      await xCache(second.url, path);
      expect(await xCache(second.url, path)).toBe('HIT');
    };

    await warm();
    const purgesBefore = second.proxy.cache.purges;
    const ownPurgesBefore = stack.proxy.cache.purges;
    stack.proxy.cache.purge(); // what every admin write through the first proxy does
    await eventually(async () => expect(second.proxy.cache.purges).toBe(purgesBefore + 1), 2000);
    expect(await xCache(second.url, path)).toBe('MISS');

    await warm();
    const webhook = await get(stack.proxyUrl, '/internal/cache/purge', {
      method: 'POST',
      headers: { 'x-webhook-secret': process.env.WEBHOOK_SECRET! },
    });
    expect(webhook.status).toBe(204);
    await eventually(async () => expect(second.proxy.cache.purges).toBe(purgesBefore + 2), 2000);
    expect(await xCache(second.url, path)).toBe('MISS');
    // The first proxy applied each purge once: its own messages coming back through Redis are ignored.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stack.proxy.cache.purges).toBe(ownPurgesBefore + 2);
  });
});

describe('rate limits shared through Redis', () => {
  const signIn = (baseUrl: string, username: string) =>
    get(baseUrl, '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'not the password' }),
    });

  it('failed sign-ins on two proxies add up to one limit', async () => {
    const prefix = namespace();
    const a = await stack.addProxy({ REDIS_KEY_PREFIX: prefix, LOGIN_MAX_FAILURES: '4' });
    const b = await stack.addProxy({ REDIS_KEY_PREFIX: prefix, LOGIN_MAX_FAILURES: '4' });
    await waitForRedis(a.url, b.url);
    const statuses = [];
    for (const baseUrl of [a.url, b.url, a.url, b.url]) statuses.push((await signIn(baseUrl, 'nobody-here')).status);
    expect(statuses).toEqual([401, 401, 401, 401]);
    const refused = await signIn(a.url, 'nobody-here');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: expect.stringMatching(/^Too many failed sign-in attempts/) });
    expect((await signIn(b.url, 'someone-else')).status).toBe(429); // per IP too, on the other proxy
  });

  it('AI explanation requests on two proxies add up to one per-IP limit', async () => {
    const prefix = namespace();
    const a = await stack.addProxy({ REDIS_KEY_PREFIX: prefix, AI_RATE_LIMIT_PER_MINUTE: '3' });
    const b = await stack.addProxy({ REDIS_KEY_PREFIX: prefix, AI_RATE_LIMIT_PER_MINUTE: '3' });
    await waitForRedis(a.url, b.url);
    const ask = (baseUrl: string) => get(baseUrl, '/api/ai/explanations/nosuchquestion0000', { method: 'POST' });
    const statuses = [];
    for (const baseUrl of [a.url, b.url, a.url, b.url]) statuses.push((await ask(baseUrl)).status);
    expect(statuses).toEqual([404, 404, 404, 429]);
  });

  it("with Redis unreachable, counts stay in the proxy's memory: requests are answered and the limit still holds", async () => {
    const deadPort = await freePort();
    const alone = await stack.addProxy({
      REDIS_URL: `redis://127.0.0.1:${deadPort}`,
      REDIS_KEY_PREFIX: namespace(),
      LOGIN_MAX_FAILURES: '3',
    });
    expect((await health(alone.url)).redis).toBe('unreachable');
    expect((await get(alone.url, '/api/topics/all')).status).toBe(200);
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await signIn(alone.url, 'nobody-at-all')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    await alone.stop(); // closes its reconnecting Redis connections without hanging
  });
});

describe('the AI single-flight across proxies', () => {
  it("a request that finds another proxy's claim follows it, and takes over when that proxy stops renewing it", async () => {
    const questionId = fx.questions.percentQuestions[1].documentId;
    const redisClient = new Redis(redis.url);
    try {
      // A proxy that claimed the question and died at once: its lease runs out after 1.5 s.
      await redisClient.set(`${process.env.REDIS_KEY_PREFIX}ai:lock:${questionId}`, 'a-dead-proxy', 'PX', 1500);
      const callsBefore = gemini.calls.length;
      const started = Date.now();
      const response = await get(second.url, `/api/ai/explanations/${questionId}`, { method: 'POST' });
      const text = await response.text();
      expect(response.status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
      expect(text).toContain('event: done');
      expect(text).not.toContain('event: error');
      expect(gemini.calls.length).toBe(callsBefore + 1);
    } finally {
      redisClient.disconnect();
    }
  });
});
