import { existsSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { loadConfig } from '#src/config.js';
import { createApp, type ProxyApp } from '#src/app.js';
import { createLogger } from '#src/lib/logger.js';
import { answerMalformedRequestsWithJson } from '#src/http/odd-requests.js';
import { checkAnswersOf } from './contract-check.js';
import { cmsSettings, findOrMakeTemplate, keepTemplate, templateKey, templatesEnabled, type StackTemplate } from './stack-templates.js';
import { testDatabase } from './stack-database.js';
import { bootCms, cmsDir, listen, park, stackSettings, takeParked } from './booted-cms.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Strapi = any;

export interface JsonAnswer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** A request as it reached a proxy's HTTP server (recorded with `recordRequests`). */
export interface SeenRequest {
  method: string;
  url: string;
  /** The X-Forwarded-For header the proxy was sent, if any. */
  forwardedFor?: string;
}

/** One more proxy in front of the stack's Strapi (see Stack.addProxy). */
export interface ProxyInstance {
  proxy: ProxyApp;
  url: string;
  /** Requests this proxy received, when the stack records them. */
  requests: SeenRequest[];
  stop: () => Promise<void>;
}

export interface Stack {
  strapi: Strapi;
  strapiUrl: string;
  proxy: ProxyApp;
  proxyUrl: string;
  /** Requests the first proxy received, when `recordRequests` is set. */
  requests: SeenRequest[];
  /**
   * Starts another proxy with the same configuration (plus `env`) in front of the same Strapi, on a free port:
   * several proxies of one deployment. Stopped with the stack. Strapi's purge webhook still goes to the first.
   */
  addProxy: (env?: Record<string, string>) => Promise<ProxyInstance>;
  /** A request through the proxy. */
  get: (path: string, init?: RequestInit) => Promise<Response>;
  /**
   * Waits until Strapi's purge webhooks (sent asynchronously after every write) have gone quiet, so a test
   * that expects a cache HIT is not surprised by a late purge from earlier writes.
   */
  settle: () => Promise<void>;
  /** A request through the proxy, with the body parsed as JSON. */
  json: (path: string, init?: RequestInit) => Promise<JsonAnswer>;
  stop: () => Promise<void>;
}

export { testDatabase };
export { cmsDir, listen, requireFromCms } from './booted-cms.js';

export interface StackOptions {
  seedDemo?: boolean;
  env?: Record<string, string>;
  recordRequests?: boolean;
  /**
   * Boot on a new, empty database even when a template of this kind of stack exists (stack-templates.ts): for a
   * test of what a very first start does.
   */
  fresh?: boolean;
}

/**
 * Content a test file starts from, written once per run: the first stack of its kind writes it and is kept as the
 * template (stack-templates.ts), so later files boot with it already in their database (and its uploads in their
 * public folder) instead of writing it again through Strapi. `name` names the content in the template's key.
 */
export interface StackSeed<T> {
  name: string;
  /** Writes the content; answers what the tests need to find it (kept as JSON, the same for every copy). */
  write: (strapi: Strapi) => Promise<T>;
}

/**
 * Boots a real Strapi in-process on a temporary database (with the project's content types, bootstrap and
 * permissions), and the proxy in front of it, both on free ports. The first stack of each kind in a test run
 * boots on an empty database and is kept as a template; the next ones boot on a copy of it (stack-templates.ts).
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  return (await startFromTemplate(options)).stack;
}

/**
 * A stack whose database holds `seed`'s content, with what its writer answered. Its response cache starts empty
 * and no purge webhook of the seeding is still on its way.
 */
export async function startSeededStack<T>(seed: StackSeed<T>, options: StackOptions = {}): Promise<{ stack: Stack; seeded: T }> {
  const { stack, seeded } = await startFromTemplate(options, seed as StackSeed<unknown>);
  return { stack, seeded: seeded as T };
}

/** Seeds a stack that does not come from a template, as the template's first boot does. */
async function seedHere(stack: Stack, seed: StackSeed<unknown>): Promise<unknown> {
  const seeded = JSON.parse(JSON.stringify(await seed.write(stack.strapi))) as unknown;
  await stack.settle();
  stack.proxy.cache.purge();
  return seeded;
}

async function startFromTemplate(options: StackOptions, seed?: StackSeed<unknown>): Promise<{ stack: Stack; seeded?: unknown }> {
  if (options.fresh || !templatesEnabled()) {
    const stack = await bootStack(options);
    return { stack, seeded: seed ? await seedHere(stack, seed) : undefined };
  }
  const template = await templateOf(options, seed);
  return { stack: await bootStack(options, template), seeded: template.seeded };
}

/**
 * The template of this kind of stack, made by its first boot when there is none yet: on an empty database, or
 * for a seed, on a copy of the kind's template without it (so a seed costs its writes, not a first start).
 */
async function templateOf(options: StackOptions, seed?: StackSeed<unknown>): Promise<StackTemplate> {
  const key = templateKey({
    database: testDatabase,
    seedDemo: Boolean(options.seedDemo),
    env: cmsSettings(options.env ?? {}, path.join(cmsDir, 'dist')),
    seed: seed?.name,
  });
  return findOrMakeTemplate(key, async () => {
    const first = await bootStack(options, seed ? await templateOf(options) : undefined);
    const seeded = seed ? await seedHere(first, seed) : undefined;
    const kept = await first.stopKeeping();
    keepTemplate(key, { ...kept, seeded });
    rmSync(kept.workDir, { recursive: true, force: true });
  });
}

interface KeptStack {
  workDir: string;
  secrets: Record<string, string>;
  sqliteFile?: string;
  postgresDatabase?: string;
  publicDir: string;
}

/**
 * A stack on a new database, or on a copy of a template's (a Strapi kept from an earlier file of the same kind,
 * booted-cms.ts, when there is one); `stopKeeping` stops it and leaves its database.
 */
async function bootStack(options: StackOptions, template?: StackTemplate): Promise<Stack & { stopKeeping: () => Promise<KeptStack> }> {
  if (!existsSync(path.join(cmsDir, 'dist', 'src', 'index.js'))) {
    throw new Error('cms/dist is missing: run `npm test` from the project root (it compiles the CMS first).');
  }
  // Strapi and the proxy read their settings from the environment; put back as it was once the stack stops, so
  // the next test file (run in the same worker: vitest.config.ts) starts from the same environment.
  const envBefore = { ...process.env };
  const reused = await takeParked(template);
  const cms = reused ?? (await bootCms(options, template));
  if (reused) Object.assign(process.env, stackSettings(options, cms.workDir), cms.fixed);
  const { strapi, strapiUrl, proxyUrl } = cms;
  checkAnswersOf(proxyUrl);

  const requests: SeenRequest[] = [];
  const config = loadConfig({ ...process.env, STRAPI_URL: strapiUrl, PORT: '0' });
  const proxy = createApp(config, createLogger('silent'));
  cms.route.handle = proxy.handle;
  if (options.recordRequests) cms.route.seen = (req) => requests.push(seen(req));

  const extraProxies: ProxyInstance[] = [];
  const addProxy = async (extraEnv: Record<string, string> = {}): Promise<ProxyInstance> => {
    const app = createApp(loadConfig({ ...process.env, STRAPI_URL: strapiUrl, PORT: '0', ...extraEnv }), createLogger('silent'));
    const seenHere: SeenRequest[] = [];
    const server = http.createServer((req, res) => {
      if (options.recordRequests) seenHere.push(seen(req));
      app.handle(req, res);
    });
    answerMalformedRequestsWithJson(server);
    const url = await listen(server);
    checkAnswersOf(url);
    let stopped: Promise<void> | undefined;
    const instance: ProxyInstance = {
      proxy: app,
      url,
      requests: seenHere,
      stop: () =>
        (stopped ??= (async () => {
          await app.close().catch(() => undefined);
          await new Promise((resolve) => server.close(resolve));
          server.closeAllConnections();
        })()),
    };
    extraProxies.push(instance);
    return instance;
  };

  /** Purge webhooks Strapi has yet to send or is sending (its webhook runner's queue), so a slow send under load counts. */
  const webhooksInFlight = () => {
    const queue = (strapi.get('webhookRunner') as { queue?: { running: number; queue: unknown[] } } | undefined)?.queue;
    return queue ? queue.running + queue.queue.length : 0;
  };
  const settle = () =>
    eventually(async () => {
      if (webhooksInFlight() > 0) throw new Error('purge webhooks still being sent');
      if (Date.now() - proxy.cache.lastPurgeAt < 500) throw new Error('purge webhooks still arriving');
    }, 20_000);
  const stopProxies = async () => {
    await Promise.all(extraProxies.map((extra) => extra.stop()));
    await proxy.close().catch(() => undefined);
  };
  const restoreEnvironment = () => {
    for (const name of Object.keys(process.env)) if (!(name in envBefore)) delete process.env[name];
    Object.assign(process.env, envBefore);
  };

  return {
    strapi,
    strapiUrl,
    proxy,
    proxyUrl,
    requests,
    addProxy,
    get: (p, init) => fetch(`${proxyUrl}${p}`, init),
    settle,
    json: async (p, init) => {
      const response = await fetch(`${proxyUrl}${p}`, init);
      return { status: response.status, headers: response.headers, body: await response.json() };
    },
    stop: async () => {
      // The purge webhooks of this file's writes reach this file's proxy, not the next file's.
      if (cms.template) await settle().catch(() => undefined);
      await stopProxies();
      restoreEnvironment();
      await park(cms);
    },
    stopKeeping: async () => {
      await stopProxies();
      await cms.stop();
      restoreEnvironment();
      return {
        workDir: cms.workDir,
        secrets: cms.secrets,
        publicDir: cms.publicDir,
        sqliteFile: cms.fixed.DATABASE_CLIENT === 'sqlite' ? cms.fixed.DATABASE_FILENAME : undefined,
        postgresDatabase: cms.fixed.DATABASE_CLIENT === 'postgres' ? cms.fixed.DATABASE_NAME : undefined,
      };
    },
  };
}

const seen = (req: http.IncomingMessage): SeenRequest => ({
  method: req.method ?? '',
  url: req.url ?? '',
  forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
});

/** Waits until `check` passes (for effects that travel through webhooks). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Every key anywhere in a JSON value (to prove Strapi internals never leak). */
export function allKeys(value: unknown, keys = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => allKeys(item, keys));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      keys.add(key);
      allKeys(inner, keys);
    }
  }
  return keys;
}
