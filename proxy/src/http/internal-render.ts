import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * The proxy's server render (web-app/server-render.ts) fetches a page's data from the proxy's own API, over
 * loopback, so it goes through the same routes and caches as the browser's requests. Those requests carry this
 * header with a secret made at start-up (never sent to anyone else): they count no page view (the HTML answer
 * counts it) and no rate limit (the student's own request to the page was already counted).
 */
export const INTERNAL_RENDER_HEADER = 'x-internal-render';
const secret = randomBytes(24).toString('base64url');

export const internalRenderSecret = () => secret;

export function isInternalRender(req: IncomingMessage): boolean {
  const given = req.headers[INTERNAL_RENDER_HEADER];
  if (typeof given !== 'string' || given.length !== secret.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(secret));
}
