import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config.js';
import { createApp } from '#src/app.js';
import { createLogger } from '#src/lib/logger.js';
import { eventually, listen, startStack, type Stack } from '#test/helpers/stack.js';
import { administrators } from '#test/helpers/admin.js';
import { RedisServer } from '#test/helpers/redis-server.js';

/**
 * Failed sign-ins: a hard limit per client address (429), and per account a growing delay instead of a lock-out,
 * counted once per account whatever name (username or email), letter case or spacing it is tried under.
 */
const MAX_FAILURES = 3;
// Short, but well above an undelayed failed sign-in (one password check): the delays are the proxy's own waits, so
// their length changes nothing else it does.
const FIRST_DELAY_MS = 600;
const MAX_DELAY_MS = 1200;

let stack: Stack;
let redis: RedisServer;
beforeAll(async () => {
  stack = await startStack();
  redis = await new RedisServer().start();
});
afterAll(async () => {
  await stack?.stop();
  await redis?.stop();
});

let owners = 0;
/** A fresh administrator for one test, with an email of its own. */
async function newOwner() {
  const username = `Owner${++owners}-${randomBytes(2).toString('hex')}`;
  const password = `right-${randomBytes(8).toString('hex')}`;
  const email = `${username.toLowerCase()}@example.org`;
  await administrators().createAdministrator(stack.strapi, { username, password, email });
  return { username, password, email };
}

/** A proxy of its own (fresh counts) behind one reverse proxy, so each X-Forwarded-For is another client. */
async function proxyWithLimits(env: Record<string, string> = {}) {
  const app = createApp(
    loadConfig({
      ...process.env,
      STRAPI_URL: stack.strapiUrl,
      TRUST_PROXY: '1',
      LOGIN_MAX_FAILURES: String(MAX_FAILURES),
      LOGIN_ACCOUNT_DELAY_MS: String(FIRST_DELAY_MS),
      LOGIN_ACCOUNT_MAX_DELAY_MS: String(MAX_DELAY_MS),
      ...env,
    }),
    createLogger('silent'),
  );
  const server = http.createServer(app.handle);
  const url = await listen(server);
  let addresses = 0;
  /** One sign-in attempt from `from` (a new address each time unless given); answers with how long it took. */
  const attempt = async (username: string, password: string, from = `198.51.100.${++addresses}`) => {
    const started = Date.now();
    const response = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({ username, password }),
    });
    const body = (await response.json()) as { message: string };
    return { status: response.status, body, ms: Date.now() - started, headers: response.headers };
  };
  return {
    url,
    attempt,
    close: async () => {
      await app.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('per account: counted once, slowed down, never locked', () => {
  it('username, email, letter case and spacing are one account: its failures add up to one delay', async () => {
    const owner = await newOwner();
    const proxy = await proxyWithLimits();
    try {
      // Three names for one account, each from another address: today's per-name counting would see 2 + 1.
      for (const name of [owner.username, ` ${owner.email.toUpperCase()} `, owner.username.toLowerCase()]) {
        const failed = await proxy.attempt(name, 'wrong password');
        expect(failed.status).toBe(401);
        expect(failed.body).toEqual({ message: 'Invalid username or password' });
      }
      // The fourth failure for the account, under yet another spelling, waits the first delay.
      const slowed = await proxy.attempt(`\t${owner.email.replace('owner', 'OWNER')}`, 'wrong password');
      expect(slowed.status).toBe(401);
      expect(slowed.ms).toBeGreaterThanOrEqual(FIRST_DELAY_MS);
    } finally {
      await proxy.close();
    }
  });

  it('an unknown name is counted under one spelling too (no account needed to be slowed down)', async () => {
    const proxy = await proxyWithLimits();
    try {
      const name = `Nobody-${randomBytes(3).toString('hex')}`;
      for (const spelling of [name, name.toUpperCase(), ` ${name.toLowerCase()} `])
        expect((await proxy.attempt(spelling, 'guess')).status).toBe(401);
      const slowed = await proxy.attempt(`${name}\n`, 'guess');
      expect(slowed.status).toBe(401);
      expect(slowed.ms).toBeGreaterThanOrEqual(FIRST_DELAY_MS);
    } finally {
      await proxy.close();
    }
  });

  it('the owner with the right password from a fresh address gets in after a stranger’s many failures (after at most the longest delay)', async () => {
    const owner = await newOwner();
    const proxy = await proxyWithLimits();
    try {
      const strangers = await Promise.all(
        Array.from({ length: MAX_FAILURES + 4 }, (_, i) => proxy.attempt(i % 2 ? owner.email : owner.username, `guess-${i}`)),
      );
      expect(strangers.map((answer) => answer.status)).toEqual(Array(MAX_FAILURES + 4).fill(401));
      // The delay grows with the failures and stops at the cap.
      const slowest = Math.max(...strangers.map((answer) => answer.ms));
      expect(slowest).toBeGreaterThanOrEqual(MAX_DELAY_MS);

      const owners = await proxy.attempt(owner.username, owner.password);
      expect(owners.status).toBe(200);
      expect(owners.body).toMatchObject({ message: 'Login successful' });
      expect(owners.ms).toBeGreaterThanOrEqual(MAX_DELAY_MS); // slowed, like anyone trying this account now
      expect(owners.headers.getSetCookie().join()).toMatch(/examprep_session=/);
    } finally {
      await proxy.close();
    }
  });
});

describe('per address: a hard limit', () => {
  it(`after ${MAX_FAILURES} failures from one address, the next attempt is 429, even with the right password`, async () => {
    const owner = await newOwner();
    const proxy = await proxyWithLimits();
    try {
      for (let i = 0; i < MAX_FAILURES; i++)
        expect((await proxy.attempt(`someone-${i}`, 'wrong password', '203.0.113.7')).status).toBe(401);
      const refused = await proxy.attempt(owner.username, owner.password, '203.0.113.7');
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: 'Too many failed sign-in attempts. Please try again in 15 minutes.' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
      // The same owner from another address is not refused.
      expect((await proxy.attempt(owner.username, owner.password, '203.0.113.8')).status).toBe(200);
    } finally {
      await proxy.close();
    }
  });
});

describe('with REDIS_URL, the proxies share the counts', () => {
  it('failures for one account spread over two proxies add up to one delay', async () => {
    const env = { REDIS_URL: redis.url, REDIS_KEY_PREFIX: `limits-${randomBytes(3).toString('hex')}:` };
    const [a, b] = [await proxyWithLimits(env), await proxyWithLimits(env)];
    try {
      await eventually(async () => {
        for (const proxy of [a, b])
          expect(((await (await fetch(`${proxy.url}/healthz`)).json()) as { redis: string }).redis).toBe('reachable');
      });
      const owner = await newOwner();
      const names = [owner.username, owner.email, owner.username.toUpperCase()];
      for (const [i, name] of names.entries())
        expect((await (i % 2 ? b : a).attempt(name, 'wrong password', `192.0.2.${i + 1}`)).status).toBe(401);
      const slowed = await b.attempt(owner.email.toUpperCase(), 'wrong password', '192.0.2.50');
      expect(slowed.status).toBe(401);
      expect(slowed.ms).toBeGreaterThanOrEqual(FIRST_DELAY_MS);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
