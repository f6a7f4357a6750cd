import express, { Router } from 'express';
import type { StrapiClient } from '#src/strapi/client.js';
import { CmsUnavailableError, HttpError } from '#src/lib/errors.js';
import { loginRateLimits, type LoginLimits } from '#src/http/login-rate-limit.js';
import { refuseNulInBody } from '#src/http/odd-requests.js';
import { clearSessionCookie, noStore, readSession, sessionAccessToken, setSessionCookie } from '#src/http/session.js';
import { administratorProfile, endSession, signIn, signInAccountKey } from './admin-session.js';

/**
 * The administrator's session (admin-area.md §7):
 *   POST /api/auth/login    {username, password} → 200 {message, user} and the session cookie
 *   GET  /api/auth/profile  → 200 {_id, username, email} or 401 {message}
 *   POST /api/auth/logout   → 200 {message}, the session ended in Strapi and the cookie cleared (also without one)
 */
export function authRoutes(deps: { cms: StrapiClient; production: boolean; loginLimits: LoginLimits }): Router {
  const { cms, production } = deps;
  const router = Router();
  router.use('/auth', noStore);

  router.post(
    '/auth/login',
    express.json({ limit: '16kb' }),
    express.urlencoded({ extended: false, limit: '16kb' }),
    // PostgreSQL cannot hold a NUL character: a 400 naming the field, not a 503 from the database.
    refuseNulInBody,
    ...loginRateLimits(deps.loginLimits, (name) => signInAccountKey(cms, name)),
    async (req, res, next) => {
      try {
        const { session, profile } = await signIn(cms, req.body);
        setSessionCookie(res, session, production);
        res.json({ message: 'Login successful', user: profile });
      } catch (error) {
        next(error);
      }
    },
  );

  router.get('/auth/profile', async (req, res, next) => {
    try {
      const jwt = await sessionAccessToken(req, res, cms, production);
      res.json(await administratorProfile(cms.forUser(jwt)));
    } catch (error) {
      // An ended, expired or forged session, or an account that is no longer an administrator: the session is over.
      if (error instanceof HttpError && (error.status === 401 || error.status === 403)) {
        if (readSession(req) !== 'absent') clearSessionCookie(res, production);
        next(
          new HttpError(401, error.status === 401 ? error.message : 'This account is no longer an administrator. Please sign in again.'),
        );
        return;
      }
      next(error);
    }
  });

  router.post('/auth/logout', async (req, res, next) => {
    const session = readSession(req);
    clearSessionCookie(res, production);
    if (typeof session === 'object') {
      try {
        await endSession(cms, session.refreshToken);
      } catch (error) {
        // The browser forgets the cookie either way; say so when Strapi could not end the session itself.
        next(
          error instanceof CmsUnavailableError
            ? new CmsUnavailableError(
                'You are signed out in this browser, but the session could not be ended on the server. Please sign in and out again later.',
              )
            : error,
        );
        return;
      }
    }
    res.json({ message: 'Logged out' });
  });

  return router;
}
