// `npm run bench`: Strapi direct vs the proxy (cache warm) vs a bare Node server returning the same bytes, side by side in one run, on
// the demo content plus a bulk bank of 20,000 questions. Prints req/s, p99 and the ratios against the targets. Then a purge storm: a
// list at 50 connections while an administrator's write lands every second, counting the requests that reach Strapi per purge. Last, the
// first page of the question lists (its cost must not grow with the bank), uncached, on this bank and on a bank of 100,000 (a second
// database and stack), against Strapi's own 10-row list. And submitting a 100-question mock test, p99 over ~200 submits. And the site
// search, uncached, at 50 connections, against Strapi's own 10-row list at the same concurrency, and server-rendered pages answered from
// the proxy's page cache against the bare server sending the same bytes. Nothing here is a test: it measures and reports.
//   BENCH_SECONDS=6   seconds per measurement     BENCH_CONNECTIONS=50   concurrent connections
//   BENCH_BULK_QUESTIONS=20000, BENCH_BULK_QUESTIONS_LARGE=100000   the two banks (one database each, in .bench/)
//   BENCH_PAGE_ROUNDS=200   requests per list and bank for the first pages     BENCH_SUBMIT_ROUNDS=200   timed mock test submits
//   BENCH_REDIS_URL   Redis for the proxies' shared state (default: REDIS_URL, else 127.0.0.1:6379 when it answers)
//   BENCH_ONLY=storm  only the purge storm     BENCH_ONLY=paging   only the first pages     BENCH_ONLY=mocktests   only the submits
//   BENCH_ONLY=search  only the site search: uncached searches at 50 connections against Strapi's own 10-row list
//   BENCH_ONLY=pages   only the server-rendered pages: kept HTML hits against a bare server of the same bytes
//   BENCH_ONLY=import  only the import throughput (scripts/lib/bench-import.mjs); `npm run bench -- --only import` too
//   BENCH_ONLY=students  only student accounts: the signed-in profile call; a cached list with a student's cookie
//   BENCH_ONLY=reports  only reports of mistakes: 1,000 on 100 questions, then /manage-reports' first page (lib/bench-reports.mjs)
//   BENCH_ONLY=html  only the uncached HTML route: the build before the page table against this one (scripts/bench-html.mjs)
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { importPass, printImportLimitsTable, printImportTable } from './lib/bench-import.mjs';
import { bigListPass } from './lib/bench-big-list.mjs';
import { measureFirstPages } from './lib/bench-paging.mjs';
import { ensureBenchPaper, measureMockTestSubmits } from './lib/bench-mock-tests.mjs';
import { measureSearch, printSearchTable } from './lib/bench-search.mjs';
import { measureRenderedPages, printRenderedPagesTable, recordRenderedPages } from './lib/bench-pages.mjs';
import { printMockTestSubmitTable, printPagingTable, printPurgeStormTable, printThroughputTable } from './lib/bench-report.mjs';
import { benchDatabaseFile, prepareBenchDatabase, signIn, startStrapiAndProxy, stopInOrder, waitFor } from './lib/bench-stack.mjs';
import { buildParts } from './lib/build.mjs';
import { startStudentsBench } from './lib/bench-students.mjs';
import { measureReports, REPORTS_BENCH_ENV } from './lib/bench-reports.mjs';
import { parseCommandLine } from './lib/cli.mjs';
import { ensureEnvFile, loadEnv, rootDir } from './lib/env.mjs';
import { answersOnTcp } from './lib/redis.mjs';

const cli = parseCommandLine('Usage: npm run bench [-- --only <part>]', { options: { only: { type: 'string' } } });

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BULK_QUESTIONS = Number(process.env.BENCH_BULK_QUESTIONS ?? 20000);
const BULK_QUESTIONS_LARGE = Number(process.env.BENCH_BULK_QUESTIONS_LARGE ?? 100000);
const PAGE_ROUNDS = Number(process.env.BENCH_PAGE_ROUNDS ?? 200);
const SUBMIT_ROUNDS = Number(process.env.BENCH_SUBMIT_ROUNDS ?? 200);
const ONLY = cli.values.only ?? process.env.BENCH_ONLY;
if (ONLY === 'html') await import('./bench-html.mjs').then(() => process.exit(0));
/** Whether this run measures a part (every part without BENCH_ONLY). */
const runs = (part) => !ONLY || ONLY === part;
const PORTS = { strapi: 1338, proxy: 3100, bare: 3200, stormProxy: 3101, strapiCounter: 1339, smtp: 2526 };
const benchDir = path.join(rootDir, '.bench');
mkdirSync(path.join(benchDir, 'public', 'uploads'), { recursive: true });

