// `npm run bench:web`: what a student's phone downloads, and how fast and accessible the pages are, against the
// goals for a cheap phone; each figure beside the previous run's.
//
// 1. Builds the web app (into .bench/web-dist, so nobody's web/dist is touched) and, from Vite's manifest
//    (scripts/lib/bundle-budget.mjs, which `npm test`'s size check shares), the gzipped JavaScript and CSS of every
//    public route's first load in each language. Exits 1, loudly, if the shell (the entry chunk and its static
//    imports) passes 85 KB or a public route's first load passes 100 KB of gzipped JavaScript in either language, or
//    if a first load holds admin code, a rich-text editor (tiptap, prosemirror, quill), a code editor (codemirror)
//    or an HTML sanitiser (DOMPurify: the API's rich text arrives cleaned by the proxy and is shown as given; only
//    the notes and the admin screens clean HTML in the browser).
//    Also the service worker (dist/sw.js, with the Workbox runtime bundled in): at most 15 KB gzipped.
// 2. Boots the real stack (e2e/stack.mjs: Strapi with the demo content, the proxy serving this build), then:
//    a subtopic page's weight (scripts/lib/offline-budgets.mjs): first visit < 200 KB, repeat < 20 KB;
//    interactions with the CPU slowed 6x, p75 of 20 tries each <= 100 ms (scripts/lib/interaction-bench.mjs);
//    Lighthouse (mobile: simulated slow 4G, 4x CPU slowdown) 3 times on the public pages below in both languages,
//    the medians against the goals: performance and accessibility 1.00, FCP <= 1.0 s, LCP <= 1.2 s,
//    TBT <= 50 ms, CLS 0.
// 3. Keeps the run's figures in .bench/bench-web-last.json, the run before it in .bench/bench-web-previous.json;
//    every table shows the figures of the last run before this one beside this run's (with that run's date).
//
//   --no-lighthouse         only the bundle budget (no stack, ~10 s)
//   --weight-only           the bundle budget and the page weight (the stack, no interactions, no Lighthouse)
//   --no-interactions       everything but the interaction timings
//   BENCH_WEB_RUNS=3        Lighthouse runs per page (the median is reported)
//   BENCH_WEB_PAGES=a,b     Lighthouse only these paths (`question` is a question's own page, `/hi/question` its Hindi one)
//   BENCH_WEB_TRIES=20      tries per interaction (its p75 is reported)
//   BENCH_WEB_STRICT=1      also exit 1 when a Lighthouse median, an interaction or the page weight misses its goal
//   E2E_PROXY_FROM_SOURCE=1 run the proxy from proxy/src (passed through to e2e/stack.mjs)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromiumPath, ensureChromium } from './lib/chromium.mjs';
import { parseCommandLine } from './lib/cli.mjs';
import { rootDir } from './lib/env.mjs';
import { checkServiceWorker, weighPage } from './lib/offline-budgets.mjs';
import { runLighthouse } from './lib/lighthouse-run.mjs';
import { benchWebFigures } from './lib/bench-web-figures.mjs';
import {
  budgetProblems,
  buildWithModuleMap,
  forbiddenProblems,
  forbiddenSelfChecks,
  kb,
  lazyPartWeights,
  loadPageTable,
  measureFirstLoads,
  PAGE_JS_BUDGET_BYTES,
  PAGE_JS_GOAL_BYTES,
  readManifest,
  readRoutes,
  SHELL_JS_BUDGET_BYTES,
} from './lib/bundle-budget.mjs';

/**
 * Lighthouse's medians on its mobile preset (slow 4G, 4x CPU) on a 360 px screen (lighthouse-run.mjs): the
 * goals of "light on a cheap phone".
 */
