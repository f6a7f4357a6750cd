import { z } from 'zod';
import { HttpError } from '../http/errors.js';
import type { StrapiClient } from '../strapi/client.js';

export const FILL_IN_ALL_FIELDS = 'Please fill in all fields';

export interface AdministratorProfile {
  _id: string;
  username: string;
  email: string;
}

interface StrapiAdministrator {
  documentId: string;
  username: string;
  email: string;
}

/** The CMS's answer to a sign-in check (cms/src/api/admin-session). */
type LoginResult =
  | { result: 'signed-in'; jwt: string; user: StrapiAdministrator }
  | { result: 'invalid-credentials' | 'not-administrator' | 'blocked' };

const credentialsSchema = z.object({
  username: z.string().trim().min(1),
  password: z.string().min(1),
});

const toProfile = (user: StrapiAdministrator): AdministratorProfile => ({ _id: user.documentId, username: user.username, email: user.email });

/**
 * Checks an administrator's credentials (with the proxy's token, which may only ask this question) and
 * returns their JWT. Only users in the Administrator role get one.
 */
export async function signIn(cms: StrapiClient, input: unknown): Promise<{ jwt: string; profile: AdministratorProfile }> {
  const credentials = credentialsSchema.safeParse(input ?? {});
  if (!credentials.success) throw new HttpError(400, FILL_IN_ALL_FIELDS);
  const answer = await cms.post<LoginResult>('/admin-session/login', credentials.data);
  switch (answer.result) {
    case 'signed-in':
      return { jwt: answer.jwt, profile: toProfile(answer.user) };
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
