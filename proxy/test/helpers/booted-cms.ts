import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { answerMalformedRequestsWithJson } from '#src/http/odd-requests.js';
import { stackFilesRoot, type StackTemplate } from './stack-templates.js';
import { prepareDatabase, resetDatabase } from './stack-database.js';
import { writeHeadOnlyServerEntry } from './served-html.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Strapi = any;

/** What of a stack's options the CMS's boot reads. */
interface CmsOptions {
  seedDemo?: boolean;
  env?: Record<string, string>;
}

export const cmsDir = path.resolve(import.meta.dirname, '..', '..', '..', 'cms');
/** Strapi's CommonJS build, loaded with require: its ESM build breaks under Vitest. */
export const requireFromCms = createRequire(path.join(cmsDir, 'package.json'));

export const listen = (server: http.Server) =>
  new Promise<string>((resolve) => {
    // As in server.ts: an idle keep-alive socket outlives the client's pool timeout, so a request after a
    // quiet spell never lands on a socket the server is closing (ECONNRESET under load).
    server.keepAliveTimeout = 65_000;
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });

/**
 * A Strapi booted in-process for a test stack, with the HTTP server its test proxy answers on (listening before
 * Strapi boots: Strapi's purge webhook needs that address at bootstrap).
 *
 * A boot is the largest fixed cost of a contract test file (1-7 s of wall on a loaded machine, most of it spent
 * waiting on the database). A Strapi booted from a template is therefore kept when its file ends, and the next
 * file of the same worker that asks for a stack of the same kind (same template: same database, settings the CMS
 * reads, and seeded content) gets it back with its database and uploads put back to the template's, as a copy of
 * the template would be, and a proxy of its own. What a boot does that a copy does not repeat (migrations, roles,
 * tokens and the purge webhook, start-up clean-ups) is what the template's own boot already did to that database.
 */
export interface BootedCms {
  strapi: Strapi;
  strapiUrl: string;
  proxyServer: http.Server;
  proxyUrl: string;
  /** Where requests to proxyServer go: the current file's proxy, and its record of them. */
  route: { handle: http.RequestListener; seen?: (req: http.IncomingMessage) => void };
  workDir: string;
  publicDir: string;
  /** The settings this boot fixed and Strapi keeps: its database, public folder, purge webhook, secrets. */
  fixed: Record<string, string>;
  /** The secrets its database was made with. */
  secrets: Record<string, string>;
  /** The template it booted from (kept for reuse only then). */
  template?: StackTemplate;
  /** What a test file may change on Strapi's objects, as they were after the boot (put back before a reuse). */
  pristine: { logMethods: Record<string, unknown>; requestListeners: Array<(...args: unknown[]) => void> };
  /** Stops Strapi and the proxy server (keeping the database and files). */
  stop: () => Promise<void>;
  /** Stops them, drops the database and removes the files. */
  destroy: () => Promise<void>;
}

const UNROUTED: http.RequestListener = (_req, res) => res.writeHead(503).end();

let parked: BootedCms | undefined;

/** Keeps a booted CMS for the next file of its kind (stopping the one kept before, if of another kind). */
export async function park(cms: BootedCms): Promise<void> {
  cms.route.handle = UNROUTED;
  cms.route.seen = undefined;
  if (!cms.template) return cms.destroy();
  if (parked && parked !== cms) await parked.destroy();
  parked = cms;
}

/** What a fresh Strapi looks like, so that a reuse can put back what a test changed on it (its log, listeners). */
export function pristineOf(strapi: Strapi): BootedCms['pristine'] {
  return {
    logMethods: Object.fromEntries(['error', 'warn', 'info', 'debug'].map((level) => [level, strapi.log[level]])),
    requestListeners: strapi.server.httpServer.listeners('request') as Array<(...args: unknown[]) => void>,
  };
}

/**
 * The kept CMS of this template's kind, its database and uploads put back to the template's; undefined when none
 * is kept. A kept CMS of another kind (or any, for a boot without a template) is stopped: Strapi is a process-wide
 * singleton, so a new one may boot only once no other is running.
 */
