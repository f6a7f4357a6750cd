import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { ADMINISTRATOR_ROLE_TYPE } from '#src/api/admin-session/administrator-role.js';
import type AdminSessionService from '#src/api/admin-session/services/admin-session.js';

type AdminSessions = ReturnType<typeof AdminSessionService>;
type Context = Parameters<Core.ControllerHandler>[0];

const USER_UID = 'plugin::users-permissions.user';

/**
 * A bcrypt hash of a random string nobody knows. Unknown usernames are checked against it, so a wrong
 * username takes as long to refuse as a wrong password (no timing hint about which accounts exist).
 */
const NOBODY_HASH = '$2a$10$EqWEoNX3dddVES42EZ81dOADbX0fy9PJwHRH69WvlFyZolouoyS52';

interface StoredUser {
  id: number;
  documentId: string;
  username: string;
  email: string;
  password?: string | null;
  blocked?: boolean | null;
  role?: { type?: string } | null;
}

export type LoginResult =
  | { result: 'signed-in'; jwt: string; refreshToken: string; user: { documentId: string; username: string; email: string } }
  | { result: 'invalid-credentials' }
  | { result: 'not-administrator' }
  | { result: 'blocked' };

export type RefreshResult = { result: 'refreshed'; jwt: string } | { result: 'session-ended' };

const publicUser = (user: StoredUser) => ({ documentId: user.documentId, username: user.username, email: user.email });

const sessions = (strapi: Core.Strapi) => strapi.service('api::admin-session.admin-session') as AdminSessions;

/** A string field of the request body, or a 400. */
function requiredString(ctx: Context, field: string): string {
  const value: unknown = (ctx.request.body ?? {})[field];
  if (typeof value !== 'string' || !value) throw new errors.ValidationError(`${field} is required`);
  return value;
}

export default ({ strapi }: { strapi: Core.Strapi }) =>
  ({
    /**
     * Checks credentials and starts a session for administrators only (an access token and the session's refresh
     * token). Every outcome is a 200 with a `result`: this is an internal call, and a 401/403 status here must keep
     * meaning "the proxy's own token was refused", which the proxy reports as a set-up problem.
     */
    async login(ctx) {
      const { username, password } = (ctx.request.body ?? {}) as { username?: unknown; password?: unknown };
      if (typeof username !== 'string' || typeof password !== 'string' || !username.trim() || !password) {
        throw new errors.ValidationError('username and password are required');
      }
      const identifier = username.trim();
      const user: StoredUser | null = await strapi.db.query(USER_UID).findOne({
        where: { provider: 'local', $or: [{ username: identifier }, { email: identifier.toLowerCase() }] },
        populate: ['role'],
      });
      const userService = strapi.plugin('users-permissions').service('user');
      const passwordMatches = await userService.validatePassword(password, user?.password || NOBODY_HASH);

      let answer: LoginResult;
      if (!user || !user.password || !passwordMatches) answer = { result: 'invalid-credentials' };
      else if (user.blocked) answer = { result: 'blocked' };
      else if (user.role?.type !== ADMINISTRATOR_ROLE_TYPE) answer = { result: 'not-administrator' };
      else {
        const { jwt, refreshToken } = await sessions(strapi).start(user.id);
        answer = { result: 'signed-in', jwt, refreshToken, user: publicUser(user) };
      }
      ctx.body = answer;
    },

    /** A new access token for a session's refresh token, while the session lasts and its account is an administrator. */
    async refresh(ctx) {
      const jwt = await sessions(strapi).refresh(requiredString(ctx, 'refreshToken'));
      const answer: RefreshResult = jwt ? { result: 'refreshed', jwt } : { result: 'session-ended' };
      ctx.body = answer;
    },

    /** Ends the session of a refresh token (signing out): its access tokens are refused from now on. */
    async logout(ctx) {
      await sessions(strapi).end(requiredString(ctx, 'refreshToken'));
      ctx.body = { result: 'signed-out' };
    },

    /** Which account a sign-in name means (username or email, any case or spacing), so failures count once. */
    async account(ctx) {
      const documentId = await sessions(strapi).accountOf(requiredString(ctx, 'name'));
      ctx.body = { account: documentId ?? null };
    },

    /** The administrator the access token belongs to (only the Administrator role may call this). */
    async me(ctx) {
      const user = ctx.state.user as StoredUser | undefined;
      if (!user) throw new errors.UnauthorizedError('Not signed in');
      ctx.body = { user: publicUser(user) };
    },
  }) satisfies Core.Controller;
