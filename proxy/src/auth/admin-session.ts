import { credentials as credentialsSchema, FILL_IN_ALL_FIELDS, type AdministratorProfile } from '@exam-prep/contract/admin/auth';
import { badRequest, HttpError } from '#src/lib/errors.js';
import { SESSION_EXPIRED_MESSAGE, type StrapiClient } from '#src/strapi/client.js';

interface StrapiAdministrator {
  documentId: string;
  username: string;
  email: string;
}

/** A Strapi session's tokens (cms/src/api/admin-session): a short-lived access token and the refresh token. */
export interface SessionTokens {
  jwt: string;
  refreshToken: string;
}

/** The CMS's answers (cms/src/api/admin-session). */
type LoginResult =
  | ({ result: 'signed-in'; user: StrapiAdministrator } & SessionTokens)
  | { result: 'invalid-credentials' | 'not-administrator' | 'blocked' };
type RefreshResult = { result: 'refreshed'; jwt: string } | { result: 'session-ended' };

const toProfile = (user: StrapiAdministrator): AdministratorProfile => ({
  _id: user.documentId,
  username: user.username,
  email: user.email,
});

/**
 * Checks an administrator's credentials (with the proxy's token) and starts a Strapi session. Only users in the
 * Administrator role get one.
 */
export async function signIn(cms: StrapiClient, input: unknown): Promise<{ session: SessionTokens; profile: AdministratorProfile }> {
  const credentials = credentialsSchema.safeParse(input ?? {});
  if (!credentials.success) throw badRequest(FILL_IN_ALL_FIELDS);
  const answer = await cms.post<LoginResult>('/admin-session/login', credentials.data);
  switch (answer.result) {
    case 'signed-in':
      return { session: { jwt: answer.jwt, refreshToken: answer.refreshToken }, profile: toProfile(answer.user) };
    case 'invalid-credentials':
      throw new HttpError(401, 'Invalid username or password');
    case 'blocked':
      throw new HttpError(403, 'This account has been blocked. Ask another administrator to unblock it.');
    case 'not-administrator':
      throw new HttpError(403, 'This account is not an administrator account.');
    default:
      throw new HttpError(502, 'The content service returned an unexpected answer.');
  }
}

/** The administrator a session belongs to; Strapi refuses an expired, forged or non-administrator JWT. */
export async function administratorProfile(session: StrapiClient): Promise<AdministratorProfile> {
  const { user } = await session.get<{ user: StrapiAdministrator }>('/admin-session/me');
  return toProfile(user);
}

/** A new access token for a session; 401 when Strapi has ended the session (or its account may no longer sign in). */
export async function refreshAccessToken(cms: StrapiClient, refreshToken: string): Promise<string> {
  const answer = await cms.post<RefreshResult>('/admin-session/refresh', { refreshToken });
  if (answer.result === 'refreshed') return answer.jwt;
  throw new HttpError(401, SESSION_EXPIRED_MESSAGE);
}

/** Ends a session in Strapi: every copy of its cookie is refused from now on. */
export async function endSession(cms: StrapiClient, refreshToken: string): Promise<void> {
  await cms.post('/admin-session/logout', { refreshToken });
}

/**
 * One sign-in name as typed (username or email) to the one account it means, as a counting key: every spelling of
 * an account (username or email, any letter case, any spacing) gives the same key, and so does every spelling of
 * a name no account has. Without the CMS, the name itself (the sign-in then fails with 503 and is not counted).
 */
export async function signInAccountKey(cms: StrapiClient, name: string): Promise<string> {
  const spelled = name.replace(/\s+/g, '').toLowerCase();
  try {
    const { account } = await cms.post<{ account: string | null }>('/admin-session/account', { name: spelled });
    if (account) return `account:${account}`;
  } catch {
    // Counted under the name meanwhile.
  }
  return `name:${spelled}`;
}
