// Makes sure the machine's PostgreSQL (127.0.0.1:5432, trust auth) is up for the PostgreSQL test pass.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import net from 'node:net';

const reachable = () =>
  new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 5432 });
    socket.setTimeout(2000);
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

export async function ensurePostgres() {
  if (await reachable()) return { ok: true };
  // Debian's cluster tooling, as installed on these machines.
  if (existsSync('/etc/postgresql')) {
    for (const version of readdirSync('/etc/postgresql')) {
      console.log(`PostgreSQL is down; starting cluster ${version}/main ...`);
      spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'inherit' });
    }
    for (let i = 0; i < 20; i++) {
      if (await reachable()) return { ok: true };
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  return { ok: false, reason: 'no server answered' };
}
