import type { IncomingMessage } from 'node:http';

/**
 * The server render reads a page's data from the proxy's own API in process (web-app/in-process-api.ts), so it
 * passes the same routes and caches as the browser's requests. Its requests are request objects the proxy made
 * itself and are known by identity, never by anything a request carries: nothing sent from outside can pass for
 * one. They count no page view (the page's HTML answer counts it) and no search (the visitor's request for the
 * page was counted already).
 */
const inProcessRenderRequests = new WeakSet<IncomingMessage>();

/** Marks a request object the proxy built for its own server render. */
export function markInProcessRenderRequest(req: IncomingMessage) {
  inProcessRenderRequests.add(req);
}

/** True only for a request object marked by markInProcessRenderRequest: never for one that came over a socket. */
export function isInProcessRenderRequest(req: IncomingMessage): boolean {
  return inProcessRenderRequests.has(req);
}
