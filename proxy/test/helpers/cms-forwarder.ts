import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { listen } from './stack.js';

/**
 * An HTTP forwarder in front of `targetUrl` (Strapi) that can be stopped and started again on the same port:
 * a proxy pointed at `url` sees a CMS that goes down and comes back.
 */
export async function startCmsForwarder(targetUrl: string) {
  const server = http.createServer((req, res) => {
    const upstream = http.request(`${targetUrl}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(upstream);
  });
  const url = await listen(server);
  const { port } = server.address() as AddressInfo;
  return {
    url,
    /** Closes the port and drops open connections: the next request is refused (ECONNREFUSED). */
    stop: () => new Promise((resolve) => server.close(resolve).closeAllConnections()),
    /** Listens again on the same port. */
    restart: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
  };
}
