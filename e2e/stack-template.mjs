// The browser tests' content, made once per run: the built parts, then one seeded SQLite database (the demo
// content, a 25-question bulk subtopic bulk-set-1 for the pager tests, a 10,000-question one bulk-set-2 for the
// paging-cost tests, Strapi's Editor account; see seed-stack.mjs) with its uploads and its secrets, in a template
// folder. Each Playwright worker starts its own stack on a copy of it (stack.mjs, tests/support/test.ts), so a
// spec that writes never meets another worker's writes and the 10,000 questions are seeded once.
// Playwright's globalSetup: sets E2E_STACK_TEMPLATE for the workers and removes the folder at the end.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildParts } from '../scripts/lib/build.mjs';
import { generateSecrets } from '../scripts/lib/env.mjs';
import { run } from '../scripts/lib/run.mjs';

const rootDir = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
export const cmsDir = path.join(rootDir, 'cms');
export const SECRETS_FILE = 'secrets.json';
export const DATABASE_FILE = 'data.db';

/** The environment of the stack's Strapi (and, with a few additions, its proxies) on the database in `dir`. */
export function contentEnv(secrets, dir) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    STRAPI_TELEMETRY_DISABLED: 'true',
    // Fresh secrets of the kind `npm start` writes to .env, which this stack does not touch.
    ...secrets,
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: path.join(dir, DATABASE_FILE),
    STRAPI_PUBLIC_DIR: path.join(dir, 'public'),
    STRAPI_LOG_LEVEL: 'error',
    // Strapi's own admin panel, where editors work (e2e/tests/strapi-panel.spec.ts).
    SERVE_ADMIN_PANEL: 'true',
    SEED_DEMO_CONTENT: 'false',
    LOG_LEVEL: 'warn',
    // The first administrator, for the admin screens' tests.
    ADMIN_USERNAME: process.env.E2E_ADMIN_USERNAME ?? 'e2e-admin',
    ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-Admin-password-1',
    // An account of Strapi's admin panel in its Editor role (seed-stack.mjs), for the panel's tests.
    E2E_EDITOR_EMAIL: process.env.E2E_EDITOR_EMAIL ?? 'e2e-editor@example.com',
    E2E_EDITOR_PASSWORD: process.env.E2E_EDITOR_PASSWORD ?? 'e2e-Editor-password-1',
  };
}

/**
 * Builds what is missing (E2E_WEB_DIST: a web build made elsewhere; E2E_PROXY_FROM_SOURCE=1: the proxy runs from
 * proxy/src) and seeds a template into `dir`: data.db, public/uploads and the secrets its stacks must share.
 */
export async function makeTemplate(dir) {
  const webDist = process.env.E2E_WEB_DIST;
  const proxyFromSource = process.env.E2E_PROXY_FROM_SOURCE === '1';
  await buildParts(['cms-admin', ...(webDist ? [] : ['web']), ...(proxyFromSource ? [] : ['proxy'])], { env: process.env });
  mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
  const secrets = generateSecrets();
  // No proxy listens while seeding: the purge webhook points at the discard port, refused at once (each stack's
  // Strapi points it at its own proxy when it starts).
  const env = { ...contentEnv(secrets, dir), CACHE_PURGE_WEBHOOK_URL: 'http://127.0.0.1:9/internal/cache/purge' };
  await run(process.execPath, [path.join(rootDir, 'e2e', 'seed-stack.mjs')], { cwd: cmsDir, env, quiet: true });
  writeFileSync(path.join(dir, SECRETS_FILE), JSON.stringify(secrets));
}

export default async function globalSetup() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'exam-prep-e2e-template-'));
  await makeTemplate(dir);
  process.env.E2E_STACK_TEMPLATE = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
