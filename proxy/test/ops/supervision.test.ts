// `npm start` for real (node scripts/start.mjs) on a temporary SQLite database with the demo content:
// the first-administrator block in its output, a killed Strapi restarted while the proxy keeps answering,
// and a SIGTERM under load that loses no page view. Its own secrets, ports and folders: the repo's .env and
// the usual ports are not touched.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const rootDir = path.resolve(import.meta.dirname, '..', '..', '..');
const requireFromCms = createRequire(path.join(rootDir, 'cms', 'package.json'));
/** One fresh draw of the secrets `npm start` would otherwise write to the repo's .env (scripts/lib/env.mjs). */
const { generateSecrets } = (await import(pathToFileURL(path.join(rootDir, 'scripts', 'lib', 'env.mjs')).href)) as {
  generateSecrets: () => Record<string, string>;
};

/**
 * The first of `count` consecutive free ports in 20000-31999 (below Linux's ephemeral range, so no outgoing
 * connection takes one meanwhile).
 */
async function freePorts(count = 1): Promise<number> {
  const isFree = (port: number) =>
    new Promise<boolean>((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
  for (;;) {
    const first = 20000 + Math.floor(Math.random() * (12000 - count));
    let free = true;
    for (let port = first; free && port < first + count; port++) free = await isFree(port);
    if (free) return first;
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

/** A running `node scripts/start.mjs` with its own database, folders, ports and secrets. */
interface NpmStart {
  workDir: string;
  proxyPort: number;
  webhookSecret: string;
  output: () => string;
  /** The pid it printed last for a child ("[start] Strapi started (pid 123)"). */
  pidOf: (name: string) => number;
  exited: Promise<number | null>;
  process: ChildProcess;
  /** Kills whatever is left (after a failed test) and removes the folder. */
  cleanUp: () => void;
}

/** Starts npm start; resolves when it printed its ready banner (or when `until` matches, if given). */
async function launchNpmStart(extraEnv: Record<string, string>, until = /Exam-prep site ready/): Promise<NpmStart> {
  const replicas = Number(extraEnv.PROXY_REPLICAS ?? 1);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'exam-prep-supervision-'));
  mkdirSync(path.join(workDir, 'public', 'uploads'), { recursive: true });
  const proxyPort = await freePorts(replicas);
  const secrets = generateSecrets();
  // npm start's own defaults (development, info logs, one proxy, no Redis) apart from what a test must own.
  const { NODE_ENV: _n, STRAPI_LOG_LEVEL: _s, LOG_LEVEL: _l, REDIS_URL: _r, PROXY_REPLICAS: _p, VITEST: _v, ...inherited } = process.env;
  const env = {
    ...inherited,
    // Every secret given, so scripts/lib/env.mjs has nothing to write into the repo's .env.
    ...secrets,
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: path.join(workDir, 'data.db'),
    STRAPI_PUBLIC_DIR: path.join(workDir, 'public'),
    PROXY_PORT: String(proxyPort),
    CMS_PORT: String(await freePorts()),
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: '',
    // The API is enough here; a real `npm start` builds and serves the admin panel.
    SERVE_ADMIN_PANEL: 'false',
    ...extraEnv,
  };
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: rootDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const pidsOf = (name: string) =>
    [...output.matchAll(new RegExp(`\\[start\\] ${name} started \\(pid (\\d+)\\)`, 'g'))].map((match) => Number(match[1]));
  const started: NpmStart = {
    workDir,
    proxyPort,
    webhookSecret: secrets.WEBHOOK_SECRET,
    output: () => output,
    pidOf: (name) => {
      const pids = pidsOf(name);
      if (pids.length === 0) throw new Error(`no pid printed for ${name}`);
      return pids[pids.length - 1];
    },
    exited,
    process: child,
    cleanUp: () => {
      if (child.exitCode === null) {
        // Its children run in their own process groups.
        for (const pid of [...output.matchAll(/\[start\] .+ started \(pid (\d+)\)/g)].map((match) => Number(match[1]))) {
          try {
            process.kill(-pid, 'SIGKILL');
          } catch {
            // already gone
          }
        }
        child.kill('SIGKILL');
      }
      rmSync(workDir, { recursive: true, force: true });
    },
  };
  await eventually(
    async () => {
      if (until.test(output)) return;
      if (child.exitCode !== null) return;
      throw new Error('not there yet');
    },
    240_000,
    'npm start being ready',
  );
  if (child.exitCode !== null && !until.test(output)) throw new Error(`npm start exited (${child.exitCode}):\n${output}`);
  return started;
}

let stack: NpmStart;
let proxyUrl: string;
const output = () => stack.output();

/** Page views saved in the database (read straight from SQLite, as Strapi stored them). */
function savedViews(): { examPattern: number; cheatsheet: number } {
  const Database = requireFromCms('better-sqlite3');
  const db = new Database(path.join(stack.workDir, 'data.db'), { readonly: true, fileMustExist: true });
  try {
    const views = (table: string, slug: string) =>
      (db.prepare(`SELECT views FROM ${table} WHERE slug = ?`).get(slug) as { views: number }).views;
    return { examPattern: views('exam_patterns', 'ssc-cgl-tier-1'), cheatsheet: views('cheatsheets', 'python-essentials') };
  } finally {
    db.close();
  }
}

describe('npm start', () => {
  beforeAll(async () => {
    stack = await launchNpmStart({
      SEED_DEMO_CONTENT: 'true',
      // Views stay pending until shutdown, so the SIGTERM test proves the final save, not a timer's.
      VIEW_FLUSH_MS: '600000',
    });
    proxyUrl = `http://127.0.0.1:${stack.proxyPort}`;
  });
  afterAll(() => stack?.cleanUp());

  it('prints the first site administrator, whose password signs in', async () => {
    const block = output().match(/First site administrator created[^\n]*\n\s+username: admin\n\s+password: (\S+)\n/);
    expect(block, output()).not.toBeNull();
    expect(output()).toContain('Exam-prep site ready');
    expect(output()).toContain(`Site:                http://localhost:${stack.proxyPort}`);
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
    const purge = await fetch(`${proxyUrl}/internal/cache/purge`, { method: 'POST', headers: { 'x-webhook-secret': stack.webhookSecret } });
    expect(purge.status).toBe(204);

    const killed = stack.pidOf('Strapi');
    process.kill(killed, 'SIGKILL');
    await eventually(
      async () => expect(output()).toMatch(/Strapi stopped unexpectedly \(signal SIGKILL\); restarting in 1 s/),
      30_000,
      'the restart notice',
    );

    const stale = await fetch(`${proxyUrl}/api/topics/all`);
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-cache')).toBe('STALE');
    expect(await stale.text()).toBe(knownBody);
    const neverCached = await fetch(`${proxyUrl}/api/cheatsheets/categories`);
    expect(neverCached.status).toBe(503);
    expect(await neverCached.json()).toEqual({ message: expect.stringMatching(/unavailable/i) });

    // Strapi comes back by itself, with a new pid, and the site answers fresh again.
    await eventually(async () => expect(output()).toContain('Strapi is up again'), 60_000, 'Strapi coming back');
    expect(stack.pidOf('Strapi')).not.toBe(killed);
    const fresh = await fetch(`${proxyUrl}/api/topics/all`);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('x-cache')).toBe('MISS');
    expect((await fetch(`${proxyUrl}/api/cheatsheets/categories`)).status).toBe(200);

    // The outage was one warning line and one line when it ended, not a stack trace per request.
    expect(output().match(/CMS not reachable at/g)).toHaveLength(1);
    expect(output()).toContain('CMS reachable again at');
    expect(output()).not.toMatch(/"stack":/);
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
    // Under load means views in flight when SIGTERM comes: wait for some answers of each kind, however slow the machine.
    await eventually(
      async () => expect(Math.min(answered.examPattern, answered.cheatsheet)).toBeGreaterThanOrEqual(20),
      60_000,
      'twenty answers of each page',
    );
    const pids = { strapi: stack.pidOf('Strapi'), proxy: stack.pidOf('proxy') };
    sigtermSent = true;
    stack.process.kill('SIGTERM');
    await Promise.all(clients);

    expect(await stack.exited).toBe(0);
    expect(failures).toEqual(new Set());
    expect(answered.examPattern).toBeGreaterThanOrEqual(20);
    expect(answered.cheatsheet).toBeGreaterThanOrEqual(20);
    // The proxy had stopped (and saved its views) before Strapi was asked to stop.
    const proxyStopped = output().indexOf('[start] proxy stopped');
    expect(proxyStopped).toBeGreaterThan(output().indexOf('SIGTERM: shutting down'));
    expect(output().indexOf('Shutting down Strapi')).toBeGreaterThan(proxyStopped);
    expect(output()).not.toMatch(/could not be saved/);
    expect(isAlive(pids.strapi) || isAlive(pids.proxy)).toBe(false);

    const after = savedViews();
    expect({ examPattern: after.examPattern - before.examPattern, cheatsheet: after.cheatsheet - before.cheatsheet }).toEqual(answered);
  });
});

describe('npm start with PROXY_REPLICAS', () => {
  it('refuses several proxies without REDIS_URL, and says why', async () => {
    const refused = await launchNpmStart({ PROXY_REPLICAS: '2' }, /needs REDIS_URL/);
    try {
      expect(await refused.exited).toBe(1);
      expect(refused.output()).toContain('PROXY_REPLICAS=2 needs REDIS_URL (e.g. REDIS_URL=redis://127.0.0.1:6379)');
      expect(refused.output()).not.toContain('started (pid');
    } finally {
      refused.cleanUp();
    }
  });

  it("runs the proxies on consecutive ports sharing REDIS_URL, with Strapi's webhook aimed at the first", async () => {
    const redisPort = await freePorts();
    const redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    let scaled: NpmStart | undefined;
    try {
      scaled = await launchNpmStart({ PROXY_REPLICAS: '2', REDIS_URL: `redis://127.0.0.1:${redisPort}`, SEED_DEMO_CONTENT: 'false' });
      const ports = [scaled.proxyPort, scaled.proxyPort + 1];
      expect(scaled.output()).toMatch(
        new RegExp(
          `Site: +http://localhost:${ports[0]}\\n +http://localhost:${ports[1]}\\n +\\(2 proxies sharing redis://127\\.0\\.0\\.1:${redisPort}\\)`,
        ),
      );
      for (const port of ports) {
        expect(scaled.pidOf(`proxy :${port}`)).toBeGreaterThan(0);
        // Each proxy connects to Redis by itself, shortly after it answers.
        await eventually(
          async () =>
            expect(await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()).toMatchObject({ cms: 'reachable', redis: 'reachable' }),
          30_000,
          `proxy :${port} reaching Redis`,
        );
        expect((await fetch(`http://127.0.0.1:${port}/api/topics/all`)).status).toBe(200);
      }
      // Every proxy has REDIS_URL: a purge landing on the first, as Strapi's webhook does, empties the second's cache.
      const onSecond = () => fetch(`http://127.0.0.1:${ports[1]}/api/topics/all`).then((answer) => answer.headers.get('x-cache'));
      expect(await onSecond()).toBe('HIT');
      const purge = await fetch(`http://127.0.0.1:${ports[0]}/internal/cache/purge`, {
        method: 'POST',
        headers: { 'x-webhook-secret': scaled.webhookSecret },
      });
      expect(purge.status).toBe(204);
      await eventually(async () => expect(await onSecond()).toBe('MISS'), 30_000, 'the purge reaching the second proxy');
      // Strapi's purge webhook goes to the first proxy; Redis carries each purge to the others.
      const Database = requireFromCms('better-sqlite3');
      const db = new Database(path.join(scaled.workDir, 'data.db'), { readonly: true });
      const webhook = db.prepare("SELECT url FROM strapi_webhooks WHERE name = 'Proxy cache purge'").get() as { url: string };
      db.close();
      expect(webhook.url).toBe(`http://127.0.0.1:${ports[0]}/internal/cache/purge`);

      scaled.process.kill('SIGTERM');
      expect(await scaled.exited).toBe(0);
      const stopped = scaled.output();
      const strapiStopped = stopped.indexOf('[start] Strapi stopped');
      for (const port of ports) {
        const proxyStopped = stopped.indexOf(`[start] proxy :${port} stopped`);
        expect(proxyStopped).toBeGreaterThan(-1);
        expect(proxyStopped).toBeLessThan(strapiStopped);
      }
    } finally {
      scaled?.cleanUp();
      redis.kill();
    }
  });
});
