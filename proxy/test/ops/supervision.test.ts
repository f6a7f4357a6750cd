// `npm start` for real (node scripts/start.mjs) on a temporary SQLite database with the demo content:
// the first-administrator block in its output, a killed Strapi restarted while the proxy keeps answering,
// and a SIGTERM under load that loses no page view. Its own secrets, ports and folders: the repo's .env and
// the usual ports are not touched.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const rootDir = path.resolve(import.meta.dirname, '..', '..', '..');
const requireFromCms = createRequire(path.join(rootDir, 'cms', 'package.json'));

/** A free port in 20000-31999 (below Linux's ephemeral range, so no outgoing connection takes it meanwhile). */
async function freePort(): Promise<number> {
  for (;;) {
    const port = 20000 + Math.floor(Math.random() * 12000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually<T>(check: () => Promise<T>, timeoutMs: number, what: string): Promise<T> {
  const started = Date.now();
  let lastError: unknown;
  while (Date.now() - started < timeoutMs) {
    try {
      return await check();
    } catch (error) {
      lastError = error;
      await pause(200);
    }
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000} s (last: ${String(lastError)})`);
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let workDir: string;
let proxyUrl: string;
let webhookSecret: string;
let npmStart: ChildProcess;
let output = '';
let exited: Promise<number | null>;

/** The pid `npm start` printed last for a child ("[start] Strapi started (pid 123)"). */
function pidOf(name: string): number {
  const pids = [...output.matchAll(new RegExp(`\\[start\\] ${name} started \\(pid (\\d+)\\)`, 'g'))].map((match) => Number(match[1]));
  if (pids.length === 0) throw new Error(`no pid printed for ${name}`);
  return pids[pids.length - 1];
}

/** Page views saved in the database (read straight from SQLite, as Strapi stored them). */
function savedViews(): { examPattern: number; cheatsheet: number } {
  const Database = requireFromCms('better-sqlite3');
  const db = new Database(path.join(workDir, 'data.db'), { readonly: true, fileMustExist: true });
  try {
    const views = (table: string, slug: string) => (db.prepare(`SELECT views FROM ${table} WHERE slug = ?`).get(slug) as { views: number }).views;
    return { examPattern: views('exam_patterns', 'ssc-cgl-tier-1'), cheatsheet: views('cheatsheets', 'python-essentials') };
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'exam-prep-supervision-'));
  mkdirSync(path.join(workDir, 'public', 'uploads'), { recursive: true });
  const [proxyPort, cmsPort] = [await freePort(), await freePort()];
  proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const secret = () => randomBytes(24).toString('hex');
  webhookSecret = secret();
  // npm start's own defaults (development, info logs, one proxy, no Redis) apart from what a test must own.
  const { NODE_ENV: _n, STRAPI_LOG_LEVEL: _s, LOG_LEVEL: _l, REDIS_URL: _r, PROXY_REPLICAS: _p, VITEST: _v, ...inherited } = process.env;
  const env = {
    ...inherited,
    // Every secret given, so scripts/lib/env.mjs has nothing to write into the repo's .env.
    APP_KEYS: `${secret()},${secret()}`,
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: randomBytes(16).toString('hex'),
    PROXY_API_TOKEN: secret(),
    WEBHOOK_SECRET: webhookSecret,
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: path.join(workDir, 'data.db'),
    STRAPI_PUBLIC_DIR: path.join(workDir, 'public'),
    PROXY_PORT: String(proxyPort),
    CMS_PORT: String(cmsPort),
    SEED_DEMO_CONTENT: 'true',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: '',
    // The API is enough here; a real `npm start` builds and serves the admin panel.
    SERVE_ADMIN_PANEL: 'false',
    // Views stay pending until shutdown, so the SIGTERM test proves the final save, not a timer's.
    VIEW_FLUSH_MS: '600000',
  };
  npmStart = spawn(process.execPath, ['scripts/start.mjs'], { cwd: rootDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  npmStart.stdout!.on('data', (chunk) => (output += chunk));
  npmStart.stderr!.on('data', (chunk) => (output += chunk));
  exited = new Promise((resolve) => npmStart.once('exit', (code) => resolve(code)));
  await eventually(
    async () => {
      if (npmStart.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
      if (!output.includes('Exam-prep site ready')) throw new Error('not ready yet');
    },
    240_000,
    'npm start being ready',
  );
});

afterAll(async () => {
  if (npmStart && npmStart.exitCode === null) {
    for (const name of ['proxy', 'Strapi']) {
      try {
        process.kill(-pidOf(name), 'SIGKILL');
      } catch {
        // not started or already gone
      }
    }
    npmStart.kill('SIGKILL');
  }
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('prints the first site administrator, whose password signs in', async () => {
    const block = output.match(/First site administrator created[^\n]*\n\s+username: admin\n\s+password: (\S+)\n/);
    expect(block, output).not.toBeNull();
    expect(output).toContain('Exam-prep site ready');
    expect(output).toContain(`Site:                http://localhost:${new URL(proxyUrl).port}`);
    const login = await fetch(`${proxyUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: block![1] }),
    });
    expect(login.status).toBe(200);
  });

  it('restarts a killed Strapi while the proxy answers from its cache (STALE) or with 503', async () => {
    const known = await fetch(`${proxyUrl}/api/topics/all`);
    expect(known.status).toBe(200);
    const knownBody = await known.text();
    // An edit happened: the cached list is now only a fallback for an outage.
    const purge = await fetch(`${proxyUrl}/internal/cache/purge`, { method: 'POST', headers: { 'x-webhook-secret': webhookSecret } });
    expect(purge.status).toBe(204);

    const killed = pidOf('Strapi');
    process.kill(killed, 'SIGKILL');
    await eventually(async () => expect(output).toMatch(/Strapi stopped unexpectedly \(signal SIGKILL\); restarting in 1 s/), 10_000, 'the restart notice');

    const stale = await fetch(`${proxyUrl}/api/topics/all`);
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-cache')).toBe('STALE');
    expect(await stale.text()).toBe(knownBody);
    const neverCached = await fetch(`${proxyUrl}/api/cheatsheets/categories`);
    expect(neverCached.status).toBe(503);
    expect(await neverCached.json()).toEqual({ message: expect.stringMatching(/unavailable/i) });

    // Strapi comes back by itself, with a new pid, and the site answers fresh again.
    await eventually(async () => expect(output).toContain('Strapi is up again'), 60_000, 'Strapi coming back');
    expect(pidOf('Strapi')).not.toBe(killed);
    const fresh = await fetch(`${proxyUrl}/api/topics/all`);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('x-cache')).toBe('MISS');
    expect((await fetch(`${proxyUrl}/api/cheatsheets/categories`)).status).toBe(200);

    // The outage was one warning line and one line when it ended, not a stack trace per request.
    expect(output.match(/CMS not reachable at/g)).toHaveLength(1);
    expect(output).toContain('CMS reachable again at');
    expect(output).not.toMatch(/"stack":/);
  });

  it('stops on SIGTERM under load, proxy first, and every answered page view is saved', async () => {
    const pages = { examPattern: '/api/exam-patterns/slug/ssc-cgl-tier-1', cheatsheet: '/api/cheatsheets/slug/python-essentials' };
    const before = savedViews();
    const answered = { examPattern: 0, cheatsheet: 0 };
    const failures = new Set<string>();
    let sigtermSent = false;

    // Eight clients request the two detail pages until the proxy stops answering.
    const client = async (kind: keyof typeof pages) => {
      for (;;) {
        try {
          const answer = await fetch(`${proxyUrl}${pages[kind]}`);
          await answer.arrayBuffer();
          if (answer.status === 200) answered[kind] += 1;
          else failures.add(`status ${answer.status}`);
        } catch {
          if (sigtermSent) return; // the proxy has stopped listening
          failures.add('refused before SIGTERM');
          return;
        }
      }
    };
    const clients = Array.from({ length: 8 }, (_, index) => client(index % 2 === 0 ? 'examPattern' : 'cheatsheet'));
    await pause(1500);
    const pids = { strapi: pidOf('Strapi'), proxy: pidOf('proxy') };
    sigtermSent = true;
    npmStart.kill('SIGTERM');
    await Promise.all(clients);

    expect(await exited).toBe(0);
    expect(failures).toEqual(new Set());
    expect(answered.examPattern).toBeGreaterThan(20);
    expect(answered.cheatsheet).toBeGreaterThan(20);
    // The proxy had stopped (and saved its views) before Strapi was asked to stop.
    const proxyStopped = output.indexOf('[start] proxy stopped');
    expect(proxyStopped).toBeGreaterThan(output.indexOf('SIGTERM: shutting down'));
    expect(output.indexOf('Shutting down Strapi')).toBeGreaterThan(proxyStopped);
    expect(output).not.toMatch(/could not be saved/);
    expect(isAlive(pids.strapi) || isAlive(pids.proxy)).toBe(false);

    const after = savedViews();
    expect({ examPattern: after.examPattern - before.examPattern, cheatsheet: after.cheatsheet - before.cheatsheet }).toEqual(answered);
  });
});
