// `npm run bundle:proxy -- <folder>`: the proxy's runtime folder, exactly what its image runs (proxy/Dockerfile
// copies it whole): the compiled proxy, the built web app and only the proxy's production dependencies, installed
// from the root lockfile. Run `npm run build -- web proxy` first. The operations tests bundle and boot it.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseCommandLine, usageError } from './lib/cli.mjs';
import { rootDir } from './lib/env.mjs';

const usage = 'Usage: npm run bundle:proxy -- <output folder>';
const { positionals } = parseCommandLine(usage, { allowPositionals: true });
if (positionals.length !== 1) usageError(positionals.length ? 'Give one output folder.' : 'Missing the output folder.', usage);
const [target] = positionals;
const outDir = path.resolve(target);
const existed = existsSync(outDir);
if (existed && readdirSync(outDir).length > 0) {
  console.error(`${outDir} is not empty: give a new or empty folder.`);
  process.exit(2);
}

const built = ['proxy/dist/server.js', 'web/dist/index.html', 'web/dist-server/entry-server.js', 'contract/dist/routes.js'].filter(
  (file) => !existsSync(path.join(rootDir, file)),
);
if (built.length > 0) {
  console.error(`Missing ${built.join(' and ')}: run \`npm run build -- web proxy\` first.`);
  process.exit(1);
}

mkdirSync(outDir, { recursive: true });
const copy = (relative) => cpSync(path.join(rootDir, relative), path.join(outDir, relative), { recursive: true });

// The root manifest, its lockfile and every workspace's manifest: `npm ci` checks the lockfile against all of them.
copy('package.json');
copy('package-lock.json');
const { workspaces = [] } = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8'));
for (const workspace of workspaces) copy(path.join(workspace, 'package.json'));
copy('proxy/dist');
copy('web/dist');
// The web app's server render (one self-contained module and its chunks): the proxy renders public pages with it.
copy('web/dist-server');
// The proxy imports @exam-prep/contract, a workspace: npm links it to contract/, which needs its build.
copy('contract/dist');

// The proxy's production dependencies only (no web, e2e or dev packages). No lifecycle scripts: the root
// postinstall installs the CMS, which this folder does not hold, and the proxy's dependencies need none.
console.log(`Installing the proxy's production dependencies into ${outDir} ...`);
const install = spawnSync('npm', ['ci', '--omit=dev', '--workspace', 'proxy', '--ignore-scripts', '--no-audit', '--no-fund'], {
  cwd: outDir,
  stdio: 'inherit',
});
if (install.status !== 0) {
  if (existed) for (const entry of readdirSync(outDir)) rmSync(path.join(outDir, entry), { recursive: true, force: true });
  else rmSync(outDir, { recursive: true, force: true });
  console.error('npm ci failed.');
  process.exit(install.status ?? 1);
}
console.log(`Proxy bundle ready: ${outDir} (start it with \`node proxy/dist/server.js\` there).`);
