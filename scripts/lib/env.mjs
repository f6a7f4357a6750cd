// The local .env: random secrets written at first start so no two installs share keys and nothing secret
// is committed. Production takes the same variables from its environment (docker-compose.yml).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, appendFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const rootDir = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const envFile = path.join(rootDir, '.env');

const secret = (bytes = 32) => randomBytes(bytes).toString('base64url');

/**
 * Every secret the stack needs, with a generator for each. Each value passes the production check of the CMS and
 * the proxy (20+ random characters, far above its guessability floor; see cms/src/production-secrets.ts).
 */
export const GENERATED = {
  APP_KEYS: () => [secret(16), secret(16), secret(16), secret(16)].join(','),
  API_TOKEN_SALT: () => secret(),
  ADMIN_JWT_SECRET: () => secret(),
  TRANSFER_TOKEN_SALT: () => secret(),
  JWT_SECRET: () => secret(),
  ENCRYPTION_KEY: () => randomBytes(16).toString('hex'),
  PROXY_API_TOKEN: () => randomBytes(48).toString('hex'),
  WEBHOOK_SECRET: () => secret(),
};

/** One fresh draw of every secret in GENERATED, for a stack that must not touch .env (tests, browser tests). */
export const generateSecrets = () => Object.fromEntries(Object.entries(GENERATED).map(([name, make]) => [name, make()]));

/** Creates .env (or adds secrets missing from it). Returns true when something was written. */
export function ensureEnvFile() {
  const existing = existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')) : {};
  const missing = Object.keys(GENERATED).filter((key) => !existing[key] && !process.env[key]);
  if (missing.length === 0) return false;
  const lines = missing.map((key) => `${key}=${GENERATED[key]()}`);
  if (!existsSync(envFile)) {
    writeFileSync(
      envFile,
      ['# Written by `npm start` on first run: random secrets for this install only. Never commit this file.', ...lines, ''].join('\n'),
      { mode: 0o600 },
    );
  } else {
    appendFileSync(envFile, `\n${lines.join('\n')}\n`);
  }
  console.log(`Wrote ${missing.length} new secret(s) to ${path.relative(process.cwd(), envFile) || '.env'}`);
  return true;
}

/** The environment for child processes: .env underneath, the real environment on top. */
export function loadEnv(overrides = {}) {
  const fromFile = existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')) : {};
  return {
    STRAPI_TELEMETRY_DISABLED: 'true',
    ...fromFile,
    ...process.env,
    ...overrides,
  };
}
