import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startStack, type ProxyInstance, type Stack } from '#test/helpers/stack.js';
import { RedisServer } from '#test/helpers/redis-server.js';
import { createVerifiedStudent, signInStudent } from '#test/helpers/students.js';

let redis: RedisServer;
let stack: Stack;
let second: ProxyInstance;
beforeAll(async () => {
  redis = await new RedisServer().start();
  stack = await startStack({ env: { REDIS_URL: redis.url, REDIS_KEY_PREFIX: `test-${randomBytes(4).toString('hex')}:` } });
  second = await stack.addProxy();
  await eventually(async () => {
    for (const url of [stack.proxyUrl, second.url]) {
      expect(((await (await fetch(`${url}/healthz`)).json()) as { redis: string }).redis).toBe('reachable');
    }
  });
});
afterAll(async () => {
  await stack?.stop();
  await redis?.stop();
});

const PASSWORD = 'violet mango telescope 42';
/** How long a proxy keeps a profile (students/profile-cache.ts): what a lost message would cost. */
const PROFILE_TTL_MS = 5000;

describe('several proxies (REDIS_URL)', () => {
  it('sign out everywhere on one proxy drops the profile another proxy holds, at once rather than after its few seconds', async () => {
    await createVerifiedStudent(stack, { username: 'two-proxies', email: 'two-proxies@example.com', password: PASSWORD });
    const cookie = await signInStudent(stack, 'two-proxies', PASSWORD);
    const onSecond = () => fetch(`${second.url}/api/student/profile`, { headers: { cookie } });
    expect((await onSecond()).status).toBe(200);
    const heldSince = Date.now();
    expect((await onSecond()).status).toBe(200); // from the second proxy's cache

    const out = await fetch(`${stack.proxyUrl}/api/student/logout-all`, { method: 'POST', headers: { cookie } });
    expect(out.status).toBe(200);
    await eventually(async () => expect((await onSecond()).status).toBe(401), PROFILE_TTL_MS);
    expect(Date.now() - heldSince).toBeLessThan(PROFILE_TTL_MS - 1000);
  });
});
