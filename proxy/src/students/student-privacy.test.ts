import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, studentExport } from '@exam-prep/contract/student/account';
import { startStack, type Stack } from '#test/helpers/stack.js';
import { startSmtpServer, tokenOf, type TestSmtpServer } from '#test/helpers/smtp.js';
import { createVerifiedStudent, signInStudent, studentCookieOf } from '#test/helpers/students.js';

let stack: Stack;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  stack = await startStack({
    env: { SMTP_URL: smtp.url, STUDENT_MAIL_PER_HOUR: '1000', STUDENT_RESET_PER_HOUR: '1000', STUDENT_LOGIN_MAX_FAILURES: '1000' },
  });
});
afterAll(async () => {
  await stack?.stop();
  await smtp?.stop();
});

const send = (method: string, path: string, body?: unknown, cookie?: string) =>
  stack.json(path, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const profileWith = (cookie: string) => stack.json('/api/student/profile', { headers: { cookie } });
const expectError = (answer: { status: number; body: { message?: string; error?: string } }, status: number, message: string) => {
  expect(answer.status).toBe(status);
  expect(answer.body).toEqual({ message, error: message });
};

const PASSWORD = 'violet mango telescope 42';
const NEW_PASSWORD = 'quiet river lantern 1987';

describe('passwords and sessions', () => {
  it('reset by mail: a one-hour, single-use link that ends every session', async () => {
    await createVerifiedStudent(stack, { username: 'sunita', email: 'sunita@example.com', password: PASSWORD });
    const phone = await signInStudent(stack, 'sunita', PASSWORD);
    expect((await send('POST', '/api/student/forgot-password', { email: 'sunita@example.com' })).status).toBe(200);
    const mail = await smtp.waitForMail('sunita@example.com', (m) => /new password/.test(m.subject));
    expect(mail.text).toContain('/student/reset-password?token=');
    const token = tokenOf(mail);

    const weak = await send('POST', '/api/student/reset-password', { token, password: 'sunita123' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/too easy to guess/);
    expectError(
      await send('POST', '/api/student/reset-password', { token: 'x'.repeat(43), password: NEW_PASSWORD }),
      400,
      MESSAGES.resetLinkInvalid,
    );

    const reset = await send('POST', '/api/student/reset-password', { token, password: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: MESSAGES.resetDone });
    // Once only.
    expectError(
      await send('POST', '/api/student/reset-password', { token, password: 'another fine passphrase 77' }),
      400,
      MESSAGES.resetLinkInvalid,
    );
    // Every session ended; the new password works, the old one not.
    expect((await profileWith(phone)).status).toBe(401);
    expect((await send('POST', '/api/student/login', { username: 'sunita', password: PASSWORD })).status).toBe(401);
    await signInStudent(stack, 'sunita', NEW_PASSWORD);
  });

  it('a reset link older than an hour no longer works', async () => {
    await createVerifiedStudent(stack, { username: 'old-link', email: 'old-link@example.com', password: PASSWORD });
    await send('POST', '/api/student/forgot-password', { email: 'old-link@example.com' });
    const token = tokenOf(await smtp.waitForMail('old-link@example.com'));
    await stack.strapi.db
      .connection('student_tokens')
      .update({ expires_ms: Date.now() - 1000 })
      .where({ purpose: 'reset' });
    expectError(await send('POST', '/api/student/reset-password', { token, password: NEW_PASSWORD }), 400, MESSAGES.resetLinkInvalid);
  });

  it('change password: the current one first; other devices are signed out, this browser goes on', async () => {
    await createVerifiedStudent(stack, { username: 'farhan', email: 'farhan@example.com', password: PASSWORD });
    const laptop = await signInStudent(stack, 'farhan', PASSWORD);
    const phone = await signInStudent(stack, 'farhan', PASSWORD);
    expectError(
      await send('POST', '/api/student/change-password', { currentPassword: 'wrong one entirely', newPassword: NEW_PASSWORD }, laptop),
      403,
      MESSAGES.wrongCurrentPassword,
    );
    const weak = await send('POST', '/api/student/change-password', { currentPassword: PASSWORD, newPassword: 'farhan2024' }, laptop);
    expect(weak.status).toBe(400);
    expectError(await send('POST', '/api/student/change-password', { currentPassword: PASSWORD }, laptop), 400, MESSAGES.fillInAllFields);
    expect((await send('POST', '/api/student/change-password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).status).toBe(401);

    const changed = await send('POST', '/api/student/change-password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, laptop);
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ message: MESSAGES.passwordChanged });
    const fresh = studentCookieOf(changed)!;
    expect(fresh).toBeDefined();
    expect((await profileWith(fresh)).status).toBe(200);
    expect((await profileWith(phone)).status).toBe(401);
    expect((await profileWith(laptop)).status).toBe(401);
  });

  it('sign out everywhere ends every session of the account, and only of that account', async () => {
    await createVerifiedStudent(stack, { username: 'geeta', email: 'geeta@example.com', password: PASSWORD });
    await createVerifiedStudent(stack, { username: 'harsh', email: 'harsh@example.com', password: PASSWORD });
    const one = await signInStudent(stack, 'geeta', PASSWORD);
    const two = await signInStudent(stack, 'geeta', PASSWORD);
    const other = await signInStudent(stack, 'harsh', PASSWORD);
    expect((await profileWith(two)).status).toBe(200); // cached on this proxy, and dropped below
    const all = await send('POST', '/api/student/logout-all', undefined, one);
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ message: MESSAGES.loggedOutEverywhere });
    expect((await profileWith(one)).status).toBe(401);
    expect((await profileWith(two)).status).toBe(401);
    expect((await profileWith(other)).status).toBe(200);
    expectError(await send('POST', '/api/student/logout-all'), 401, MESSAGES.notSignedIn);
  });

  it('PATCH profile changes the display name and the language, and nothing else', async () => {
    await createVerifiedStudent(stack, { username: 'isha', email: 'isha@example.com', password: PASSWORD });
    const cookie = await signInStudent(stack, 'isha', PASSWORD);
    const changed = await send('PATCH', '/api/student/profile', { display_name: '  Isha R ', locale: 'hi' }, cookie);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ display_name: 'Isha R', locale: 'hi', username: 'isha' });
    expect((await profileWith(cookie)).body).toMatchObject({ display_name: 'Isha R', locale: 'hi' });
    expect((await send('PATCH', '/api/student/profile', { display_name: '' }, cookie)).body.display_name).toBeNull();
    for (const body of [{ locale: 'fr' }, { display_name: 'x'.repeat(41) }, { username: 'new-name' }, { email: 'x@y.z' }]) {
      const refused = await send('PATCH', '/api/student/profile', body, cookie);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe(refused.body.message);
    }
    expect((await send('PATCH', '/api/student/profile', { locale: 'en' })).status).toBe(401);
  });
});

