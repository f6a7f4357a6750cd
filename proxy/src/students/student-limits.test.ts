import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@exam-prep/contract/student/account';
import { startStack, type ProxyInstance, type Stack } from '#test/helpers/stack.js';
import { createVerifiedStudent, studentCookieOf } from '#test/helpers/students.js';

let stack: Stack;
let limited: ProxyInstance;
beforeAll(async () => {
  stack = await startStack();
  // A proxy with small limits that takes the client's address from X-Forwarded-For (as behind the entry).
  limited = await stack.addProxy({
    TRUST_PROXY: 'loopback',
    STUDENT_REGISTER_PER_HOUR: '2',
    STUDENT_MAIL_PER_HOUR: '2',
    STUDENT_RESET_PER_HOUR: '2',
    STUDENT_LOGIN_MAX_FAILURES: '3',
  });
});
afterAll(async () => {
  await stack?.stop();
});

const PASSWORD = 'violet mango telescope 42';

async function post(path: string, body: unknown, from: string, cookie?: string, method = 'POST') {
  const response = await fetch(`${limited.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { message: string; error?: string },
    cookie: studentCookieOf(response),
  };
}

const expectLimited = (
  answer: { status: number; body: { message: string; error?: string } },
  message: string = MESSAGES.tooManyAttempts,
) => {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ message, error: message });
};

describe('limits on student calls (429 {message, error})', () => {
  it('register: a few sign-ups per address and hour; a form still being filled in is not counted', async () => {
    const from = '198.51.100.1';
    for (let attempt = 0; attempt < 4; attempt++)
      expect((await post('/api/student/register', { username: 'x', email: 'a@b.c', password: PASSWORD }, from)).status).toBe(400);
    expect(
      (await post('/api/student/register', { username: 'limit-one', email: 'limit-one@example.com', password: PASSWORD }, from)).status,
    ).toBe(201);
    expect(
      (await post('/api/student/register', { username: 'limit-one', email: 'limit-two@example.com', password: PASSWORD }, from)).status,
    ).toBe(409);
    expectLimited(
      await post('/api/student/register', { username: 'limit-three', email: 'limit-three@example.com', password: PASSWORD }, from),
    );
    // Another address is not touched.
    expect(
      (await post('/api/student/register', { username: 'limit-four', email: 'limit-four@example.com', password: PASSWORD }, '198.51.100.2'))
        .status,
    ).toBe(201);
  });

  it('resend-verification and forgot-password: per address, and per email from any number of addresses', async () => {
    for (const path of ['/api/student/resend-verification', '/api/student/forgot-password']) {
      const from = path.includes('resend') ? '198.51.100.10' : '198.51.100.20';
      expect((await post(path, { email: 'first@example.com' }, from)).status).toBe(200);
      expect((await post(path, { email: 'second@example.com' }, from)).status).toBe(200);
      expectLimited(await post(path, { email: 'third@example.com' }, from));

      const target = `inbox-${from}@example.com`;
      expect((await post(path, { email: target }, '203.0.113.1')).status).toBe(200);
      expect((await post(path, { email: target.toUpperCase() }, '203.0.113.2')).status).toBe(200);
      expectLimited(await post(path, { email: target }, '203.0.113.3'));
    }
  });

  it('reset-password: every attempt counts, right or wrong', async () => {
    const from = '198.51.100.30';
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await post('/api/student/reset-password', { token: 'y'.repeat(43), password: PASSWORD }, from)).status).toBe(400);
    }
    expectLimited(await post('/api/student/reset-password', { token: 'y'.repeat(43), password: PASSWORD }, from));
  });

  it('sign-in: failures per address; a success is not counted', async () => {
    await createVerifiedStudent(stack, { username: 'limit-login', email: 'limit-login@example.com', password: PASSWORD });
    const from = '198.51.100.40';
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await post('/api/student/login', { username: 'limit-login', password: PASSWORD }, from)).status).toBe(200);
    }
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await post('/api/student/login', { username: `stranger-${attempt}`, password: 'wrong wrong wrong' }, from)).status).toBe(401);
    }
    const refused = await post('/api/student/login', { username: 'limit-login', password: PASSWORD }, from);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(refused.body.message);
    expect(refused.body.message).toMatch(/Too many failed sign-in attempts/);
    // The account's owner from another address is not locked out.
    expect((await post('/api/student/login', { username: 'limit-login', password: PASSWORD }, '198.51.100.41')).status).toBe(200);
  });

  it('wrong passwords given to change-password and delete count with failed sign-ins', async () => {
    await createVerifiedStudent(stack, { username: 'limit-guess', email: 'limit-guess@example.com', password: PASSWORD });
    const from = '198.51.100.50';
    const cookie = (await post('/api/student/login', { username: 'limit-guess', password: PASSWORD }, from)).cookie!;
    expect(
      (await post('/api/student/change-password', { currentPassword: 'guess one', newPassword: 'a fresh long passphrase 9' }, from, cookie))
        .status,
    ).toBe(403);
    expect((await post('/api/student/account', { password: 'guess two' }, from, cookie, 'DELETE')).status).toBe(403);
    expect(
      (
        await post(
          '/api/student/change-password',
          { currentPassword: 'guess three', newPassword: 'a fresh long passphrase 9' },
          from,
          cookie,
        )
      ).status,
    ).toBe(403);
    const refused = await post('/api/student/account', { password: PASSWORD }, from, cookie, 'DELETE');
    expect(refused.status).toBe(429);
    expect(await stack.strapi.db.query('plugin::users-permissions.user').count({ where: { username: 'limit-guess' } })).toBe(1);
  });
});
