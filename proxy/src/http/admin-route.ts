import type { Request, RequestHandler, Response } from 'express';
import type { AcceptedWrite, StrapiClient } from '#src/strapi/client.js';
import type { ResponseCache } from './response-cache.js';
import { causeOfWrites } from './purge-record.js';
import { HttpError } from '#src/lib/errors.js';
import { clearSessionCookie } from './session.js';

export interface AdminAnswer {
  status?: number;
  body: unknown;
  /** A page's X-Total-Count and Link. */
  headers?: Record<string, string>;
}

export interface AdminRouteOptions {
  /** A write: once Strapi has accepted it, the public response cache is purged, so the change shows at once. */
  write?: boolean;
  /** Exam-pattern and cheatsheet forms read `error` before `message`: send both. */
  errorField?: boolean;
}

/**
 * Runs an admin call after requireAdministrator: the handler gets the request and a Strapi client acting as
 * the signed-in administrator, and returns the answer. A session Strapi refused clears the cookie.
 *
 * A write purges the public cache only for what Strapi accepted: the client reports each accepted write, and
 * the purge names the entries they saved (so Strapi's webhook for the same write does not purge twice). A
 * refused write (no session, a forged cookie, invalid input, a CMS that is down) changed nothing and purges
 * nothing, so nobody can empty the cache by sending writes that fail. A call that fails half-way through
 * still purges for the writes accepted before the failure.
 */
export function adminRoute(
  deps: { cache: ResponseCache; production: boolean },
  handle: (req: Request, cms: StrapiClient, locals: Record<string, unknown>) => Promise<AdminAnswer>,
  options: AdminRouteOptions = {},
): RequestHandler {
  return async (req: Request, res: Response, next) => {
    const accepted: AcceptedWrite[] = [];
    const purgeForAccepted = () => {
      if (accepted.length > 0) deps.cache.purge(causeOfWrites(accepted));
    };
    const cms = res.locals.cms as StrapiClient;
    try {
      const answer = await handle(req, options.write ? cms.observingWrites((write) => accepted.push(write)) : cms, res.locals);
      purgeForAccepted();
      for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
      res.status(answer.status ?? 200).json(answer.body);
    } catch (error) {
      purgeForAccepted();
      const status = error instanceof HttpError ? error.status : 500;
      if (status === 401) clearSessionCookie(res, deps.production);
      next(
        options.errorField && error instanceof HttpError
          ? new HttpError(error.status, error.message, { ...error.extra, error: error.message })
          : error,
      );
    }
  };
}
