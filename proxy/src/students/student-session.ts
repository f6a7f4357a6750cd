import type { ErrorRequestHandler, RequestHandler } from 'express';
import { MESSAGES, STUDENT_SESSION_COOKIE } from '@exam-prep/contract/student/account';
import { HttpError } from '#src/lib/errors.js';
import { sessionCookie } from '#src/http/session.js';
import { SESSION_EXPIRED_MESSAGE, type StrapiClient } from '#src/strapi/client.js';
import { refreshStudentAccessToken } from './student-account.js';

/**
 * The student's session: its own httpOnly cookie (`examprep_student`, `<access>~<refresh>`), renewed through the
 * student refresh call, which refuses any account but a verified, unblocked student. The administrator's cookie
 * (`examprep_session`) is another kind: neither stands for the other, and both can live in one browser.
 */
export const studentSession = sessionCookie(STUDENT_SESSION_COOKIE, refreshStudentAccessToken);

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
