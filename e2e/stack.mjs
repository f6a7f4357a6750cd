// The real built stack for browser tests: Strapi on a temporary SQLite database with the demo content plus
// a 25-question bulk subtopic (bulk-set-1, for pager tests) and a 10,000-question one (bulk-set-2, for the
// paging-cost tests; see seed-stack.mjs), and the proxy serving web/dist.
// Strapi serves its own admin panel too, with an account in its Editor role.
// Ports: E2E_PORT (proxy) and E2E_CMS_PORT. Playwright's webServer starts this and stops it with SIGTERM.
// While developing in parallel: E2E_WEB_DIST=<folder> serves a web build made elsewhere (vite build --outDir),
// and E2E_PROXY_FROM_SOURCE=1 runs the proxy from proxy/src with tsx, so nobody's dist/ is shared.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildParts } from '../scripts/lib/build.mjs';
import { generateSecrets } from '../scripts/lib/env.mjs';
import { run } from '../scripts/lib/run.mjs';

const rootDir = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const proxyPort = process.env.E2E_PORT ?? '4173';
const cmsPort = process.env.E2E_CMS_PORT ?? String(Number(proxyPort) + 1);
const workDir = mkdtempSync(path.join(os.tmpdir(), 'exam-prep-e2e-'));
mkdirSync(path.join(workDir, 'public', 'uploads'), { recursive: true });

const env = {
  ...process.env,
  NODE_ENV: 'production',
  STRAPI_TELEMETRY_DISABLED: 'true',
  // Fresh secrets of the kind `npm start` writes to .env, which this stack does not touch.
  ...generateSecrets(),
  DATABASE_CLIENT: 'sqlite',
  DATABASE_FILENAME: path.join(workDir, 'data.db'),
  STRAPI_PUBLIC_DIR: path.join(workDir, 'public'),
  STRAPI_LOG_LEVEL: 'error',
  // Strapi's own admin panel, where editors work (e2e/tests/strapi-panel.spec.ts).
  SERVE_ADMIN_PANEL: 'true',
  SEED_DEMO_CONTENT: 'false',
  CACHE_PURGE_WEBHOOK_URL: `http://127.0.0.1:${proxyPort}/internal/cache/purge`,
  LOG_LEVEL: 'warn',
  PUBLIC_SITE_URL: `http://127.0.0.1:${proxyPort}`,
  // The first administrator, for the admin screens' tests.
  ADMIN_USERNAME: process.env.E2E_ADMIN_USERNAME ?? 'e2e-admin',
  ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-Admin-password-1',
  // An account of Strapi's admin panel in its Editor role (seed-stack.mjs), for the panel's tests.
  E2E_EDITOR_EMAIL: process.env.E2E_EDITOR_EMAIL ?? 'e2e-editor@example.com',
  E2E_EDITOR_PASSWORD: process.env.E2E_EDITOR_PASSWORD ?? 'e2e-Editor-password-1',
};

// A fake Gemini (a real HTTP server on loopback, speaking the SDK's streaming protocol) for Owl AI tests;
// slow enough pieces that a browser can see the text stream in.
const { FakeGemini } = await import('exam-prep-proxy/test/helpers/fake-gemini.ts');
const gemini = await new FakeGemini().start();
gemini.pieceDelayMs = Number(process.env.E2E_FAKE_GEMINI_DELAY_MS ?? 400);
env.GEMINI_API_KEY = 'e2e-fake-gemini-key';
env.GEMINI_BASE_URL = gemini.url;

const webDist = process.env.E2E_WEB_DIST;
const proxyFromSource = process.env.E2E_PROXY_FROM_SOURCE === '1';
await buildParts(['cms-admin', ...(webDist ? [] : ['web']), ...(proxyFromSource ? [] : ['proxy'])], { env: process.env });
if (webDist) env.WEB_DIST_DIR = path.resolve(webDist);
const cmsDir = path.join(rootDir, 'cms');
await run(process.execPath, [path.join(rootDir, 'e2e', 'seed-stack.mjs')], {
  cwd: cmsDir,
  env,
  quiet: true,
});

const children = [];
const stop = () => {
  for (const child of children.reverse()) if (child.exitCode === null) child.kill('SIGTERM');
  void gemini.stop();
  setTimeout(() => {
    rmSync(workDir, { recursive: true, force: true });
    process.exit(0);
  }, 1500);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

const strapiBin = path.join(cmsDir, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
children.push(
  spawn(process.execPath, [strapiBin, 'start'], {
    cwd: cmsDir,
    env: { ...env, HOST: '127.0.0.1', PORT: cmsPort },
    stdio: ['ignore', 'ignore', 'inherit'],
  }),
);
for (let i = 0; i < 120; i++) {
  if (
    await fetch(`http://127.0.0.1:${cmsPort}/_health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((resolve) => setTimeout(resolve, 500));
}
children.push(
  spawn(process.execPath, proxyFromSource ? ['--import', 'tsx', 'src/server.ts'] : ['dist/server.js'], {
    cwd: path.join(rootDir, 'proxy'),
    env: { ...env, HOST: '127.0.0.1', PORT: proxyPort, STRAPI_URL: `http://127.0.0.1:${cmsPort}` },
    stdio: 'inherit',
  }),
);
// A second proxy on E2E_PORT + 3 without an AI key, to show what students see when AI is not configured.
children.push(
  spawn(process.execPath, proxyFromSource ? ['--import', 'tsx', 'src/server.ts'] : ['dist/server.js'], {
    cwd: path.join(rootDir, 'proxy'),
    env: { ...env, GEMINI_API_KEY: '', HOST: '127.0.0.1', PORT: String(Number(proxyPort) + 3), STRAPI_URL: `http://127.0.0.1:${cmsPort}` },
    stdio: 'inherit',
  }),
);
for (const child of children) child.on('exit', (code) => !process.exitCode && code && stop());