ensureEnvFile();
const benchEnv = (bulkQuestions) =>
  loadEnv({
    NODE_ENV: 'production',
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: benchDatabaseFile(benchDir, bulkQuestions),
    STRAPI_PUBLIC_DIR: path.join(benchDir, 'public'),
    STRAPI_LOG_LEVEL: 'error',
    SERVE_ADMIN_PANEL: 'false',
    LOG_LEVEL: 'warn',
    CACHE_PURGE_WEBHOOK_URL: `http://127.0.0.1:${PORTS.proxy}/internal/cache/purge`,
    // Every mock test submit comes from this one address.
    MOCK_TEST_PAPERS_PER_WINDOW: '1000000',
    MOCK_TEST_SUBMITS_PER_WINDOW: '1000000',
    // Every search comes from this one address too.
    SEARCH_RATE_LIMIT_PER_MINUTE: '1000000',
    ...REPORTS_BENCH_ENV,
  });
const env = benchEnv(BULK_QUESTIONS);
// The web app too: the proxy renders the public pages with its server build.
await buildParts(['cms-server', 'web', 'proxy'], { env });

// The bench database (demo content plus the bulk bank) and an administrator for the purge storm's writes and
// the admin lists, made once and reused.
const benchAdmin = await prepareBenchDatabase(env, BULK_QUESTIONS);

// The proxies share state through Redis when one answers (the production shape): Strapi's webhook lands on the
// first proxy and reaches the purge storm's proxy through it.
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisAnswers = await answersOnTcp(redisUrl);
// A prefix of its own for each stack: the second bank's proxy must not see the first's cached answers.
const sharedStateOfAStack = () =>
  redisAnswers ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `bench-${randomBytes(4).toString('hex')}:` } : { REDIS_URL: '' };
const sharedState = sharedStateOfAStack();

const children = [];
const stopAll = () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

const studentsBench = runs('students') ? await startStudentsBench(PORTS.smtp, env) : undefined;
await startStrapiAndProxy({ env, sharedState, ports: PORTS, children });

// The same Strapi queries the proxy's services send.
const { StrapiClient } = await import('exam-prep-proxy/dist/strapi/client.js');
const { topicsQuery } = await import('exam-prep-proxy/dist/content/topics.js');
const { questionListQuery, questionQuery } = await import('exam-prep-proxy/dist/questions/questions.js');
const { activeExamPatternsQuery } = await import('exam-prep-proxy/dist/content/exam-patterns.js');
const { cheatsheetBySlugQuery } = await import('exam-prep-proxy/dist/content/cheatsheets.js');
const strapi = new StrapiClient({ baseUrl: `http://127.0.0.1:${PORTS.strapi}`, token: env.PROXY_API_TOKEN, timeoutMs: 10000 });
const onePage = (query) => ({ ...query, pagination: { page: 1, pageSize: 1000 } });

const endpoints = [
  { name: 'topics/all', proxy: '/api/topics/all', strapi: strapi.url('/topics', onePage(topicsQuery)) },
  {
    name: 'questions/subtopic (100)',
    proxy: '/api/questions/subtopic/bulk-set-1',
    strapi: strapi.url('/questions', onePage(questionListQuery({ subtopicName: 'bulk-set-1' }))),
  },
  {
    name: 'exam-patterns/all?limit=100',
    proxy: '/api/exam-patterns/all?limit=100',
    strapi: strapi.url('/exam-patterns', activeExamPatternsQuery({ page: 1, limit: 100 })),
  },
  {
    name: 'cheatsheets/slug',
    proxy: '/api/cheatsheets/slug/python-essentials',
    strapi: strapi.url('/cheatsheets', cheatsheetBySlugQuery('python-essentials')),
  },
];

// Record the proxy's answers for the bare server (same headers, same bytes), warming the cache on the way.
const recordings = {};
for (const endpoint of endpoints) {
  const response = await fetch(`http://127.0.0.1:${PORTS.proxy}${endpoint.proxy}`, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`${endpoint.proxy} answered ${response.status}`);
  if (endpoint.name.startsWith('questions') && JSON.parse(body).length !== 100) throw new Error('bulk-set-1 should hold 100 questions');
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)),
  );
  recordings[endpoint.proxy] = { headers, body: body.toString('base64') };
  endpoint.bytes = body.length;
}
// Server-rendered pages, as the proxy keeps them after their first render, recorded for the bare server.
const pages = runs('pages') ? await recordRenderedPages(`http://127.0.0.1:${PORTS.proxy}`, recordings) : [];
await studentsBench?.prepare(`http://127.0.0.1:${PORTS.proxy}`, recordings);
const recordingsFile = path.join(benchDir, 'recordings.json');
writeFileSync(recordingsFile, JSON.stringify(recordings));
const bare = fork(path.join(rootDir, 'scripts', 'lib', 'bare-server.mjs'), [String(PORTS.bare), recordingsFile], { stdio: 'inherit' });
children.push(bare);
await new Promise((resolve) => bare.once('message', resolve));

