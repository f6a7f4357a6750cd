// `npm run bench`: Strapi direct vs the proxy (cache warm) vs a bare Node server returning the same bytes,
// side by side in one run, on the demo content plus a bulk bank of 20,000 questions. Prints req/s, p99 and
// the ratios against the targets. Then a purge storm: a list at 50 connections while an administrator's write
// lands every second, counting the requests that reach Strapi per purge. Nothing here is a test: it measures
// and reports.
//   BENCH_SECONDS=6   seconds per measurement     BENCH_CONNECTIONS=50   concurrent connections
//   BENCH_REDIS_URL   Redis for the proxies' shared state (default: REDIS_URL, else 127.0.0.1:6379 when it answers)
//   BENCH_ONLY=storm  only the purge storm
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import { printPurgeStormTable, printThroughputTable } from './lib/bench-report.mjs';
import { buildParts } from './lib/build.mjs';
import { parseCommandLine } from './lib/cli.mjs';
import { ensureEnvFile, loadEnv, rootDir } from './lib/env.mjs';
import { run } from './lib/run.mjs';

parseCommandLine('Usage: npm run bench (settings: BENCH_* variables, see the top of scripts/bench.mjs)');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BULK_QUESTIONS = Number(process.env.BENCH_BULK_QUESTIONS ?? 20000);
const PORTS = { strapi: 1338, proxy: 3100, bare: 3200, stormProxy: 3101, strapiCounter: 1339 };
const benchDir = path.join(rootDir, '.bench');
mkdirSync(path.join(benchDir, 'public', 'uploads'), { recursive: true });

ensureEnvFile();
const env = loadEnv({
  NODE_ENV: 'production',
  DATABASE_CLIENT: 'sqlite',
  DATABASE_FILENAME: path.join(benchDir, 'bench.db'),
  STRAPI_PUBLIC_DIR: path.join(benchDir, 'public'),
  STRAPI_LOG_LEVEL: 'error',
  SERVE_ADMIN_PANEL: 'false',
  LOG_LEVEL: 'warn',
  CACHE_PURGE_WEBHOOK_URL: `http://127.0.0.1:${PORTS.proxy}/internal/cache/purge`,
});
await buildParts(['cms-server', 'proxy'], { env });

// The bench database: demo content plus the bulk bank, made once and reused.
const seededMarker = path.join(benchDir, 'seeded.json');
const seeded = existsSync(seededMarker) ? JSON.parse(readFileSync(seededMarker, 'utf8')) : { bulk: 0 };
if (seeded.bulk < BULK_QUESTIONS) {
  const seedScript = path.join(rootDir, 'cms', 'scripts', 'seed.js');
  const cmsDir = path.join(rootDir, 'cms');
  await run(process.execPath, [seedScript], { cwd: cmsDir, env });
  await run(process.execPath, [seedScript, '--bulk', '--questions', String(BULK_QUESTIONS - seeded.bulk)], { cwd: cmsDir, env });
  writeFileSync(seededMarker, JSON.stringify({ bulk: BULK_QUESTIONS }));
}
// An administrator for the purge storm's writes, made once like the database (before Strapi runs on it).
const adminFile = path.join(benchDir, 'admin.json');
if (!existsSync(adminFile)) {
  const account = { username: `bench-${randomBytes(4).toString('hex')}`, password: randomBytes(12).toString('base64url') };
  await run(
    process.execPath,
    [path.join(rootDir, 'cms', 'scripts', 'admin-create.js'), '--username', account.username, '--password', account.password],
    {
      cwd: path.join(rootDir, 'cms'),
      env,
    },
  );
  writeFileSync(adminFile, JSON.stringify(account));
}
const benchAdmin = JSON.parse(readFileSync(adminFile, 'utf8'));

// The proxies share state through Redis when one answers (the production shape): Strapi's webhook lands on the
// first proxy and reaches the purge storm's proxy through it.
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisAnswers = await new Promise((resolve) => {
  const { hostname, port } = new URL(redisUrl);
  const socket = net.connect(Number(port || 6379), hostname);
  socket.setTimeout(1000, () => socket.destroy());
  socket.once('connect', () => socket.end(() => resolve(true)));
  socket.once('error', () => resolve(false));
  socket.once('close', () => resolve(false));
});
const sharedState = redisAnswers
  ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `bench-${randomBytes(4).toString('hex')}:` }
  : { REDIS_URL: '' };

const children = [];
const stopAll = () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
/** Newest first (bare server, proxy, then Strapi), so the proxy can still flush its view counts. */
const stopInOrder = async () => {
  for (const child of [...children].reverse()) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
};
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

const waitFor = async (url, label) => {
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(url).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${label} did not start`);
};

const strapiBin = path.join(rootDir, 'cms', 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
children.push(
  spawn(process.execPath, [strapiBin, 'start'], {
    cwd: path.join(rootDir, 'cms'),
    env: { ...env, PORT: String(PORTS.strapi), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  }),
);
await waitFor(`http://127.0.0.1:${PORTS.strapi}/_health`, 'Strapi');
children.push(
  spawn(process.execPath, ['dist/server.js'], {
    cwd: path.join(rootDir, 'proxy'),
    env: { ...env, ...sharedState, PORT: String(PORTS.proxy), HOST: '127.0.0.1', STRAPI_URL: `http://127.0.0.1:${PORTS.strapi}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  }),
);
await waitFor(`http://127.0.0.1:${PORTS.proxy}/healthz`, 'proxy');

// The same Strapi queries the proxy's services send.
const { StrapiClient } = await import('../proxy/dist/strapi/client.js');
const { topicsQuery } = await import('../proxy/dist/services/topics.js');
const { questionListQuery } = await import('../proxy/dist/services/questions.js');
const { activeExamPatternsQuery } = await import('../proxy/dist/services/exam-patterns.js');
const { cheatsheetBySlugQuery } = await import('../proxy/dist/services/cheatsheets.js');
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

const rows = [];
for (const endpoint of process.env.BENCH_ONLY === 'storm' ? [] : endpoints) {
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
  const purgeProxyCache = async () => {
    const answer = await fetch(`http://127.0.0.1:${PORTS.proxy}/internal/cache/purge`, {
      method: 'POST',
      headers: { 'x-webhook-secret': env.WEBHOOK_SECRET },
    });
    if (answer.status !== 204) throw new Error(`purging the proxy's cache answered ${answer.status}`);
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

let allMet = printThroughputTable(rows, { connections: CONNECTIONS, seconds: SECONDS, bulkQuestions: BULK_QUESTIONS });

const storms = await purgeStorm();
allMet = printPurgeStormTable(storms, { connections: CONNECTIONS, redisAnswers }) && allMet;
console.log(allMet ? '\nAll targets met.' : '\nSome targets were missed (marked MISS).');
writeFileSync(
  path.join(benchDir, 'results.json'),
  JSON.stringify({ when: new Date().toISOString(), connections: CONNECTIONS, seconds: SECONDS, rows, storms }, null, 2),
);
await stopInOrder();
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

  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: benchAdmin.username, password: benchAdmin.password }),
  });
  if (login.status !== 200) throw new Error(`bench administrator sign-in answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
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
