// `npm run bench -- --only html` (or `node scripts/bench-html.mjs`): the uncached HTML route, the build before the
// page table and in-process render data (OLD) against the current commit (NEW), side by side in one run on one
// Strapi. Each side is a git worktree of its commit, built into a temporary folder, so neither the working tree
// nor its builds are touched. Every request asks for a page under an address not seen before (`?page=N`, a query
// the page cache keys on and these pages ignore), so each one is a server render: the page cache is bypassed.
// Prints req/s and p99 of both and the ratios. Nothing here is a test: it measures and reports.
//   BENCH_SECONDS=6   seconds per measurement     BENCH_CONNECTIONS=10   concurrent connections
//   BENCH_HTML_OLD   the commit measured as OLD (default: the last one whose server render did not read the page table)
//   BENCH_HTML_NEW   the commit measured as NEW (default: HEAD)
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureEnvFile, loadEnv, rootDir } from './lib/env.mjs';
import { run } from './lib/run.mjs';
import { stopInOrder, waitFor } from './lib/bench-stack.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORTS = { strapi: 1348, old: 3300, new: 3301 };
/** Pages whose render reads the API (a list, a topic, two details) and ignores `?page`. */
const PAGES = ['/practice', '/practice/general-aptitude', '/cheatsheets/python-essentials', '/exam-patterns/ssc-cgl-tier-1'];

const git = (...args) => execFileSync('git', args, { cwd: rootDir, encoding: 'utf8' }).trim();
/** The first commit whose server render reads the page table (web/src/app/pages.ts). */
const pageTableCommit = git('log', '--format=%H', '-S', './app/pages', '--', 'web/src/entry-server.tsx').split('\n').pop();
const sides = {
  old: process.env.BENCH_HTML_OLD ?? `${pageTableCommit}~1`,
  new: process.env.BENCH_HTML_NEW ?? 'HEAD',
};
for (const [side, ref] of Object.entries(sides)) sides[side] = git('rev-parse', '--verify', `${ref}^{commit}`);

const workDir = mkdtempSync(path.join(os.tmpdir(), 'bench-html-'));
const benchDir = path.join(rootDir, '.bench');
mkdirSync(path.join(benchDir, 'public', 'uploads'), { recursive: true });

/**
 * A worktree's node_modules: the main tree's packages, but the workspace's own contract from the worktree (each
 * side runs with the contract of its commit).
 */
function linkModules(tree) {
  const modules = path.join(tree, 'node_modules');
  mkdirSync(path.join(modules, '@exam-prep'), { recursive: true });
  for (const entry of readdirSync(path.join(rootDir, 'node_modules'))) {
    if (entry !== '@exam-prep') symlinkSync(path.join(rootDir, 'node_modules', entry), path.join(modules, entry));
  }
  symlinkSync(path.join('..', '..', 'contract'), path.join(modules, '@exam-prep', 'contract'));
  for (const workspace of ['web', 'proxy', 'contract']) {
    const own = path.join(rootDir, workspace, 'node_modules');
    if (existsSync(own)) symlinkSync(own, path.join(tree, workspace, 'node_modules'));
  }
}

/** Checks out and builds one side (contract, web with its server build, proxy) in its own worktree. */
async function buildSide(side, env) {
  const tree = path.join(workDir, side);
  git('worktree', 'add', '--detach', tree, sides[side]);
  linkModules(tree);
  console.log(`Building ${side} (${sides[side].slice(0, 10)}) in ${tree} ...`);
  const builder = await import(path.join(tree, 'scripts', 'lib', 'build.mjs'));
  await builder.buildParts(['contract', 'web', 'proxy'], { env, force: true });
  return tree;
}

/** One load of `page` under new addresses only: every request is a render. */
function load(base, page) {
  let n = 0;
  return autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'accept-encoding': 'identity' },
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `${page}?page=${(n += 1)}` }) }],
  });
}

