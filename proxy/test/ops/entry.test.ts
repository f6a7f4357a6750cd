// The entry's own promises (deploy/Caddyfile), checked with Caddy itself: the file is valid and formatted with its
// environment set every way docker-compose.yml and the tests set it, and, running in front of recording upstreams,
// it never lets /metrics or /internal/* through (in any spelling), replaces a client's X-Forwarded-For, balances
// round robin and sends the admin-panel host to Strapi without its content API. The cluster test covers the same
// file in front of real proxies.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Caddy, caddyfilePath } from '#test/helpers/caddy.js';
import { listen } from '#test/helpers/stack.js';

const caddyBinary = process.env.CADDY_PATH ?? 'caddy';
const caddyfile = readFileSync(caddyfilePath, 'utf8');

/** Runs a caddy command with its state in a temporary folder and only the given environment. */
function caddy(args: string[], env: Record<string, string> = {}) {
  const home = mkdtempSync(path.join(os.tmpdir(), 'exam-prep-caddy-check-'));
  try {
    const result = spawnSync(caddyBinary, args, {
      env: {
        PATH: process.env.PATH,
        HOME: home,
        XDG_DATA_HOME: path.join(home, 'data'),
        XDG_CONFIG_HOME: path.join(home, 'config'),
        ...env,
      },
      encoding: 'utf8',
    });
    return { status: result.status, output: `${result.stdout}${result.stderr}`, stdout: result.stdout };
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

describe('deploy/Caddyfile', () => {
  it.each([
    ['the defaults (no domain: plain HTTP, Docker DNS discovery of the proxies)', {}],
    ['docker-compose with domains (automatic HTTPS)', { SITE_ADDRESS: 'example.org', CMS_ADDRESS: 'cms.example.org' }],
    [
      'a test (fixed upstreams on loopback)',
      {
        SITE_ADDRESS: 'http://127.0.0.1:20080',
        CMS_ADDRESS: 'http://cms.localhost:20080',
        PROXY_UPSTREAMS: 'to 127.0.0.1:20001 127.0.0.1:20002',
        CMS_UPSTREAM: '127.0.0.1:20003',
      },
    ],
  ])('is valid with %s', (_name, env) => {
    const validated = caddy(['validate', '--adapter', 'caddyfile', '--config', caddyfilePath], env);
    expect(validated.status, validated.output).toBe(0);
    expect(validated.output).toContain('Valid configuration');
  });

  it('adapts as documented: admin API off, Docker DNS upstreams refreshed every 5 s by default, round robin with health checks', () => {
    const adapted = caddy(['adapt', '--adapter', 'caddyfile', '--config', caddyfilePath]);
    expect(adapted.status, adapted.output).toBe(0);
    const config = JSON.parse(adapted.stdout);
    expect(config.admin).toEqual({ disabled: true });
    const text = JSON.stringify(config);
    expect(text).toContain('"dynamic_upstreams":{"name":"proxy","port":"3000","refresh":5000000000,"source":"a"}');
    expect(text).toContain('"selection_policy":{"policy":"round_robin"}');
    expect(text).toContain('"active":{"interval":5000000000,"timeout":3000000000,"uri":"/healthz"}');
    expect(text).toContain('"passive":{"fail_duration":30000000000,"max_fails":3}');
    expect(text).toContain('{"dial":"cms:1337"}');
  });

  it('is formatted as `caddy fmt` writes it', () => {
    const formatted = caddy(['fmt', caddyfilePath]);
    expect(formatted.status, formatted.output).toBe(0);
    expect(formatted.stdout).toBe(caddyfile);
  });

  it('reads exactly the variables of its ENV CONTRACT, each documented at the top', () => {
    const contract = ['SITE_ADDRESS', 'CMS_ADDRESS', 'PROXY_UPSTREAMS', 'CMS_UPSTREAM'];
    const read = [...new Set([...caddyfile.matchAll(/\{\$(\w+)/g)].map((match) => match[1]))];
    expect(read.sort()).toEqual([...contract].sort());
    const header = caddyfile.slice(0, caddyfile.indexOf('\n{'));
    expect(header).toContain('ENV CONTRACT');
    for (const name of contract) expect(header).toMatch(new RegExp(`^#\\s+${name}\\s`, 'm'));
  });
});

describe('the entry running in front of recording upstreams', () => {
  interface Seen {
    upstream: string;
    url: string;
    xff?: string;
    proto?: string;
    host?: string;
  }
  const seen: Seen[] = [];
  const servers: http.Server[] = [];
  let entry: Caddy;

  async function upstream(name: string) {
    const server = http.createServer((req, res) => {
      // Caddy's own active health checks are not traffic.
      const healthCheck = req.url === '/healthz' && /^Go-http-client/.test(req.headers['user-agent'] ?? '');
      if (!healthCheck) {
        seen.push({
          upstream: name,
          url: req.url!,
          xff: req.headers['x-forwarded-for'] as string,
          proto: req.headers['x-forwarded-proto'] as string,
          host: req.headers.host,
        });
      }
      res.setHeader('content-type', 'text/plain');
      res.end(name);
    });
    servers.push(server);
    return listen(server);
  }

  beforeAll(async () => {
    const [proxyA, proxyB, cms] = [await upstream('A'), await upstream('B'), await upstream('cms')];
    entry = await new Caddy().start({ proxies: [proxyA, proxyB], cms });
  });
  afterAll(async () => {
    await entry?.stop();
    for (const server of servers) server.close();
  });

  const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
      const request = http.request(`${entry.siteUrl}${url}`, { method, headers }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, location: response.headers.location, body }));
      });
      request.on('error', reject);
      request.end();
    });

  it('answers 404 itself for /metrics and /internal/*, however they are spelled', async () => {
    seen.length = 0;
    const spellings = [
      '/metrics',
      '/metrics/',
      '/Metrics',
      '/METRICS',
      '//metrics',
      '/metrics?format=json',
      '/%6detrics',
      '/x/../metrics',
      '/internal/cache/purge',
      '/Internal/cache/purge',
      '/internal%2fcache/purge',
      '/internal',
    ];
    for (const spelling of spellings) {
      expect((await get(spelling)).status, spelling).toBe(404);
      expect((await get(spelling, {}, 'POST')).status, `POST ${spelling}`).toBe(404);
    }
    expect(seen.filter((request) => request.upstream !== 'cms')).toEqual([]);
  });

  it("balances round robin and replaces a client's X-Forwarded-For with the client's address", async () => {
    seen.length = 0;
    for (let index = 0; index < 6; index++)
      expect((await get(`/api/topics/all?n=${index}`, { 'x-forwarded-for': '198.51.100.66' })).status).toBe(200);
    const traffic = seen.filter((request) => request.url.startsWith('/api/'));
    const order = traffic.map((request) => request.upstream);
    expect(new Set(order)).toEqual(new Set(['A', 'B']));
    for (let index = 1; index < order.length; index++) expect(order[index]).not.toBe(order[index - 1]);
    for (const request of traffic) {
      expect(request.xff).toBe('127.0.0.1');
      expect(request.proto).toBe('http');
      expect(request.host).toBe(new URL(entry.siteUrl).host);
    }
  });

  it("sends the admin-panel host to Strapi, starting at /admin, without Strapi's content API", async () => {
    seen.length = 0;
    expect(await get('/admin/init', { host: entry.cmsHost })).toMatchObject({ status: 200, body: 'cms' });
    expect(await get('/', { host: entry.cmsHost })).toMatchObject({ status: 302, location: '/admin' });
    expect((await get('/api/questions', { host: entry.cmsHost })).status).toBe(404);
    expect((await get('/api', { host: entry.cmsHost })).status).toBe(404);
    expect(seen.map((request) => `${request.upstream} ${request.url}`)).toEqual(['cms /admin/init']);
    // The site's host never reaches Strapi.
    expect((await get('/admin')).body).toMatch(/^[AB]$/);
  });
});
