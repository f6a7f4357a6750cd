// Tests start redis-server processes of their own (on their own ports, to kill and restart them): Debian's Redis.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const redisServerPath = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

export function ensureRedisServer() {
  if (existsSync(redisServerPath)) return { ok: true };
  if (process.getuid?.() !== 0) {
    return { ok: false, reason: `${redisServerPath} is missing: run 'sudo apt-get install -y redis-server' (Debian/Ubuntu)` };
  }
  console.log("Installing Debian's Redis for the tests (apt-get install redis-server) ...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'redis-server'], { stdio: 'inherit', env });
  return install.status === 0 && existsSync(redisServerPath) ? { ok: true } : { ok: false, reason: 'apt-get install redis-server failed' };
}
