import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '#test/helpers/stack.js';
import { adminClient, createAdministrator, signIn } from '#test/helpers/admin.js';
import { freePort } from '#test/helpers/redis-server.js';

/**
 * Administrators' sessions are Strapi's own (users-permissions `jwtManagement: 'refresh'`): the cookie holds a
 * short-lived access token and the session's refresh token, Strapi keeps the session, and ending it there ends
 * every copy of the cookie at once.
 */
const ACCESS_TOKEN_SECONDS = 4;
const USER_UID = 'plugin::users-permissions.user';

let stack: Stack;
beforeAll(async () => {
  // Access tokens short enough for a test to see one expire and be refreshed.
  stack = await startStack({ env: { ADMIN_ACCESS_TOKEN_TTL: `${ACCESS_TOKEN_SECONDS}s` } });
});
afterAll(async () => {
  await stack?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const profile = (cookie: string, baseUrl = stack.proxyUrl) => fetch(`${baseUrl}/api/auth/profile`, { headers: { cookie } });
const adminList = (cookie: string, baseUrl = stack.proxyUrl) => fetch(`${baseUrl}/api/exams/admin/all`, { headers: { cookie } });
/** The session cookie a response sets, as "name=value", if it sets one. */
const newCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith('examprep_session='))
    ?.split(';')[0];
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { type?: string; exp: number };
/** The access token in a session cookie, found by its claims (read without verifying: this is a test). */
const accessToken = (cookie: string) => {
  const tokens = decodeURIComponent(cookie.slice('examprep_session='.length)).match(/[\w-]+\.[\w-]+\.[\w-]+/g) ?? [];
  return tokens.find((token) => claimsOf(token).type === 'access')!;
};
const accessClaims = (cookie: string) => claimsOf(accessToken(cookie));

/** Every way a replayed cookie can be used: the profile, an admin read and an admin write all refuse it with 401. */
async function expectSessionEnded(cookie: string) {
  const answer = await profile(cookie);
  expect(answer.status).toBe(401);
  expect(((await answer.json()) as { message: string }).message).toMatch(/sign in/i);
  expect(answer.headers.getSetCookie().join()).toMatch(/examprep_session=;.*Expires=Thu, 01 Jan 1970/);
  expect((await adminList(cookie)).status).toBe(401);
  const write = await adminClient(stack, cookie).post('/api/topics/add', { topic_name: `replayed-${randomBytes(3).toString('hex')}` });
  expect(write.status).toBe(401);
}

async function signedInAdministrator() {
  const admin = await createAdministrator(stack.strapi);
  const cookie = await signIn(stack, admin.username, admin.password);
  expect((await profile(cookie)).status).toBe(200);
  return { ...admin, cookie };
}

/** An editor of Strapi's own admin panel, signed in to its Content Manager API (the path their edits take). */
async function contentManager() {
  const email = `editor-${randomBytes(3).toString('hex')}@example.org`;
  const password = `Editor-${randomBytes(6).toString('hex')}1`;
  const superAdmin = await stack.strapi.service('admin::role').getSuperAdmin();
  await stack.strapi.service('admin::user').create({ email, firstname: 'Editor', password, isActive: true, roles: [superAdmin.id] });
  const login = await fetch(`${stack.strapiUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(login.status).toBe(200);
  const { data } = (await login.json()) as { data: { token: string } };
  return {
    editUser: async (documentId: string, changes: Record<string, unknown>) => {
      const answer = await fetch(`${stack.strapiUrl}/content-manager/collection-types/${USER_UID}/${documentId}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
        body: JSON.stringify(changes),
      });
      expect(answer.status, await answer.clone().text()).toBe(200);
    },
  };
}

