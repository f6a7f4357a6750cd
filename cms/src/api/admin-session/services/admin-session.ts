import type { Core } from '@strapi/strapi';
import { ADMINISTRATOR_ROLE_TYPE } from '#src/api/admin-session/administrator-role.js';

const USER_UID = 'plugin::users-permissions.user';
const SESSION_UID = 'admin::session';
/** users-permissions' origin in Strapi's session manager (the admin panel's own sessions are 'admin'). */
const ORIGIN = 'users-permissions';

interface StoredSession {
  status?: string | null;
  expiresAt?: string | Date | null;
  absoluteExpiresAt?: string | Date | null;
}

export interface SessionTokens {
  /** A short-lived access token: what Strapi's content API takes as `Authorization: Bearer`. */
  jwt: string;
  /** The session's refresh token: exchanged for a new access token until the session ends. */
  refreshToken: string;
}

/**
 * Site administrators' sessions, kept by Strapi's session manager (users-permissions `jwtManagement: 'refresh'`):
 * a session is a row of `admin::session`, so ending it there ends it for every proxy at once.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const sessions = () => strapi.sessionManager(ORIGIN);

  return {
    /** Starts a session for a user: its refresh token and a first access token. */
    async start(userId: number): Promise<SessionTokens> {
      const refresh = await sessions().generateRefreshToken(String(userId), undefined, { type: 'refresh' });
      const access = await sessions().generateAccessToken(refresh.token);
      if ('error' in access) throw new Error(`could not issue an access token: ${access.error}`);
      return { jwt: access.token, refreshToken: refresh.token };
    },

    /**
     * A new access token for a live session of an administrator; undefined when the session is over (signed out,
     * expired, or its account blocked, deleted or moved out of the Administrator role: then all its sessions end).
     * The refresh token is not rotated: it stays valid for the session's life, so concurrent refreshes from
     * several proxies (or browser tabs) with one cookie all succeed.
     */
    async refresh(refreshToken: string): Promise<string | undefined> {
      const validation = await sessions().validateRefreshToken(refreshToken);
      if (!validation.isValid) return undefined;
      const user = await strapi.db.query(USER_UID).findOne({ where: { id: Number(validation.userId) }, populate: ['role'] });
      if (!user || user.blocked || user.role?.type !== ADMINISTRATOR_ROLE_TYPE) {
        await this.endAll(validation.userId);
        return undefined;
      }
      const access = await sessions().generateAccessToken(refreshToken);
      return 'error' in access ? undefined : access.token;
    },

    /** Ends the session a refresh token belongs to (nothing happens for an unknown or already ended one). */
    async end(refreshToken: string): Promise<void> {
      const validation = await sessions().validateRefreshToken(refreshToken);
      if (validation.isValid) await sessions().revokeSessionById(validation.userId, validation.sessionId);
    },

    /** Ends every session of a user (password changed, blocked, no longer an administrator, deleted). */
    async endAll(userId: number | string): Promise<void> {
      await sessions().invalidateRefreshToken(String(userId));
    },

    /**
     * The account a sign-in name belongs to, for counting failed sign-ins once per account: the username or the
     * email, in any letter case, with any spacing. Undefined when no account has that name.
     */
    async accountOf(name: string): Promise<string | undefined> {
      const identifier = name.replace(/\s+/g, '');
      if (!identifier) return undefined;
      const user = await strapi.db.query(USER_UID).findOne({
        where: { $or: [{ username: { $eqi: identifier } }, { email: { $eqi: identifier } }] },
        select: ['documentId'],
        orderBy: { id: 'asc' },
      });
      return user?.documentId;
    },

    /**
     * Is the session an access token names still live? Strapi itself checks only the access token's signature and
     * expiry; this makes an ended session refuse its access tokens at once, not when they expire.
     */
    async isLive(sessionId: unknown): Promise<boolean> {
      if (typeof sessionId !== 'string' || !sessionId) return false;
      const session: StoredSession | null = await strapi.db.query(SESSION_UID).findOne({
        where: { sessionId, origin: ORIGIN },
        select: ['status', 'expiresAt', 'absoluteExpiresAt'],
      });
      const now = Date.now();
      const notPast = (at: StoredSession['expiresAt']) => !at || new Date(at).getTime() > now;
      return session?.status === 'active' && notPast(session.expiresAt) && notPast(session.absoluteExpiresAt);
    },
  };
};
