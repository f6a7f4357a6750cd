import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '#src/config.js';
import { createApp, type ProxyApp } from '#src/app.js';
import { createLogger } from '#src/lib/logger.js';
import { answerMalformedRequestsWithJson } from '#src/http/odd-requests.js';
import { checkAnswersOf } from './contract-check.js';
import {
  cmsSettings,
  findOrMakeTemplate,
  keepTemplate,
  templateKey,
  stackFilesRoot,
  templatesEnabled,
  type StackTemplate,
} from './stack-templates.js';
import { writeHeadOnlyServerEntry } from './served-html.js';
import { prepareDatabase, testDatabase } from './stack-database.js';

export const cmsDir = path.resolve(import.meta.dirname, '..', '..', '..', 'cms');
/** Strapi's CommonJS build, loaded with require: its ESM build breaks under Vitest. */
export const requireFromCms = createRequire(path.join(cmsDir, 'package.json'));

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

export const listen = (server: http.Server) =>
  new Promise<string>((resolve) => {
    // As in server.ts: an idle keep-alive socket outlives the client's pool timeout, so a request after a
    // quiet spell never lands on a socket the server is closing (ECONNRESET under load).
    server.keepAliveTimeout = 65_000;
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });

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
 * New secrets for a stack (a stack booted from a template takes the template's): one draw of every secret
 * `npm start` writes to .env (scripts/lib/env.mjs).
 */
async function newSecrets(): Promise<Record<string, string>> {
  const envScript = pathToFileURL(path.join(cmsDir, '..', 'scripts', 'lib', 'env.mjs')).href;
  const { generateSecrets } = (await import(envScript)) as { generateSecrets: () => Record<string, string> };
  return generateSecrets();
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

/** A stack on a new database, or on a copy of a template's; `stopKeeping` stops it and leaves its database. */
async function bootStack(options: StackOptions, template?: StackTemplate): Promise<Stack & { stopKeeping: () => Promise<KeptStack> }> {
  if (!existsSync(path.join(cmsDir, 'dist', 'src', 'index.js'))) {
    throw new Error('cms/dist is missing: run `npm test` from the project root (it compiles the CMS first).');
  }
  const workDir = mkdtempSync(path.join(stackFilesRoot(), 'exam-prep-test-'));
  const publicDir = path.join(workDir, 'public');
  if (template) cpSync(template.publicDir, publicDir, { recursive: true });
  else mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  const secrets = template?.secrets ?? (await newSecrets());
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    STRAPI_TELEMETRY_DISABLED: 'true',
    ...secrets,
    SEED_DEMO_CONTENT: options.seedDemo ? 'true' : 'false',
    STRAPI_PUBLIC_DIR: publicDir,
    LOG_LEVEL: 'silent',
    CORS_ORIGINS: 'https://partner.example',
    STRAPI_LOG_LEVEL: 'error',
    VIEW_FLUSH_MS: '60000',
    // A minimal web build of the test's own: npm test runs this suite before it builds web/dist.
    WEB_DIST_DIR: minimalWebBuild(workDir),
    ...options.env,
  };
  const dropDatabase = await prepareDatabase(env, workDir, template);
  // Strapi and the proxy read their settings from the environment; put back as it was once the stack stops, so
  // the next test file (run in the same worker: vitest.config.ts) starts from the same environment.
  const envBefore = { ...process.env };
  Object.assign(process.env, env);

  // The proxy listens first: Strapi's purge webhook needs its address at bootstrap.
  let handler: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const requests: SeenRequest[] = [];
  const proxyServer = http.createServer((req, res) => {
    if (options.recordRequests) requests.push(seen(req));
    handler(req, res);
  });
  answerMalformedRequestsWithJson(proxyServer);
  const proxyUrl = await listen(proxyServer);
  checkAnswersOf(proxyUrl);
  process.env.CACHE_PURGE_WEBHOOK_URL = `${proxyUrl}/internal/cache/purge`;

  const { createStrapi } = requireFromCms('@strapi/strapi');
  const strapi = await createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist'), serveAdminPanel: false }).load();
  strapi.log.level = 'error';
  hashPasswordsCheaply(strapi);
  await strapi.server.mount();
  const strapiServer: http.Server = strapi.server.httpServer;
  const strapiUrl = await listen(strapiServer);

  const config = loadConfig({ ...process.env, STRAPI_URL: strapiUrl, PORT: '0' });
  const proxy = createApp(config, createLogger('silent'));
  handler = proxy.handle;

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

  const stopServers = async () => {
    await Promise.all(extraProxies.map((extra) => extra.stop()));
    await proxy.close().catch(() => undefined);
    await new Promise((resolve) => proxyServer.close(resolve));
    proxyServer.closeAllConnections();
    await strapi.destroy();
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
    settle: () =>
      eventually(async () => {
        if (Date.now() - proxy.cache.lastPurgeAt < 500) throw new Error('purge webhooks still arriving');
      }, 20_000),
    json: async (p, init) => {
      const response = await fetch(`${proxyUrl}${p}`, init);
      return { status: response.status, headers: response.headers, body: await response.json() };
    },
    stop: async () => {
      await stopServers();
      await dropDatabase();
      rmSync(workDir, { recursive: true, force: true });
    },
    stopKeeping: async () => {
      await stopServers();
      return {
        workDir,
        secrets,
        publicDir,
        sqliteFile: env.DATABASE_CLIENT === 'sqlite' ? env.DATABASE_FILENAME : undefined,
        postgresDatabase: env.DATABASE_CLIENT === 'postgres' ? env.DATABASE_NAME : undefined,
      };
    },
  };
}

/**
 * Site administrators' passwords (users-permissions) hashed at bcrypt's lowest cost, 4 instead of 10: the same
 * hashing and checking (a hash carries its cost, so sign-in checks it the same way), 64 times cheaper, where the
 * tests create and sign in administrators by the hundred. Strapi reads the cost from the password attribute.
 */
function hashPasswordsCheaply(strapi: Strapi) {
  const password = strapi.getModel('plugin::users-permissions.user')?.attributes?.password;
  if (password) password.encryption = { ...password.encryption, rounds: 4 };
}

const seen = (req: http.IncomingMessage): SeenRequest => ({
  method: req.method ?? '',
  url: req.url ?? '',
  forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
});

/**
 * An index.html like the built one's (its fallback title and description are replaced per page), beside the web
 * app's page table (heads, statuses and the sitemap come from it) when the web app is built.
 */
function minimalWebBuild(workDir: string): string {
  const dir = path.join(workDir, 'web-dist');
  mkdirSync(dir, { recursive: true });
  writeHeadOnlyServerEntry(workDir);
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title data-server-meta>ExamPrep</title>' +
      '<meta data-server-meta name="description" content="Free practice" /></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

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
