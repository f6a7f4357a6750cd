// The bench's stacks (scripts/bench.mjs): one SQLite database per bank size in .bench/ (demo content plus the
// bulk bank, made once and topped up, with a bench administrator), and Strapi plus the proxy started on it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rootDir } from './env.mjs';
import { run } from './run.mjs';

const cmsDir = path.join(rootDir, 'cms');

/** The database file of a bank of `bulkQuestions` bulk questions (each size keeps its own, reused across runs). */
export const benchDatabaseFile = (benchDir, bulkQuestions) => path.join(benchDir, `bench-${bulkQuestions}.db`);

/**
 * Seeds the database in env.DATABASE_FILENAME once (demo content, then the bulk bank topped up to
 * `bulkQuestions`) and creates its bench administrator, before Strapi runs on it. Returns the administrator.
 */
export async function prepareBenchDatabase(env, bulkQuestions) {
  const base = env.DATABASE_FILENAME.replace(/\.db$/, '');
  const seededMarker = `${base}.seeded.json`;
  const seeded = existsSync(seededMarker) ? JSON.parse(readFileSync(seededMarker, 'utf8')) : { bulk: 0 };
  if (seeded.bulk < bulkQuestions) {
    const seedScript = path.join(cmsDir, 'scripts', 'seed.js');
    await run(process.execPath, [seedScript], { cwd: cmsDir, env });
    await run(process.execPath, [seedScript, '--bulk', '--questions', String(bulkQuestions - seeded.bulk)], { cwd: cmsDir, env });
    writeFileSync(seededMarker, JSON.stringify({ bulk: bulkQuestions }));
  }
  const adminFile = `${base}.admin.json`;
  if (!existsSync(adminFile)) {
    const account = { username: `bench-${randomBytes(4).toString('hex')}`, password: randomBytes(12).toString('base64url') };
    const script = path.join(cmsDir, 'scripts', 'admin-create.js');
    await run(process.execPath, [script, '--username', account.username, '--password', account.password], { cwd: cmsDir, env });
    writeFileSync(adminFile, JSON.stringify(account));
  }
  return JSON.parse(readFileSync(adminFile, 'utf8'));
}

/** Resolves once `url` answers below 500 (a minute at most). */
export async function waitFor(url, label) {
  // Up to 3 minutes: on a loaded 2-core machine Strapi can take over a minute to start.
  for (let i = 0; i < 360; i++) {
    const up = await fetch(url).then(
      (r) => r.status < 500,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${label} did not start`);
}

/**
 * Starts Strapi and the proxy in front of it on `ports`; both are pushed onto `children` (stopped by the caller).
 * `proxyStrapiUrl`: where the proxy reaches Strapi, when not directly (a counting forwarder).
 */
export async function startStrapiAndProxy({ env, sharedState, ports, children, proxyStrapiUrl }) {
  const strapiBin = path.join(cmsDir, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
  children.push(
    spawn(process.execPath, [strapiBin, 'start'], {
      cwd: cmsDir,
      env: { ...env, PORT: String(ports.strapi), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  await waitFor(`http://127.0.0.1:${ports.strapi}/_health`, 'Strapi');
  children.push(
    spawn(process.execPath, ['dist/server.js'], {
      cwd: path.join(rootDir, 'proxy'),
      env: {
        ...env,
        ...sharedState,
        PORT: String(ports.proxy),
        HOST: '127.0.0.1',
        STRAPI_URL: proxyStrapiUrl ?? `http://127.0.0.1:${ports.strapi}`,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  await waitFor(`http://127.0.0.1:${ports.proxy}/healthz`, 'proxy');
}

/** Signs the administrator in through the proxy at `base`; returns the session's Cookie header. */
export async function signIn(base, admin) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: admin.username, password: admin.password }),
  });
  if (login.status !== 200) throw new Error(`bench administrator sign-in answered ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** Stops the children, newest first (bare server, proxy, then Strapi), so the proxy can still flush its view counts. */
export async function stopInOrder(children) {
  for (const child of [...children].reverse()) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  children.length = 0;
}