const TARGETS = { performance: 1, accessibility: 1, fcpMs: 1000, lcpMs: 1200, tbtMs: 50, cls: 0 };
const INTERACTION_CPU_SLOWDOWN = 6;
const INTERACTION_TRIES = Number(process.env.BENCH_WEB_TRIES ?? 20);
const BASE_PAGES = [
  '/',
  '/practice',
  '/practice/general-aptitude/percentages',
  '/mock-tests',
  // A full paper of the demo content (cms/src/seed/data/mock-tests.ts): its LCP is part of the goal.
  '/mock-tests/ssc-cgl-tier-1-2024-shift-1',
  '/exam-patterns/ssc-cgl-tier-1',
  '/cheatsheets/python-essentials',
  '/faqs',
  // The first percentages question's own page (its address found once the stack runs).
  'question',
];
/** Each page in English, then under /hi in Hindi. */
const ALL_LIGHTHOUSE_PAGES = BASE_PAGES.flatMap((page) => [
  page,
  page === '/' ? '/hi' : page === 'question' ? '/hi/question' : `/hi${page}`,
]);
// BENCH_WEB_PAGES=/practice,/hi/faqs measures only those (for quick checks while tuning).
const LIGHTHOUSE_PAGES = process.env.BENCH_WEB_PAGES ? process.env.BENCH_WEB_PAGES.split(',') : ALL_LIGHTHOUSE_PAGES;
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const { values: commandLine } = parseCommandLine(
  'Usage: npm run bench:web [-- --no-lighthouse | --weight-only | --no-interactions] (settings: BENCH_WEB_* variables, see the top of scripts/bench-web.mjs)',
  {
    options: {
      'no-lighthouse': { type: 'boolean', default: false },
      'weight-only': { type: 'boolean', default: false },
      'no-interactions': { type: 'boolean', default: false },
    },
  },
);
const weightOnly = commandLine['weight-only'];
const withStack = !commandLine['no-lighthouse'];
const withLighthouse = withStack && !weightOnly;
const withInteractions = withStack && !weightOnly && !commandLine['no-interactions'];
const strict = process.env.BENCH_WEB_STRICT === '1';

const webDir = path.join(rootDir, 'web');
const benchDir = path.join(rootDir, '.bench');
const outDir = path.join(benchDir, 'web-dist');

// ── The previous run's figures ──────────────────────────────────────────────────────────────────────────
const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: rootDir, encoding: 'utf8' }).stdout?.trim() || undefined;
/** `before`: the last run before this one; `figures`: what this run measured, saved at its end. */
const { before, figures, now, since, save } = benchWebFigures({ benchDir, commit });

// ── 1. Build and budget ─────────────────────────────────────────────────────────────────────────────────
console.log(`Building the web app into ${path.relative(rootDir, outDir)} ...`);
rmSync(outDir, { recursive: true, force: true });
mkdirSync(benchDir, { recursive: true });
// The client build, with which source modules ended up in which output file (the forbidden-module checks).
const modulesOfFile = await buildWithModuleMap(webDir, outDir);
const { build } = await import(createRequire(path.join(webDir, 'package.json')).resolve('vite'));
// The server render of the same source, beside the client build, where the proxy looks for it.
await build({
  root: webDir,
  configFile: path.join(webDir, 'vite.config.ts'),
  logLevel: 'error',
  build: { ssr: path.join(webDir, 'src', 'entry-server.tsx'), outDir: path.join(benchDir, 'dist-server'), emptyOutDir: true },
});
// An ES module, like web/dist-server inside web/ (whose package.json says so): Node loads it without guessing.
writeFileSync(path.join(benchDir, 'dist-server', 'package.json'), '{ "type": "module" }\n');
const manifest = readManifest(outDir);
const routes = readRoutes(
  await loadPageTable(webDir, path.join(benchDir, 'page-table')),
  readFileSync(path.join(webDir, 'src', 'app', 'router.tsx'), 'utf8'),
);

const measured = measureFirstLoads({ manifest, distDir: outDir, routes, modulesOfFile });
const { shell, rows } = measured;
const problems = [
  ...measured.problems,
  ...budgetProblems(measured),
  ...forbiddenProblems(rows, rootDir),
  ...forbiddenSelfChecks({ manifest, routes, modulesOfFile }),
];
// Lazy parts that must stay out of first loads: their weight too.
const lazyParts = lazyPartWeights({ manifest, distDir: outDir });

