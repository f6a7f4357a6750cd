import { expect } from 'vitest';
import { STUDENT_SESSION_COOKIE } from '@exam-prep/contract/student/account';
import type { Stack } from './stack.js';

const USER_UID = 'plugin::users-permissions.user';

export interface TestStudent {
  /** The account's _id (documentId). */
  id: string;
  /** users-permissions' numeric id (what student_* tables key on). */
  userId: number;
  username: string;
  email: string;
  password: string;
}

/**
 * A verified student, made directly in Strapi (no mail, no limits): a users-permissions user in the Student role,
 * confirmed, with its profile row (cms/src/api/student-account).
 */
export async function createVerifiedStudent(
  stack: Stack,
  input: { username: string; email: string; password: string; locale?: 'en' | 'hi' },
): Promise<TestStudent> {
  const { strapi } = stack;
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'student' } });
  if (!role) throw new Error('The Student role is missing: is cms/dist built with student accounts?');
  // The document service hashes the password (it is a password attribute).
  const created = await strapi.documents(USER_UID).create({
    data: {
      username: input.username,
      email: input.email.toLowerCase(),
      password: input.password,
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: role.id,
    },
  });
  const user = await strapi.db.query(USER_UID).findOne({ where: { documentId: created.documentId }, populate: ['role'] });
  const accounts = strapi.service('api::student-account.student-account');
  await accounts.profileOf(user);
  if (input.locale) await accounts.updateProfile(user, { locale: input.locale });
  return { id: created.documentId, userId: user.id, username: input.username, email: input.email.toLowerCase(), password: input.password };
}

/** Signs a student in through the proxy (POST /api/student/login); the Cookie header value to send back. */
export async function signInStudent(stack: Stack | { get: Stack['get'] }, username: string, password: string): Promise<string> {
  const response = await stack.get('/api/student/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${STUDENT_SESSION_COOKIE}=`));
  expect(cookie).toBeDefined();
  return cookie!.split(';')[0]!;
}

/** The student session cookie a response sets ("name=value"), or undefined. */
export function studentCookieOf(response: { headers: Headers }): string | undefined {
  return response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${STUDENT_SESSION_COOKIE}=`))
    ?.split(';')[0];
}
