// The cluster test runs deploy/Caddyfile in Debian's Caddy (2.6), the same entry docker-compose.yml runs.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { ensureDebianPackage } from './debian-package.mjs';

export const caddyPath = process.env.CADDY_PATH ?? '/usr/bin/caddy';

export function ensureCaddy() {
  const result = ensureDebianPackage({ binary: caddyPath, pkg: 'caddy', purpose: 'the cluster test', pathVariable: 'CADDY_PATH' });
  // The package enables and starts a system-wide Caddy on :80 where systemd runs (machines without systemd,
  // like containers, start nothing). The tests run their own Caddy on their own ports: stop that one.
  if (result.ok && result.installed && existsSync('/run/systemd/system')) {
    spawnSync('systemctl', ['disable', '--now', 'caddy.service'], { stdio: 'inherit' });
  }
  return result;
}