export async function takeParked(template?: StackTemplate): Promise<BootedCms | undefined> {
  const cms = parked;
  parked = undefined;
  if (!cms) return undefined;
  if (!template || cms.template?.key !== template.key) {
    await cms.destroy();
    return undefined;
  }
  await resetDatabase(cms.strapi, cms.fixed, template);
  rmSync(cms.publicDir, { recursive: true, force: true });
  cpSync(template.publicDir, cms.publicDir, { recursive: true });
  Object.assign(cms.strapi.log, cms.pristine.logMethods);
  const server: http.Server = cms.strapi.server.httpServer;
  for (const listener of server.listeners('request') as Array<(...args: unknown[]) => void>) {
    if (!cms.pristine.requestListeners.includes(listener)) server.removeListener('request', listener);
  }
  return cms;
}

/** The settings of a stack that are the test file's own (the proxy's, and those the CMS reads, as in its kind). */
export function stackSettings(options: CmsOptions, workDir: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    STRAPI_TELEMETRY_DISABLED: 'true',
    SEED_DEMO_CONTENT: options.seedDemo ? 'true' : 'false',
    LOG_LEVEL: 'silent',
    CORS_ORIGINS: 'https://partner.example',
    STRAPI_LOG_LEVEL: 'error',
    VIEW_FLUSH_MS: '60000',
    // A minimal web build of the test's own: npm test runs this suite before it builds web/dist.
    WEB_DIST_DIR: minimalWebBuild(workDir),
    ...options.env,
  };
}

/** Boots Strapi on a new database, or a copy of the template's, with the proxy's HTTP server listening first. */
export async function bootCms(options: CmsOptions, template?: StackTemplate): Promise<BootedCms> {
  const workDir = mkdtempSync(path.join(stackFilesRoot(), `exam-prep-test-${process.pid}-`));
  const publicDir = path.join(workDir, 'public');
  if (template) cpSync(template.publicDir, publicDir, { recursive: true });
  else mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  const secrets = template?.secrets ?? (await newSecrets());
  const env: Record<string, string> = { ...secrets, STRAPI_PUBLIC_DIR: publicDir, ...stackSettings(options, workDir) };
  const dropDatabase = await prepareDatabase(env, workDir, template);
  Object.assign(process.env, env);

  // The proxy listens first: Strapi's purge webhook needs its address at bootstrap.
  const route: BootedCms['route'] = { handle: UNROUTED };
  const proxyServer = http.createServer((req, res) => {
    route.seen?.(req);
    route.handle(req, res);
  });
  answerMalformedRequestsWithJson(proxyServer);
  const proxyUrl = await listen(proxyServer);
  process.env.CACHE_PURGE_WEBHOOK_URL = `${proxyUrl}/internal/cache/purge`;

  const { createStrapi } = requireFromCms('@strapi/strapi');
  const strapi = await createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist'), serveAdminPanel: false }).load();
  strapi.log.level = 'error';
  hashPasswordsCheaply(strapi);
  await strapi.server.mount();
  const strapiUrl = await listen(strapi.server.httpServer);

  const fixed: Record<string, string> = {
    ...secrets,
    STRAPI_PUBLIC_DIR: publicDir,
    CACHE_PURGE_WEBHOOK_URL: process.env.CACHE_PURGE_WEBHOOK_URL,
  };
  for (const name of Object.keys(env)) if (name.startsWith('DATABASE_')) fixed[name] = env[name]!;
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      await new Promise((resolve) => proxyServer.close(resolve));
      proxyServer.closeAllConnections();
      await strapi.destroy();
    })());
  return {
    strapi,
    strapiUrl,
    proxyServer,
    proxyUrl,
    route,
    workDir,
    publicDir,
    fixed,
    secrets,
    template,
    pristine: pristineOf(strapi),
    stop,
    destroy: async () => {
      await stop();
      await dropDatabase();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
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
 * Site administrators' passwords (users-permissions) hashed at bcrypt's lowest cost, 4 instead of 10: the same
 * hashing and checking (a hash carries its cost, so sign-in checks it the same way), 64 times cheaper, where the
 * tests create and sign in administrators by the hundred. Strapi reads the cost from the password attribute.
 */
function hashPasswordsCheaply(strapi: Strapi) {
  const password = strapi.getModel('plugin::users-permissions.user')?.attributes?.password;
  if (password) password.encryption = { ...password.encryption, rounds: 4 };
}

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
