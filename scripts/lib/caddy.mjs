// The cluster test runs deploy/Caddyfile in Debian's Caddy (2.6), the same entry docker-compose.yml runs.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const caddyPath = process.env.CADDY_PATH ?? '/usr/bin/caddy';

export function ensureCaddy() {
  if (existsSync(caddyPath)) return { ok: true };
  if (process.getuid?.() !== 0) {
    return { ok: false, reason: `${caddyPath} is missing: run 'sudo apt-get install -y caddy' (Debian/Ubuntu) or set CADDY_PATH` };
  }
  console.log("Installing Debian's Caddy for the cluster test (apt-get install caddy) ...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'caddy'], { stdio: 'inherit', env });
  if (install.status !== 0 || !existsSync(caddyPath)) return { ok: false, reason: 'apt-get install caddy failed' };
  // The package enables and starts a system-wide Caddy on :80 where systemd runs (machines without systemd,
  // like containers, start nothing). The tests run their own Caddy on their own ports: stop that one.
  if (existsSync('/run/systemd/system')) {
    spawnSync('systemctl', ['disable', '--now', 'caddy.service'], { stdio: 'inherit' });
  }
  return { ok: true };
}
