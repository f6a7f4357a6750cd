// Configuration that refuses to be unsafe: in production the proxy and the CMS refuse placeholder or short secrets
// and name the variable; TRUST_PROXY is parsed strictly. No Strapi server is booted: the CMS side runs its built
// check (cms/dist) in-process, and `strapi start` itself, the image's command, in a child process.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config.js';
import { weakSecretReason } from '@exam-prep/contract/secret-strength';

const rootDir = path.resolve(import.meta.dirname, '..', '..');
const cmsDir = path.join(rootDir, 'cms');

interface CmsSecretCheck {
  productionSecretProblems: (env: NodeJS.ProcessEnv) => string[];
}
/** The CMS's check as Strapi runs it: compiled to cms/dist (npm test builds it first). */
const cmsCheck = createRequire(path.join(cmsDir, 'package.json'))(
  path.join(cmsDir, 'dist', 'src', 'production-secrets.js'),
) as CmsSecretCheck;

/** The generators of what `npm start` and `npm run env:production` write (scripts/lib/env.mjs). */
let generators: Record<string, () => string>;
/** One draw of every generated secret. */
let generated: Record<string, string>;
beforeAll(async () => {
  ({ GENERATED: generators } = (await import(pathToFileURL(path.join(rootDir, 'scripts', 'lib', 'env.mjs')).href)) as {
    GENERATED: Record<string, () => string>;
  });
  generated = Object.fromEntries(Object.entries(generators).map(([name, make]) => [name, make()]));
});

