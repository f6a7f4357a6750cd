import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** The site's Content-Security-Policy directives, as app.ts gives them to helmet. */
export type CspDirectives = NonNullable<Parameters<typeof helmet.contentSecurityPolicy>[0]>['directives'];

/**
 * The pages Strapi's preview opens (cms/src/preview/preview-url.ts): a question's practice page, an exam pattern,
 * a cheatsheet, a mock test. No other page may be framed, the sign-in and admin screens least of all.
 */
const PREVIEWED_PAGE = /^\/(?:practice|exam-patterns|cheatsheets|mock-tests)\/[^/]/;

/** Whether a request is a page asked for by the panel's preview: its address carries `?preview=1`. */
export const isPreviewPageRequest = (method: string, path: string, query: Record<string, unknown>) =>
  (method === 'GET' || method === 'HEAD') && query.preview === '1' && PREVIEWED_PAGE.test(path);

/**
 * Strapi's preview shows a page of the site in a frame of its admin panel. Such a page (marked `?preview=1`) may be
 * framed by the panel's origin too (frame-ancestors 'self' <panel>) and carries no X-Frame-Options, which cannot name
 * an origin. Every other answer keeps the site's policy: framed by the site itself only. Mounted after helmet, with
 * its directives, so the two policies differ in frame-ancestors alone.
 */
export function allowPreviewFraming(panelOrigin: string | undefined, directives: CspDirectives): RequestHandler {
  if (!panelOrigin) return (_req, _res, next) => next();
  const framedByPanel = helmet.contentSecurityPolicy({ directives: { ...directives, 'frame-ancestors': ["'self'", panelOrigin] } });
  return (req, res, next) => {
    if (!isPreviewPageRequest(req.method, req.path, req.query)) return next();
    res.removeHeader('x-frame-options');
    framedByPanel(req, res, next);
  };
}