const children = [];
try {
  ensureEnvFile();
  const env = loadEnv({
    NODE_ENV: 'production',
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: path.join(benchDir, 'bench-html.db'),
    STRAPI_PUBLIC_DIR: path.join(benchDir, 'public'),
    STRAPI_LOG_LEVEL: 'error',
    SERVE_ADMIN_PANEL: 'false',
    LOG_LEVEL: 'error',
    SEARCH_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  // The CMS as built (cms/dist, rebuilt only under its lock by whoever changes cms/src): both sides read the same one.
  if (!existsSync(path.join(rootDir, 'cms', 'dist', 'src', 'index.js'))) throw new Error('cms/dist is missing: run `npm run build` first');
  if (!existsSync(env.DATABASE_FILENAME))
    await run(process.execPath, [path.join(rootDir, 'cms', 'scripts', 'seed.js')], { cwd: path.join(rootDir, 'cms'), env });
  const trees = { old: await buildSide('old', env), new: await buildSide('new', env) };

  children.push(
    spawn(process.execPath, [path.join(rootDir, 'cms', 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'), 'start'], {
      cwd: path.join(rootDir, 'cms'),
      env: { ...env, PORT: String(PORTS.strapi), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  await waitFor(`http://127.0.0.1:${PORTS.strapi}/_health`, 'Strapi');
  for (const side of ['old', 'new']) {
    children.push(
      spawn(process.execPath, ['dist/server.js'], {
        cwd: path.join(trees[side], 'proxy'),
        env: { ...env, PORT: String(PORTS[side]), HOST: '127.0.0.1', STRAPI_URL: `http://127.0.0.1:${PORTS.strapi}` },
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    );
    await waitFor(`http://127.0.0.1:${PORTS[side]}/healthz`, `proxy (${side})`);
  }

  const rows = [];
  for (const page of PAGES) {
    const results = {};
    for (const side of ['old', 'new']) {
      const base = `http://127.0.0.1:${PORTS[side]}`;
      const first = await fetch(`${base}${page}?page=0`);
      const html = await first.text();
      if (first.status !== 200 || !html.includes('id="server-data"'))
        throw new Error(`${side} ${page}: not server-rendered (${first.status})`);
      await load(base, page); // warm-up, discarded
    }
    // Alternated, twice each, so a neighbour's load on the machine falls on both sides alike; the better run counts.
    for (const round of [1, 2]) {
      for (const side of round === 1 ? ['old', 'new'] : ['new', 'old']) {
        console.log(`Measuring ${page} on ${side} (round ${round}) ...`);
        const result = await load(`http://127.0.0.1:${PORTS[side]}`, page);
        if (result.non2xx || result.errors) throw new Error(`${side} ${page}: ${result.non2xx} non-2xx, ${result.errors} errors`);
        const run = { rps: result.requests.average, p99: result.latency.p99 };
        if (!results[side] || run.rps > results[side].rps) results[side] = run;
      }
    }
    rows.push({ page, ...results });
  }

  console.log(`\nUncached HTML route, ${CONNECTIONS} connections, ${SECONDS} s per run (best of 2)`);
  console.log(`OLD ${sides.old.slice(0, 10)}   NEW ${sides.new.slice(0, 10)}\n`);
  console.log('page                                  OLD req/s  OLD p99  NEW req/s  NEW p99  req/s ×  p99 ×');
  let met = true;
  for (const { page, old, new: now } of rows) {
    const speedup = now.rps / old.rps;
    const p99Ratio = now.p99 / old.p99;
    met &&= speedup >= 1.5 && p99Ratio <= 1;
    console.log(
      `${page.padEnd(38)}${old.rps.toFixed(0).padStart(9)}${`${old.p99} ms`.padStart(9)}${now.rps.toFixed(0).padStart(11)}${`${now.p99} ms`.padStart(9)}${speedup.toFixed(2).padStart(9)}${p99Ratio.toFixed(2).padStart(7)}`,
    );
  }
  console.log(`\nTarget: NEW ≥ 1.5× OLD's req/s with a p99 no worse, on every page: ${met ? 'met' : 'NOT met'}`);
} finally {
  await stopInOrder(children);
  for (const side of ['old', 'new']) {
    const tree = path.join(workDir, side);
    if (existsSync(tree)) git('worktree', 'remove', '--force', tree);
  }
  rmSync(workDir, { recursive: true, force: true });
}