describe('a session ends on the server', () => {
  it('logout: the cookie replayed afterwards is 401 everywhere, also while its access token has not expired', async () => {
    const { cookie } = await signedInAdministrator();
    expect(accessClaims(cookie).exp * 1000).toBeGreaterThan(Date.now() + 1000); // still unexpired at the replay below
    const logout = await fetch(`${stack.proxyUrl}/api/auth/logout`, { method: 'POST', headers: { cookie } });
    expect(logout.status).toBe(200);
    expect(await logout.json()).toEqual({ message: 'Logged out' });
    await expectSessionEnded(cookie);
    // Strapi itself refuses the unexpired access token: its session is gone.
    const direct = await fetch(`${stack.strapiUrl}/api/admin-session/me`, { headers: { authorization: `Bearer ${accessToken(cookie)}` } });
    expect(direct.status).toBe(401);
  });

  it('logout ends only that session: the same administrator signed in elsewhere stays signed in', async () => {
    const admin = await signedInAdministrator();
    const elsewhere = await signIn(stack, admin.username, admin.password);
    await fetch(`${stack.proxyUrl}/api/auth/logout`, { method: 'POST', headers: { cookie: admin.cookie } });
    await expectSessionEnded(admin.cookie);
    expect((await profile(elsewhere)).status).toBe(200);
  });

  it('a password change in Strapi’s admin panel ends every session of that account; the new password signs in', async () => {
    const admin = await signedInAdministrator();
    const editor = await contentManager();
    await editor.editUser(admin.documentId, { password: 'a brand new passphrase' });
    await expectSessionEnded(admin.cookie);
    await signIn(stack, admin.username, 'a brand new passphrase');
  });

  it('other edits of the account (its email) leave its sessions alone', async () => {
    const admin = await signedInAdministrator();
    await (await contentManager()).editUser(admin.documentId, { email: `renamed-${randomBytes(3).toString('hex')}@example.org` });
    expect((await profile(admin.cookie)).status).toBe(200);
  });

  it('blocking the account in Strapi’s admin panel ends its sessions', async () => {
    const admin = await signedInAdministrator();
    await (await contentManager()).editUser(admin.documentId, { blocked: true });
    await expectSessionEnded(admin.cookie);
    // Unblocking does not bring the old session back.
    await (await contentManager()).editUser(admin.documentId, { blocked: false });
    expect((await profile(admin.cookie)).status).toBe(401);
  });

  it('leaving the Administrator role ends its sessions (in the admin panel, or by any other write to the account)', async () => {
    const authenticated = await stack.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
    const viaPanel = await signedInAdministrator();
    await (await contentManager()).editUser(viaPanel.documentId, { role: { connect: [{ documentId: authenticated.documentId }] } });
    await expectSessionEnded(viaPanel.cookie);

    const viaQuery = await signedInAdministrator();
    await stack.strapi.db.query(USER_UID).update({ where: { documentId: viaQuery.documentId }, data: { role: authenticated.id } });
    await expectSessionEnded(viaQuery.cookie);
  });

  it('logout while Strapi cannot be reached: the cookie is cleared, and a 503 says the session could not be ended', async () => {
    const { cookie } = await signedInAdministrator();
    const cut = await stack.addProxy({ STRAPI_URL: `http://127.0.0.1:${await freePort()}`, CMS_TIMEOUT_MS: '1000' });
    try {
      const logout = await fetch(`${cut.url}/api/auth/logout`, { method: 'POST', headers: { cookie } });
      expect(logout.status).toBe(503);
      expect(((await logout.json()) as { message: string }).message).toMatch(/could not be ended on the server/);
      expect(logout.headers.getSetCookie().join()).toMatch(/examprep_session=;/);
    } finally {
      await cut.stop();
    }
    expect((await profile(cookie)).status).toBe(200); // honestly: still live until signed out again
  });

  it('Strapi keeps the session, not the proxy: logout deletes its record', async () => {
    const admin = await signedInAdministrator();
    const user = await stack.strapi.db.query(USER_UID).findOne({ where: { documentId: admin.documentId } });
    const sessions = () =>
      stack.strapi.db.query('admin::session').count({ where: { origin: 'users-permissions', userId: String(user.id) } });
    expect(await sessions()).toBe(1);
    await fetch(`${stack.proxyUrl}/api/auth/logout`, { method: 'POST', headers: { cookie: admin.cookie } });
    expect(await sessions()).toBe(0);
  });
});

