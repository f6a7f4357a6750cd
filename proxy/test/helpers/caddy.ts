import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './redis-server.js';

export const caddyfilePath = path.resolve(import.meta.dirname, '..', '..', '..', 'deploy', 'Caddyfile');
const caddyBinary = process.env.CADDY_PATH ?? 'caddy';

/**
 * The project's entry (deploy/Caddyfile, as docker-compose.yml runs it) in a real Caddy, with its upstreams set
 * by environment (the file's ENV CONTRACT): the site on 127.0.0.1:<port>, the admin-panel host
 * cms.localhost:<port> on the same port.
 */
export class Caddy {
  private child?: ChildProcess;
  private readonly home = mkdtempSync(path.join(os.tmpdir(), 'exam-prep-caddy-'));
  private output = '';
  port = 0;

  get siteUrl() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The Host header of the admin-panel site. */
  get cmsHost() {
    return `cms.localhost:${this.port}`;
  }

  /** What Caddy printed (for a failing test's message). */
  get log() {
    return this.output;
  }

  async start(upstreams: { proxies: string[]; cms: string }): Promise<this> {
    if (!existsSync(caddyfilePath)) throw new Error(`${caddyfilePath} is missing`);
    this.port = await freePort();
    const hostPort = (url: string) => new URL(url).host;
    const child = spawn(caddyBinary, ['run', '--config', caddyfilePath, '--adapter', 'caddyfile'], {
      env: {
        PATH: process.env.PATH,
        // Caddy's own state (certificates, autosaved config) stays in a folder of this run.
        HOME: this.home,
        XDG_DATA_HOME: path.join(this.home, 'data'),
        XDG_CONFIG_HOME: path.join(this.home, 'config'),
        SITE_ADDRESS: this.siteUrl,
        CMS_ADDRESS: `http://${this.cmsHost}`,
        PROXY_UPSTREAMS: `to ${upstreams.proxies.map(hostPort).join(' ')}`,
        CMS_UPSTREAM: hostPort(upstreams.cms),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout!.on('data', (chunk) => (this.output += chunk));
    child.stderr!.on('data', (chunk) => (this.output += chunk));
    const exited = new Promise<never>((_resolve, reject) =>
      child.once('exit', (code) => reject(new Error(`caddy exited (${code}):\n${this.output}`))),
    );
    exited.catch(() => undefined);
    const started = Date.now();
    while (!(await accepts(this.port))) {
      if (Date.now() - started > 15_000) throw new Error(`caddy did not listen on ${this.port}:\n${this.output}`);
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 100))]);
    }
    return this;
  }

  async stop() {
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    rmSync(this.home, { recursive: true, force: true });
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
