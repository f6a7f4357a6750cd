// `npm start`: builds whatever is missing, then runs Strapi (cms/) and the proxy (which serves web/dist)
// with demo content on embedded SQLite, and keeps them running (scripts/lib/supervisor.mjs): a crashed Strapi
// or proxy is restarted while the others carry on. Ctrl+C (or SIGTERM) stops the proxies first, so they save
// their pending page-view counts into a Strapi that is still up, and Strapi last.
// PROXY_REPLICAS=N runs N proxies on consecutive ports from the proxy port, sharing REDIS_URL.
// `npm run dev` runs the same with file watching.
import path from 'node:path';
import { buildParts } from './lib/build.mjs';
import { parseCommandLine } from './lib/cli.mjs';
import { ensureEnvFile, loadEnv, rootDir } from './lib/env.mjs';
import { Supervised } from './lib/supervisor.mjs';

const {
  values: { dev },
} = parseCommandLine('Usage: npm start, or npm run dev (node scripts/start.mjs --dev: the same with file watching)', {
  options: { dev: { type: 'boolean', default: false } },
});
ensureEnvFile();
const env = loadEnv();
const proxyPort = Number(env.PORT_PROXY ?? env.PROXY_PORT ?? '3000');
const cmsPort = env.CMS_PORT ?? '1337';
const strapiUrl = `http://127.0.0.1:${cmsPort}`;
const replicas = Number(env.PROXY_REPLICAS ?? '1');
// Strapi reads SERVE_ADMIN_PANEL with env.bool (cms/config/admin.ts): anything but `true` turns the panel off.
const adminPanel = env.SERVE_ADMIN_PANEL === undefined || env.SERVE_ADMIN_PANEL === 'true';

if (!Number.isInteger(replicas) || replicas < 1 || replicas > 32) {
  console.error(`PROXY_REPLICAS must be a whole number from 1 to 32 (got "${env.PROXY_REPLICAS}").`);
  process.exit(1);
}
if (replicas > 1 && !env.REDIS_URL) {
  // Without Redis each proxy would keep its own cache: Strapi's purge webhook reaches only the first one,
  // so the others would serve old pages, and every proxy would allow its own sign-in attempts.
  console.error(
    `PROXY_REPLICAS=${replicas} needs REDIS_URL (e.g. REDIS_URL=redis://127.0.0.1:6379): without it the proxies` +
      ' share no cache purges and no rate limits. Set REDIS_URL, or run one proxy.',
  );
  process.exit(1);
}

// The admin panel (~35 s, ~2 GB) is built only when it will be served.
await buildParts(dev ? ['contract', 'cms-server'] : [adminPanel ? 'cms-admin' : 'cms-server', 'web', 'proxy'], { env });

const answers = (url) =>
  fetch(url, { signal: AbortSignal.timeout(3000) }).then(
    (r) => r.ok,
    () => false,
  );
let stopping = false;
const onFatal = (reason) => {
  console.error(`[start] ${reason}`);
  void stopAll(1);
};

// The site's and the panel's addresses for the panel's preview: the CMS links to the site's pages, and the proxy lets
// the panel frame them (empty in .env: this machine's ports).
const publicSiteUrl = env.PUBLIC_SITE_URL || `http://localhost:${proxyPort}`;
const publicCmsUrl = env.PUBLIC_CMS_URL || `http://localhost:${cmsPort}`;
const cmsEnv = { ...env, HOST: env.CMS_HOST ?? '127.0.0.1', PORT: cmsPort, PROXY_PORT: String(proxyPort), PUBLIC_SITE_URL: publicSiteUrl };
const strapiBin = path.join(rootDir, 'cms', 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
const strapi = new Supervised('Strapi', {
  command: process.execPath,
  args: [strapiBin, dev ? 'develop' : 'start'],
  options: { cwd: path.join(rootDir, 'cms'), env: cmsEnv },
  isUp: () => answers(`${strapiUrl}/_health`),
  onFatal,
});

const proxyPorts = Array.from({ length: replicas }, (_, index) => proxyPort + index);
const proxies = proxyPorts.map(
  (port) =>
    new Supervised(replicas > 1 ? `proxy :${port}` : 'proxy', {
      command: dev ? 'npx' : process.execPath,
      args: dev ? ['tsx', 'watch', 'src/server.ts'] : ['dist/server.js'],
      options: {
        cwd: path.join(rootDir, 'proxy'),
        env: { ...env, PORT: String(port), STRAPI_URL: strapiUrl, PUBLIC_CMS_URL: publicCmsUrl },
      },
      isUp: () => answers(`http://127.0.0.1:${port}/healthz`),
      onFatal,
    }),
);
const web = dev
  ? new Supervised('web (Vite)', {
      command: 'npx',
      args: ['vite', '--host', '127.0.0.1'],
      options: { cwd: path.join(rootDir, 'web'), env },
      isUp: () => answers('http://127.0.0.1:5173/'),
      onFatal,
    })
  : undefined;
const frontLine = [...proxies, ...(web ? [web] : [])];

/** The proxies (and Vite) first, so their last view counts reach a running Strapi; Strapi last. */
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  console.log('[start] stopping: the proxies first (saving page-view counts), then Strapi');
  // A proxy gives in-flight requests 5 s and its view counts about 6 s of retries (proxy/src/server.ts).
  await Promise.all(frontLine.map((child) => child.stop(20_000)));
  await strapi.stop(15_000);
  console.log('[start] stopped');
  process.exit(code);
}

let firstSignalAt = 0;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (!stopping) {
      firstSignalAt = Date.now();
      void stopAll(0);
      return;
    }
    // One Ctrl+C under `npm start` arrives twice (from the terminal, and forwarded by npm): only a second
    // Ctrl+C a moment later means "stop waiting".
    if (Date.now() - firstSignalAt < 1000) return;
    console.error('[start] stopping now, without waiting');
    for (const child of [...frontLine, strapi]) child.kill();
    process.exit(1);
  });
}
// If this script itself fails, its children (in their own process groups) must not outlive it.
process.on('exit', () => {
  for (const child of [...frontLine, strapi]) child.kill();
});

strapi.start();
for (const child of frontLine) child.start();

// Tell the user where things are once everything answers (the first start also seeds the demo content).
const started = Date.now();
const up = (await Promise.all([strapi, ...frontLine].map((child) => child.waitUntilUp()))).every(Boolean);
if (up && !stopping) {
  const [first, ...more] = proxyPorts.map((port) => `http://localhost:${port}`);
  console.log(`
  ✔ Exam-prep site ready (${Math.round((Date.now() - started) / 1000)} s)
    Site:                ${first}${dev ? `  (Vite dev server: http://localhost:5173)` : ''}${more.map((url) => `\n                         ${url}`).join('')}${
      replicas > 1 ? `\n                         (${replicas} proxies sharing ${env.REDIS_URL})` : ''
    }
    Site admin:          ${first}/login   (first start: its password is printed above, once)
    Strapi admin panel:  ${adminPanel ? `http://localhost:${cmsPort}/admin   (create the first editor account there)` : 'off (SERVE_ADMIN_PANEL=false)'}
    Health:              ${first}/healthz   Metrics: ${first}/metrics
  A crashed Strapi or proxy is restarted by itself. Ctrl+C stops everything.
`);
}
