// Issue #18's measure (scripts/bench.mjs): import throughput. A 10,000-row CSV imported in one request through
// POST /api/questions/import (streamed parsing, one batched write), beside the same kind of rows added one at a time
// through POST /api/questions/add (the admin form's call); rows/s of each and the ratio (goal ≥ 20×). Meanwhile the
// resident memory of the proxy and of Strapi is sampled: before the import, and its peak during it (goal: flat).
//   BENCH_IMPORT_ROWS=10000   rows of the imported CSV     BENCH_IMPORT_ONE_BY_ONE=200   rows added one at a time
import { copyFileSync, existsSync, openAsBlob, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fmt, mark } from './bench-report.mjs';
import { signIn, startStrapiAndProxy, stopInOrder } from './bench-stack.mjs';

export const IMPORT_SPEEDUP_GOAL = 20;
/** "Flat": the import raises neither process's resident memory by more than this. */
export const IMPORT_MEMORY_RISE_GOAL_MB = 100;

const COLUMNS = ['subtopic', 'question', 'option_a', 'option_b', 'option_c', 'option_d', 'correct', 'explanation'];

/** Question number `n` of a run: unique text (duplicates are refused), four numeric options, the answer's letter. */
function benchQuestion(tag, n) {
  const a = 10 + (n % 90);
  const b = 10 + (Math.floor(n / 90) % 90);
  const sum = a + b;
  const options = [sum, sum + 1, sum - 1, sum + 10];
  const correct = n % 4;
  [options[0], options[correct]] = [options[correct], options[0]];
  return {
    question: `Import bench ${tag} question ${n}: what is ${a} + ${b}?`,
    options: options.map(String),
    correct: 'ABCD'[correct],
    explanation: `${a} + ${b} = ${sum}.`,
  };
}

/** Writes the CSV of `rows` questions in `subtopic` (a header and one line each); returns its path. */
export function writeBenchCsv(dir, { rows, subtopic, tag }) {
  const lines = [COLUMNS.join(',')];
  for (let n = 0; n < rows; n++) {
    const q = benchQuestion(tag, n);
    lines.push([subtopic, q.question, ...q.options, q.correct, q.explanation].map((cell) => `"${cell.replace(/"/g, '""')}"`).join(','));
  }
  const file = path.join(dir, `import-${rows}.csv`);
  writeFileSync(file, `${lines.join('\r\n')}\r\n`);
  return file;
}

/** Resident memory (bytes) of a process and its descendants, from /proc; 0 when it cannot be read (not Linux). */
export function treeRss(pid) {
  try {
    const rss = Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    let children = [];
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      children = children.concat(readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean));
    }
    return rss + children.reduce((sum, child) => sum + treeRss(Number(child)), 0);
  } catch {
    return 0;
  }
}

/** Samples the processes' memory every 20 ms until stopped; the peak of each. */
function sampleMemory(pids) {
  const peak = Object.fromEntries(Object.keys(pids).map((name) => [name, 0]));
  const sample = () => {
    for (const [name, pid] of Object.entries(pids)) peak[name] = Math.max(peak[name], treeRss(pid));
  };
  sample();
  const timer = setInterval(sample, 20);
  return () => {
    clearInterval(timer);
    sample();
    return peak;
  };
}

/**
 * Stops the running stack, starts one over a scratch copy of `database` (the run writes 10,000 questions and more,
 * which no later run should find), and measures. The stack is left running in `children`.
 */
export async function importPass({ env, sharedState, ports, children, admin, benchDir, database }) {
  await stopInOrder(children);
  const scratch = path.join(benchDir, 'bench-import-scratch.db');
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${scratch}${suffix}`, { force: true });
  copyFileSync(database, scratch);
  if (existsSync(`${database}-wal`)) copyFileSync(`${database}-wal`, `${scratch}-wal`);
  await startStrapiAndProxy({ env: { ...env, DATABASE_FILENAME: scratch }, sharedState, ports, children });
  const [strapiProcess, proxyProcess] = children;
  const proxyBase = `http://127.0.0.1:${ports.proxy}`;
  return measureImport({
    proxyBase,
    cookie: await signIn(proxyBase, admin),
    pids: { proxy: proxyProcess.pid, strapi: strapiProcess.pid },
    benchDir,
    rows: Number(process.env.BENCH_IMPORT_ROWS ?? 10000),
    oneByOne: Number(process.env.BENCH_IMPORT_ONE_BY_ONE ?? 200),
  });
}

/**
 * The measure. `pids`: {proxy, strapi}. The stack should run on a scratch copy of the bench database: the run
 * writes `rows + oneByOne` questions.
 */
