// `npm test`: every test of the project, ending with one "N passed, N failed" line.
//   - lint (ESLint + Prettier, zero warnings) and type checks (contract, proxy, web, cms, e2e)
//   - unit tests of the web app's logic and of the contract
//   - contract tests against a real Strapi on SQLite, then the same suite on PostgreSQL; the CMS's own tests
//     (cms/test, the same test stack) after each pass, on the same database
//   - operations tests: the production shape (Caddy, proxies sharing Redis, npm start's supervision)
//   - browser tests: Playwright in Debian's Chromium against the real built stack
//   - the web build's size check: the entry chunk and each public page's first-load JavaScript against its budget
// in four lines of work side by side (see below), each step's time printed after it.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildParts } from './lib/build.mjs';
import { rootDir } from './lib/env.mjs';
import { ensurePostgres } from './lib/postgres.mjs';
import { ensureHeadlessShell } from './lib/chromium.mjs';
import { ensureCaddy } from './lib/caddy.mjs';
import { ensureRedisServer } from './lib/redis.mjs';
import { header, inParallel, runCpuSeconds, runStep, writeStepTimes } from './lib/steps.mjs';
import { failuresOfRun, profileOfRun } from './lib/test-profile.mjs';
import { shareStackTemplates } from './lib/stack-templates.mjs';

// `npm test -- --changed [ref]`: only what a change touches (scripts/test-changed.mjs), for the loop between edits.
const changedAt = process.argv.indexOf('--changed');
if (changedAt !== -1) {
  const { runChanged } = await import('./test-changed.mjs');
  const ref = process.argv[changedAt + 1];
  process.exit(await runChanged(ref && !ref.startsWith('-') ? ref : undefined));
}

