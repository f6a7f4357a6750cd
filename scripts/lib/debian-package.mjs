// Programs the tests need from Debian's packages (these machines reach Debian's mirror and npm, nothing else):
// installed with apt-get when missing and we are root, otherwise a reason saying how to install them.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/**
 * @param {{ binary: string, pkg: string, purpose: string, pathVariable: string }} wanted
 *   binary: the program's path; pkg: the Debian package; purpose: what needs it (printed); pathVariable: the
 *   environment variable that points at another copy.
 * @returns {{ ok: true, installed?: boolean } | { ok: false, reason: string }}
 */
export function ensureDebianPackage({ binary, pkg, purpose, pathVariable }) {
  if (existsSync(binary)) return { ok: true };
  if (process.getuid?.() !== 0) {
    return { ok: false, reason: `${binary} is missing: run 'sudo apt-get install -y ${pkg}' (Debian/Ubuntu) or set ${pathVariable}` };
  }
  console.log(`Installing Debian's ${pkg} for ${purpose} (apt-get install ${pkg}) ...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', pkg], { stdio: 'inherit', env });
  return install.status === 0 && existsSync(binary)
    ? { ok: true, installed: true }
    : { ok: false, reason: `apt-get install ${pkg} failed` };
}
