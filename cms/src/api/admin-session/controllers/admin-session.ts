import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { ADMINISTRATOR_ROLE_TYPE } from '../../../bootstrap/access';

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
  | { result: 'signed-in'; jwt: string; user: { documentId: string; username: string; email: string } }
  | { result: 'invalid-credentials' }
  | { result: 'not-administrator' }
  | { result: 'blocked' };

const publicUser = (user: StoredUser) => ({ documentId: user.documentId, username: user.username, email: user.email });

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Checks credentials and issues a users-permissions JWT to administrators only. Every outcome is a 200
   * with a `result`: this is an internal call, and a 401/403 status here must keep meaning "the proxy's own
   * token was refused", which the proxy reports as a set-up problem.
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
      const jwt = await strapi.plugin('users-permissions').service('jwt').issue({ id: user.id });
      answer = { result: 'signed-in', jwt, user: publicUser(user) };
    }
    ctx.body = answer;
  },

  /** The administrator the JWT belongs to (only the Administrator role may call this). */
  async me(ctx) {
    const user = ctx.state.user as StoredUser | undefined;
    if (!user) throw new errors.UnauthorizedError('Not signed in');
    ctx.body = { user: publicUser(user) };
  },
});
