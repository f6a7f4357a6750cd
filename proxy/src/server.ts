import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from './config.js';
import { createApp } from './app.js';
import { answerMalformedRequestsWithJson } from './http/odd-requests.js';

const config = loadConfig();
const proxy = createApp(config);
let stopping = false;
const server = http.createServer((req, res) => {
  // While stopping, every answer closes its connection, so keep-alive clients cannot hold the server open.
  if (stopping) res.setHeader('connection', 'close');
  proxy.handle(req, res);
});
server.keepAliveTimeout = 65_000;
// Requests Node's parser refuses (a head over 16 KB...) get JSON too.
answerMalformedRequestsWithJson(server);

server.listen(config.port, config.host, () => {
  proxy.logger.info(
    `proxy listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (CMS ${config.strapiUrl})`,
  );
});

/** How long in-flight requests get to finish on shutdown before their connections are cut. */
const DRAIN_MS = 5_000;

// Graceful shutdown: stop accepting, let in-flight requests finish, then save pending view counts (retrying
// briefly if the CMS does not answer) and exit. npm start stops the CMS only after this process has exited.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    proxy.logger.info(`${signal}: shutting down`);
    // A last resort: draining (5 s) plus saving views with retries (about 6 s) stay well below it.
    setTimeout(() => process.exit(1), 15_000).unref();
    const drained = new Promise((resolve) => server.close(resolve));
    server.closeIdleConnections();
    await Promise.race([drained, sleep(DRAIN_MS)]);
    // Nothing is answered (and so nothing counted) after the views are saved.
    server.closeAllConnections();
    await proxy.close().catch((error: unknown) => proxy.logger.error({ err: error }, 'shutdown failed'));
    process.exit(0);
  });
}
