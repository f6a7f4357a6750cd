import { MESSAGES, type StudentLocale, type StudentProfile } from '@exam-prep/contract/student/account';
import { HttpError } from '#src/lib/errors.js';
import type { StrapiClient } from '#src/strapi/client.js';
import type { SessionTokens } from '#src/auth/admin-session.js';

/**
 * The CMS's student-account calls (cms/src/api/student-account): the proxy token's (sign-up, sign-in, sessions,
 * mailed tokens) and the student's own (with their access token). Every internal answer is 200 with a `result`.
 */

/** An error of a student call: `message` and `error` carry the same text (students-faqs-programming.md §0). */
export const studentError = (status: number, message: string) => new HttpError(status, message, { error: message });

/** Who a mail goes to, in which language (the CMS's answer). */
export interface MailRecipient {
  /** The account's _id. */
  id: string;
  username: string;
  email: string;
  locale: StudentLocale;
}

type RegisterResult =
  | { result: 'registered'; token: string; user: MailRecipient }
  | { result: 'username-taken' }
  | { result: 'email-taken'; user: MailRecipient };
type LoginResult =
  ({ result: 'signed-in'; user: StudentProfile } & SessionTokens) | { result: 'invalid-credentials' | 'blocked' | 'not-verified' };
type IssuedToken = { result: 'send'; token: string; user: MailRecipient } | { result: 'none' };

export const registerStudent = (
  cms: StrapiClient,
  input: { username: string; email: string; password: string; locale?: StudentLocale; consent?: boolean },
) => cms.post<RegisterResult>('/student-account/register', input);

/** Checks a student's credentials and starts a session; an administrator's account is "invalid" here. */
export async function signInStudent(cms: StrapiClient, username: string, password: string) {
  const answer = await cms.post<LoginResult>('/student-account/login', { username, password });
  switch (answer.result) {
    case 'signed-in':
      return { session: { jwt: answer.jwt, refreshToken: answer.refreshToken }, profile: answer.user };
    case 'invalid-credentials':
      throw studentError(401, MESSAGES.invalidCredentials);
    case 'blocked':
      throw studentError(403, MESSAGES.blocked);
    case 'not-verified':
      throw studentError(403, MESSAGES.notVerified);
    default:
      throw studentError(502, 'The content service returned an unexpected answer.');
  }
}

/** A new access token for a student's session; 401 when it has ended (or its account may no longer sign in). */
export async function refreshStudentAccessToken(cms: StrapiClient, refreshToken: string): Promise<string> {
  const answer = await cms.post<{ result: 'refreshed'; jwt: string } | { result: 'session-ended' }>('/student-account/refresh', {
    refreshToken,
  });
  if (answer.result === 'refreshed') return answer.jwt;
  throw studentError(401, MESSAGES.notSignedIn);
}

export async function endStudentSession(cms: StrapiClient, refreshToken: string): Promise<void> {
  await cms.post('/student-account/logout', { refreshToken });
}

/** The account a sign-in name means, as a counting key (see auth/admin-session.ts signInAccountKey). */
export async function studentAccountKey(cms: StrapiClient, name: string): Promise<string> {
  const spelled = name.replace(/\s+/g, '').toLowerCase();
  try {
    const { account } = await cms.post<{ account: string | null }>('/student-account/account', { name: spelled });
    if (account) return `account:${account}`;
  } catch {
    // Counted under the name meanwhile.
  }
  return `name:${spelled}`;
}

export const verifyStudentEmail = async (cms: StrapiClient, token: string) =>
  (await cms.post<{ result: 'verified' | 'already-verified' | 'invalid' }>('/student-account/verify-email', { token })).result;

export const requestVerification = (cms: StrapiClient, email: string) => cms.post<IssuedToken>('/student-account/verification', { email });
export const requestReset = (cms: StrapiClient, email: string) => cms.post<IssuedToken>('/student-account/reset-request', { email });

export async function checkResetToken(cms: StrapiClient, token: string): Promise<MailRecipient | undefined> {
  const answer = await cms.post<{ result: 'valid'; user: MailRecipient } | { result: 'invalid' }>('/student-account/reset-check', {
    token,
  });
  return answer.result === 'valid' ? answer.user : undefined;
}

export const resetPassword = async (cms: StrapiClient, token: string, password: string) =>
  (await cms.post<{ result: 'reset' | 'invalid' }>('/student-account/reset', { token, password })).result === 'reset';

// ── The student's own calls (a client acting with their access token) ──

export const ownProfile = async (student: StrapiClient) => (await student.get<{ profile: StudentProfile }>('/student-account/me')).profile;

export const updateOwnProfile = async (student: StrapiClient, change: { display_name?: string | null; locale?: StudentLocale }) =>
  (await student.put<{ profile: StudentProfile }>('/student-account/me', change)).profile;

export const exportOwnData = (student: StrapiClient) => student.get<Record<string, unknown>>('/student-account/me/export');

export const changeOwnPassword = (student: StrapiClient, currentPassword: string, newPassword: string) =>
  student.post<({ result: 'changed' } & SessionTokens) | { result: 'wrong-password' }>('/student-account/me/password', {
    currentPassword,
    newPassword,
  });

export const deleteOwnAccount = (student: StrapiClient, password: string) =>
  student.post<{ result: 'deleted' | 'wrong-password' }>('/student-account/me/delete', { password });

export const endAllOwnSessions = (student: StrapiClient) => student.post('/student-account/me/sessions/end', {});