const started = Date.now();
const reportDir = path.join(rootDir, '.tmp', 'test-reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const totals = { passed: 0, failed: 0 };
const failedSuites = [];
const fail = (name) => {
  totals.failed += 1;
  failedSuites.push(name);
};

/** Runs one Vitest pass and adds its counts (from its JSON report) to the totals. */
async function vitest(name, cwd, { env = {}, args = [], logDir } = {}) {
  const report = path.join(reportDir, `${name.replace(/\W+/g, '-')}.json`);
  const ok = await runStep(
    name,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    {
      cwd,
      env: { ...process.env, ...env },
      logDir,
    },
  );
  if (existsSync(report)) {
    const { numPassedTests, numFailedTests, numTotalTests } = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += numPassedTests;
    totals.failed += numFailedTests + (ok ? 0 : Math.max(0, numTotalTests - numPassedTests - numFailedTests));
    if (!ok && numFailedTests === 0) totals.failed += 1; // the run itself broke (setup error)
  } else {
    totals.failed += 1;
  }
  if (!ok) failedSuites.push(name);
}

async function check(name, command, args, options = {}) {
  if (await runStep(name, command, args, { cwd: rootDir, ...options })) totals.passed += 1;
  else fail(name);
}

/** Builds parts (those out of date) in a child process, so that its output can go to the step's log. */
async function build(parts, options) {
  const script = `import { buildParts } from './scripts/lib/build.mjs'; await buildParts(${JSON.stringify(parts)});`;
  const name = `build: ${parts.join(', ')}`;
  if (!(await runStep(name, process.execPath, ['--input-type=module', '-e', script], { cwd: rootDir, ...options }))) fail(name);
}

await buildParts(['contract', 'cms-server']);

// Programs from Debian's packages, installed first if missing (apt-get allows one install at a time):
// redis-server (contract and operations tests start their own, to kill and restart them), Caddy (the cluster test
// runs deploy/Caddyfile), Chromium's headless shell (browser tests) and the machine's PostgreSQL (the second contract pass).
const redisServer = ensureRedisServer();
if (!redisServer.ok) console.error(`\n${redisServer.reason}`);
const caddy = ensureCaddy();
if (!caddy.ok) console.error(`\n${caddy.reason}`);
const chromium = ensureHeadlessShell();
const postgres = await ensurePostgres();

// Four lines of work side by side. Most steps run one test file or one browser page at a time and mostly wait (on
// Strapi, the database, the browser), so four lines keep the two cores busy. Every step writes to a log file, printed
// whole under its header when it ends, so lines never interleave.
//   builds, then browser tests: the web app, the proxy and Strapi's admin panel (the browser tests drive it:
//     built here, not inside Playwright's start-up timeout), then Playwright on two workers;
//   lint, then (once the builds are done: the served-HTML tests render pages with the real web build, and
//     `strapi build` rewrites cms/dist) the first third of the contract tests on SQLite;
//   type checks, then the first half of the contract tests on PostgreSQL;
//   the second half of the contract tests on PostgreSQL, once the builds are done.
// The rest goes to whichever line is free first, longest first, so that the lines end close together: the other
// thirds of the SQLite contract tests (SQLite runs the files that run once too, so it has more), the operations tests,
// the CMS's tests on each database and the unit tests. The lines share nothing but the stack templates (made once per kind, under a
// lock): each stack has its own temporary database, free ports, its own redis-server processes and key prefixes.
const logDir = reportDir;
// One folder of stack templates for every Vitest pass: each kind of test stack (its database, with the fixtures or
// the demo content) is made once per database by whichever pass needs it first, not once in each pass and half.
const removeStackTemplates = shareStackTemplates();
const proxyDir = path.join(rootDir, 'proxy');
/** The CMS's tests (cms/vitest.config.ts), run with the root's Vitest: the CMS installs only Strapi's packages. */
const cmsTests = (name, database) => vitest(name, rootDir, { env: { TEST_DATABASE: database }, args: ['--root', 'cms'], logDir });
let builtAll;
const built = new Promise((resolve) => (builtAll = resolve));
/** A PostgreSQL step, or its failure when the machine's PostgreSQL cannot be reached. */
const onPostgres = (name, step) => async () => {
  if (postgres.ok) return step();
  console.error(`\nPostgreSQL is not reachable at 127.0.0.1:5432 (${postgres.reason}); ${name} cannot run.`);
  fail(name);
};
/** Steps the first line to be free takes, longest first (after the builds, which every line waits for). */
const lastSteps = [
  () => contractPart('sqlite', 2, 3),
  () => contractPart('sqlite', 3, 3),
  // The production shape on one machine: Caddy, several proxies sharing Redis, npm start's supervision.
  () => vitest('operations tests (cluster, supervision, deployment)', proxyDir, { args: ['--config', 'vitest.ops.config.ts'], logDir }),
  onPostgres('the CMS tests on PostgreSQL', () => cmsTests('CMS tests (PostgreSQL)', 'postgres')),
  () => vitest('web unit tests', path.join(rootDir, 'web'), { logDir }),
  () => cmsTests('CMS tests (SQLite)', 'sqlite'),
  () => vitest('contract unit tests', path.join(rootDir, 'contract'), { logDir }),
  // The web build's size check (scripts/lib/bundle-budget.test.mjs): the entry chunk and every public page's
  // first-load JavaScript in web/dist, as built above, against their budgets; the checking function's own tests first.
  // With it, the tests of bench:web's kept figures, of the interaction bench's arithmetic and of the failed-test list
  // this run prints at its end (by name).
  () =>
    vitest('size check: web build (first-load JavaScript)', rootDir, {
      args: [
        '--root',
        'scripts',
        'lib/bundle-budget.test.mjs',
        'lib/bench-web-figures.test.mjs',
        'lib/interaction-bench.test.mjs',
        'lib/test-profile.test.mjs',
      ],
      logDir,
    }),
];
const line =
  (...steps) =>
  async () => {
    for (const step of steps) await step();
    for (let step = lastSteps.shift(); step; step = lastSteps.shift()) await step();
  };

/**
 * The contract tests on one database, in parts of the files (Vitest's --shard) run as separate processes on different
 * lines: a pass is one file at a time (Strapi is a process-wide singleton) and waits on its database and HTTP as much
 * as it computes, so parts side by side finish in about that fraction of the time.
 */
const contractPart = (database, part, parts) =>
  vitest(
    `contract tests (${database === 'postgres' ? 'PostgreSQL' : 'SQLite'}, ${parts === 2 ? 'half' : 'part'} ${part} of ${parts})`,
    proxyDir,
    { env: { TEST_DATABASE: database }, args: [`--shard=${part}/${parts}`], logDir },
  );

await inParallel(
  line(
    () => build(['web', 'proxy', 'cms-admin'], { logDir }).finally(builtAll),
    () => browserTests(),
  ),
  line(
    () => check('lint (ESLint, Prettier)', 'npm', ['run', 'lint'], { logDir }),
    () => built,
    () => contractPart('sqlite', 1, 3),
  ),
  line(
    () => check('type check: contract', 'npm', ['run', 'typecheck', '-w', 'contract'], { logDir }),
    () => check('type check: proxy', 'npm', ['run', 'typecheck', '-w', 'proxy'], { logDir }),
    () => check('type check: web', 'npm', ['run', 'typecheck', '-w', 'web'], { logDir }),
    () => check('type check: cms', 'npm', ['--prefix', 'cms', 'run', 'typecheck'], { logDir }),
    () => check('type check: e2e', 'npx', ['tsc', '--noEmit', '-p', 'e2e/tsconfig.json'], { logDir }),
    () => built,
    onPostgres('the contract tests on PostgreSQL', () => contractPart('postgres', 1, 2)),
  ),
  line(
    () => built,
    onPostgres('the contract tests on PostgreSQL', () => contractPart('postgres', 2, 2)),
  ),
);

/**
 * Browser tests against the real built stack, on two workers: e2e/stack-template.mjs builds what is missing and seeds
 * one template database; each worker boots its own stack (e2e/stack.mjs) on a copy of it.
 */
async function browserTests() {
  if (!chromium.ok) {
    console.error(`\nBrowser tests cannot run: ${chromium.reason}`);
    fail('browser tests');
    return;
  }
  const report = path.join(reportDir, 'e2e.json');
  const ok = await runStep('browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test'], {
    cwd: path.join(rootDir, 'e2e'),
    env: { ...process.env, E2E_JSON_REPORT: report },
    logDir,
  });
  if (existsSync(report)) {
    const { stats } = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected + (ok || stats.unexpected ? 0 : 1);
  } else totals.failed += 1;
  if (!ok) failedSuites.push('browser tests');
}

removeStackTemplates();

writeStepTimes(reportDir);
writeFileSync(
  path.join(reportDir, 'run.json'),
  `${JSON.stringify({ wallSeconds: (Date.now() - started) / 1000, cpuSeconds: runCpuSeconds(), ...totals }, null, 2)}\n`,
);
// Where the time went, steps and total (`npm run test:profile` prints the same with more files).
header('npm test: where the time went');
console.log(profileOfRun(reportDir, { files: 10 }));
console.log(`\n${failedSuites.length ? `Failed: ${failedSuites.join('; ')}` : 'All test suites passed.'}`);
// Which tests, by name: the end of a CI log is often all a reader gets.
for (const failure of failuresOfRun(reportDir)) console.log(`  ✘ ${failure}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 && failedSuites.length === 0 ? 0 : 1);