const load = (url, options = {}) =>
  new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: SECONDS, headers: options.headers, requests: options.requests },
      (error, result) => {
        if (error) reject(error);
        else resolve(result);
      },
    );
  });
const auth = { authorization: `Bearer ${env.PROXY_API_TOKEN}` };
/** Empties the measured proxy's cache (untimed, before a request that must miss). */
const purgeProxyCache = async () => {
  const answer = await fetch(`http://127.0.0.1:${PORTS.proxy}/internal/cache/purge`, {
    method: 'POST',
    headers: { 'x-webhook-secret': env.WEBHOOK_SECRET },
  });
  if (answer.status !== 204) throw new Error(`purging the proxy's cache answered ${answer.status}`);
};

const rows = [];
for (const endpoint of ONLY ? [] : endpoints) {
  console.log(`\nMeasuring ${endpoint.name} (${endpoint.bytes} bytes) ...`);
  await load(`http://127.0.0.1:${PORTS.proxy}${endpoint.proxy}`); // warm-up, discarded
  const strapiRun = await load(endpoint.strapi, { headers: auth });
  const proxyRun = await load(`http://127.0.0.1:${PORTS.proxy}${endpoint.proxy}`);
  const bareRun = await load(`http://127.0.0.1:${PORTS.bare}${endpoint.proxy}`);
  for (const [label, result] of [
    ['strapi', strapiRun],
    ['proxy', proxyRun],
    ['bare', bareRun],
  ]) {
    if (result.non2xx || result.errors) throw new Error(`${endpoint.name} via ${label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }

  // Uncached: one request at a time, alternating Strapi direct and the proxy on a cache miss (the proxy's cache
  // purged before each, untimed: a query parameter of our own would be a cache hit, since the key holds only the
  // contract's parameters), so both see the same moment-to-moment load; medians of each, and every miss is
  // checked to be one.
  const timed = async (url, headers) => {
    const t0 = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    return { ms: performance.now() - t0, xCache: response.headers.get('x-cache') };
  };
  const direct = [];
  const miss = [];
  const started = Date.now();
  while (Date.now() - started < SECONDS * 2000) {
    direct.push((await timed(endpoint.strapi, { ...auth, 'accept-encoding': 'identity' })).ms);
    await purgeProxyCache();
    const proxied = await timed(`http://127.0.0.1:${PORTS.proxy}${endpoint.proxy}`, { 'accept-encoding': 'identity' });
    if (proxied.xCache !== 'MISS') throw new Error(`${endpoint.name}: expected a cache miss after a purge, got ${proxied.xCache}`);
    miss.push(proxied.ms);
  }
  const median = (values) => values.sort((a, b) => a - b)[values.length >> 1];
  const strapiMedian = median(direct);
  const proxyMissMedian = median(miss);

  rows.push({
    endpoint: endpoint.name,
    strapiRps: strapiRun.requests.average,
    proxyRps: proxyRun.requests.average,
    bareRps: bareRun.requests.average,
    strapiP99: strapiRun.latency.p99,
    proxyP99: proxyRun.latency.p99,
    bareP99: bareRun.latency.p99,
    strapiMedianMs: strapiMedian,
    proxyMissMedianMs: proxyMissMedian,
  });
}

let allMet = true;
if (!ONLY) allMet = printThroughputTable(rows, { connections: CONNECTIONS, seconds: SECONDS, bulkQuestions: BULK_QUESTIONS });

const pageRows = await measureRenderedPages(pages, {
  proxyBase: `http://127.0.0.1:${PORTS.proxy}`,
  bareBase: `http://127.0.0.1:${PORTS.bare}`,
  load,
});
if (runs('pages')) allMet = printRenderedPagesTable(pageRows, { connections: CONNECTIONS, seconds: SECONDS }) && allMet;
const students = await studentsBench?.measure({ ports: PORTS, load, connections: CONNECTIONS });
const storms = runs('storm') ? await purgeStorm() : [];
allMet = students?.met !== false && allMet;
if (runs('reports')) allMet = (await measureReports({ port: PORTS.proxy, admin: benchAdmin, signIn })) && allMet;
if (runs('storm')) allMet = printPurgeStormTable(storms, { connections: CONNECTIONS, redisAnswers }) && allMet;
// Submitting a 100-question mock test (a fresh attempt each, fetched untimed).
let mockTestSubmits = null;
if (runs('mocktests')) {
  const proxyBase = `http://127.0.0.1:${PORTS.proxy}`;
  await ensureBenchPaper({ proxyBase, cookie: await signIn(proxyBase, benchAdmin) });
  console.log(`\nMeasuring mock test submits of 100 questions (${SUBMIT_ROUNDS} rounds) ...`);
  mockTestSubmits = await measureMockTestSubmits({ proxyBase, rounds: SUBMIT_ROUNDS });
  allMet = printMockTestSubmitTable(mockTestSubmits) && allMet;
}
// The site search, every request a new one (so none is answered from the proxy's cache).
let search = null;
if (runs('search')) {
  search = await measureSearch({
    proxyBase: `http://127.0.0.1:${PORTS.proxy}`,
    strapiBase: `http://127.0.0.1:${PORTS.strapi}`,
    token: env.PROXY_API_TOKEN,
    connections: CONNECTIONS,
    seconds: SECONDS,
  });
  allMet = printSearchTable(search, { connections: CONNECTIONS, bulkQuestions: BULK_QUESTIONS }) && allMet;
}
// The first pages: on this stack, then on a second one over the larger bank (same ports, its own database).
const firstPages = [];
// The first pages through the running proxy (uncached) and Strapi's own 10-row list.
const firstPagesPass = async (bulkQuestions, admin) => {
  console.log(`\nMeasuring first pages at ${bulkQuestions.toLocaleString('en-US')} bulk questions (${PAGE_ROUNDS} rounds) ...`);
  const [proxyBase, strapiBase] = [`http://127.0.0.1:${PORTS.proxy}`, `http://127.0.0.1:${PORTS.strapi}`];
  // The exact query of a proxy page, without a filter: what listing 10 records costs Strapi itself.
  const populatedStrapiPath = strapi
    .url('/questions', { ...questionQuery, pagination: { page: 1, pageSize: 10 } })
    .replace(strapi.url(''), '/api');
  const cookie = await signIn(proxyBase, admin);
  const options = { proxyBase, strapiBase, token: env.PROXY_API_TOKEN, cookie, purgeProxyCache, rounds: PAGE_ROUNDS, populatedStrapiPath };
  return { bulkQuestions, rows: await measureFirstPages(options) };
};
if (runs('paging')) {
  firstPages.push(await firstPagesPass(BULK_QUESTIONS, benchAdmin));
  await stopInOrder(children);
  const largeEnv = benchEnv(BULK_QUESTIONS_LARGE);
  const largeAdmin = await prepareBenchDatabase(largeEnv, BULK_QUESTIONS_LARGE);
  await startStrapiAndProxy({ env: largeEnv, sharedState: sharedStateOfAStack(), ports: PORTS, children });
  firstPages.push(await firstPagesPass(BULK_QUESTIONS_LARGE, largeAdmin));
  allMet = printPagingTable(firstPages) && allMet;
}
// The whole list of a 50,000-question subtopic (BENCH_BIG_LIST_QUESTIONS), on its own stack and database.
const bigList = runs('biglist') ? await bigListPass({ env, benchDir, ports: PORTS, children, shared: sharedStateOfAStack() }) : null;
// Import throughput, on a stack of its own over a scratch copy of the bench database.
let importRun = null;
if (runs('import')) {
  const stack = { env, sharedState: sharedStateOfAStack(), ports: PORTS, children, admin: benchAdmin };
  importRun = await importPass({ ...stack, benchDir, database: benchDatabaseFile(benchDir, BULK_QUESTIONS) });
  allMet = printImportTable(importRun) && allMet;
  allMet = printImportLimitsTable(importRun.limits) && allMet;
}
console.log(allMet && bigList?.met !== false ? '\nAll targets met.' : '\nSome targets were missed (marked MISS).');
const results = { when: new Date().toISOString(), connections: CONNECTIONS, seconds: SECONDS, rows, pageRows, storms, importRun };
results.students = students?.run;
writeFileSync(path.join(benchDir, 'results.json'), JSON.stringify({ ...results, mockTestSubmits, search, firstPages, bigList }, null, 2));
await stopInOrder(children);
process.exit(0);

/**
 * The purge storm. A second proxy reaches Strapi through a counting pass-through; 50 connections read one list
 * through it while an administrator's write (through the same proxy) lands every second. Every write purges the
 * proxy's cache once (its own purge; Strapi's webhook for the same write, landing on the first proxy and relayed
 * through Redis, is recognised and skipped), so every waiting connection misses at once: single-flight should
 * turn that into one Strapi request per purge.
 */
async function purgeStorm() {
  const counter = fork(
    path.join(rootDir, 'scripts', 'lib', 'counting-forwarder.mjs'),
    [String(PORTS.strapiCounter), String(PORTS.strapi)],
    { stdio: 'inherit' },
  );
  children.push(counter);
  await new Promise((resolve) => counter.once('message', resolve));
  const strapiCounts = () =>
    new Promise((resolve) => {
      counter.once('message', (message) => resolve(message.counts));
      counter.send('counts');
    });
  children.push(
    spawn(process.execPath, ['dist/server.js'], {
      cwd: path.join(rootDir, 'proxy'),
      env: {
        ...env,
        ...sharedState,
        PORT: String(PORTS.stormProxy),
        HOST: '127.0.0.1',
        STRAPI_URL: `http://127.0.0.1:${PORTS.strapiCounter}`,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  const base = `http://127.0.0.1:${PORTS.stormProxy}`;
  await waitFor(`${base}/healthz`, 'purge storm proxy');

  const cookie = await signIn(base, benchAdmin);
  const { examPatterns } = await (await fetch(`${base}/api/exam-patterns/all?limit=1`)).json();
  const patternId = examPatterns[0]._id;
  const purgesSoFar = async () => {
    const text = await (
      await fetch(`${base}/metrics`, { headers: env.METRICS_TOKEN ? { authorization: `Bearer ${env.METRICS_TOKEN}` } : {} })
    ).text();
    return Number(/^proxy_cache_purges_total (\d+)/m.exec(text)?.[1] ?? NaN);
  };
  const stormSeconds = Math.max(10, SECONDS * 2);
  const lists = [
    { endpoint: '/api/topics/all', strapiPath: strapi.url('/topics', onePage(topicsQuery)) },
    {
      endpoint: '/api/exam-patterns/all?limit=100',
      strapiPath: strapi.url('/exam-patterns', activeExamPatternsQuery({ page: 1, limit: 100 })),
    },
  ];
  const results = [];
  let featured = true;
  for (const { endpoint, strapiPath } of lists) {
    console.log(`\nMeasuring the purge storm on ${endpoint} (${stormSeconds} s) ...`);
    await load(`${base}${endpoint}`); // warm-up, discarded
    await new Promise((resolve) => setTimeout(resolve, 500));
    counter.send('reset');
    const purgesBefore = await purgesSoFar();
    let writes = 0;
    const writeFailures = [];
    const writer = setInterval(async () => {
      featured = !featured;
      const answer = await fetch(`${base}/api/exam-patterns/admin/${patternId}/featured`, {
        method: 'PATCH',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ featured }),
      }).catch((error) => ({ status: String(error) }));
      if (answer.status === 200) writes++;
      else writeFailures.push(answer.status);
    }, 1000);
    const result = await new Promise((resolve, reject) => {
      autocannon({ url: `${base}${endpoint}`, connections: CONNECTIONS, duration: stormSeconds }, (error, value) =>
        error ? reject(error) : resolve(value),
      );
    });
    clearInterval(writer);
    // The last write's webhook may still be on its way.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const purges = (await purgesSoFar()) - purgesBefore;
    const counts = await strapiCounts();
    if (result.non2xx || result.errors) throw new Error(`purge storm: ${result.non2xx} non-2xx, ${result.errors} errors`);
    if (writeFailures.length) throw new Error(`purge storm: writes failed (${writeFailures.join(', ')})`);
    const listRequests = counts[`GET ${strapiPath.replace(`http://127.0.0.1:${PORTS.strapi}`, '')}`] ?? 0;
    const strapiRequests = Object.values(counts).reduce((sum, n) => sum + n, 0);
    results.push({
      endpoint,
      seconds: stormSeconds,
      rps: result.requests.average,
      p99: result.latency.p99,
      p50: result.latency.p50,
      writes,
      purges,
      listRequests,
      listRequestsPerPurge: listRequests / Math.max(1, purges),
      otherStrapiRequestsPerWrite: (strapiRequests - listRequests) / Math.max(1, writes),
    });
  }
  return results;
}
