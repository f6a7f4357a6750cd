import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * The proxy's server render reads a page's data from the proxy's own API in process (web-app/in-process-api.ts),
 * so it goes through the same routes and caches as the browser's requests. Those requests are marked by identity:
 * they count no page view (the HTML answer counts it) and no rate limit (the student's own request to the page was
 * already counted).
 */
const renderRequests = new WeakSet<IncomingMessage>();

export function markInternalRender(req: IncomingMessage) {
  renderRequests.add(req);
}

/** Kept while tests still send it: the header a loopback render carried, with a secret made at start-up. */
export const INTERNAL_RENDER_HEADER = 'x-internal-render';
const secret = randomBytes(24).toString('base64url');

export const internalRenderSecret = () => secret;

export function isInternalRender(req: IncomingMessage): boolean {
  if (renderRequests.has(req)) return true;
  const given = req.headers[INTERNAL_RENDER_HEADER];
  if (typeof given !== 'string' || given.length !== secret.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(secret));
}