describe('privacy: export and deletion', () => {
  it('exports the account as a JSON file', async () => {
    const student = await createVerifiedStudent(stack, { username: 'jaya', email: 'jaya@example.com', password: PASSWORD, locale: 'hi' });
    const cookie = await signInStudent(stack, 'jaya', PASSWORD);
    const exported = await stack.json('/api/student/export', { headers: { cookie } });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="exam-prep-account-jaya.json"');
    expect(exported.headers.get('cache-control')).toBe('no-store');
    const data = studentExport.parse(exported.body);
    expect(data.account).toMatchObject({ _id: student.id, username: 'jaya', email: 'jaya@example.com', locale: 'hi', blocked: false });
    expect(JSON.stringify(exported.body)).not.toMatch(/password|\$2[aby]\$/);
    expect((await stack.json('/api/student/export')).status).toBe(401);
  });

  it('deletes the account after the password: the user, its profile row and its sessions are gone', async () => {
    const student = await createVerifiedStudent(stack, { username: 'kavya', email: 'kavya@example.com', password: PASSWORD });
    const cookie = await signInStudent(stack, 'kavya', PASSWORD);
    const other = await signInStudent(stack, 'kavya', PASSWORD);
    expectError(await send('DELETE', '/api/student/account', { password: 'not my password at all' }, cookie), 403, MESSAGES.wrongPassword);
    expectError(await send('DELETE', '/api/student/account', {}, cookie), 400, MESSAGES.fillInAllFields);
    expect((await profileWith(cookie)).status).toBe(200);

    const deleted = await send('DELETE', '/api/student/account', { password: PASSWORD }, cookie);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: MESSAGES.accountDeleted });
    expect(deleted.headers.getSetCookie().some((line) => /^examprep_student=;/.test(line))).toBe(true);
    expect((await profileWith(other)).status).toBe(401);
    expect(await stack.strapi.db.query('plugin::users-permissions.user').count({ where: { id: student.userId } })).toBe(0);
    const [{ n }] = await stack.strapi.db.connection('student_profiles').where({ user_id: student.userId }).count({ n: '*' });
    expect(Number(n)).toBe(0);
    expect((await send('POST', '/api/student/login', { username: 'kavya', password: PASSWORD })).status).toBe(401);
  });

  it('accounts never verified are removed 7 days after signing up; others stay', async () => {
    const users = stack.strapi.db.query('plugin::users-permissions.user');
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    const stale = await createVerifiedStudent(stack, { username: 'stale-one', email: 'stale@example.com', password: PASSWORD });
    const recent = await createVerifiedStudent(stack, { username: 'recent-one', email: 'recent@example.com', password: PASSWORD });
    const oldVerified = await createVerifiedStudent(stack, {
      username: 'old-verified',
      email: 'old-verified@example.com',
      password: PASSWORD,
    });
    await users.update({ where: { id: stale.userId }, data: { confirmed: false, createdAt: eightDaysAgo } });
    await users.update({ where: { id: recent.userId }, data: { confirmed: false } });
    await users.update({ where: { id: oldVerified.userId }, data: { createdAt: eightDaysAgo } });

    expect(await stack.strapi.service('api::student-account.student-account').pruneUnverified()).toBe(1);
    expect(await users.count({ where: { id: stale.userId } })).toBe(0);
    const [{ n }] = await stack.strapi.db.connection('student_profiles').where({ user_id: stale.userId }).count({ n: '*' });
    expect(Number(n)).toBe(0);
    expect(await users.count({ where: { id: { $in: [recent.userId, oldVerified.userId] } } })).toBe(2);
  });

  it('blocking a student (in Strapi) ends their sessions at once', async () => {
    const student = await createVerifiedStudent(stack, { username: 'to-block', email: 'to-block@example.com', password: PASSWORD });
    const cookie = await signInStudent(stack, 'to-block', PASSWORD);
    await stack.strapi.db.query('plugin::users-permissions.user').update({ where: { id: student.userId }, data: { blocked: true } });
    // A profile cached on this proxy lives a few seconds; a call that reaches Strapi is refused at once.
    expect((await send('POST', '/api/student/logout-all', undefined, cookie)).status).toBe(401);
  });
});