describe('a session lives in Strapi, not in one proxy', () => {
  it('survives a proxy restart and works on a second proxy, before and after its access token expires', async () => {
    const { cookie } = await signedInAdministrator();
    const restarted = await stack.addProxy(); // a fresh proxy: nothing in memory from the sign-in
    expect((await profile(cookie, restarted.url)).status).toBe(200);
    await restarted.stop();
    const second = await stack.addProxy();
    expect((await adminList(cookie, second.url)).status).toBe(200);

    await sleep(ACCESS_TOKEN_SECONDS * 1000 + 500);
    const refreshedThere = await adminList(cookie, second.url);
    expect(refreshedThere.status).toBe(200);
    const renewed = newCookie(refreshedThere)!;
    expect(renewed).toBeDefined();
    expect((await profile(renewed)).status).toBe(200); // the first proxy takes the cookie the second one renewed
    await second.stop();
  });
});

describe('access tokens are refreshed without the administrator noticing', () => {
  it(`after ${ACCESS_TOKEN_SECONDS} s the proxy renews the access token in the cookie, for reads and writes alike`, async () => {
    const { cookie } = await signedInAdministrator();
    const firstAccess = accessClaims(cookie);
    await sleep(ACCESS_TOKEN_SECONDS * 1000 + 500);
    expect(firstAccess.exp * 1000).toBeLessThan(Date.now()); // expired: Strapi alone would refuse it now

    const read = await adminList(cookie);
    expect(read.status).toBe(200);
    const renewed = newCookie(read)!;
    expect(accessClaims(renewed).exp).toBeGreaterThan(firstAccess.exp);
    // The cookie keeps the session's own lifetime (not the access token's).
    const expires = new Date(
      /Expires=([^;]+)/i.exec(read.headers.getSetCookie().find((line) => line.startsWith('examprep_session='))!)![1]!,
    );
    expect(expires.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

    const write = await adminClient(stack, cookie).post('/api/topics/add', { topic_name: `refreshed-${randomBytes(3).toString('hex')}` });
    expect(write.status).toBe(201);
    expect((await profile(renewed)).status).toBe(200);
  });

  it('a fresh access token is used as it is: no refresh, no new cookie', async () => {
    const { cookie } = await signedInAdministrator();
    const answer = await adminList(cookie);
    expect(answer.status).toBe(200);
    expect(newCookie(answer)).toBeUndefined();
  });

  it('many requests at once with an expired access token all succeed (the refresh token is not used up)', async () => {
    const { cookie } = await signedInAdministrator();
    await sleep(ACCESS_TOKEN_SECONDS * 1000 + 500);
    const second = await stack.addProxy();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => adminList(cookie, i % 2 ? second.url : stack.proxyUrl)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    await second.stop();
  });
});

describe('a cookie that is not a well-formed session', () => {
  const malformed = [
    'examprep_session=%E2%82%AC', // a character that cannot be sent upstream in a header
    'examprep_session=abc%0Adef', // a line break
    'examprep_session=%00',
    'examprep_session=not-a-session',
    `examprep_session=${'a'.repeat(6000)}`,
    'examprep_session=a.b.c',
    'examprep_session=a.b.c~d.e.f',
    'examprep_session=%7B%22access%22%3A1%7D', // {"access":1}
    'examprep_session=j%3A%7B%22a%22%3A1%7D', // cookie-parser's JSON cookie syntax
  ];

  it.each(malformed)('%s is 401 with the cookie cleared, never a 5xx', async (cookie) => {
    const answer = await profile(cookie);
    expect(answer.status).toBe(401);
    expect(answer.headers.getSetCookie().join()).toMatch(/examprep_session=;/);
    for (const [method, path] of [
      ['GET', '/api/exams/admin/all'],
      ['POST', '/api/topics/add'],
      ['DELETE', '/api/topics/delete/no-such-id'],
    ] as const) {
      const call = await fetch(`${stack.proxyUrl}${path}`, {
        method,
        headers: { cookie, 'content-type': 'application/json' },
        body: method === 'POST' ? JSON.stringify({ topic_name: 'malformed-cookie' }) : undefined,
      });
      expect(call.status, `${method} ${path}`).toBe(401);
      expect(await call.json()).toEqual({ message: expect.stringMatching(/sign in/i) });
    }
    // Logout with it is fine too (nothing to end).
    expect((await fetch(`${stack.proxyUrl}/api/auth/logout`, { method: 'POST', headers: { cookie } })).status).toBe(200);
  });
});
