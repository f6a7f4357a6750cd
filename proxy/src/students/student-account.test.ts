import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PASSWORD_MIN, studentProfile } from '@exam-prep/contract/student/account';
import { startStack, type Stack } from '#test/helpers/stack.js';
import { startSmtpServer, tokenOf, type TestSmtpServer } from '#test/helpers/smtp.js';
import { createVerifiedStudent, signInStudent } from '#test/helpers/students.js';

let stack: Stack;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  // Limits out of the way here (student-limits.test.ts checks them): every call of this file comes from one address.
  stack = await startStack({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Exam Prep Test <no-reply@exam-prep.test>',
      PUBLIC_SITE_URL: 'https://exam-prep.test',
      STUDENT_REGISTER_PER_HOUR: '1000',
      STUDENT_MAIL_PER_HOUR: '1000',
      STUDENT_RESET_PER_HOUR: '1000',
      STUDENT_LOGIN_MAX_FAILURES: '1000',
    },
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
const post = (path: string, body?: unknown, cookie?: string) => send('POST', path, body ?? {}, cookie);
const profileWith = (cookie: string) => stack.json('/api/student/profile', { headers: { cookie } });
const expectError = (answer: { status: number; body: { message?: string; error?: string } }, status: number, message: string) => {
  expect(answer.status).toBe(status);
  expect(answer.body).toEqual({ message, error: message });
};

const PASSWORD = 'violet mango telescope 42';

describe('register, verify, sign in', () => {
  it('register → verification mail → verify (idempotent) → login → profile → logout', async () => {
    const registered = await post('/api/student/register', { username: 'Priya_S', email: ' Priya@Example.com ', password: PASSWORD });
    expect(registered.status).toBe(201);
    expect(registered.body).toEqual({ message: MESSAGES.registered });

    const mail = await smtp.waitForMail('priya@example.com');
    expect(mail.subject).toBe('Verify your email for Exam Prep');
    expect(mail.from).toContain('no-reply@exam-prep.test');
    expect(mail.text).toMatch(/https:\/\/exam-prep\.test\/student\/verify-email\?token=[A-Za-z0-9_-]{43}\b/);

    // Not verified yet: the sign-in says how to verify.
    expectError(await post('/api/student/login', { username: 'Priya_S', password: PASSWORD }), 403, MESSAGES.notVerified);

    const token = tokenOf(mail);
    const verified = await stack.json(`/api/student/verify-email?token=${token}`);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ message: MESSAGES.verified });
    // A repeated call (StrictMode fires twice) is still 200.
    const again = await stack.json(`/api/student/verify-email?token=${token}`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: MESSAGES.alreadyVerified });

    const cookie = await signInStudent(stack, 'priya@example.com', PASSWORD);
    const profile = await profileWith(cookie);
    expect(profile.status).toBe(200);
    expect(studentProfile.parse(profile.body)).toMatchObject({
      username: 'Priya_S',
      email: 'priya@example.com',
      email_verified: true,
      locale: 'en',
    });

    const out = await post('/api/student/logout', undefined, cookie);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: MESSAGES.loggedOut });
    expect(out.headers.getSetCookie().some((line) => /^examprep_student=;/.test(line))).toBe(true);
    // The session is over on the server: the old cookie no longer works.
    expect((await profileWith(cookie)).status).toBe(401);
    // Logout without a session is fine too.
    expect((await post('/api/student/logout')).status).toBe(200);
  });

  it('verify-email: no token 400, an unknown or malformed token 400 with its message', async () => {
    expectError(await stack.json('/api/student/verify-email'), 400, MESSAGES.noToken);
    expectError(
      await stack.json('/api/student/verify-email?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
      400,
      MESSAGES.verifyLinkInvalid,
    );
    expectError(await stack.json('/api/student/verify-email?token=%3Cscript%3E'), 400, MESSAGES.verifyLinkInvalid);
  });

  it('signs up in Hindi: the mail is in Hindi and its link goes to /hi', async () => {
    expect(
      (await post('/api/student/register', { username: 'anil-k', email: 'anil@example.com', password: PASSWORD, locale: 'hi' })).status,
    ).toBe(201);
    const mail = await smtp.waitForMail('anil@example.com');
    expect(mail.subject).toMatch(/सत्यापित/);
    expect(mail.text).toContain('https://exam-prep.test/hi/student/verify-email?token=');
  });

  it('says a taken username plainly (409, any letter case); a taken email answers as a sign-up and mails its owner', async () => {
    await createVerifiedStudent(stack, { username: 'Deepa', email: 'deepa@example.com', password: PASSWORD });
    expectError(
      await post('/api/student/register', { username: 'deepa', email: 'other@example.com', password: PASSWORD }),
      409,
      MESSAGES.usernameTaken,
    );

    const before = smtp.mailsTo('deepa@example.com').length;
    const taken = await post('/api/student/register', { username: 'someone-else', email: 'DEEPA@example.com', password: PASSWORD });
    expect(taken.status).toBe(201);
    expect(taken.body).toEqual({ message: MESSAGES.registered });
    const notice = await smtp.waitForMail('deepa@example.com', (mail) => /tried to sign up/.test(mail.subject));
    expect(notice.text).toContain('https://exam-prep.test/student/forgot-password');
    expect(notice.text).not.toMatch(/token=/);
    expect(smtp.mailsTo('deepa@example.com')).toHaveLength(before + 1);
    // No second account was made.
    expect(await stack.strapi.db.query('plugin::users-permissions.user').count({ where: { username: 'someone-else' } })).toBe(0);
  });

  it('signing up again with the email of an account never verified sends that account a new verification link', async () => {
    expect((await post('/api/student/register', { username: 'lost-mail', email: 'lost@example.com', password: PASSWORD })).status).toBe(
      201,
    );
    const first = tokenOf(await smtp.waitForMail('lost@example.com'));
    const again = await post('/api/student/register', { username: 'lost-mail-2', email: 'lost@example.com', password: PASSWORD });
    expect(again.status).toBe(201);
    const second = await smtp.waitForMail('lost@example.com', (mail) => tokenOf(mail) !== first);
    expect(second.text).toContain('Hello lost-mail,');
    expect((await stack.json(`/api/student/verify-email?token=${tokenOf(second)}`)).body).toEqual({ message: MESSAGES.verified });
    expect(await stack.strapi.db.query('plugin::users-permissions.user').count({ where: { username: 'lost-mail-2' } })).toBe(0);
  });

  it('signing in again in the same browser ends the session it held', async () => {
    await createVerifiedStudent(stack, { username: 'two-logins', email: 'two-logins@example.com', password: PASSWORD });
    const first = await signInStudent(stack, 'two-logins', PASSWORD);
    const second = await post('/api/student/login', { username: 'two-logins', password: PASSWORD }, first);
    expect(second.status).toBe(200);
    expect((await profileWith(first)).status).toBe(401);
  });

  it('refuses bad input with the rule it breaks', async () => {
    const register = (body: Record<string, unknown>) =>
      post('/api/student/register', { username: 'fresh-one', email: 'fresh@example.com', password: PASSWORD, ...body });
    expectError(await register({ username: '' }), 400, MESSAGES.fillInAllFields);
    expectError(await register({ password: 5 }), 400, MESSAGES.fillInAllFields);
    expectError(await register({ username: 'ab' }), 400, MESSAGES.usernameRule);
    expectError(await register({ username: 'has space' }), 400, MESSAGES.usernameRule);
    expectError(await register({ email: 'not-an-email' }), 400, MESSAGES.emailInvalid);
    expectError(await register({ password: 'short' }), 400, MESSAGES.passwordTooShort);
    expect(PASSWORD_MIN).toBe(8);
    const weak = await register({ password: 'password123' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/too easy to guess/);
    // The account's own words count as easy guesses.
    expect((await register({ password: 'fresh-one2024' })).body.message).toMatch(/too easy to guess/);
    expectError(await register({ consent: false }), 400, MESSAGES.consentRequired);
    expectError(await register({ locale: 'fr' }), 400, 'locale must be "en" or "hi"');
    expect(await stack.strapi.db.query('plugin::users-permissions.user').count({ where: { username: 'fresh-one' } })).toBe(0);
  });

  it('resend-verification and forgot-password answer the same 200 whatever the address, and mail only real accounts', async () => {
    expect((await post('/api/student/register', { username: 'late-verifier', email: 'late@example.com', password: PASSWORD })).status).toBe(
      201,
    );
    await smtp.waitForMail('late@example.com');
    for (const email of ['late@example.com', 'nobody@example.com', 'deepa@example.com']) {
      const resend = await post('/api/student/resend-verification', { email });
      expect(resend.status).toBe(200);
      expect(resend.body).toEqual({ message: MESSAGES.verificationSent });
      const forgot = await post('/api/student/forgot-password', { email });
      expect(forgot.status).toBe(200);
      expect(forgot.body).toEqual({ message: MESSAGES.resetSent });
    }
    // A second verification mail for the unverified account; a reset mail for both real accounts; nothing to nobody.
    await smtp.waitForMail('late@example.com', (mail) => /Choose a new password/.test(mail.subject));
    await smtp.waitForMail('deepa@example.com', (mail) => /Choose a new password/.test(mail.subject));
    expect(smtp.mailsTo('late@example.com').filter((mail) => /Verify/.test(mail.subject)).length).toBe(2);
    expect(smtp.mailsTo('deepa@example.com').filter((mail) => /Verify/.test(mail.subject))).toEqual([]);
    expect(smtp.mailsTo('nobody@example.com')).toEqual([]);
    expectError(await post('/api/student/resend-verification', { email: 'no at sign' }), 400, MESSAGES.emailInvalid);
  });
});
