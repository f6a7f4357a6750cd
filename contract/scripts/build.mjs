// Builds the contract twice into a scratch folder, then swaps it in as dist/, so dist/ is never half-built while
// other parts (tests, dev servers) read it:
//   dist/      ES modules and their declarations, for the proxy, the web app and the browser tests;
//   dist/cjs/  CommonJS, for the CMS (Strapi compiles its server code to CommonJS, which cannot load ES modules).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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

/**
 * The sources name modules from src/ as `#src/…` (tsconfig.json "paths"); tsc keeps such names as written. In the
 * build they become relative paths, so every reader finds them whatever its module resolution: the CMS's Node10
 * type check knows no package "imports", and the proxy's own `#src/…` paths would claim the name in a .d.ts.
 */
function relativeSourceNames(builtDir, skipDir) {
  for (const entry of readdirSync(builtDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(js|d\.ts)$/.test(entry.name)) continue;
    if (skipDir && (entry.parentPath + path.sep).startsWith(skipDir + path.sep)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = readFileSync(file, 'utf8');
    const rewritten = text.replace(/(["'])#src\/([^"']+)\1/g, (_whole, quote, target) => {
      const relative = path.relative(entry.parentPath, path.join(builtDir, target)).split(path.sep).join('/');
      return `${quote}${relative.startsWith('.') ? relative : `./${relative}`}${quote}`;
    });
    if (rewritten !== text) writeFileSync(file, rewritten);
  }
}

rmSync(scratchDir, { recursive: true, force: true });
tsc('tsconfig.build.json', scratchDir);
tsc('tsconfig.cjs.json', path.join(scratchDir, 'cjs'));
// Each build's names are relative to its own root (the CommonJS one is a folder of the other).
relativeSourceNames(path.join(scratchDir, 'cjs'));
relativeSourceNames(scratchDir, path.join(scratchDir, 'cjs'));
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
