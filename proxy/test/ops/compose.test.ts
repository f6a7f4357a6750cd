// docker-compose.yml as docker-compose resolves it (Debian's v1 tool: `config` needs no Docker engine), with the
// .env that `npm run env:production` writes: the production shape, and secrets that every service accepts.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '#src/config.js';

const rootDir = path.resolve(import.meta.dirname, '..', '..', '..');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  ports?: unknown[];
  expose?: unknown[];
  container_name?: string;
  environment: Record<string, string>;
  volumes?: string[];
  networks?: Record<string, unknown> | string[];
  depends_on?: Record<string, unknown> | string[];
}
interface Compose {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
  networks: Record<string, { internal?: boolean } | null>;
}

let workDir: string;
beforeAll(() => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'exam-prep-compose-'));
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** Writes a production .env with `npm run env:production` (into the temp folder, never the project's .env). */
function productionEnv(name: string, args: string[] = []): string {
  const file = path.join(workDir, name);
  const written = spawnSync('npm', ['run', '--silent', 'env:production', '--', '--file', file, ...args], {
    cwd: rootDir,
    encoding: 'utf8',
  });
  if (written.status !== 0) throw new Error(`npm run env:production failed:\n${written.stdout}${written.stderr}`);
  return file;
}

/** `docker-compose config` with that env file and nothing from this shell's environment. */
function composeConfig(envFile: string) {
  const result = spawnSync('docker-compose', ['--env-file', envFile, '-f', path.join(rootDir, 'docker-compose.yml'), 'config'], {
    cwd: rootDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME },
    encoding: 'utf8',
  });
  return {
    status: result.status,
    output: `${result.stdout}${result.stderr}`,
    compose: result.status === 0 ? (parse(result.stdout) as Compose) : undefined,
  };
}

