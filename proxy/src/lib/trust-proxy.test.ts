// X-Forwarded-For from a client that talks to the proxy directly: believed only when TRUST_PROXY says so. The
// failed sign-in limit per IP is where a spoofed address would hurt (a new address per guess, never a 429).
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config.js';
import { createApp } from '#src/app.js';
import { createLogger } from '#src/lib/logger.js';
import { listen, startStack, type Stack } from '#test/helpers/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

/** A proxy of its own (its own sign-in counters) on the shared CMS, in production mode. */
async function productionProxy(env: Record<string, string>) {
  const proxy = createApp(
    loadConfig({ ...process.env, STRAPI_URL: stack.strapiUrl, NODE_ENV: 'production', ...env }),
    createLogger('silent'),
  );
  const server = http.createServer(proxy.handle);
  const url = await listen(server);
  let guess = 0;
  /** A failed sign-in: a new unknown username every time, so only the per-IP limit can answer 429. */
  const failedSignIn = (forwardedFor: string) =>
    fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ username: `nobody-${++guess}`, password: 'wrong password' }),
    }).then((answer) => answer.status);
  return {
    failedSignIn,
    close: async () => {
      await proxy.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe("a direct client's X-Forwarded-For", () => {
  it('changes nothing by default: a new forwarded address per guess still reaches 429 after 5 failures', async () => {
    const proxy = await productionProxy({});
    try {
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 7; attempt++) statuses.push(await proxy.failedSignIn(`198.51.100.${attempt}`));
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    } finally {
      await proxy.close();
    }
  });

  it('names the client with TRUST_PROXY=1 (one reverse proxy in front): limits follow the forwarded address', async () => {
    const proxy = await productionProxy({ TRUST_PROXY: '1' });
    try {
      const fromOneClient: number[] = [];
      for (let attempt = 1; attempt <= 6; attempt++) fromOneClient.push(await proxy.failedSignIn('198.51.100.7'));
      expect(fromOneClient).toEqual([401, 401, 401, 401, 401, 429]);
      // Another client behind the same entry is not punished for the first one's guesses.
      expect(await proxy.failedSignIn('198.51.100.8')).toBe(401);
      // The entry appends the connecting address last; with one trusted hop, that last entry is the client.
      expect(await proxy.failedSignIn('203.0.113.1, 198.51.100.7')).toBe(429);
    } finally {
      await proxy.close();
    }
  });

  it('trusts only the listed addresses with TRUST_PROXY=<address list>', async () => {
    // The test connects from 127.0.0.1: listed as a proxy, its forwarded addresses count; otherwise they do not.
    const trusted = await productionProxy({ TRUST_PROXY: 'loopback' });
    const untrusted = await productionProxy({ TRUST_PROXY: '10.0.0.0/8' });
    try {
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect(await trusted.failedSignIn(`198.51.100.${attempt}`)).toBe(401);
        expect(await untrusted.failedSignIn(`198.51.100.${attempt}`)).toBe(401);
      }
      expect(await trusted.failedSignIn('198.51.100.6')).toBe(401);
      expect(await untrusted.failedSignIn('198.51.100.6')).toBe(429);
    } finally {
      await trusted.close();
      await untrusted.close();
    }
  });
});
