import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import type { StrapiClient } from '../strapi/client.js';
import { HttpError } from './errors.js';

/**
 * The administrator's session: an httpOnly cookie holding the Strapi users-permissions JWT. Stateless, so it
 * survives proxy restarts and works with several proxies; Strapi checks the JWT on every call it is used for.
 */
export const SESSION_COOKIE = 'examprep_session';

export const NOT_SIGNED_IN_MESSAGE = 'Please sign in to continue.';

const cookieOptions = (production: boolean): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: production,
  path: '/',
});

/** Stores the JWT; the cookie lives exactly as long as the JWT does. */
export function setSessionCookie(res: Response, jwt: string, production: boolean) {
  const expiresAt = jwtExpiry(jwt);
  res.cookie(SESSION_COOKIE, jwt, { ...cookieOptions(production), ...(expiresAt ? { expires: expiresAt } : {}) });
}

export function clearSessionCookie(res: Response, production: boolean) {
  res.clearCookie(SESSION_COOKIE, cookieOptions(production));
}

export function sessionToken(req: Request): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** Answers of signed-in calls are personal: never stored by a browser or a shared cache. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('cache-control', 'no-store');
  next();
};

/**
 * Admin calls need a session. The JWT is not verified here (the proxy does not hold Strapi's secret):
 * every admin call reaches Strapi with it, and Strapi refuses an invalid one (then 401, cookie cleared).
 * The route gets a Strapi client acting as that administrator in `res.locals.cms`.
 */
export function requireAdministrator(cms: StrapiClient): RequestHandler {
  return (req, res, next) => {
    res.setHeader('cache-control', 'no-store');
    const jwt = sessionToken(req);
    if (!jwt) {
      next(new HttpError(401, NOT_SIGNED_IN_MESSAGE));
      return;
    }
    res.locals.cms = cms.forUser(jwt);
    next();
  };
}

/** The `exp` claim of a JWT, read without verifying it (only to size the cookie). */
function jwtExpiry(jwt: string): Date | undefined {
  try {
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? new Date(payload.exp * 1000) : undefined;
  } catch {
    return undefined;
  }
}