// One rule for both services (the contract's): the CMS's checks below apply it to Strapi's secrets.
const SAMPLES: Array<[value: string, verdict: RegExp | 'accepted']> = [
  ['change-me', /placeholder \(contains "changeme"\)/],
  ['change-me-1', /placeholder/],
  ['CHANGE_ME_TO_SOMETHING_LONG_AND_RANDOM', /placeholder \(contains "changeme"\)/],
  ['changeme', /placeholder/],
  ['my-example-webhook-value-2024', /placeholder \(contains "example"\)/],
  ['supersecretvalue1234567890', /placeholder \(contains "secret"\)/],
  ['Password1234567890abcdef', /placeholder \(contains "password"\)/],
  ['x', /too short \(1 characters; at least 20\)/],
  ['k3J9xQ2mP8vL5nR7tY1', /too short \(19 characters/],
  ['aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', /too few characters/],
  ['abababababababababababab', /too few characters/],
  // Long enough and varied, yet guessable: sequences, keyboard runs, repeats, common passwords.
  ['12345678901234567890123456', /easy to guess \(a repeated part.*: about 10\^4 guesses; at least 10\^16\)/],
  ['qwertyuiopasdfghjklzxcvbnm1234', /easy to guess \(common passwords or words: about 10\^9 guesses/],
  ['abcdefghijklmnopqrstuvwxyz0123', /easy to guess \(a sequence: /],
  ['1qaz2wsx3edc4rfv5tgb6yhn7ujm', /easy to guess \(.*a keyboard run/],
  ['0123456789abcdef0123456789abcdef', /easy to guess/],
  ['Summer2024!Summer2024!', /easy to guess/],
  ['k3J9xQ2mP8vL5nR7tY1w', 'accepted'],
  // What `openssl rand -hex 16` and `-base64 32` give.
  ['8dcdb645060c8e0a0d34515227241966', 'accepted'],
  ['HKTWXjMBz/Xptm42ua1tqnxOlxgcvuVjvoHU+peFje0=', 'accepted'],
];

describe('the production rule for secrets (proxy and CMS alike)', () => {
  it.each(SAMPLES)('%s', (value, verdict) => {
    const reason = weakSecretReason(value);
    if (verdict === 'accepted') expect(reason).toBeUndefined();
    else expect(reason).toMatch(verdict);
  });

  // A few draws: each check costs milliseconds, and the fewest guesses in 8,000 draws were 10^20, far above 10^16.
  it('accepts every secret the project generates (several draws)', () => {
    for (let draw = 0; draw < 3; draw++) {
      for (const [name, make] of Object.entries(generators)) {
        for (const value of name === 'APP_KEYS' ? make().split(',') : [make()]) {
          expect(weakSecretReason(value), `${name}=${value}`).toBeUndefined();
        }
      }
    }
  });
});

describe('proxy configuration', () => {
  const base = () => ({ PROXY_API_TOKEN: generated.PROXY_API_TOKEN, WEBHOOK_SECRET: generated.WEBHOOK_SECRET });
  const production = (env: Record<string, string>) => () => loadConfig({ ...base(), NODE_ENV: 'production', ...env });

  it('starts in production with generated secrets', () => {
    expect(production({})().production).toBe(true);
  });

  it('refuses a placeholder or short secret in production, naming the variable', () => {
    expect(production({ PROXY_API_TOKEN: 'change-me' })).toThrow(/PROXY_API_TOKEN: looks like a placeholder \(contains "changeme"\)/);
    expect(production({ WEBHOOK_SECRET: 'short' })).toThrow(/WEBHOOK_SECRET: is too short \(5 characters; at least 20\)/);
    expect(production({ WEBHOOK_SECRET: 'qwertyuiopasdfghjklzxcvbnm1234' })).toThrow(/WEBHOOK_SECRET: is easy to guess \(/);
    // METRICS_TOKEN is optional, and checked when set.
    expect(production({ METRICS_TOKEN: 'example-token-for-prometheus' })).toThrow(/METRICS_TOKEN: looks like a placeholder/);
    expect(production({ METRICS_TOKEN: generated.WEBHOOK_SECRET })().metricsToken).toBe(generated.WEBHOOK_SECRET);
    // Every problem at once, so one restart fixes them all.
    expect(production({ PROXY_API_TOKEN: 'changeme', WEBHOOK_SECRET: 'x' })).toThrow(/PROXY_API_TOKEN: .*\n\s+WEBHOOK_SECRET: /);
  });

  it('leaves development and tests free of the rule', () => {
    expect(loadConfig({ PROXY_API_TOKEN: 'change-me', WEBHOOK_SECRET: 'x' }).production).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', PROXY_API_TOKEN: 'change-me', WEBHOOK_SECRET: 'x' }).production).toBe(false);
  });

  it('trusts no X-Forwarded-For unless TRUST_PROXY says so (a hop count or addresses)', () => {
    const trust = (value?: string) => loadConfig({ ...base(), ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy;
    expect(trust()).toBe(false);
    expect(trust('')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('loopback, 10.0.0.0/8,fd00::/8, 172.16.0.0/255.240.0.0')).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
      '172.16.0.0/255.240.0.0',
    ]);
    expect(() => trust('true')).toThrow(/TRUST_PROXY: true would believe every client's X-Forwarded-For/);
    expect(() => trust('caddy')).toThrow(/TRUST_PROXY: not a hop count.*\(caddy not understood\)/);
    expect(() => trust('10.0.0.0/33')).toThrow(/10\.0\.0\.0\/33 not understood/);
    // In production too the default stays "nobody".
    expect(production({})().trustProxy).toBe(false);
  });
});

describe('CMS secrets', () => {
  const productionEnv = () => ({ NODE_ENV: 'production', ...generated });

  it('accepts generated secrets; outside production it checks nothing', () => {
    expect(cmsCheck.productionSecretProblems(productionEnv())).toEqual([]);
    expect(cmsCheck.productionSecretProblems({ NODE_ENV: 'development', JWT_SECRET: 'change-me' })).toEqual([]);
  });

  it.each([
    'API_TOKEN_SALT',
    'ADMIN_JWT_SECRET',
    'TRANSFER_TOKEN_SALT',
    'JWT_SECRET',
    'ENCRYPTION_KEY',
    'PROXY_API_TOKEN',
    'WEBHOOK_SECRET',
  ])('names %s when it is a placeholder, short or missing', (name) => {
    expect(cmsCheck.productionSecretProblems({ ...productionEnv(), [name]: 'change-me' })).toEqual([
      `${name} looks like a placeholder (contains "changeme")`,
    ]);
    expect(cmsCheck.productionSecretProblems({ ...productionEnv(), [name]: 'abc123' })).toEqual([
      `${name} is too short (6 characters; at least 20)`,
    ]);
    expect(cmsCheck.productionSecretProblems({ ...productionEnv(), [name]: '' })).toEqual([`${name} is not set`]);
  });

  it('names a guessable secret: a sequence, a keyboard run', () => {
    expect(cmsCheck.productionSecretProblems({ ...productionEnv(), JWT_SECRET: '12345678901234567890123456' })).toEqual([
      expect.stringMatching(/^JWT_SECRET is easy to guess \(/),
    ]);
  });

  it('checks each of APP_KEYS, and the database password on PostgreSQL only', () => {
    const keys = generated.APP_KEYS.split(',');
    expect(cmsCheck.productionSecretProblems({ ...productionEnv(), APP_KEYS: [keys[0], 'change-me-2', keys[2]].join(',') })).toEqual([
      'APP_KEYS (key 2) looks like a placeholder (contains "changeme")',
    ]);
    expect(cmsCheck.productionSecretProblems({ ...productionEnv(), DATABASE_PASSWORD: 'postgres' })).toEqual([]);
    const postgres = { ...productionEnv(), DATABASE_CLIENT: 'postgres' };
    expect(cmsCheck.productionSecretProblems({ ...postgres, DATABASE_PASSWORD: 'postgres' })).toEqual([
      'DATABASE_PASSWORD is too short (8 characters; at least 20)',
    ]);
    expect(cmsCheck.productionSecretProblems({ ...postgres, DATABASE_PASSWORD: 'qwertyuiopasdfghjklzxcvbnm1234' })).toEqual([
      expect.stringMatching(/^DATABASE_PASSWORD is easy to guess \(/),
    ]);
    expect(cmsCheck.productionSecretProblems({ ...postgres, DATABASE_PASSWORD: generated.WEBHOOK_SECRET })).toEqual([]);
    expect(cmsCheck.productionSecretProblems({ ...postgres, DATABASE_URL: 'postgres://examprep:change-me@db:5432/examprep' })).toEqual([
      'DATABASE_URL (its password) looks like a placeholder (contains "changeme")',
    ]);
  });
});

describe('`strapi start` in production (the CMS image command)', () => {
  let workDir: string;
  beforeAll(() => {
    workDir = mkdtempSync(path.join(os.tmpdir(), 'exam-prep-secrets-'));
    mkdirSync(path.join(workDir, 'uploads'));
  });
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it('refuses JWT_SECRET=change-me, naming it, before it opens the database', () => {
    const database = path.join(workDir, 'data.db');
    const started = spawnSync(process.execPath, ['node_modules/@strapi/strapi/bin/strapi.js', 'start'], {
      cwd: cmsDir,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ...generated,
        NODE_ENV: 'production',
        JWT_SECRET: 'change-me',
        STRAPI_TELEMETRY_DISABLED: 'true',
        DATABASE_CLIENT: 'sqlite',
        DATABASE_FILENAME: database,
        STRAPI_PUBLIC_DIR: workDir,
        PORT: '0',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    const output = `${started.stdout}${started.stderr}`;
    expect(started.status, output).toBe(1);
    expect(output).toContain('Refusing to start in production with unsafe secrets');
    expect(output).toContain('JWT_SECRET looks like a placeholder (contains \\"changeme\\")');
    // Only JWT_SECRET (named in the message and again in its stack): everything else was generated.
    expect(new Set(output.match(/ - [A-Z_]+ /g))).toEqual(new Set([' - JWT_SECRET ']));
    expect(existsSync(database)).toBe(false);
  });
});
