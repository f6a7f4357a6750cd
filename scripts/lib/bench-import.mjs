// A measure of scripts/bench.mjs: import throughput. A 10,000-row CSV imported in one request through
// POST /api/questions/import (streamed parsing, one batched write), beside the same kind of rows added one at a time
// through POST /api/questions/add (the admin form's call); rows/s of each and the ratio (goal ≥ 20×). Meanwhile the
// resident memory of the proxy and of Strapi is sampled: before the import, and its peak during it (goal: flat).
// Then files past the import's limits (a 3,000,000-row ZIP, a ZIP of one 500 MB cell): each refused
// (400) quickly, the proxy's memory rising at most 200 MB.
//   BENCH_IMPORT_ROWS=10000   rows of the imported CSV     BENCH_IMPORT_ONE_BY_ONE=200   rows added one at a time
//   BENCH_IMPORT_LIMIT_ROWS=3000000   rows of the ZIPs past the row limit
import { copyFileSync, existsSync, openAsBlob, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import zlib from 'node:zlib';
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
  const cookie = await signIn(proxyBase, admin);
  const pids = { proxy: proxyProcess.pid, strapi: strapiProcess.pid };
  const throughput = await measureImport({
    proxyBase,
    cookie,
    pids,
    benchDir,
    rows: Number(process.env.BENCH_IMPORT_ROWS ?? 10000),
    oneByOne: Number(process.env.BENCH_IMPORT_ONE_BY_ONE ?? 200),
  });
  const limits = await measureImportLimits({ proxyBase, cookie, pids, subtopicName: throughput.subtopicName });
  return { ...throughput, limits };
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
    subtopicName: subtopic.subtopic_name,
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

/** The memory budget of an import: any file the upload limit allows raises the proxy's memory by at most this much. */
export const IMPORT_LIMIT_MEMORY_RISE_GOAL_MB = 200;
/** …and a file past a limit is refused within this long of the limit being reached. */
export const IMPORT_LIMIT_SECONDS_GOAL = 5;

/** A ZIP of one deflated entry, its data given in pieces (so that 500 MB never sit in memory at once). */
function zipOfOneEntry(name, pieces) {
  let crc = 0;
  let size = 0;
  const packed = [];
  const stream = zlib.createDeflateRaw({ level: 6 });
  stream.on('data', (chunk) => packed.push(chunk));
  return new Promise((resolve, reject) => {
    stream.on('error', reject);
    stream.on('end', () => {
      const data = Buffer.concat(packed);
      const fileName = Buffer.from(name);
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(20, 4);
      local.writeUInt16LE(8, 8);
      local.writeUInt32LE(crc >>> 0, 14);
      local.writeUInt32LE(data.length, 18);
      local.writeUInt32LE(size, 22);
      local.writeUInt16LE(fileName.length, 26);
      const central = Buffer.alloc(46);
      central.writeUInt32LE(0x02014b50, 0);
      central.writeUInt16LE(20, 4);
      central.writeUInt16LE(20, 6);
      central.writeUInt16LE(8, 10);
      central.writeUInt32LE(crc >>> 0, 16);
      central.writeUInt32LE(data.length, 20);
      central.writeUInt32LE(size, 24);
      central.writeUInt16LE(fileName.length, 28);
      const end = Buffer.alloc(22);
      end.writeUInt32LE(0x06054b50, 0);
      end.writeUInt16LE(1, 8);
      end.writeUInt16LE(1, 10);
      end.writeUInt32LE(central.length + fileName.length, 12);
      end.writeUInt32LE(local.length + fileName.length + data.length, 16);
      resolve(Buffer.concat([local, fileName, data, central, fileName, end]));
    });
    (async () => {
      for (const piece of pieces) {
        crc = zlib.crc32(piece, crc);
        size += piece.length;
        if (!stream.write(piece)) await new Promise((done) => stream.once('drain', done));
      }
      stream.end();
    })().catch(reject);
  });
}

/** `count` CSV lines made by `line(n)`, in pieces of about 1 MB. */
function* csvPieces(header, count, line) {
  let piece = `${header}\r\n`;
  for (let n = 0; n < count; n++) {
    piece += `${line(n)}\r\n`;
    if (piece.length >= 1024 * 1024) {
      yield Buffer.from(piece);
      piece = '';
    }
  }
  if (piece) yield Buffer.from(piece);
}

/** One 500 MB cell in pieces: the header, a row opening its question cell, 500 × 1 MB of text, the row's end. */
function* hugeCellPieces(subtopic, megabytes) {
  yield Buffer.from(`subtopic,question,option_a,option_b,correct\r\n${subtopic},"`);
  const megabyte = Buffer.alloc(1024 * 1024, 'x');
  for (let n = 0; n < megabytes; n++) yield megabyte;
  yield Buffer.from('",1,2,A\r\n');
}

/**
 * Files past the import's limits, through the same stack (scripts/bench.mjs runs it after the throughput): the
 * ZIP bomb of 3,000,000 rows (tiny: compressed far past 100:1), the same rows as noise (no ZIP limit stops them:
 * the 50,000-row limit does), and a ZIP holding one 500 MB cell. Each must be refused (400) quickly, the proxy's
 * resident memory rising at most 200 MB.
 */
export async function measureImportLimits({ proxyBase, cookie, pids, subtopicName }) {
  const rows = Number(process.env.BENCH_IMPORT_LIMIT_ROWS ?? 3_000_000);
  const cases = [
    {
      name: `${rows.toLocaleString('en-US')}-row ZIP (repeated rows)`,
      build: () =>
        zipOfOneEntry(
          'bank.csv',
          csvPieces('subtopic,question,option_a,option_b,correct', rows, () => `${subtopicName},What is 2 + 2?,3,4,B`),
        ),
    },
    {
      name: `${rows.toLocaleString('en-US')}-row ZIP (rows of noise)`,
      build: () =>
        zipOfOneEntry(
          'bank.csv',
          csvPieces(
            'subtopic,question,option_a,option_b,correct',
            rows,
            (n) => `${subtopicName},Q${n} ${randomBytes(12).toString('base64')}?,3,4,B`,
          ),
        ),
    },
    { name: 'ZIP of one 500 MB cell', build: () => zipOfOneEntry('bank.csv', hugeCellPieces(subtopicName, 500)) },
  ];
  const results = [];
  for (const item of cases) {
    console.log(`Measuring the refusal of a ${item.name} ...`);
    const zip = await item.build();
    const stopBefore = sampleMemory(pids);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = stopBefore();
    const form = new FormData();
    form.append('file', new Blob([zip]), 'bank.zip');
    const stopDuring = sampleMemory(pids);
    const t0 = performance.now();
    const response = await fetch(`${proxyBase}/api/questions/import`, { method: 'POST', headers: { cookie }, body: form });
    const answer = await response.json().catch(() => ({}));
    const seconds = (performance.now() - t0) / 1000;
    const peak = stopDuring();
    results.push({
      name: item.name,
      zipBytes: zip.length,
      status: response.status,
      message: String(answer.message ?? '').slice(0, 120),
      seconds,
      proxy: { beforeBytes: before.proxy, peakBytes: peak.proxy },
    });
  }
  return results;
}

/** The limits table; true when every file was refused with a 400, quickly, within the memory goal. */
export function printImportLimitsTable(results) {
  const mb = (bytes) => bytes / 1024 / 1024;
  console.log(`\nImport limits: files past them, refused (400) with the proxy's memory rising ≤ ${IMPORT_LIMIT_MEMORY_RISE_GOAL_MB} MB`);
  const lines = ['| file | ZIP size | answer | time to the answer | proxy RSS before → peak | met |', '|---|---|---|---|---|---|'];
  let allMet = true;
  for (const result of results) {
    const rise = mb(result.proxy.peakBytes - result.proxy.beforeBytes);
    const memoryKnown = result.proxy.beforeBytes > 0;
    const met = result.status === 400 && (!memoryKnown || rise <= IMPORT_LIMIT_MEMORY_RISE_GOAL_MB);
    allMet &&= met;
    const memory = memoryKnown ? `${fmt(mb(result.proxy.beforeBytes))} → ${fmt(mb(result.proxy.peakBytes))} MB (+${fmt(rise)})` : 'n/a';
    lines.push(
      `| ${result.name} | ${fmt(mb(result.zipBytes), 2)} MB | ${result.status} ${result.message} | ${fmt(result.seconds, 2)} s | ${memory} | ${mark(met)} |`,
    );
  }
  console.log(lines.join('\n'));
  return allMet;
}
