// Browser tests use Debian's Chromium (Playwright's own browser download does not work on these machines).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return { ok: true };
  if (process.getuid?.() !== 0) {
    return { ok: false, reason: `${chromiumPath} is missing: run 'sudo apt-get install -y chromium' (Debian/Ubuntu) or set CHROMIUM_PATH` };
  }
  console.log('Installing Debian\'s Chromium for the browser tests (apt-get install chromium) ...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  return install.status === 0 && existsSync(chromiumPath) ? { ok: true } : { ok: false, reason: 'apt-get install chromium failed' };
}
