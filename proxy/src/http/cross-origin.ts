import cors from 'cors';
import type { Request, RequestHandler } from 'express';
import type { Config } from '#src/config.js';
import { HttpError } from '#src/lib/errors.js';

/**
 * CORS for the origins listed in CORS_ORIGINS (another front end, a mobile app): they may call the API with
 * credentials. A request without an `Origin` (same-origin reads, curl, the CLI) or from any other origin gets no
 * CORS header at all, `Access-Control-Allow-Credentials` included: the answer says nothing to a page that may not
 * read it.
 */
export function allowListedOrigins(config: Config): RequestHandler {
  return cors({
    origin: (origin, callback) => callback(null, origin !== undefined && config.corsOrigins.includes(origin)),
    credentials: true,
    // A page of a question list carries its totals in these (contract: listPageHeaders).
    exposedHeaders: ['X-Total-Count', 'Link'],
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Sec-Fetch-Site values of a request this site made itself, or a person typed (a bookmark, the address bar). */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Unsafe methods must come from this site or an origin listed in CORS_ORIGINS (a CSRF guard). Browsers send
 * `Origin` with them; when one is missing (an old browser, a privacy extension, a redirect), the browser's
 * `Sec-Fetch-Site` and the `Referer` still tell a page of another site: either one pointing elsewhere is refused.
 * A request with none of the three (curl, the import CLI, server-to-server) is no browser's, so no cookie of a
 * visitor rides on it unasked: it passes, and its session decides.
 */
export function refuseCrossSiteWrites(config: Config): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    if (origin !== undefined) return next(isOwnOrListed(origin, req, config) ? undefined : crossSite());

    const fetchSite = req.get('sec-fetch-site');
    if (fetchSite !== undefined && !OWN_FETCH_SITES.has(fetchSite.trim().toLowerCase()))
      return next(crossSite(`the browser says it comes from another site (Sec-Fetch-Site: ${fetchSite.slice(0, 20)})`));

    const referer = req.get('referer');
    if (referer !== undefined) {
      const refererOrigin = originOf(referer);
      if (refererOrigin === undefined || !isOwnOrListed(refererOrigin, req, config))
        return next(crossSite('it was sent from a page of another site (Referer)'));
    }
    next();
  };
}

function isOwnOrListed(origin: string, req: Request, config: Config): boolean {
  const ownOrigin = `${req.protocol}://${req.get('host')}`;
  return origin === ownOrigin || origin === config.publicSiteUrl || config.corsOrigins.includes(origin);
}

/** The origin (`https://host:port`) of an absolute http(s) URL, or undefined for anything else. */
function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

const crossSite = (why?: string) => new HttpError(403, why ? `Cross-site request refused: ${why}.` : 'Cross-site request refused');
