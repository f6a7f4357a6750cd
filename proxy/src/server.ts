import http from 'node:http';
import { loadConfig } from './config.js';
import { createApp } from './app.js';

const config = loadConfig();
const proxy = createApp(config);
const server = http.createServer(proxy.handle);
server.keepAliveTimeout = 65_000;

server.listen(config.port, config.host, () => {
  proxy.logger.info(`proxy listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (CMS ${config.strapiUrl})`);
});

// Graceful shutdown: stop accepting, let in-flight requests finish, send pending view counts, then exit.
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    proxy.logger.info(`${signal}: shutting down`);
    setTimeout(() => process.exit(1), 10_000).unref();
    server.close(async () => {
      await proxy.close().catch(() => undefined);
      process.exit(0);
    });
    server.closeIdleConnections();
  });
}
