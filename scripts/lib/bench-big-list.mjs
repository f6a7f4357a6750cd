// The whole question list of one huge subtopic (scripts/bench.mjs, `--only biglist`): four concurrent requests
// for the unpaged list of a 50,000-question subtopic, right after a start (nothing cached), while two other
// endpoints are under load. Reports the list's time and rows, the builds it cost (first pages asked) and the
// Strapi list requests, the peak RSS growth of the proxy and of Strapi, and the other endpoints' p99 before and
// during. Targets: every row, one build, RSS growth at most +150 MB each, the others' p99 within their own.
import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { rootDir } from './env.mjs';
import { run } from './run.mjs';
import { startStrapiAndProxy, stopInOrder } from './bench-stack.mjs';

const cmsDir = path.join(rootDir, 'cms');
const RSS_BUDGET_MB = 150;
const CONCURRENT = 4;
/** The others' p99 during the big list may exceed their p99 before by this much (run-to-run noise). */
const P99_NOISE = 1.2;

/** Demo content plus `questions` bulk questions in one subtopic, in a database of its own (made once, reused). */
async function prepareBigListDatabase(env, questions) {
  const marker = env.DATABASE_FILENAME.replace(/\.db$/, '.seeded.json');
  if (existsSync(marker) && JSON.parse(readFileSync(marker, 'utf8')).bulk === questions) return;
  const seedScript = path.join(cmsDir, 'scripts', 'seed.js');
  await run(process.execPath, [seedScript], { cwd: cmsDir, env });
  await run(process.execPath, [seedScript, '--bulk', '--questions', String(questions), '--subtopics', '1'], { cwd: cmsDir, env });
  writeFileSync(marker, JSON.stringify({ bulk: questions }));
}

/** A process's resident memory in MB (NaN once it has exited: the table then shows it). */
const rssMb = (pid) => {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Number(line[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
};

/** Samples the RSS of `pids` every 100 ms; `stop()` returns each one's peak. */
function sampleRss(pids) {
  const peaks = pids.map(rssMb);
  const timer = setInterval(() => pids.forEach((pid, index) => (peaks[index] = Math.max(peaks[index], rssMb(pid)))), 100);
  return () => {
    clearInterval(timer);
    return peaks;
  };
}

/**
 * Loads `url` at a steady `rate` (requests per second: visitors, not a saturating loop) until `stop` is called
 * (or `maxSeconds`); resolves with autocannon's result.
 */
function loadUntilStopped(url, rate, maxSeconds) {
  let instance;
  const result = new Promise((resolve, reject) => {
    instance = autocannon({ url, connections: 5, overallRate: rate, duration: maxSeconds }, (error, value) =>
      error ? reject(error) : resolve(value),
    );
  });
  return { stop: () => instance.stop(), result };
}

/** One whole-list request read to the end: time to first byte and to the end, size, a hash, and the body if kept. */
async function readList(url, keepBody) {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const firstByte = performance.now() - started;
  const hash = createHash('sha1');
  const kept = [];
  let bytes = 0;
  for await (const chunk of response.body) {
    hash.update(chunk);
    bytes += chunk.length;
    if (keepBody) kept.push(Buffer.from(chunk));
  }
  return {
    status: response.status,
    cache: response.headers.get('x-cache'),
    firstByteMs: firstByte,
    totalMs: performance.now() - started,
    bytes,
    hash: hash.digest('hex'),
    body: keepBody ? Buffer.concat(kept) : undefined,
  };
}

const healthOf = async (base) => (await (await fetch(`${base}/healthz`)).json()).cache;

/**
 * Starts a stack (Strapi behind a counting forwarder, the proxy) on the big-list database, measures, stops it.
 * `others` are the endpoints kept under load meanwhile (paths on the proxy).
 */
export async function measureBigList({ env, sharedState, ports, children, questions, seconds }) {
  await prepareBigListDatabase(env, questions);
  const counter = fork(
    path.join(rootDir, 'scripts', 'lib', 'counting-forwarder.mjs'),
    [String(ports.strapiCounter), String(ports.strapi)],
    {
      stdio: 'inherit',
    },
  );
  children.push(counter);
  await new Promise((resolve) => counter.once('message', resolve));
  const strapiCounts = () =>
    new Promise((resolve) => {
      counter.once('message', (message) => resolve(message.counts));
      counter.send('counts');
    });
  await startStrapiAndProxy({ env, sharedState, ports, children, proxyStrapiUrl: `http://127.0.0.1:${ports.strapiCounter}` });
  const [strapiChild, proxyChild] = children.slice(-2);
  for (const [name, child] of [
    ['Strapi', strapiChild],
    ['proxy', proxyChild],
  ]) {
    child.once('exit', (code, signal) => console.error(`big list: ${name} exited (${signal ?? code}) during the measurement`));
  }
  const base = `http://127.0.0.1:${ports.proxy}`;
  try {
    const subtopics = await (await fetch(`${base}/api/subtopics/topicname/bulk-practice`)).json();
    const big = subtopics[0]?.subtopic_name;
    if (!big) throw new Error('the big-list database has no bulk subtopic');
    // The others: a cached list (answered by the proxy) and random draws (a Strapi request each).
    const demo = (await (await fetch(`${base}/api/subtopics/all`)).json()).find((s) => s.subtopic_name !== big);
    const others = [
      { name: 'topics/all (cached), 100/s', path: '/api/topics/all', rate: 100 },
      {
        name: 'questions ?sample=5 (uncached), 20/s',
        path: `/api/questions/subtopic/${encodeURIComponent(demo.subtopic_name)}?sample=5`,
        rate: 20,
      },
    ];
    for (const other of others) await fetch(`${base}${other.path}`).then((r) => r.arrayBuffer());

    // The others alone, for their usual p99.
    const before = [];
    for (const other of others) {
      before.push(await loadUntilStopped(`${base}${other.path}`, other.rate, seconds).result);
    }
    const rssBefore = [strapiChild.pid, proxyChild.pid].map(rssMb);
    const missesBefore = (await healthOf(base)).misses;
    counter.send('reset');

    const stopSampling = sampleRss([strapiChild.pid, proxyChild.pid]);
    const loads = others.map((other) => loadUntilStopped(`${base}${other.path}`, other.rate, 600));
    const listUrl = `${base}/api/questions/subtopic/${encodeURIComponent(big)}`;
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: CONCURRENT }, (_, index) => readList(listUrl, index === 0)));
    const allMs = performance.now() - started;
    loads.forEach((load) => load.stop());
    const during = await Promise.all(loads.map((load) => load.result));
    const [strapiPeak, proxyPeak] = stopSampling();
    const misses = (await healthOf(base)).misses - missesBefore;
    // The big subtopic's pages only (the draws meanwhile ask for questions too); a build starts with page 1.
    const bigPages = Object.entries(await strapiCounts()).filter(
      ([key]) => key.startsWith('GET /api/questions?') && key.includes(`=${encodeURIComponent(big)}&`),
    );
    const strapiListCalls = bigPages.reduce((sum, [, n]) => sum + n, 0);
    const builds = bigPages.filter(([key]) => /pagination(\[|%5B)page(\]|%5D)=1(&|$)/.test(key)).reduce((sum, [, n]) => sum + n, 0);

    const rows = JSON.parse(answers[0].body).length;
    answers[0].body = undefined;
    const again = await readList(listUrl, false);
    return {
      subtopic: big,
      questions,
      rows,
      concurrent: CONCURRENT,
      statuses: answers.map((a) => a.status),
      sameBytes: answers.every((a) => a.hash === answers[0].hash),
      bytes: answers[0].bytes,
      firstByteMs: Math.min(...answers.map((a) => a.firstByteMs)),
      slowestMs: Math.max(...answers.map((a) => a.totalMs)),
      allMs,
      again: { cache: again.cache, ms: again.totalMs, status: again.status },
      builds,
      misses,
      strapiListCalls,
      rssGrowthMb: { strapi: strapiPeak - rssBefore[0], proxy: proxyPeak - rssBefore[1] },
      others: others.map((other, index) => ({
        name: other.name,
        p99Before: before[index].latency.p99,
        p99During: during[index].latency.p99,
        non2xx: during[index].non2xx + during[index].errors,
      })),
    };
  } finally {
    await stopInOrder(children);
  }
}