describe('docker-compose.yml', () => {
  it('passes scripts/validate-compose.sh (what CI runs)', () => {
    const validated = spawnSync('bash', ['scripts/validate-compose.sh'], { cwd: rootDir, encoding: 'utf8' });
    expect(validated.status, `${validated.stdout}${validated.stderr}`).toBe(0);
  });

  it('publishes only the entry (80 and 443); proxies, Strapi, PostgreSQL and Redis have no host port', () => {
    const { compose, output } = composeConfig(productionEnv('local.env'));
    expect(compose, output).toBeDefined();
    const published = Object.entries(compose!.services)
      .filter(([, service]) => service.ports?.length)
      .map(([name]) => name);
    expect(published).toEqual(['entry']);
    const ports = JSON.stringify(compose!.services.entry.ports);
    expect(ports).toContain('"published":80');
    expect(ports).toContain('"published":443');
    expect(Object.keys(compose!.services).sort()).toEqual(['cms', 'entry', 'postgres', 'proxy', 'redis']);
  });

  it('lets the proxy scale: no host port, no fixed container name, Redis shared, the entry trusted as one hop', () => {
    const { compose } = composeConfig(productionEnv('scale.env'));
    const proxy = compose!.services.proxy;
    expect(proxy.container_name).toBeUndefined();
    expect(proxy.build).toEqual({ context: rootDir, dockerfile: 'proxy/Dockerfile' });
    expect(proxy.environment).toMatchObject({
      NODE_ENV: 'production',
      REDIS_URL: 'redis://redis:6379',
      TRUST_PROXY: '1',
      STRAPI_URL: 'http://cms:1337',
    });
    expect(compose!.services.redis.image).toBe('redis:7-alpine');
  });

  it('keeps Strapi behind the entry, its purge webhook aimed at any proxy, its data on named volumes', () => {
    const { compose } = composeConfig(productionEnv('cms.env'));
    const cms = compose!.services.cms;
    expect(cms.build).toEqual({ context: rootDir, dockerfile: 'cms/Dockerfile' });
    expect(cms.environment).toMatchObject({
      NODE_ENV: 'production',
      IS_PROXIED: 'true',
      DATABASE_CLIENT: 'postgres',
      CACHE_PURGE_WEBHOOK_URL: 'http://proxy:3000/internal/cache/purge',
    });
    expect(cms.volumes).toEqual(['uploads:/app/public/uploads:rw']);
    expect(compose!.services.postgres.volumes).toEqual(['pgdata:/var/lib/postgresql/data:rw']);
    expect(compose!.services.entry.volumes).toEqual(expect.arrayContaining(['caddy_data:/data:rw', 'caddy_config:/config:rw']));
    expect(Object.keys(compose!.volumes).sort()).toEqual(['caddy_config', 'caddy_data', 'pgdata', 'uploads']);
    // The database and Redis sit on an internal network the entry is not on.
    expect(compose!.networks.data).toEqual({ internal: true });
    for (const name of ['postgres', 'redis']) expect(Object.keys(compose!.services[name].networks!)).toEqual(['data']);
    expect(Object.keys(compose!.services.entry.networks!)).toEqual(['edge']);
  });

  it('gives the entry its ENV CONTRACT: plain HTTP on any host name without a domain, HTTPS on the domains when set', () => {
    const local = composeConfig(productionEnv('no-domain.env')).compose!.services.entry;
    expect(local.image).toBe('caddy:2');
    expect(local.environment).toEqual({ SITE_ADDRESS: 'http://', CMS_ADDRESS: 'http://cms.localhost', CMS_UPSTREAM: 'cms:1337' });
    expect(local.volumes).toContain(`${rootDir}/deploy/Caddyfile:/etc/caddy/Caddyfile:ro`);

    const hosted = composeConfig(
      productionEnv('domain.env', ['--domain', 'exams.example.org', '--cms-domain', 'cms.exams.example.org']),
    ).compose!;
    expect(hosted.services.entry.environment).toMatchObject({ SITE_ADDRESS: 'exams.example.org', CMS_ADDRESS: 'cms.exams.example.org' });
    expect(hosted.services.proxy.environment.PUBLIC_SITE_URL).toBe('https://exams.example.org');
    expect(hosted.services.cms.environment.PUBLIC_CMS_URL).toBe('https://cms.exams.example.org');
  });

  it('stops with a message naming a missing required secret', () => {
    const envFile = productionEnv('missing.env');
    writeFileSync(envFile, readFileSync(envFile, 'utf8').replace(/^JWT_SECRET=.*$/m, 'JWT_SECRET='));
    const resolved = composeConfig(envFile);
    expect(resolved.status).not.toBe(0);
    expect(resolved.output).toContain('set JWT_SECRET (npm run env:production)');
  });

  it('passes the generated secrets to services that accept them in production', () => {
    const { compose } = composeConfig(productionEnv('accepted.env'));
    const proxy = compose!.services.proxy.environment;
    expect(() => loadConfig(proxy)).not.toThrow();
    expect(loadConfig(proxy).trustProxy).toBe(1);
    const cmsCheck = createRequire(path.join(rootDir, 'cms', 'package.json'))(
      path.join(rootDir, 'cms', 'dist', 'src', 'production-secrets.js'),
    ) as {
      productionSecretProblems: (env: Record<string, string>) => string[];
    };
    expect(cmsCheck.productionSecretProblems(compose!.services.cms.environment)).toEqual([]);
    // And .env.example as it is (copied to .env) does not start: its secrets are empty.
    expect(composeConfig(path.join(rootDir, '.env.example')).status).not.toBe(0);
  });
});

describe('npm run env:production', () => {
  it('never overwrites an existing .env without --force, and keeps the old one with it', () => {
    const file = productionEnv('kept.env');
    const before = readFileSync(file, 'utf8');
    const again = spawnSync('npm', ['run', '--silent', 'env:production', '--', '--file', file], { cwd: rootDir, encoding: 'utf8' });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('exists; not overwritten');
    expect(readFileSync(file, 'utf8')).toBe(before);

    const forced = spawnSync('npm', ['run', '--silent', 'env:production', '--', '--file', file, '--force'], {
      cwd: rootDir,
      encoding: 'utf8',
    });
    expect(forced.status, forced.stderr).toBe(0);
    const kept = /Kept the previous file as (\S+)/.exec(forced.stdout)![1];
    expect(readFileSync(kept, 'utf8')).toBe(before);
    expect(readFileSync(file, 'utf8')).not.toBe(before);
  });

  it('refuses a domain that is not a host name', () => {
    const refused = spawnSync(
      'npm',
      ['run', '--silent', 'env:production', '--', '--file', path.join(workDir, 'bad.env'), '--domain', 'https://example.org'],
      { cwd: rootDir, encoding: 'utf8' },
    );
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('--domain takes a host name');
  });
});
