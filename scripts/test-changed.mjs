// `npm test -- --changed [ref]`: only what a change touches, for the loop between edits; `npm test` stays the whole
// truth (CI runs it). The change is what differs from `ref` (default: HEAD, i.e. the uncommitted and untracked files).
//   - lint (ESLint, Prettier) of the changed files;
//   - the type check of each package a changed file belongs to;
//   - in each such package, the Vitest tests that import a changed file (Vitest's --changed follows the module
//     graph); the proxy's and the CMS's on SQLite only (the PostgreSQL pass is npm test's);
//   - the browser specs that changed (Playwright's --only-changed), once the parts they drive are built.
// A change to the contract also runs the contract's own tests; other packages read its build, so npm test covers
// their use of it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildParts } from './lib/build.mjs';
import { rootDir } from './lib/env.mjs';
import { header, inParallel, runStep } from './lib/steps.mjs';
import { shareStackTemplates } from './lib/stack-templates.mjs';

const git = (...args) => execFileSync('git', args, { cwd: rootDir, encoding: 'utf8' }).trim();

/** The files the change touches (that still exist), relative to the root. */
function changedFiles(ref) {
  const tracked = git('diff', '--name-only', ref).split('\n');
  const untracked = git('ls-files', '--others', '--exclude-standard').split('\n');
  return [...new Set([...tracked, ...untracked])].filter((file) => file && existsSync(path.join(rootDir, file)));
}

/** Each package's type check and tests, by its folder. */
const PACKAGES = {
  contract: { typecheck: ['npm', ['run', 'typecheck', '-w', 'contract']], vitest: {} },
  web: { typecheck: ['npm', ['run', 'typecheck', '-w', 'web']], vitest: {} },
  // The proxy's and the CMS's tests boot Strapi, one file at a time: two halves (Vitest shards) side by side.
  proxy: { typecheck: ['npm', ['run', 'typecheck', '-w', 'proxy']], vitest: { env: { TEST_DATABASE: 'sqlite' }, halves: true } },
  cms: { typecheck: ['npm', ['--prefix', 'cms', 'run', 'typecheck']], vitest: { env: { TEST_DATABASE: 'sqlite' }, halves: true } },
  e2e: { typecheck: ['npx', ['tsc', '--noEmit', '-p', 'e2e/tsconfig.json']] },
};

export async function runChanged(ref = 'HEAD') {
  const started = Date.now();
  const files = changedFiles(ref);
  header(`npm test --changed: ${files.length} file(s) changed since ${ref}`);
  if (files.length === 0) {
    console.log('Nothing changed: nothing to run.');
    return 0;
  }
  for (const file of files) console.log(`  ${file}`);
  const failed = [];
  const logDir = path.join(rootDir, '.tmp', 'test-changed');
  mkdirSync(logDir, { recursive: true });
  const step = async (name, command, args, options = {}) => {
    if (!(await runStep(name, command, args, { cwd: rootDir, logDir, ...options }))) failed.push(name);
  };

  const touched = Object.keys(PACKAGES).filter((name) => files.some((file) => file.startsWith(`${name}/`)));
  // The halves of a package's Strapi-booting tests share their stack templates (npm test's do too).
  const removeStackTemplates = touched.some((name) => PACKAGES[name].vitest?.halves) ? shareStackTemplates() : () => undefined;
  const lintable = files.filter((file) => /\.(m?js|tsx?)$/.test(file));
  // Type checks and tests read the contract's build: brought up to date before either starts.
  if (touched.some((name) => name !== 'e2e')) await buildParts(['contract']);
  // Two lines side by side on the two cores, each step's output printed whole when it ends: the checks (lint and
  // type checks), and the tests (the builds they read first).
  await inParallel(
    async () => {
      if (lintable.length) await step('lint: ESLint', 'npx', ['eslint', '--max-warnings', '0', ...lintable]);
      await step('lint: Prettier', 'npx', ['prettier', '--check', '--ignore-unknown', '--log-level', 'warn', ...files]);
      for (const name of touched) await step(`type check: ${name}`, ...PACKAGES[name].typecheck);
    },
    async () => {
      // The proxy's and the CMS's tests boot Strapi from cms/dist: brought up to date first, only where such a test
      // will run (buildParts rebuilds only what is out of date).
      if (touched.includes('proxy') || touched.includes('cms')) await buildParts(['cms-server']);
      for (const name of touched.filter((name) => PACKAGES[name].vitest)) {
        const { env = {}, halves } = PACKAGES[name].vitest;
        // The contract's tests run whole when it changed (they take seconds); the CMS's config is read from the
        // root, where Vitest is installed (cms/ has its own node_modules without it).
        const args = ['vitest', 'run', '--root', name, '--passWithNoTests', ...(name === 'contract' ? [] : [`--changed=${ref}`])];
        const run = (label, extra = []) => step(`tests: ${name}${label}`, 'npx', [...args, ...extra], { env: { ...process.env, ...env } });
        if (halves) await inParallel(...[1, 2].map((half) => () => run(` (half ${half} of 2)`, [`--shard=${half}/2`])));
        else await run('');
      }
      if (files.some((file) => file.startsWith('e2e/tests/'))) {
        await buildParts(['contract', 'cms-server', 'web', 'proxy', 'cms-admin']);
        await step('browser tests (changed specs)', 'npx', ['playwright', 'test', `--only-changed=${ref}`], {
          cwd: path.join(rootDir, 'e2e'),
        });
      }
    },
  );

  removeStackTemplates();
  header(`npm test --changed: ${Math.round((Date.now() - started) / 1000)} s`);
  console.log(failed.length ? `Failed: ${failed.join('; ')}` : 'Everything the change touches passed.');
  return failed.length ? 1 : 0;
}
