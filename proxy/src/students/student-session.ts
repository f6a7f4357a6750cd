import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { MESSAGES, STUDENT_HINT_COOKIE, STUDENT_SESSION_COOKIE } from '@exam-prep/contract/student/account';
import { HttpError } from '#src/lib/errors.js';
import { needsRenewal, sessionCookie } from '#src/http/session.js';
import { SESSION_EXPIRED_MESSAGE, type StrapiClient } from '#src/strapi/client.js';
import { refreshStudentAccessToken } from './student-account.js';
import type { ProfileCache } from './profile-cache.js';

/**
 * The student's session: its own httpOnly cookie (`examprep_student`, `<access>~<refresh>`), renewed through the
 * student refresh call, which refuses any account but a verified, unblocked student. The administrator's cookie
 * (`examprep_session`) is another kind: neither stands for the other, and both can live in one browser.
 */
export const studentSession = sessionCookie(STUDENT_SESSION_COOKIE, refreshStudentAccessToken, { hint: STUDENT_HINT_COOKIE });

/**
 * Student calls need a student session (401 {message, error} 'Please sign in to continue.' without one). The
 * access token is checked by Strapi on each call made with it: the route gets `res.locals.cms`, a Strapi client
 * acting as the student (the Student role's permissions apply), and `res.locals.studentAccessToken`.
 */
export function requireStudent(cms: StrapiClient, production: boolean): RequestHandler {
  return async (req, res, next) => {
    res.setHeader('cache-control', 'no-store');
    try {
      const accessToken = await studentSession.accessToken(req, res, cms, production);
      res.locals.studentAccessToken = accessToken;
      res.locals.cms = cms.forUser(accessToken);
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** What the Strapi client says when a user's token lacks a permission (strapi/client.ts). */
const REFUSED_TO_USER = 'Only administrators can do this.';

/**
 * The error answers of student calls, before the app's one error middleware: `error` beside `message` (same
 * text), and a token Strapi refuses (ended, forged, or not a student's: an administrator's token put in the
 * student cookie) answered 401 'Please sign in to continue.' with the student cookie cleared.
 */
export function studentErrors(production: boolean): ErrorRequestHandler {
  return (error, req, res, next) => {
    let status: number;
    let message: string;
    let sessionOver = false;
    if (error instanceof HttpError) {
      ({ status, message } = error);
      if (status === 403 && message === REFUSED_TO_USER) {
        status = 401;
        message = MESSAGES.notSignedIn;
      }
      sessionOver = status === 401 && (message === MESSAGES.notSignedIn || message === SESSION_EXPIRED_MESSAGE);
    } else if (typeof error?.status === 'number' && error.status >= 400 && error.status < 500) {
      status = error.status;
      message =
        status === 413
          ? 'The request is too large.'
          : error?.type === 'entity.parse.failed'
            ? 'The request body is not valid JSON.'
            : 'Invalid request.';
    } else {
      next(error);
      return;
    }
    if (sessionOver && studentSession.read(req) !== 'absent') studentSession.clear(res, production);
    if (error instanceof HttpError && error.status === status && error.message === message) {
      // The same error (its class too: an unreachable CMS is logged once, not per request), with `error` added.
      error.extra.error = message;
      next(error);
      return;
    }
    next(new HttpError(status, message, { error: message }));
  };
}

/**
 * GET /api/student/profile answered before Express, as the response cache answers public reads: the spec's client
 * asks on every page view, route change and window focus. Only when this proxy holds the session's profile (seen
 * from Strapi in the last few seconds) and its access token needs no renewal; anything else goes through Express.
 * `headers` are the security headers Express sends (helmet); an origin of CORS_ORIGINS gets the CORS headers
 * http/cross-origin.ts gives it (any other origin none), which the tests compare with Express's.
 */
export function studentProfileFastPath(profiles: ProfileCache, headers: OutgoingHttpHeaders, corsOrigins: string[] = []) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.url !== '/api/student/profile' || req.method !== 'GET') return false;
    const value = cookieValue(req.headers.cookie, STUDENT_SESSION_COOKIE);
    if (value === undefined) return false;
    const session = studentSession.read({ cookies: { [STUDENT_SESSION_COOKIE]: value } } as unknown as Request);
    if (typeof session !== 'object' || needsRenewal(session.jwt)) return false;
    const profile = profiles.get(session.jwt);
    if (!profile) return false;
    const origin = req.headers.origin;
    const cors =
      origin !== undefined && corsOrigins.includes(origin)
        ? {
            'access-control-allow-origin': origin,
            'access-control-allow-credentials': 'true',
            'access-control-expose-headers': 'X-Total-Count,Link',
            vary: 'Origin, Accept-Encoding',
          }
        : { vary: 'Accept-Encoding' };
    const body = JSON.stringify(profile);
    res.writeHead(200, {
      ...headers,
      ...cors,
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
    return true;
  };
}

/** The first cookie of that name in a Cookie header, decoded as cookie-parser does; undefined when absent or odd. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    let value = part.slice(at + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}