export async function measureImport({ proxyBase, cookie, pids, benchDir, rows, oneByOne }) {
  const subtopics = await (await fetch(`${proxyBase}/api/subtopics/all`)).json();
  const subtopic = subtopics.find((item) => item.subtopic_name === 'percentages') ?? subtopics[0];
  if (!subtopic) throw new Error('import bench: no subtopic to import into');
  const tag = randomBytes(4).toString('hex');
  const csv = writeBenchCsv(benchDir, { rows, subtopic: subtopic.subtopic_name, tag });

  // Memory before: the stack at rest, sampled for a second.
  const stopBefore = sampleMemory(pids);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = stopBefore();

  console.log(`\nMeasuring the import of a ${rows.toLocaleString('en-US')}-row CSV ...`);
  const form = new FormData();
  form.append('file', await openAsBlob(csv, { type: 'text/csv' }), path.basename(csv));
  const stopDuring = sampleMemory(pids);
  const t0 = performance.now();
  const response = await fetch(`${proxyBase}/api/questions/import`, { method: 'POST', headers: { cookie }, body: form });
  const answer = await response.json();
  const importSeconds = (performance.now() - t0) / 1000;
  const peak = stopDuring();
  if (response.status !== 200 || answer.created !== rows) {
    throw new Error(`import bench: the import answered ${response.status} ${JSON.stringify(answer).slice(0, 500)}`);
  }

  console.log(`Measuring ${oneByOne} questions added one at a time ...`);
  const t1 = performance.now();
  for (let n = 0; n < oneByOne; n++) {
    const q = benchQuestion(`${tag}-one`, n);
    const one = new FormData();
    one.append('question', q.question);
    one.append('question_type', 'text');
    one.append('subtopic_id', subtopic._id);
    one.append('answer', q.options['ABCD'.indexOf(q.correct)]);
    one.append('explanation', q.explanation);
    one.append('exam_ids', '[]');
    one.append('options', JSON.stringify(q.options.map((text) => ({ option_type: 'text', option_text: text }))));
    const added = await fetch(`${proxyBase}/api/questions/add`, { method: 'POST', headers: { cookie }, body: one });
    if (added.status !== 201) throw new Error(`import bench: add answered ${added.status} ${(await added.text()).slice(0, 300)}`);
    await added.arrayBuffer().catch(() => undefined);
  }
  const addSeconds = (performance.now() - t1) / 1000;

  return {
    rows,
    importSeconds,
    importRowsPerSecond: rows / importSeconds,
    oneByOne,
    addSeconds,
    addRowsPerSecond: oneByOne / addSeconds,
    memory: Object.fromEntries(Object.keys(pids).map((name) => [name, { beforeBytes: before[name], peakBytes: peak[name] }])),
  };
}

/** The import table; true when the goals are met. */
export function printImportTable(result) {
  const speedup = result.importRowsPerSecond / result.addRowsPerSecond;
  const mb = (bytes) => bytes / 1024 / 1024;
  console.log(
    `\nImport throughput: a ${result.rows.toLocaleString('en-US')}-row CSV in one POST /api/questions/import, against ${result.oneByOne} rows through POST /api/questions/add one at a time`,
  );
  const lines = [
    `| import rows/s | one-at-a-time rows/s | import ÷ one at a time (≥ ${IMPORT_SPEEDUP_GOAL}×) | import time | proxy RSS before → peak | Strapi RSS before → peak | memory rise ≤ ${IMPORT_MEMORY_RISE_GOAL_MB} MB |`,
    '|---|---|---|---|---|---|---|',
  ];
  const rise = (name) => mb(result.memory[name].peakBytes - result.memory[name].beforeBytes);
  const memoryKnown = result.memory.proxy.beforeBytes > 0;
  const met = [speedup >= IMPORT_SPEEDUP_GOAL, !memoryKnown || Math.max(rise('proxy'), rise('strapi')) <= IMPORT_MEMORY_RISE_GOAL_MB];
  const memory = (name) =>
    memoryKnown
      ? `${fmt(mb(result.memory[name].beforeBytes))} → ${fmt(mb(result.memory[name].peakBytes))} MB (+${fmt(rise(name))})`
      : 'n/a (no /proc)';
  lines.push(
    `| ${fmt(result.importRowsPerSecond)} | ${fmt(result.addRowsPerSecond, 1)} | ${fmt(speedup, 1)}× ${mark(met[0])} | ${fmt(result.importSeconds, 2)} s | ${memory('proxy')} | ${memory('strapi')} | ${memoryKnown ? mark(met[1]) : '–'} |`,
  );
  console.log(lines.join('\n'));
  return met.every(Boolean);
}
