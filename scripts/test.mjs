// `npm test`: every test of the project, ending with one "N passed, N failed" line.
//   1. lint (ESLint + Prettier, zero warnings) and type checks (contract, proxy, web, cms, e2e)
//   2. unit tests of the web app's logic
//   3. contract tests against a real Strapi on SQLite, then the same suite on PostgreSQL
//   4. operations tests: the production shape (Caddy, proxies sharing Redis, npm start's supervision)
//   5. browser tests: Playwright in Debian's Chromium against the real built stack
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildParts } from './lib/build.mjs';
import { rootDir } from './lib/env.mjs';
import { ensurePostgres } from './lib/postgres.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureCaddy } from './lib/caddy.mjs';
import { ensureRedisServer } from './lib/redis.mjs';

const reportDir = path.join(rootDir, '.tmp', 'test-reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const totals = { passed: 0, failed: 0 };
const failedSuites = [];

function step(name, command, args, options = {}) {
  console.log(`\n━━ ${name} ━━`);
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: rootDir, ...options });
  return result.status === 0;
}

/** Runs one Vitest pass and adds its counts (from its JSON report) to the totals. */
function vitest(name, cwd, extraEnv = {}, extraArgs = []) {
  const report = path.join(reportDir, `${name.replace(/\W+/g, '-')}.json`);
  const ok = step(name, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extraArgs], {
    cwd,
    env: { ...process.env, ...extraEnv },
  });
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

function check(name, command, args, options) {
  if (step(name, command, args, options)) totals.passed += 1;
  else {
    totals.failed += 1;
    failedSuites.push(name);
  }
}

await buildParts(['contract', 'cms-server']);

check('lint (ESLint, Prettier)', 'npm', ['run', 'lint']);
check('type check: contract', 'npm', ['run', 'typecheck', '-w', 'contract']);
check('type check: proxy', 'npm', ['run', 'typecheck', '-w', 'proxy']);
check('type check: web', 'npm', ['run', 'typecheck', '-w', 'web']);
check('type check: cms', 'npm', ['--prefix', 'cms', 'run', 'typecheck']);
check('type check: e2e', 'npx', ['tsc', '--noEmit', '-p', 'e2e/tsconfig.json']);

vitest('web unit tests', path.join(rootDir, 'web'));
vitest('contract unit tests', path.join(rootDir, 'contract'));

const proxyDir = path.join(rootDir, 'proxy');
// The served-HTML contract tests render pages with the real web build (web/dist and web/dist-server).
await buildParts(['web']);
// Contract and operations tests start redis-server processes of their own (to kill and restart them).
const redisServer = ensureRedisServer();
if (!redisServer.ok) console.error(`\n${redisServer.reason}`);
vitest('contract tests (SQLite)', proxyDir, { TEST_DATABASE: 'sqlite' });

const postgres = await ensurePostgres();
if (postgres.ok) {
  vitest('contract tests (PostgreSQL)', proxyDir, { TEST_DATABASE: 'postgres' });
} else {
  console.error(`\nPostgreSQL is not reachable at 127.0.0.1:5432 (${postgres.reason}); the PostgreSQL pass cannot run.`);
  totals.failed += 1;
  failedSuites.push('contract tests (PostgreSQL)');
}

// The production shape on one machine: Caddy, several proxies sharing Redis, npm start's supervision.
await buildParts(['web', 'proxy']);
// The cluster test runs deploy/Caddyfile in Caddy.
const caddy = ensureCaddy();
if (!caddy.ok) console.error(`\n${caddy.reason}`);
vitest('operations tests (cluster, supervision, deployment)', proxyDir, {}, ['--config', 'vitest.ops.config.ts']);

// Browser tests against the real built stack (e2e/stack.mjs builds what is missing and boots it).
const chromium = ensureChromium();
if (chromium.ok) {
  // The browser tests also drive Strapi's own admin panel (issue #14), so its build is made here, not inside
  // Playwright's start-up timeout.
  await buildParts(['cms-admin', 'web', 'proxy']);
  const report = path.join(reportDir, 'e2e.json');
  const ok = step('browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test'], {
    cwd: path.join(rootDir, 'e2e'),
    env: { ...process.env, E2E_JSON_REPORT: report },
  });
  if (existsSync(report)) {
    const { stats } = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected + (ok || stats.unexpected ? 0 : 1);
  } else totals.failed += 1;
  if (!ok) failedSuites.push('browser tests');
} else {
  console.error(`\nBrowser tests cannot run: ${chromium.reason}`);
  totals.failed += 1;
  failedSuites.push('browser tests');
}

console.log(`\n${failedSuites.length ? `Failed: ${failedSuites.join('; ')}` : 'All test suites passed.'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 && failedSuites.length === 0 ? 0 : 1);
