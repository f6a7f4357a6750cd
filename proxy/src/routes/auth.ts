import express, { Router } from 'express';
import type { StrapiClient } from '../strapi/client.js';
import { HttpError } from '../http/errors.js';
import { loginRateLimits, type LoginLimits } from '../http/login-rate-limit.js';
import { clearSessionCookie, NOT_SIGNED_IN_MESSAGE, noStore, sessionToken, setSessionCookie } from '../http/session.js';
import { administratorProfile, signIn } from '../services/auth.js';

/**
 * The administrator's session (admin-area.md §7):
 *   POST /api/auth/login    {username, password} → 200 {message, user} and the session cookie
 *   GET  /api/auth/profile  → 200 {_id, username, email} or 401 {message}
 *   POST /api/auth/logout   → 200 {message}, cookie cleared (also without a session)
 */
export function authRoutes(deps: { cms: StrapiClient; production: boolean; loginLimits: LoginLimits }): Router {
  const { cms, production } = deps;
  const router = Router();
  router.use('/auth', noStore);

  router.post(
    '/auth/login',
    express.json({ limit: '16kb' }),
    express.urlencoded({ extended: false, limit: '16kb' }),
    ...loginRateLimits(deps.loginLimits),
    async (req, res, next) => {
      try {
        const { jwt, profile } = await signIn(cms, req.body);
        setSessionCookie(res, jwt, production);
        res.json({ message: 'Login successful', user: profile });
      } catch (error) {
        next(error);
      }
    },
  );

  router.get('/auth/profile', async (req, res, next) => {
    const jwt = sessionToken(req);
    if (!jwt) {
      next(new HttpError(401, NOT_SIGNED_IN_MESSAGE));
      return;
    }
    try {
      res.json(await administratorProfile(cms.forUser(jwt)));
    } catch (error) {
      // An expired or forged JWT, or an account that is no longer an administrator: the session is over.
      if (error instanceof HttpError && (error.status === 401 || error.status === 403)) {
        clearSessionCookie(res, production);
        next(new HttpError(401, error.status === 401 ? error.message : 'This account is no longer an administrator. Please sign in again.'));
        return;
      }
      next(error);
    }
  });

  router.post('/auth/logout', (_req, res) => {
    clearSessionCookie(res, production);
    res.json({ message: 'Logged out' });
  });

  return router;
}