const previousBundle = before?.bundle;
const was = (bytes) => (bytes === undefined ? '–' : kb(bytes));
const shellOk = shell.js <= SHELL_JS_BUDGET_BYTES;
console.log(
  `\nShell (entry chunk + its static imports, gzip): ${kb(shell.js)}${shellOk ? '' : ' ✘'} (budget ${kb(SHELL_JS_BUDGET_BYTES)}; previous ${was(previousBundle?.shellJs)})`,
);
console.log(
  `\nFirst-load JavaScript and CSS per public route (gzip; goal ${kb(PAGE_JS_GOAL_BYTES)} of JavaScript, the size check's limit ${kb(PAGE_JS_BUDGET_BYTES)}; ${since(previousBundle)}):\n`,
);
console.log(`| route | language | JS total | previous | goal met | route's own chunk | its texts | CSS total | files | within the limit |`);
console.log(`|---|---|---|---|---|---|---|---|---|---|`);
const routeKey = (row) => `${row.path} ${row.locale}`;
for (const row of rows) {
  const ok = row.js <= PAGE_JS_BUDGET_BYTES && row.forbidden.length === 0;
  const goal = row.js <= PAGE_JS_GOAL_BYTES ? 'yes' : '✘';
  console.log(
    `| ${row.path} | ${row.locale} | ${kb(row.js)} | ${was(previousBundle?.routes?.[routeKey(row)])} | ${goal} | ${kb(row.own)} | ${kb(row.texts)} | ${kb(row.css)} | ${row.files} | ${ok ? 'yes' : '**NO** ✘'} |`,
  );
}
const overGoal = rows.filter((row) => row.js > PAGE_JS_GOAL_BYTES).length;
console.log(
  overGoal
    ? `\n✘ ${overGoal} of ${rows.length} first loads are over the ${kb(PAGE_JS_GOAL_BYTES)} goal`
    : `\n✔ all ${rows.length} first loads are within the ${kb(PAGE_JS_GOAL_BYTES)} goal`,
);
console.log(`\nLoaded only when used (with their own imports): ${lazyParts.map((part) => `${part.key} ${kb(part.js)}`).join(', ')}`);
figures.bundle = {
  date: now,
  commit,
  shellJs: shell.js,
  routes: Object.fromEntries(rows.map((row) => [routeKey(row), row.js])),
};

// The service worker: Workbox's runtime and the app's rules in one file, fetched on every update check.
problems.push(...checkServiceWorker(outDir));

if (problems.length) {
  console.error(`\n✘ BUDGET FAILED:\n${problems.map((problem) => `  ✘ ${problem}`).join('\n')}`);
} else {
  console.log(
    `\n✔ the shell is within ${kb(SHELL_JS_BUDGET_BYTES)} and every public route within ${kb(PAGE_JS_BUDGET_BYTES)} of gzipped JavaScript in both languages, without admin code or editors`,
  );
}

