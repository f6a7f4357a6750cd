// The proxy image's runtime, without Docker: `npm run bundle:proxy` makes the very folder proxy/Dockerfile copies
// into its final stage; here it is booted the way the image boots it (its ENV, its CMD, its HEALTHCHECK).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDockerfile, stagesOf } from './dockerfile-rules.js';

const rootDir = path.resolve(import.meta.dirname, '..', '..', '..');
const runtimeStage = stagesOf(parseDockerfile(readFileSync(path.join(rootDir, 'proxy', 'Dockerfile'), 'utf8'))).at(-1)!;
const instruction = (keyword: string) => runtimeStage.instructions.filter((item) => item.keyword === keyword).at(-1)!.args;

let workDir: string;
let bundleDir: string;
beforeAll(() => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'exam-prep-bundle-'));
  bundleDir = path.join(workDir, 'app');
  const bundled = spawnSync('npm', ['run', 'bundle:proxy', '--', bundleDir], { cwd: rootDir, encoding: 'utf8', timeout: 240_000 });
  if (bundled.status !== 0) throw new Error(`npm run bundle:proxy failed:\n${bundled.stdout}\n${bundled.stderr}`);
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const secret = () => randomBytes(24).toString('hex');

/** The runtime stage's ENV (KEY=value pairs, continuation lines joined). */
function imageEnv(): Record<string, string> {
  return Object.fromEntries([...instruction('ENV').matchAll(/(\w+)=(\S+)/g)].map((match) => [match[1], match[2]]));
}

/** Starts the image's CMD in the bundle with the image's ENV (paths under /app mapped to the bundle). */
function startLikeTheImage(env: Record<string, string>): ChildProcess {
  const command = JSON.parse(instruction('CMD')) as string[];
  const fromImage = Object.fromEntries(Object.entries(imageEnv()).map(([key, value]) => [key, value.replace(/^\/app(?=\/|$)/, bundleDir)]));
  return spawn(command[0] === 'node' ? process.execPath : command[0], command.slice(1), {
    cwd: bundleDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...fromImage, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

describe("the proxy image's runtime folder (npm run bundle:proxy)", () => {
  it("holds the compiled proxy, the built web app and only the proxy's production dependencies", () => {
    for (const file of [
      'proxy/dist/server.js',
      'web/dist/index.html',
      'web/dist-server/entry-server.js',
      'node_modules/express/package.json',
      'node_modules/pino/package.json',
    ]) {
      expect(existsSync(path.join(bundleDir, file)), file).toBe(true);
    }
    for (const unwanted of ['vitest', 'typescript', 'vite', 'react', '@playwright/test', 'tsx']) {
      expect(existsSync(path.join(bundleDir, 'node_modules', unwanted)), unwanted).toBe(false);
    }
    expect(existsSync(path.join(bundleDir, 'proxy', 'src'))).toBe(false);
  });

  it('boots like the image: serves the site, and its HEALTHCHECK passes', async () => {
    const port = await freePort();
    const closedPort = await freePort();
    const proxy = startLikeTheImage({
      PORT: String(port),
      HOST: '127.0.0.1',
      STRAPI_URL: `http://127.0.0.1:${closedPort}`, // no CMS: the proxy still runs and says so
      PROXY_API_TOKEN: secret(),
      WEBHOOK_SECRET: secret(),
      LOG_LEVEL: 'warn',
    });
    try {
      const started = Date.now();
      let health: Response | undefined;
      while (!health && Date.now() - started < 20_000) {
        health = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined);
        if (!health) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(health?.status).toBe(200);
      expect(await health!.json()).toMatchObject({ status: 'ok', cms: 'unreachable' });

      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<div id="root">');
      // A page that needs no content is server-rendered from the bundle's own copy of the web app's server build.
      const privacy = await fetch(`http://127.0.0.1:${port}/privacy-policy`);
      expect(await privacy.text()).toMatch(/<h1[^>]*>Privacy Policy<\/h1>/);

      // The Dockerfile's own HEALTHCHECK command, pointed at this port.
      const check = JSON.parse(instruction('HEALTHCHECK').replace(/^.*?\bCMD\s+/s, '')) as string[];
      const healthcheck = spawnSync(
        process.execPath,
        check.slice(1).map((arg) => arg.replace(':3000/', `:${port}/`)),
        { encoding: 'utf8' },
      );
      expect(healthcheck.status, healthcheck.stderr).toBe(0);
    } finally {
      proxy.kill('SIGTERM');
    }
  });

  it('refuses to boot in production with a placeholder secret, naming it', async () => {
    const proxy = startLikeTheImage({
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      PROXY_API_TOKEN: secret(),
      WEBHOOK_SECRET: 'change-me',
    });
    let output = '';
    proxy.stdout!.on('data', (chunk) => (output += chunk));
    proxy.stderr!.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => proxy.on('exit', resolve));
    expect(code).not.toBe(0);
    expect(output).toContain('WEBHOOK_SECRET: looks like a placeholder (contains "changeme")');
  });
});