/** Prints the big list's table; returns whether every target was met. */
export function printBigListTable(result) {
  const mark = (ok) => (ok ? 'MET ' : 'MISS');
  const checks = [
    [
      result.statuses.every((s) => s === 200) && result.rows === result.questions && result.sameBytes,
      `${result.concurrent} concurrent requests: ${result.statuses.join(', ')}, ${result.rows.toLocaleString('en-US')} rows of ${result.questions.toLocaleString('en-US')}, ${(result.bytes / 1024 / 1024).toFixed(1)} MB, same bytes: ${result.sameBytes}`,
    ],
    [
      true,
      `time: first byte ${result.firstByteMs.toFixed(0)} ms, slowest of ${result.concurrent} complete ${(result.slowestMs / 1000).toFixed(1)} s; again (${result.again.cache}) ${result.again.ms.toFixed(0)} ms`,
    ],
    [
      result.builds === 1,
      `builds (first pages asked of Strapi): ${result.builds}, Strapi list requests: ${result.strapiListCalls}, proxy cache misses: ${result.misses} (target: 1 build)`,
    ],
    [
      result.rssGrowthMb.proxy <= RSS_BUDGET_MB,
      `proxy RSS growth (peak): +${result.rssGrowthMb.proxy.toFixed(0)} MB (target <= +${RSS_BUDGET_MB} MB)`,
    ],
    [
      result.rssGrowthMb.strapi <= RSS_BUDGET_MB,
      `Strapi RSS growth (peak): +${result.rssGrowthMb.strapi.toFixed(0)} MB (target <= +${RSS_BUDGET_MB} MB)`,
    ],
    ...result.others.map((other) => [
      other.non2xx === 0 && other.p99During <= other.p99Before * P99_NOISE,
      `${other.name}: p99 ${other.p99Before} ms before, ${other.p99During} ms during (target <= before +${Math.round((P99_NOISE - 1) * 100)}%), errors ${other.non2xx}`,
    ]),
  ];
  console.log(`\nWhole list of a ${result.questions.toLocaleString('en-US')}-question subtopic (${result.subtopic}):`);
  for (const [ok, line] of checks) console.log(`  ${mark(ok)} ${line}`);
  return checks.every(([ok]) => ok);
}

/**
 * scripts/bench.mjs's pass (`--only biglist`): stops the running stack, measures on a database of its own with
 * BENCH_BIG_LIST_QUESTIONS (50,000) questions in one subtopic, prints the table. Returns the result and `met`.
 */
export async function bigListPass({ env, benchDir, ports, children, shared }) {
  const questions = Number(process.env.BENCH_BIG_LIST_QUESTIONS ?? 50000);
  await stopInOrder(children);
  console.log(`\nMeasuring the whole list of a ${questions.toLocaleString('en-US')}-question subtopic ...`);
  const result = await measureBigList({
    env: { ...env, DATABASE_FILENAME: path.join(benchDir, `bench-big-list-${questions}.db`) },
    sharedState: shared,
    ports,
    children,
    questions,
    seconds: Number(process.env.BENCH_SECONDS ?? 6),
  });
  return { ...result, met: printBigListTable(result) };
}
