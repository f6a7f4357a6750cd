import http from 'node:http';
import { loadConfig } from '#src/config.js';
import { createApp, type ProxyApp } from '#src/app.js';
import { createLogger } from '#src/lib/logger.js';
import { listen } from './stack.js';

/** A second proxy on the same Strapi (or a dead one) with other settings; the caller stops it. */
export async function startOtherProxy(
  strapiUrl: string,
  env: Record<string, string>,
): Promise<{ url: string; stop: () => Promise<void>; app: ProxyApp }> {
  const config = loadConfig({ ...process.env, STRAPI_URL: strapiUrl, PORT: '0', ...env });
  const app = createApp(config, createLogger('silent'));
  const server = http.createServer(app.handle);
  const url = await listen(server);
  return {
    url,
    app,
    stop: async () => {
      await app.close();
      // close() waits for every open connection to end: cut the keep-alive ones a test left open at the same time.
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
    },
  };
}