// ── 2. The real stack: page weight, interactions, Lighthouse ─────────────────────────────────────────────
let missed = [];
if (withStack) {
  // Lighthouse drives Debian's Chromium, installed the same way the browser tests install it.
  const chromium = ensureChromium();
  if (!chromium.ok) throw new Error(`Lighthouse cannot run: ${chromium.reason}`);
  // Below Linux's ephemeral port range (32768-60999), where outgoing connections may hold a port (see e2e/playwright.config.ts).
  const port = String(20000 + 4 * Math.floor(Math.random() * 3000));
  const baseUrl = `http://127.0.0.1:${port}`;
  console.log(`\nStarting the stack (Strapi with the demo content, the proxy serving this build) on ${baseUrl} ...`);
  const stack = spawn(process.execPath, ['--import', 'tsx', path.join(rootDir, 'e2e', 'stack.mjs')], {
    cwd: path.join(rootDir, 'e2e'),
    env: { ...process.env, E2E_PORT: port, E2E_WEB_DIST: outDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stopStack = () => {
    if (stack.exitCode === null) stack.kill('SIGTERM');
  };
  process.on('exit', stopStack);
  process.on('SIGINT', () => process.exit(130));
  try {
    let up = false;
    for (let i = 0; i < 480 && !up; i++) {
      up = await fetch(`${baseUrl}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (!up) await new Promise((resolve) => setTimeout(resolve, 500));
      if (stack.exitCode !== null) throw new Error('the stack exited before it was ready');
    }
    if (!up) throw new Error('the stack did not start within 4 minutes');
    // A question's own page: /questions/{id} answers 301 to its address with the slug.
    const [question] = await fetch(`${baseUrl}/api/questions/subtopic/percentages?page=1&limit=1`).then((r) => r.json());
    const moved = await fetch(`${baseUrl}/questions/${question.question._id}`, { redirect: 'manual' });
    const questionPage = moved.headers.get('location');
    if (moved.status !== 301 || !questionPage) throw new Error(`/questions/{id} answered ${moved.status}, not a 301 to the page`);
    /** A page of the list as an address: `question` and `/hi/question` stand for the question's own page. */
    const address = (page) => (page === 'question' ? questionPage : page === '/hi/question' ? `/hi${questionPage}` : page);
    // Warm the proxy's caches, as a running site's would be.
    for (const page of LIGHTHOUSE_PAGES) {
      const answer = await fetch(`${baseUrl}${address(page)}`);
      await answer.text();
      if (!answer.ok) throw new Error(`${address(page)} answered ${answer.status}: not a page to measure`);
    }
    for (const api of [
      '/api/topics/all',
      '/api/questions/subtopic/percentages',
      '/api/exam-patterns/slug/ssc-cgl-tier-1',
      '/api/cheatsheets/slug/python-essentials',
    ]) {
      await fetch(`${baseUrl}${api}`).then((r) => r.text());
    }

    const requireFromE2e = createRequire(path.join(rootDir, 'e2e', 'package.json'));
    const playwright = requireFromE2e('@playwright/test');
    // A subtopic page's weight, first and repeat visit (scripts/lib/offline-budgets.mjs says what is counted).
    missed.push(...(await weighPage({ playwright, executablePath: chromiumPath, baseUrl })));

    if (withInteractions) missed.push(...(await measureAndPrintInteractions({ playwright, baseUrl })));
    if (withLighthouse) missed.push(...(await runAndPrintLighthouse({ requireFromE2e, baseUrl, address })));
    console.log(
      missed.length
        ? `\n✘ goals missed${strict ? '' : ' (BENCH_WEB_STRICT=1 makes them fail the run)'}:\n${missed.map((m) => `  ✘ ${m}`).join('\n')}`
        : '\n✔ every page meets every goal measured',
    );
  } finally {
    stopStack();
    await new Promise((resolve) => (stack.exitCode !== null ? resolve() : stack.once('exit', resolve)));
  }
}

const kept = save();
console.log(`\nFigures kept in ${path.relative(rootDir, kept.lastFile)} (the run before: ${path.relative(rootDir, kept.previousFile)})`);
if (problems.length || (strict && missed.length)) process.exit(1);

/**
 * Tapping an answer, opening an explanation, moving in the exam palette and switching the language, each timed
 * INP-style (input to the next paint) with the CPU slowed down, by scripts/lib/interaction-bench.mjs. Prints them
 * beside the goal and the previous run; returns the goals missed.
 */
async function measureAndPrintInteractions({ playwright, baseUrl }) {
  const modulePath = path.join(rootDir, 'scripts', 'lib', 'interaction-bench.mjs');
  if (!existsSync(modulePath)) {
    console.error(`\n✘ interactions not measured: ${path.relative(rootDir, modulePath)} is missing`);
    return ['interactions: not measured (scripts/lib/interaction-bench.mjs is missing)'];
  }
  const { measureInteractions, INTERACTION_GOAL_MS } = await import(pathToFileURL(modulePath).href);
  console.log(`\nInteractions (${INTERACTION_TRIES} tries each, CPU ${INTERACTION_CPU_SLOWDOWN}x slower) ...`);
  const results = await measureInteractions({
    playwright,
    executablePath: chromiumPath,
    baseUrl,
    tries: INTERACTION_TRIES,
    cpuSlowdown: INTERACTION_CPU_SLOWDOWN,
  });
  const previous = before?.interactions;
  console.log(
    `\nInteractions, input to next paint, p75 of ${INTERACTION_TRIES} tries, CPU ${INTERACTION_CPU_SLOWDOWN}x slower (${since(previous)}):\n`,
  );
  console.log('| interaction | p75 | goal | previous |');
  console.log('|---|---|---|---|');
  const missedHere = [];
  for (const { name, p75 } of results) {
    const ok = p75 <= INTERACTION_GOAL_MS;
    const old = previous?.results?.[name];
    console.log(
      `| ${name} | ${Math.round(p75)} ms${ok ? '' : ' ✘'} | <= ${INTERACTION_GOAL_MS} ms | ${old === undefined ? '–' : `${Math.round(old)} ms`} |`,
    );
    if (!ok) missedHere.push(`${name}: p75 ${Math.round(p75)} ms > ${INTERACTION_GOAL_MS} ms`);
  }
  figures.interactions = {
    date: now,
    commit,
    tries: INTERACTION_TRIES,
    cpuSlowdown: INTERACTION_CPU_SLOWDOWN,
    results: Object.fromEntries(results.map(({ name, p75 }) => [name, p75])),
    samples: Object.fromEntries(results.map(({ name, samples }) => [name, samples])),
  };
  return missedHere;
}

/** Lighthouse, RUNS times per page; prints the medians beside the goals and the previous run; returns the goals missed. */
async function runAndPrintLighthouse({ requireFromE2e, baseUrl, address }) {
  const lighthouseCli = path.join(path.dirname(requireFromE2e.resolve('lighthouse/package.json')), 'cli', 'index.js');
  const reportDir = path.join(benchDir, 'lighthouse');
  mkdirSync(reportDir, { recursive: true });
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const results = [];
  for (const page of LIGHTHOUSE_PAGES) {
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      const output = path.join(reportDir, `${page.replace(/\W+/g, '_') || 'home'}-${run}.json`);
      // Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is repeated, up to twice.
      for (let attempt = 1; ; attempt++) {
        try {
          await runLighthouse(lighthouseCli, `${baseUrl}${address(page)}`, output, chromiumPath);
          break;
        } catch (error) {
          if (attempt === 3) throw error;
          console.log(`  (${error.message}; running it again)`);
        }
      }
      const report = JSON.parse(readFileSync(output, 'utf8'));
      runs.push({
        performance: report.categories.performance.score,
        accessibility: report.categories.accessibility.score,
        fcp: report.audits['first-contentful-paint'].numericValue,
        lcp: report.audits['largest-contentful-paint'].numericValue,
        tbt: report.audits['total-blocking-time'].numericValue,
        cls: report.audits['cumulative-layout-shift'].numericValue,
      });
    }
    const metrics = ['performance', 'accessibility', 'fcp', 'lcp', 'tbt', 'cls'];
    results.push({ page, ...Object.fromEntries(metrics.map((metric) => [metric, median(runs.map((r) => r[metric]))])), all: runs });
    console.log(
      `  ${page}: performance ${runs.map((r) => r.performance).join(' / ')}, accessibility ${runs.map((r) => r.accessibility).join(' / ')}`,
    );
  }
  writeFileSync(path.join(reportDir, 'summary.json'), JSON.stringify(results, null, 2));

  const previous = before?.lighthouse;
  const score = (value) => value.toFixed(2);
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const ms = (value) => `${Math.round(value)} ms`;
  const shift = (value) => value.toFixed(3);
  // Each column: its goal, how a figure is shown, whether it meets the goal, and how a miss reads.
  const columns = [
    { key: 'performance', name: 'performance', goal: `≥ ${score(TARGETS.performance)}`, show: score, ok: (v) => v >= TARGETS.performance },
    {
      key: 'accessibility',
      name: 'accessibility',
      goal: `≥ ${score(TARGETS.accessibility)}`,
      show: score,
      ok: (v) => v >= TARGETS.accessibility,
    },
    { key: 'fcp', name: 'FCP', goal: `≤ ${seconds(TARGETS.fcpMs)}`, show: seconds, ok: (v) => v <= TARGETS.fcpMs },
    { key: 'lcp', name: 'LCP', goal: `≤ ${seconds(TARGETS.lcpMs)}`, show: seconds, ok: (v) => v <= TARGETS.lcpMs },
    { key: 'tbt', name: 'TBT', goal: `≤ ${ms(TARGETS.tbtMs)}`, show: ms, ok: (v) => v <= TARGETS.tbtMs },
    // CLS as Lighthouse shows it, to 3 decimals: 0.000 is the goal.
    { key: 'cls', name: 'CLS', goal: shift(TARGETS.cls), show: shift, ok: (v) => Number(v.toFixed(3)) <= TARGETS.cls },
  ];
  console.log(
    `\nLighthouse, mobile (simulated slow 4G, 4x CPU slowdown), median of ${RUNS} runs; ✘ = goal missed; in brackets: ${since(previous)}:\n`,
  );
  console.log(`| page | ${columns.map((column) => `${column.name} (${column.goal})`).join(' | ')} |`);
  console.log(`|---|${columns.map(() => '---').join('|')}|`);
  const missedHere = [];
  for (const r of results) {
    const old = previous?.pages?.[r.page];
    const cells = columns.map(({ key, show, ok }) => {
      const value = r[key];
      return `${ok(value) ? show(value) : `**${show(value)}** ✘`} (${old?.[key] === undefined ? '–' : show(old[key])})`;
    });
    console.log(`| ${r.page} | ${cells.join(' | ')} |`);
    for (const { key, name, goal, show, ok } of columns) {
      if (!ok(r[key])) missedHere.push(`${r.page}: ${name} ${show(r[key])}, goal ${goal}`);
    }
  }
  // Pages not measured this time (BENCH_WEB_PAGES) keep their earlier figures, each page with its date.
  figures.lighthouse = {
    date: now,
    commit,
    runs: RUNS,
    pages: {
      ...previous?.pages,
      ...Object.fromEntries(
        results.map((r) => [r.page, { ...Object.fromEntries(columns.map(({ key }) => [key, r[key]])), date: now, commit }]),
      ),
    },
  };
  return missedHere;
}
