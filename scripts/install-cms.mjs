// Installs cms/ on its own (its own lockfile): Strapi's admin panel needs React 18, while web/ uses React 19.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const rootDir = fileURLToPath(new URL('../', import.meta.url));
const cmsDir = fileURLToPath(new URL('../cms/', import.meta.url));

// Drop the workspace settings npm passes to lifecycle scripts, so the nested installs are plain ones.
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_config_(workspace|include_workspace_root)/i.test(key)));

// The CMS image (cms/Dockerfile) runs this script without the root install, yet the CMS builds against and loads the
// contract's build (contract/dist): there, the contract workspace's own dependencies (TypeScript, zod, to
// build it) come from the root lockfile, nothing else (a few seconds). As postinstall, node_modules exists already.
if (!existsSync(new URL('../node_modules/', import.meta.url)) && existsSync(new URL('../contract/package.json', import.meta.url))) {
  console.log("Installing the shared contract's dependencies (npm ci -w contract) ...");
  const contractInstall = spawnSync('npm', ['ci', '-w', 'contract', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: rootDir,
    env,
    stdio: 'inherit',
  });
  if (contractInstall.status !== 0) process.exit(contractInstall.status ?? 1);
}

// The shared contract first (a few seconds): the proxy and the web app import its build (contract/dist). An image
// that installs before copying contract/src builds it later, in `npm run build` (scripts/lib/build.mjs).
if (existsSync(new URL('../contract/src/', import.meta.url))) {
  console.log('Building the shared contract (contract/) ...');
  const contract = spawnSync('npm', ['run', 'build', '-w', 'contract'], { cwd: rootDir, stdio: 'inherit' });
  if (contract.status !== 0) process.exit(contract.status ?? 1);
}

// The proxy's image (proxy/Dockerfile) runs the root install without the cms/ folder: nothing to install there.
if (!existsSync(new URL('../cms/package.json', import.meta.url))) {
  console.log('No cms/ folder here (the proxy image): the CMS install is skipped.');
  process.exit(0);
}

// `npm install`, not `npm ci`: it installs the locked versions too, but tolerates the lockfile lacking
// other platforms' optional packages (e.g. @swc/core-darwin-arm64), which the registry reachable from these
// machines does not carry, so no lockfile made here can list them and `npm ci` would refuse.
const command = 'install';

console.log(`Installing the CMS (cms/, npm ${command}) ...`);
const result = spawnSync('npm', [command, '--no-audit', '--no-fund'], { cwd: cmsDir, env, stdio: 'inherit' });
process.exit(result.status ?? 1);
