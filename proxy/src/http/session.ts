import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import type { StrapiClient } from '#src/strapi/client.js';
import { refreshAccessToken, type SessionTokens } from '#src/auth/admin-session.js';
import { HttpError } from '#src/lib/errors.js';

/**
 * The administrator's session: an httpOnly cookie holding a Strapi session's two tokens (`<access>~<refresh>`).
 * Strapi keeps the session (users-permissions session management), so the proxy keeps nothing: a session works on
 * every proxy and survives restarts, and ending it in Strapi (logout, password change, block, role change) ends
 * every copy of the cookie at once. The short-lived access token is renewed here, unnoticed, when it runs out.
 */
export const SESSION_COOKIE = 'examprep_session';

export const NOT_SIGNED_IN_MESSAGE = 'Please sign in to continue.';

/** A JWT's three base64url parts; nothing else may reach an Authorization header upstream. */
const JWT = '[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+';
const SESSION_VALUE = new RegExp(`^(${JWT})~(${JWT})$`);
/** Far above two of Strapi's tokens (about 500 bytes together), far below a header limit. */
const MAX_SESSION_LENGTH = 2048;
/** Renew the access token this long before it expires (at most a quarter of its life), for clock skew and latency. */
const RENEW_MARGIN_SECONDS = 30;

const cookieOptions = (production: boolean): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: production,
  path: '/',
});

/**
 * One kind of session cookie: its name and how its access token is renewed. The administrator's and the student's
 * sessions are two of these, with their own cookies and their own refresh calls, so one never stands for the other.
 */
export interface SessionCookie {
  set(res: Response, session: SessionTokens, production: boolean): void;
  clear(res: Response, production: boolean): void;
  read(req: Request): SessionTokens | 'absent' | 'malformed';
  /**
   * An access token for this request's session, renewed (and the cookie updated) when it has run out or is about
   * to. No session: 401. A malformed cookie, or a session Strapi has ended: 401 and the cookie cleared.
   */
  accessToken(req: Request, res: Response, cms: StrapiClient, production: boolean): Promise<string>;
}

export function sessionCookie(
  name: string,
  refresh: (cms: StrapiClient, refreshToken: string) => Promise<string>,
  options: { hint?: string } = {},
): SessionCookie {
  // A hint: a cookie scripts may read, saying only that a session may exist (never its tokens), living and ending
  // with it, so that a page need not ask the server whether someone is signed in when nobody is.
  const { hint } = options;
  const cookie: SessionCookie = {
    // The cookie lives exactly as long as the session does (its refresh token).
    set(res, session, production) {
      const expiresAt = jwtClaims(session.refreshToken)?.exp;
      const expires = typeof expiresAt === 'number' ? { expires: new Date(expiresAt * 1000) } : {};
      res.cookie(name, `${session.jwt}~${session.refreshToken}`, { ...cookieOptions(production), ...expires });
      if (hint) res.cookie(hint, '1', { ...cookieOptions(production), httpOnly: false, ...expires });
    },
    clear(res, production) {
      res.clearCookie(name, cookieOptions(production));
      if (hint) res.clearCookie(hint, { ...cookieOptions(production), httpOnly: false });
    },
    // Absent (no cookie), malformed (anything but two JWT-shaped tokens: never sent upstream), or its tokens, which
    // only Strapi can tell valid or not.
    read(req) {
      const cookies = req.cookies as Record<string, unknown> | undefined;
      if (!cookies || !Object.hasOwn(cookies, name)) return 'absent';
      const value = cookies[name];
      if (value === '') return 'absent';
      if (typeof value !== 'string' || value.length > MAX_SESSION_LENGTH) return 'malformed';
      const match = SESSION_VALUE.exec(value);
      return match ? { jwt: match[1]!, refreshToken: match[2]! } : 'malformed';
    },
    async accessToken(req, res, cms, production) {
      const session = cookie.read(req);
      if (session === 'absent') throw new HttpError(401, NOT_SIGNED_IN_MESSAGE);
      if (session === 'malformed') {
        cookie.clear(res, production);
        throw new HttpError(401, NOT_SIGNED_IN_MESSAGE);
      }
      if (!needsRenewal(session.jwt)) return session.jwt;
      try {
        const jwt = await refresh(cms, session.refreshToken);
        cookie.set(res, { jwt, refreshToken: session.refreshToken }, production);
        return jwt;
      } catch (error) {
        if (error instanceof HttpError && error.status === 401) cookie.clear(res, production);
        throw error;
      }
    },
  };
  return cookie;
}

/** The administrator's session cookie. */
export const adminSessionCookie = sessionCookie(SESSION_COOKIE, refreshAccessToken);

/** Stores the session's tokens; the cookie lives exactly as long as the session does (its refresh token). */
export const setSessionCookie = adminSessionCookie.set;
export const clearSessionCookie = adminSessionCookie.clear;
/** The administrator's session the request's cookie holds (see SessionCookie.read). */
export const readSession = adminSessionCookie.read;
/** An access token for this request's administrator session (see SessionCookie.accessToken). */
export const sessionAccessToken = adminSessionCookie.accessToken;

/** Answers of signed-in calls are personal: never stored by a browser or a shared cache. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('cache-control', 'no-store');
  next();
};

/**
 * Admin calls need a session. The access token is not verified here (the proxy does not hold Strapi's secret):
 * every admin call reaches Strapi with it, and Strapi refuses it unless its session is live (then 401, cookie
 * cleared). The route gets a Strapi client acting as that administrator in `res.locals.cms`.
 */
export function requireAdministrator(cms: StrapiClient, production: boolean): RequestHandler {
  return async (req, res, next) => {
    res.setHeader('cache-control', 'no-store');
    try {
      res.locals.cms = cms.forUser(await sessionAccessToken(req, res, cms, production));
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** Has the access token run out, or will it soon? An unreadable one is renewed too (Strapi decides). */
export function needsRenewal(jwt: string): boolean {
  const claims = jwtClaims(jwt);
  if (typeof claims?.exp !== 'number') return true;
  const lifetime = typeof claims.iat === 'number' ? claims.exp - claims.iat : RENEW_MARGIN_SECONDS * 4;
  const margin = Math.min(RENEW_MARGIN_SECONDS, lifetime / 4);
  return claims.exp - margin <= Date.now() / 1000;
}

/** The claims of a JWT, read without verifying it (only to time its renewal and size the cookie). */
function jwtClaims(jwt: string): { exp?: unknown; iat?: unknown } | undefined {
  try {
    const claims: unknown = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return claims && typeof claims === 'object' ? (claims as { exp?: unknown; iat?: unknown }) : undefined;
  } catch {
    return undefined;
  }
}
