// `npm start`: builds whatever is missing, then runs Strapi (cms/) and the proxy (which serves web/dist)
// with demo content on embedded SQLite. `npm run dev` runs the same with file watching.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildParts } from './lib/build.mjs';
import { ensureEnvFile, loadEnv, rootDir } from './lib/env.mjs';

const dev = process.argv.includes('--dev');
ensureEnvFile();
const env = loadEnv();
const proxyPort = env.PORT_PROXY ?? env.PROXY_PORT ?? '3000';
const cmsPort = env.CMS_PORT ?? '1337';
const strapiUrl = `http://127.0.0.1:${cmsPort}`;

await buildParts(dev ? ['cms-server'] : ['cms-admin', 'cms-server', 'web', 'proxy'], { env });

const children = [];
let exiting = false;
function launch(name, command, args, options) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  child.on('exit', (code, signal) => {
    if (exiting) return;
    console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

function shutdown(code = 0) {
  exiting = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 8000).unref();
  Promise.all(children.map((child) => (child.exitCode === null ? new Promise((r) => child.on('exit', r)) : null))).then(() => process.exit(code));
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

const cmsEnv = { ...env, HOST: env.CMS_HOST ?? '127.0.0.1', PORT: cmsPort, PROXY_PORT: proxyPort };
const strapiBin = path.join(rootDir, 'cms', 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
launch('Strapi', process.execPath, [strapiBin, dev ? 'develop' : 'start'], { cwd: path.join(rootDir, 'cms'), env: cmsEnv });

const proxyEnv = { ...env, PORT: proxyPort, STRAPI_URL: strapiUrl };
if (dev) {
  launch('proxy', 'npx', ['tsx', 'watch', 'src/server.ts'], { cwd: path.join(rootDir, 'proxy'), env: proxyEnv });
  launch('web', 'npx', ['vite', '--host', '127.0.0.1'], { cwd: path.join(rootDir, 'web'), env });
} else {
  launch('proxy', process.execPath, ['dist/server.js'], { cwd: path.join(rootDir, 'proxy'), env: proxyEnv });
}

// Tell the user where things are once Strapi answers (the first start also seeds the demo content).
const started = Date.now();
for (;;) {
  if (exiting) break;
  const up = await fetch(`${strapiUrl}/_health`).then((r) => r.ok, () => false);
  if (up) {
    console.log(`
  ✔ Exam-prep site ready (${Math.round((Date.now() - started) / 1000)} s)
    Site:                http://localhost:${proxyPort}${dev ? `  (Vite dev server: http://localhost:5173)` : ''}
    Site admin:          http://localhost:${proxyPort}/login   (first start: its password is printed above, once)
    Strapi admin panel:  http://localhost:${cmsPort}/admin   (create the first editor account there)
    Health:              http://localhost:${proxyPort}/healthz
  Ctrl+C stops everything.
`);
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
