// The real built stack for browser tests: Strapi on its own copy of the template SQLite database (the demo content,
// the bulk subtopics and Strapi's Editor account: stack-template.mjs), the proxy serving web/dist, a second proxy
// without an AI key and a fake Gemini server. Strapi serves its own admin panel too.
// Ports: E2E_PORT (proxy), E2E_PORT + 1 (Strapi, or E2E_CMS_PORT), E2E_PORT + 2 (the mails the proxies sent, as JSON:
// GET /mails), E2E_PORT + 3 (the proxy without AI). Stopped with SIGTERM.
// Each Playwright worker starts one (tests/support/test.ts) on the template named by E2E_STACK_TEMPLATE (made once
// per run by stack-template.mjs). Without it (by hand, npm run bench:web) it builds and seeds a template first.
// While developing in parallel: E2E_WEB_DIST=<folder> serves a web build made elsewhere (vite build --outDir),
// and E2E_PROXY_FROM_SOURCE=1 runs the proxy from proxy/src with tsx, so nobody's dist/ is shared.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cmsDir, contentEnv, DATABASE_FILE, makeTemplate, SECRETS_FILE } from './stack-template.mjs';

const rootDir = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const proxyPort = process.env.E2E_PORT ?? '4173';
const cmsPort = process.env.E2E_CMS_PORT ?? String(Number(proxyPort) + 1);
const workDir = mkdtempSync(path.join(os.tmpdir(), 'exam-prep-e2e-'));

let templateDir = process.env.E2E_STACK_TEMPLATE;
if (!templateDir) {
  templateDir = path.join(workDir, 'template');
  await makeTemplate(templateDir);
}
// This stack's own database (with SQLite's side files, if any were left) and uploads folder.
for (const file of readdirSync(templateDir).filter((name) => name.startsWith(DATABASE_FILE)))
  cpSync(path.join(templateDir, file), path.join(workDir, file));
cpSync(path.join(templateDir, 'public'), path.join(workDir, 'public'), { recursive: true });
const secrets = JSON.parse(readFileSync(path.join(templateDir, SECRETS_FILE), 'utf8'));

const env = {
  ...contentEnv(secrets, workDir),
  CACHE_PURGE_WEBHOOK_URL: `http://127.0.0.1:${proxyPort}/internal/cache/purge`,
  PUBLIC_SITE_URL: `http://127.0.0.1:${proxyPort}`,
};
if (process.env.E2E_WEB_DIST) env.WEB_DIST_DIR = path.resolve(process.env.E2E_WEB_DIST);
const proxyFromSource = process.env.E2E_PROXY_FROM_SOURCE === '1';

// A fake Gemini (a real HTTP server on loopback, speaking the SDK's streaming protocol) for Owl AI tests;
// slow enough pieces that a browser can see the text stream in.
const { FakeGemini } = await import('exam-prep-proxy/test/helpers/fake-gemini.ts');
const gemini = await new FakeGemini().start();
gemini.pieceDelayMs = Number(process.env.E2E_FAKE_GEMINI_DELAY_MS ?? 400);
env.GEMINI_API_KEY = 'e2e-fake-gemini-key';
env.GEMINI_BASE_URL = gemini.url;

// Students' mails go to a real SMTP server on loopback (a port of its own); the specs read them over HTTP.
const { startSmtpServer } = await import('exam-prep-proxy/test/helpers/smtp.ts');
const smtp = await startSmtpServer();
env.SMTP_URL = smtp.url;
const mailsServer = http.createServer((_req, res) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(smtp.mails)),
);
await new Promise((resolve) => mailsServer.listen(Number(proxyPort) + 2, '127.0.0.1', resolve));

const children = [];
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  // Strapi and the proxies end on SIGTERM (SIGKILL after 10 s); the folder goes once nothing has it open.
  const running = children.reverse().filter((child) => child.exitCode === null && child.signalCode === null);
  const ended = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of running) child.kill('SIGTERM');
  const killLate = setTimeout(() => running.forEach((child) => child.kill('SIGKILL')), 10_000);
  await Promise.all([...ended, gemini.stop(), smtp.stop(), new Promise((resolve) => mailsServer.close(resolve))]);
  clearTimeout(killLate);
  rmSync(workDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
// Started by a Playwright worker, the stack reads its stdin from it: the pipe closes when that worker ends for any
// reason (even killed), and the stack goes with it.
if (process.env.E2E_STACK_STOP_WITH_STDIN === '1') {
  process.stdin.on('end', () => void stop()).resume();
}

const strapiBin = path.join(cmsDir, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
children.push(
  spawn(process.execPath, [strapiBin, 'start'], {
    cwd: cmsDir,
    env: { ...env, HOST: '127.0.0.1', PORT: cmsPort },
    stdio: ['ignore', 'ignore', 'inherit'],
  }),
);
// Up to three minutes: a loaded two-core machine has taken 45 s.
for (let i = 0; i < 720 && !stopping; i++) {
  if (
    await fetch(`http://127.0.0.1:${cmsPort}/_health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((resolve) => setTimeout(resolve, 250));
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
for (const child of children) child.on('exit', (code) => code && void stop());
