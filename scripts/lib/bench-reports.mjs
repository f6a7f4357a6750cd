// Reports of mistakes in `npm run bench`: 1,000 reports on the 100 questions of bulk-set-1 (ten each, from ten
// browsers, the reasons in turn), sent through the proxy, then /manage-reports' first page (GET /api/reports/admin,
// the administrator's session, never cached) under load: its p99 and its size gzipped, beside their goals.
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { fmt, mark } from './bench-report.mjs';

const REASONS = ['wrong_answer', 'unclear_question', 'wrong_explanation', 'typo', 'broken_image', 'other'];
export const REPORTS_P99_GOAL_MS = 100;
export const REPORTS_GZIP_GOAL_BYTES = 50 * 1024;
/**
 * The goal's load: one editor opening the screen (an admin screen, not a public page), requests one after another;
 * the same list at 10 connections is printed beside it, for its throughput.
 */
const CONNECTIONS = 1;
const BUSY_CONNECTIONS = 10;

/** The rate limits the bench's proxy runs with: every report comes from this one address. */
export const REPORTS_BENCH_ENV = { REPORTS_PER_QUESTION_PER_DAY: '1000000', REPORTS_PER_HOUR: '1000000' };

/** Sends ten reports on each question of bulk-set-1, ten at a time; returns how many were sent. */
async function sendReports(proxyBase) {
  const questions = await (await fetch(`${proxyBase}/api/questions/subtopic/bulk-set-1`)).json();
  if (questions.length !== 100) throw new Error(`bulk-set-1 holds ${questions.length} questions, not 100`);
  // Tokens of this run: a rerun on the kept bench database makes new reports, never a 409.
  const run = Date.now().toString(36);
  const jobs = questions.flatMap((record, index) =>
    Array.from({ length: 10 }, (_, browser) => ({
      id: record.question._id,
      token: `bench-${run}-browser-${browser}`,
      reason: REASONS[(index + browser) % REASONS.length],
      note: browser % 3 === 0 ? `Bench note ${browser} on question ${index}: the answer looks wrong.` : undefined,
    })),
  );
  let sent = 0;
  const next = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      const answer = await fetch(`${proxyBase}/api/questions/${job.id}/reports`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: proxyBase, 'x-reporter-token': job.token },
        body: JSON.stringify({ reason: job.reason, ...(job.note ? { note: job.note } : {}) }),
      });
      if (answer.status !== 201) throw new Error(`a bench report answered ${answer.status}: ${await answer.text()}`);
      sent += 1;
    }
  };
  await Promise.all(Array.from({ length: 10 }, next));
  return sent;
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const load = (url, headers, connections = CONNECTIONS) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections, duration: SECONDS, headers }, (error, result) => (error ? reject(error) : resolve(result))),
  );

/**
 * Sends the reports, then loads the admin list's first page with an administrator's session (`signIn` of
 * bench-stack.mjs); prints the table. True when both goals are met.
 */
export async function measureReports({ port, admin, signIn }) {
  const proxyBase = `http://127.0.0.1:${port}`;
  const cookie = await signIn(proxyBase, admin);
  console.log('\nMeasuring reports of mistakes: 1,000 reports on 100 questions, then /manage-reports ...');
  const sent = await sendReports(proxyBase);
  const firstPage = `${proxyBase}/api/reports/admin?status=open&page=1`;
  const plain = await fetch(firstPage, { headers: { cookie, 'accept-encoding': 'identity' } });
  if (plain.status !== 200) throw new Error(`/api/reports/admin answered ${plain.status}`);
  const body = Buffer.from(await plain.arrayBuffer());
  const gzipped = gzipSync(body).length;
  await load(firstPage, { cookie }); // warm-up, discarded
  const result = await load(firstPage, { cookie });
  const busy = await load(firstPage, { cookie }, BUSY_CONNECTIONS);
  for (const run of [result, busy])
    if (run.non2xx || run.errors) throw new Error(`/api/reports/admin: ${run.non2xx} non-2xx, ${run.errors} errors`);
  const p99Met = result.latency.p99 < REPORTS_P99_GOAL_MS;
  const sizeMet = gzipped < REPORTS_GZIP_GOAL_BYTES;
  console.log(`\nReports of mistakes: ${fmt(sent)} sent on 100 questions; the admin list's first page at ${CONNECTIONS} connections`);
  console.log(
    [
      '| measure | value | goal |',
      '|---|---|---|',
      `| GET /api/reports/admin (first page) p99 | ${result.latency.p99} ms (p50 ${result.latency.p50} ms, ${fmt(result.requests.average)} req/s) | < ${REPORTS_P99_GOAL_MS} ms ${mark(p99Met)} |`,
      `| the same at ${BUSY_CONNECTIONS} connections | ${fmt(busy.requests.average)} req/s, p99 ${busy.latency.p99} ms | (throughput, no goal) |`,
      `| its size gzipped | ${(gzipped / 1024).toFixed(1)} KB (${(body.length / 1024).toFixed(1)} KB plain) | < ${REPORTS_GZIP_GOAL_BYTES / 1024} KB ${mark(sizeMet)} |`,
    ].join('\n'),
  );
  return p99Met && sizeMet;
}
