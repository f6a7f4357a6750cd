// Builds the contract twice into a scratch folder, then swaps it in as dist/, so dist/ is never half-built while
// other parts (tests, dev servers) read it:
//   dist/      ES modules and their declarations, for the proxy, the web app and the browser tests;
//   dist/cjs/  CommonJS, for the CMS (Strapi compiles its server code to CommonJS, which cannot load ES modules).
import { spawnSync } from 'node:child_process';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const contractDir = fileURLToPath(new URL('../', import.meta.url));
const scratchDir = path.join(contractDir, '.tmp', `dist-${process.pid}`);
const distDir = path.join(contractDir, 'dist');

function tsc(project, outDir) {
  const result = spawnSync('npx', ['tsc', '-p', project, '--outDir', outDir], { cwd: contractDir, stdio: 'inherit' });
  if (result.status !== 0) {
    rmSync(scratchDir, { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }
}

rmSync(scratchDir, { recursive: true, force: true });
tsc('tsconfig.build.json', scratchDir);
tsc('tsconfig.cjs.json', path.join(scratchDir, 'cjs'));
// The package is "type": "module"; this marks the .js files under cjs/ as CommonJS.
mkdirSync(path.join(scratchDir, 'cjs'), { recursive: true });
writeFileSync(path.join(scratchDir, 'cjs', 'package.json'), '{ "type": "commonjs" }\n');

const oldDir = path.join(contractDir, '.tmp', `dist-old-${process.pid}`);
try {
  renameSync(distDir, oldDir);
} catch (error) {
  if (error.code !== 'ENOENT') throw error;
}
renameSync(scratchDir, distDir);
rmSync(oldDir, { recursive: true, force: true });
