// Builds the parts of the stack, skipping any whose output is newer than all of its inputs.
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { run } from './run.mjs';
import { rootDir } from './env.mjs';

const stampDir = path.join(rootDir, '.build-stamps');
const cmsDir = path.join(rootDir, 'cms');

/** Newest modification time under the given files/folders (node_modules and outputs excluded). */
function newestMtime(paths) {
  let newest = 0;
  const visit = (target) => {
    if (!existsSync(target)) return;
    const stats = statSync(target);
    if (stats.isDirectory()) {
      for (const entry of readdirSync(target)) {
        if (['node_modules', 'dist', 'build', '.cache', '.tmp'].includes(entry)) continue;
        visit(path.join(target, entry));
      }
    } else newest = Math.max(newest, stats.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

function isFresh(name, inputs, outputs) {
  const stamp = path.join(stampDir, name);
  if (!existsSync(stamp) || outputs.some((output) => !existsSync(output))) return false;
  return statSync(stamp).mtimeMs >= newestMtime(inputs);
}

function markBuilt(name) {
  mkdirSync(stampDir, { recursive: true });
  writeFileSync(path.join(stampDir, name), new Date().toISOString());
}

const cmsInputs = ['src', 'config', 'tsconfig.json', 'package-lock.json'].map((p) => path.join(cmsDir, p));
/** The shared contract (schemas, enums, page texts): the web app and the proxy import its build. */
const contractInputs = ['src', 'scripts', 'package.json', 'tsconfig.json', 'tsconfig.build.json', 'tsconfig.cjs.json'].map((p) =>
  path.join(rootDir, 'contract', p),
);

const steps = {
  /**
   * @exam-prep/contract (TypeScript → contract/dist as ES modules and contract/dist/cjs as CommonJS for the CMS, a
   * few seconds): built before the parts that import it.
   */
  contract: {
    inputs: contractInputs,
    outputs: [path.join(rootDir, 'contract', 'dist', 'routes.js'), path.join(rootDir, 'contract', 'dist', 'cjs', 'routes.js')],
    build: (env) => run('npm', ['run', 'build', '-w', 'contract'], { cwd: rootDir, env }),
  },
  /**
   * The CMS server code (TypeScript → cms/dist): what tests and `strapi start` load. It type-checks against the
   * contract's enums (contract/dist/enums.d.ts, types only: a contract change leaves its output unchanged).
   */
  'cms-server': {
    inputs: cmsInputs,
    outputs: [path.join(cmsDir, 'dist', 'src', 'index.js')],
    needs: ['contract'],
    build: (env) => run('npx', ['tsc', '-p', 'tsconfig.json'], { cwd: cmsDir, env }),
  },
  /** Strapi's admin panel (~35 s, ~2 GB); it also compiles the server code. */
  'cms-admin': {
    inputs: [...cmsInputs, path.join(cmsDir, 'src', 'admin')],
    outputs: [path.join(cmsDir, 'dist', 'build', 'index.html')],
    needs: ['contract'],
    build: (env) => run('npx', ['strapi', 'build', '--minify'], { cwd: cmsDir, env: { ...env, NODE_ENV: 'production' } }),
    after: ['cms-server'],
  },
  web: {
    inputs: [
      ...['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'].map((p) => path.join(rootDir, 'web', p)),
      ...contractInputs,
    ],
    outputs: [path.join(rootDir, 'web', 'dist', 'index.html'), path.join(rootDir, 'web', 'dist-server', 'entry-server.js')],
    needs: ['contract'],
    build: (env) => run('npm', ['run', 'build', '-w', 'web'], { cwd: rootDir, env }),
  },
  proxy: {
    inputs: [
      ...['src', 'package.json', 'tsconfig.json', 'tsconfig.build.json'].map((p) => path.join(rootDir, 'proxy', p)),
      ...contractInputs,
    ],
    outputs: [path.join(rootDir, 'proxy', 'dist', 'server.js')],
    needs: ['contract'],
    build: (env) => run('npm', ['run', 'build', '-w', 'proxy'], { cwd: rootDir, env }),
  },
};

/** The named parts, each after the parts it needs (once each). */
function withNeeds(names) {
  const ordered = [];
  const add = (name) => {
    if (ordered.includes(name)) return;
    (steps[name].needs ?? []).forEach(add);
    ordered.push(name);
  };
  names.forEach(add);
  return ordered;
}

/** Builds the named parts (and the parts they need) that are missing or out of date (all of them with force). */
export async function buildParts(names, { env = process.env, force = false } = {}) {
  for (const name of withNeeds(names)) {
    const step = steps[name];
    if (!force && isFresh(name, step.inputs, step.outputs)) continue;
    console.log(`Building ${name} ...`);
    await step.build(env);
    markBuilt(name);
    for (const covered of step.after ?? []) markBuilt(covered);
  }
}
