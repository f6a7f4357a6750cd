import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/**
 * A free TCP port on 127.0.0.1 in 20000-31999: for servers that need a fixed port up front (redis-server,
 * Caddy), below Linux's ephemeral range so an outgoing connection cannot be holding it.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20000 + Math.floor(Math.random() * 12000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port found in 20000-31999');
}

/** A redis-server of the test's own, on its own port, with nothing kept on disk: it can be killed and restarted. */
export class RedisServer {
  private child?: ChildProcess;
  port = 0;

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    if (!this.port) this.port = await freePort();
    const child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk;
        if (output.includes('Ready to accept connections')) {
          child.stdout!.off('data', onData);
          resolve();
        }
      };
      child.stdout!.on('data', onData);
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
    });
    child.stdout!.resume();
    child.stderr!.resume();
    return this;
  }

  /** Kills the server at once (SIGKILL, no goodbye to clients), as a crash would. */
  async kill() {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async stop() {
    await this.kill();
  }
}
