import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@exam-prep/contract/student/account';
import { startStack, type Stack } from '#test/helpers/stack.js';
import { createVerifiedStudent, signInStudent, studentCookieOf } from '#test/helpers/students.js';
import { createAdministrator, signIn as signInAdministrator } from '#test/helpers/admin.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

const post = (path: string, body: unknown, cookie?: string) =>
  stack.json(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

const PASSWORD = 'violet mango telescope 42';

describe('student sign-in and profile', () => {
  it('signs a verified student in by username or email, with an httpOnly cookie of its own, and the profile answers exactly 200', async () => {
    const student = await createVerifiedStudent(stack, { username: 'Asha.K', email: 'asha@example.com', password: PASSWORD });
    for (const name of ['Asha.K', 'asha.k', 'ASHA@example.com']) {
      const answer = await post('/api/student/login', { username: name, password: PASSWORD });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        message: MESSAGES.loggedIn,
        user: { _id: student.id, username: 'Asha.K', email: 'asha@example.com' },
      });
      const setCookie = answer.headers.getSetCookie().find((line) => line.startsWith('examprep_student='))!;
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      expect(answer.headers.getSetCookie().some((line) => line.startsWith('examprep_session='))).toBe(false);
      // The hint pages read (no tokens in it), readable by scripts, ending with the session.
      const hint = answer.headers.getSetCookie().find((line) => line.startsWith('examprep_student_hint='))!;
      expect(hint).toMatch(/^examprep_student_hint=1;/);
      expect(hint).not.toMatch(/HttpOnly/i);
      expect(hint.match(/Expires=[^;]+/i)?.[0]).toBe(setCookie.match(/Expires=[^;]+/i)?.[0]);
    }
    const ended = await stack.json('/api/student/logout', {
      method: 'POST',
      headers: { cookie: await signInStudent(stack, 'Asha.K', PASSWORD), origin: stack.proxyUrl },
    });
    expect(ended.headers.getSetCookie().some((line) => /^examprep_student_hint=;/.test(line))).toBe(true);
    const cookie = await signInStudent(stack, 'Asha.K', PASSWORD);
    const profile = await stack.json('/api/student/profile', { headers: { cookie } });
    expect(profile.status).toBe(200);
    expect(profile.headers.get('cache-control')).toBe('no-store');
    expect(profile.body).toEqual({
      _id: student.id,
      username: 'Asha.K',
      email: 'asha@example.com',
      email_verified: true,
      locale: 'en',
      display_name: null,
      public_number: expect.any(Number),
      created_at: expect.any(String),
    });
    expect(profile.body.public_number).toBeGreaterThanOrEqual(1000);
    expect(profile.body.public_number).toBeLessThan(1_000_000);
  });

  it('answers a profile seen in the last seconds before Express, with the same body and headers', async () => {
    await createVerifiedStudent(stack, { username: 'fast-path', email: 'fast@example.com', password: PASSWORD });
    const cookie = await signInStudent(stack, 'fast-path', PASSWORD);
    const HEADERS = [
      'cache-control',
      'content-type',
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'vary',
      'access-control-allow-origin',
      'access-control-allow-credentials',
      'access-control-expose-headers',
    ];
    // No origin, an origin of CORS_ORIGINS (the test stacks list https://partner.example), another origin.
    for (const origin of [undefined, 'https://partner.example', 'https://elsewhere.example']) {
      const fast = await stack.get('/api/student/profile', { headers: { cookie, ...(origin ? { origin } : {}) } });
      // With a query the address is not the fast path's: Express answers.
      const viaExpress = await stack.get('/api/student/profile?via=express', { headers: { cookie, ...(origin ? { origin } : {}) } });
      expect(fast.status).toBe(200);
      expect(viaExpress.status).toBe(200);
      expect(await fast.json()).toEqual(await viaExpress.json());
      // (Express tags its JSON answers; the fast path does not: each answer came the way this test means.)
      expect([fast.headers.get('etag'), typeof viaExpress.headers.get('etag')]).toEqual([null, 'string']);
      for (const header of HEADERS) expect(fast.headers.get(header), `${origin} ${header}`).toBe(viaExpress.headers.get(header));
    }
  });

  it('answers 401 {message, error} without a session, and for a forged cookie (clearing it)', async () => {
    const anonymous = await stack.json('/api/student/profile');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: MESSAGES.notSignedIn, error: MESSAGES.notSignedIn });
    const forged = await stack.json('/api/student/profile', { headers: { cookie: 'examprep_student=a.b.c~d.e.f' } });
    expect(forged.status).toBe(401);
    expect(forged.body.error).toBe(forged.body.message);
    expect(forged.headers.getSetCookie().some((line) => /^examprep_student=;/.test(line))).toBe(true);
  });

  it('refuses wrong credentials alike (401), an unverified account (403, saying how to verify), empty fields (400)', async () => {
    await createVerifiedStudent(stack, { username: 'ravi', email: 'ravi@example.com', password: PASSWORD });
    const wrong = await post('/api/student/login', { username: 'ravi', password: 'not the password at all' });
    const unknown = await post('/api/student/login', { username: 'nobody-here', password: PASSWORD });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: MESSAGES.invalidCredentials, error: MESSAGES.invalidCredentials });
      expect(studentCookieOf(answer)).toBeUndefined();
    }
    const unverified = await createVerifiedStudent(stack, { username: 'meena', email: 'meena@example.com', password: PASSWORD });
    await stack.strapi.db.query('plugin::users-permissions.user').update({ where: { id: unverified.userId }, data: { confirmed: false } });
    const refused = await post('/api/student/login', { username: 'meena', password: PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MESSAGES.notVerified);

    const blocked = await createVerifiedStudent(stack, { username: 'blocked-one', email: 'blocked@example.com', password: PASSWORD });
    await stack.strapi.db.query('plugin::users-permissions.user').update({ where: { id: blocked.userId }, data: { blocked: true } });
    expect((await post('/api/student/login', { username: 'blocked-one', password: PASSWORD })).body.message).toBe(MESSAGES.blocked);

    for (const body of [{}, { username: 'ravi' }, { username: '  ', password: 'x' }, { username: 5, password: 6 }]) {
      const answer = await post('/api/student/login', body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: MESSAGES.fillInAllFields, error: MESSAGES.fillInAllFields });
    }
  });

  it('an administrator never gets a student session, and a student never an admin one', async () => {
    const admin = await createAdministrator(stack.strapi);
    const asStudent = await post('/api/student/login', { username: admin.username, password: admin.password });
    expect(asStudent.status).toBe(401);
    expect(asStudent.body.message).toBe(MESSAGES.invalidCredentials);

    await createVerifiedStudent(stack, { username: 'kiran', email: 'kiran@example.com', password: PASSWORD });
    const asAdmin = await post('/api/auth/login', { username: 'kiran', password: PASSWORD });
    expect(asAdmin.status).toBe(403);

    // An admin cookie is refused by the student calls, a student cookie by the admin calls...
    const adminCookie = await signInAdministrator(stack, admin.username, admin.password);
    const studentCookie = await signInStudent(stack, 'kiran', PASSWORD);
    expect((await stack.json('/api/student/profile', { headers: { cookie: adminCookie } })).status).toBe(401);
    expect((await stack.json('/api/auth/profile', { headers: { cookie: studentCookie } })).status).toBe(401);
    expect((await stack.json('/api/exams/admin/all', { headers: { cookie: studentCookie } })).status).toBe(401);
    // ...even when its value is put in the other's cookie: Strapi checks the role of the token.
    const studentValue = studentCookie.split('=')[1];
    const adminValue = adminCookie.split('=')[1];
    expect((await stack.json('/api/auth/profile', { headers: { cookie: `examprep_session=${studentValue}` } })).status).toBe(401);
    // (the admin list's own answer to a token without its permissions: 403)
    expect([401, 403]).toContain(
      (await stack.json('/api/exams/admin/all', { headers: { cookie: `examprep_session=${studentValue}` } })).status,
    );
    expect((await stack.json('/api/student/profile', { headers: { cookie: `examprep_student=${adminValue}` } })).status).toBe(401);

    // Both sessions in one browser work, each for its own calls.
    const both = `${adminCookie}; ${studentCookie}`;
    expect((await stack.json('/api/auth/profile', { headers: { cookie: both } })).body.username).toBe(admin.username);
    expect((await stack.json('/api/student/profile', { headers: { cookie: both } })).body.username).toBe('kiran');
    // Signing the student out leaves the administrator signed in.
    const out = await post('/api/student/logout', {}, both);
    expect(out.status).toBe(200);
    expect((await stack.json('/api/auth/profile', { headers: { cookie: both } })).status).toBe(200);
    expect((await stack.json('/api/student/profile', { headers: { cookie: studentCookie } })).status).toBe(401);
  });
});
