import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config.js';
import { createApp } from '#src/app.js';
import { createLogger } from '#src/lib/logger.js';
import { cmsDir, listen, startStack, type Stack } from '#test/helpers/stack.js';
import { adminClient, administrators, createAdministrator, signIn } from '#test/helpers/admin.js';

const FIRST_ADMIN = { username: 'site-owner', password: 'correct horse battery' };

let stack: Stack;
beforeAll(async () => {
  // The first administrator comes from the environment at first start.
  stack = await startStack({ env: { ADMIN_USERNAME: FIRST_ADMIN.username, ADMIN_PASSWORD: FIRST_ADMIN.password } });
});
afterAll(async () => {
  await stack?.stop();
});

const login = (body: unknown, headers: Record<string, string> = {}) =>
  stack.json('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('sign-in', () => {
  it('signs in the first administrator (from ADMIN_USERNAME/ADMIN_PASSWORD) with an httpOnly, SameSite=Lax session cookie', async () => {
    const { status, body, headers } = await login(FIRST_ADMIN);
    expect(status).toBe(200);
    expect(body).toEqual({
      message: 'Login successful',
      user: { _id: expect.any(String), username: 'site-owner', email: 'site-owner@examprep.invalid' },
    });
    expect(headers.get('cache-control')).toBe('no-store');
    const cookie = headers.getSetCookie().find((line) => line.startsWith('examprep_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i); // only in production, checked below
    // The cookie lasts as long as the session does (ADMIN_SESSION_TTL, 7 days by default).
    const expires = new Date(/Expires=([^;]+)/i.exec(cookie)![1]!).getTime();
    expect(expires - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
  });

  it('accepts a form-encoded body too', async () => {
    const response = await stack.get('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(FIRST_ADMIN).toString(),
    });
    expect(response.status).toBe(200);
  });

  it('refuses empty fields with 400 "Please fill in all fields"', async () => {
    for (const body of [
      {},
      { username: 'site-owner' },
      { password: 'x' },
      { username: '   ', password: 'something' },
      { username: 'a', password: '' },
      { username: 5, password: 6 },
    ]) {
      const answer = await login(body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: 'Please fill in all fields' });
    }
  });

  it('refuses a wrong password and an unknown user alike with 401', async () => {
    const wrong = await login({ username: 'site-owner', password: 'not the password' });
    const unknown = await login({ username: 'nobody-here', password: 'whatever it is' });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: 'Invalid username or password' });
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
  });

  it('refuses users outside the Administrator role with 403, and blocked administrators too', async () => {
    const authenticatedRole = await stack.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
    await stack.strapi.documents('plugin::users-permissions.user').create({
      data: {
        username: 'student',
        email: 'student@example.com',
        password: 'student-password',
        provider: 'local',
        confirmed: true,
        role: authenticatedRole.id,
      },
    });
    const student = await login({ username: 'student', password: 'student-password' });
    expect(student.status).toBe(403);
    expect(student.body).toEqual({ message: 'This account is not an administrator account.' });

    const blocked = await createAdministrator(stack.strapi);
    await stack.strapi.db
      .query('plugin::users-permissions.user')
      .update({ where: { username: blocked.username }, data: { blocked: true } });
    const refused = await login({ username: blocked.username, password: blocked.password });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/blocked/);
  });

  it('Strapi does not let anyone sign in directly: its login needs the proxy token, and registration stays closed', async () => {
    const direct = await fetch(`${stack.strapiUrl}/api/admin-session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(FIRST_ADMIN),
    });
    expect([401, 403]).toContain(direct.status);
    const publicRole = await stack.strapi.db
      .query('plugin::users-permissions.role')
      .findOne({ where: { type: 'public' }, populate: ['permissions'] });
    expect(publicRole.permissions).toEqual([]);
  });
});

describe('profile and logout', () => {
  it('profile answers {_id, username, email} with a session and 401 {message} without one', async () => {
    const cookie = await signIn(stack, FIRST_ADMIN.username, FIRST_ADMIN.password);
    const profile = await stack.json('/api/auth/profile', { headers: { cookie } });
    expect(profile.status).toBe(200);
    expect(profile.body).toEqual({ _id: expect.any(String), username: 'site-owner', email: 'site-owner@examprep.invalid' });
    expect(profile.headers.get('cache-control')).toBe('no-store');

    const anonymous = await stack.json('/api/auth/profile');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: 'Please sign in to continue.' });
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
  });

  it('a forged or tampered session is 401 and its cookie is cleared', async () => {
    const cookie = await signIn(stack, FIRST_ADMIN.username, FIRST_ADMIN.password);
    const [header, payload] = cookie.replace('examprep_session=', '').split('.');
    for (const forged of ['examprep_session=not-a-jwt', `examprep_session=${header}.${payload}.forgedsignature`]) {
      const answer = await stack.json('/api/auth/profile', { headers: { cookie: forged } });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toMatch(/sign in/i);
      expect(answer.headers.getSetCookie().join()).toMatch(/examprep_session=;.*Expires=Thu, 01 Jan 1970/);
      const write = await adminClient(stack, forged).post('/api/topics/add', { topic_name: 'forged-topic' });
      expect(write.status).toBe(401);
    }
    expect(await stack.strapi.db.query('api::topic.topic').count({ where: { topic_name: 'forged-topic' } })).toBe(0);
  });

  it('a session whose account left the Administrator role ends: profile and writes are 401', async () => {
    const demoted = await createAdministrator(stack.strapi);
    const cookie = await signIn(stack, demoted.username, demoted.password);
    const authenticatedRole = await stack.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
    await stack.strapi.db
      .query('plugin::users-permissions.user')
      .update({ where: { username: demoted.username }, data: { role: authenticatedRole.id } });
    expect((await stack.json('/api/auth/profile', { headers: { cookie } })).status).toBe(401);
    const write = await adminClient(stack, cookie).post('/api/topics/add', { topic_name: 'demoted-topic' });
    expect(write.status).toBe(401); // the role change ended the session in Strapi (sessions.test.ts)
  });

  it('logout clears the cookie (also without a session), after which profile is 401', async () => {
    const cookie = await signIn(stack, FIRST_ADMIN.username, FIRST_ADMIN.password);
    const logout = await stack.json('/api/auth/logout', { method: 'POST', headers: { cookie } });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ message: 'Logged out' });
    const cleared = logout.headers.getSetCookie().find((line) => line.startsWith('examprep_session='))!;
    expect(cleared).toMatch(/examprep_session=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await stack.json('/api/auth/logout', { method: 'POST' })).status).toBe(200);
    // The browser drops the cookie; without it the admin area is closed.
    expect((await stack.json('/api/auth/profile')).status).toBe(401);
  });

  it('refuses a login or logout posted from a foreign origin', async () => {
    const answer = await login(FIRST_ADMIN, { origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
    expect(answer.headers.getSetCookie()).toEqual([]);
  });
});

describe('every admin call needs a session', () => {
  // Every admin-only row of admin-area.md §7 (the shared public reads are not here), plus the exam list.
  const calls: Array<[method: string, url: string, signedInStatus: number]> = [
    ['POST', '/api/exams/add', 400],
    ['DELETE', '/api/exams/delete/no-such-id', 404],
    ['GET', '/api/exams/admin/all', 200],
    ['POST', '/api/topics/add', 400],
    ['DELETE', '/api/topics/delete/no-such-id', 404],
    ['POST', '/api/subtopics/add', 400],
    ['GET', '/api/subtopics/topic/no-such-id', 200],
    ['DELETE', '/api/subtopics/delete/no-such-id', 404],
    ['POST', '/api/questions/add', 400],
    ['PUT', '/api/questions/update/no-such-id', 404],
    ['GET', '/api/questions/all/subtopic/percentages', 200],
    ['GET', '/api/questions/all/exam/SSC%20CGL', 200],
    ['GET', '/api/questions/all/exam/SSC%20CGL/subtopic/percentages', 200],
    ['DELETE', '/api/questions/delete/no-such-id', 404],
    ['GET', '/api/exam-patterns/admin/all', 200],
    ['GET', '/api/exam-patterns/admin/stats', 200],
    ['POST', '/api/exam-patterns/admin/create', 400],
    ['PUT', '/api/exam-patterns/admin/no-such-id', 404],
    ['DELETE', '/api/exam-patterns/admin/no-such-id', 404],
    ['PATCH', '/api/exam-patterns/admin/no-such-id/featured', 400],
    ['GET', '/api/exam-patterns/no-such-id', 404],
    ['GET', '/api/cheatsheets/admin/all', 200],
    ['GET', '/api/cheatsheets/admin/stats', 200],
    ['GET', '/api/cheatsheets/admin/no-such-id', 404],
    ['POST', '/api/cheatsheets/admin/create', 400],
    ['PUT', '/api/cheatsheets/admin/no-such-id', 404],
    ['DELETE', '/api/cheatsheets/admin/no-such-id', 404],
    ['PATCH', '/api/cheatsheets/admin/no-such-id/featured', 400],
  ];

  let cookie: string;
  beforeAll(async () => {
    cookie = await signIn(stack, FIRST_ADMIN.username, FIRST_ADMIN.password);
  });

  it.each(calls)('%s %s: 401 {message} without a cookie, served (%i) with one', async (method, url, signedInStatus) => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : {};
    const call = (client: ReturnType<typeof adminClient>) => client[method.toLowerCase() as 'post'](url, body);
    const anonymous = await call(adminClient(stack, undefined));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: 'Please sign in to continue.' });
    expect(anonymous.headers.get('cache-control')).toBe('no-store');

    // Served: a list, or the honest answer to an empty form or an unknown id. Never "sign in".
    const signedIn = await call(adminClient(stack, cookie));
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(signedInStatus);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
  });
});

describe('failed sign-ins are rate limited', () => {
  /** A second proxy on the same CMS, with its own limiter. */
  async function separateProxy(env: Record<string, string> = {}) {
    const proxy = createApp(loadConfig({ ...process.env, STRAPI_URL: stack.strapiUrl, ...env }), createLogger('silent'));
    const server = http.createServer(proxy.handle);
    const url = await listen(server);
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    return {
      post,
      close: async () => {
        await proxy.close();
        await new Promise((resolve) => server.close(resolve));
      },
    };
  }

  it('per IP: after 5 failures in 15 minutes the next attempt is 429 with a message and Retry-After', async () => {
    const proxy = await separateProxy();
    try {
      // Successful sign-ins and empty forms do not count.
      expect((await proxy.post(FIRST_ADMIN)).status).toBe(200);
      expect((await proxy.post({})).status).toBe(400);
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await proxy.post({ username: `guess-${attempt}`, password: 'wrong password' })).status).toBe(401);
      }
      const limited = await proxy.post(FIRST_ADMIN); // even the right password waits
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({ message: 'Too many failed sign-in attempts. Please try again in 15 minutes.' });
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    } finally {
      await proxy.close();
    }
  });

  it('per account: failures from many addresses slow that account down (after 5, 1 s by default) but never lock it; production cookies are Secure', async () => {
    // Behind one reverse proxy (TRUST_PROXY=1), so each X-Forwarded-For below is a different client.
    const production = { NODE_ENV: 'production', TRUST_PROXY: '1' };
    expect(loadConfig({ ...process.env, STRAPI_URL: stack.strapiUrl, ...production }).loginLimits).toMatchObject({
      maxFailures: 5,
      accountDelayMs: 1000,
    });
    // The default count of free failures, a shorter first delay (well above an undelayed sign-in): the wait is the
    // proxy's own, so its length changes nothing else (sign-in-limits.test.ts has the rest).
    const accountDelayMs = 500;
    const proxy = await separateProxy({ ...production, LOGIN_ACCOUNT_DELAY_MS: String(accountDelayMs) });
    try {
      // An account made here (its password hashed cheaply, unlike the first administrator's at first start), so a
      // failure costs little; each from its own address, so their order does not matter.
      const [owner, other] = [await createAdministrator(stack.strapi), await createAdministrator(stack.strapi)];
      const failures = await Promise.all(
        [1, 2, 3, 4, 5].map((client) =>
          proxy.post({ username: owner.username, password: 'wrong password' }, { 'x-forwarded-for': `203.0.113.${client}` }),
        ),
      );
      expect(failures.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
      // The owner from another address gets in, after the account's delay.
      const started = Date.now();
      const signedIn = await proxy.post({ username: owner.username, password: owner.password }, { 'x-forwarded-for': '203.0.113.99' });
      expect(signedIn.status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(accountDelayMs);

      // Another account signs in too, with a production cookie.
      const fine = await proxy.post({ username: other.username, password: other.password }, { 'x-forwarded-for': '203.0.113.99' });
      expect(fine.status).toBe(200);
      expect(fine.headers.getSetCookie().join()).toMatch(/; Secure/i);
    } finally {
      await proxy.close();
    }
  });
});

describe('administrator accounts from the command line', () => {
  /** Runs the script like `npm run admin:create` does, against this test's database (never blocking this thread). */
  const createAccount = (...args: string[]) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, [path.join(cmsDir, 'scripts', 'admin-create.js'), ...args], { cwd: cmsDir, env: process.env });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('error', reject);
      child.on('close', (status) => resolve({ status, stdout, stderr }));
    });

  it('refuses a weak password and a taken username (in any case) with clear messages, and creates an administrator who can sign in', async () => {
    // Refused before Strapi boots (each run is ~0.1 s), so side by side.
    const [weak, usage] = await Promise.all([
      createAccount('--username', 'editor-two', '--password', 'short'),
      createAccount('--username', 'editor-two'),
    ]);
    expect(weak.status).toBe(1);
    expect(weak.stderr).toMatch(/Not created: The password is too weak: use at least 10 characters/);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toMatch(/Usage: npm run admin:create/);

    // The script's own check (in-process here: one Strapi boot in a child is enough for this file).
    await expect(
      administrators().createAdministrator(stack.strapi, { username: 'SITE-OWNER', password: 'a long enough password' }),
    ).rejects.toThrow('An account named "SITE-OWNER" already exists. Choose another username.');

    const made = await createAccount('--username', 'editor-two', '--password', 'a long enough password', '--email', 'editor@example.org');
    expect(made.status, made.stderr).toBe(0);
    expect(made.stdout).toMatch(/Created administrator "editor-two" \(editor@example.org\)/);
    await signIn(stack, 'editor-two', 'a long enough password');
    // A whole Strapi boots in the child: given two minutes, as the contract passes share two cores with the others.
  }, 120_000);

  it('the first start creates exactly one administrator, and only when there is none', async () => {
    const count = await stack.strapi.db.query('plugin::users-permissions.user').count({ where: { username: FIRST_ADMIN.username } });
    expect(count).toBe(1);
  });
});
