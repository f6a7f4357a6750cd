import type { Request, RequestHandler, Response } from 'express';
import type { StrapiClient } from '../strapi/client.js';
import type { ResponseCache } from './response-cache.js';
import { HttpError } from './errors.js';
import { clearSessionCookie } from './session.js';

export interface AdminAnswer {
  status?: number;
  body: unknown;
}

export interface AdminRouteOptions {
  /** A write: the public response cache is purged afterwards, so the change shows at once. */
  write?: boolean;
  /** Exam-pattern and cheatsheet forms read `error` before `message`: send both. */
  errorField?: boolean;
}

/**
 * Runs an admin call after requireAdministrator: the handler gets the request and a Strapi client acting as
 * the signed-in administrator, and returns the answer. A session Strapi refused clears the cookie.
 */
export function adminRoute(
  deps: { cache: ResponseCache; production: boolean },
  handle: (req: Request, cms: StrapiClient, locals: Record<string, unknown>) => Promise<AdminAnswer>,
  options: AdminRouteOptions = {},
): RequestHandler {
  return async (req: Request, res: Response, next) => {
    try {
      const answer = await handle(req, res.locals.cms as StrapiClient, res.locals);
      if (options.write) deps.cache.purge();
      res.status(answer.status ?? 200).json(answer.body);
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 500;
      // Refused input changed nothing; a failure on the way (CMS down half-way) may have: purge to be safe.
      if (options.write && status >= 500) deps.cache.purge();
      if (status === 401) clearSessionCookie(res, deps.production);
      next(options.errorField && error instanceof HttpError ? new HttpError(error.status, error.message, { ...error.extra, error: error.message }) : error);
    }
  };
}
