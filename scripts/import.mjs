// `npm run import -- --file bank.xlsx [--dry-run] [--skip-invalid] [--subtopic name] [--exams "a;b"] [--url URL]`:
// imports a question bank (CSV, XLSX, Aiken, GIFT, or a ZIP of one of them and its images) through the proxy's
// POST /api/questions/import, as the admin screen /import-questions does, for banks too large for a browser tab.
// Signs in with ADMIN_USERNAME / ADMIN_PASSWORD (the environment or .env), or asks for them on a terminal; streams
// the file up with a progress bar on stderr; prints the report (valid/created/skipped and the bad rows by line).
// Exit codes: 0 done (an import written, or a dry run that would write), 1 refused or failed (bad rows that stop
// the import, a file that cannot be read, sign-in or network failure), 2 bad command line.
import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import readline from 'node:readline';
import { randomBytes } from 'node:crypto';
import { parseCommandLine, usageError } from './lib/cli.mjs';
import { loadEnv } from './lib/env.mjs';

const USAGE = `Usage: npm run import -- --file <bank.csv|.xlsx|.txt|.gift|.zip> [options]
  --file, -f <path>     the question file (required)
  --dry-run             check the file and report; write nothing
  --skip-invalid        write the valid rows and report the rest (default: all or nothing)
  --subtopic <name>     subtopic of rows naming none (Aiken, GIFT without $CATEGORY, empty cells)
  --exams "<a;b>"       exam names, separated by ";", for rows naming none
  --url <url>           the site (default http://localhost:<PORT_PROXY from .env, else 3000>)
Credentials: ADMIN_USERNAME and ADMIN_PASSWORD from the environment or .env, else asked for on a terminal.`;

const { values: options } = parseCommandLine(USAGE, {
  options: {
    file: { type: 'string', short: 'f' },
    'dry-run': { type: 'boolean', default: false },
    'skip-invalid': { type: 'boolean', default: false },
    subtopic: { type: 'string' },
    exams: { type: 'string' },
    url: { type: 'string' },
  },
});
if (!options.file) usageError('--file is required', USAGE);
let fileSize;
try {
  const stat = statSync(options.file);
  if (!stat.isFile()) usageError(`${options.file} is not a file`, USAGE);
  fileSize = stat.size;
} catch {
  usageError(`${options.file}: no such file`, USAGE);
}

const env = loadEnv();
const base = new URL(options.url ?? `http://localhost:${env.PORT_PROXY ?? env.PROXY_PORT ?? '3000'}`);
const dryRun = options['dry-run'];

try {
  const credentials = await readCredentials();
  const cookie = await signIn(credentials);
  const fields = {
    ...(dryRun ? { dry_run: 'true' } : {}),
    ...(options['skip-invalid'] ? { skip_invalid: 'true' } : {}),
    ...(options.subtopic?.trim() ? { subtopic: options.subtopic.trim() } : {}),
    ...(options.exams?.trim() ? { exams: options.exams.trim() } : {}),
  };
  const answer = await upload({ cookie, fields });
  process.exitCode = report(answer);
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}

/** ADMIN_USERNAME / ADMIN_PASSWORD, or asked for on a terminal (the password not echoed). */
async function readCredentials() {
  let username = env.ADMIN_USERNAME?.trim();
  let password = env.ADMIN_PASSWORD;
  if (username && password) return { username, password };
  if (!process.stdin.isTTY || !process.stderr.isTTY) {
    throw new Error('Set ADMIN_USERNAME and ADMIN_PASSWORD (no terminal to ask for them on).');
  }
  username ||= (await ask('Admin username: ')).trim();
  password ||= await ask('Admin password: ', { hidden: true });
  return { username, password };
}

function ask(question, { hidden = false } = {}) {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stderr, terminal: true });
    if (hidden) {
      // Echo nothing of what is typed (the prompt itself is written once, before muting).
      const write = rl._writeToOutput?.bind(rl);
      rl._writeToOutput = (text) => {
        if (text.includes(question) && write) write(question);
      };
    }
    rl.question(question, (answer) => {
      rl.close();
      if (hidden) process.stderr.write('\n');
      resolve(answer);
    });
  });
}

/** Signs in through the proxy's admin login; returns the session's Cookie header. */
async function signIn({ username, password }) {
  let response;
  try {
    response = await fetch(new URL('/api/auth/login', base), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ username, password }),
    });
  } catch (error) {
    throw new Error(
      `Cannot reach ${base.origin}: ${error.cause?.code ?? error.message}. Is the site running (npm start)? Use --url to point elsewhere.`,
    );
  }
  const body = await response.json().catch(() => ({}));
  if (response.status !== 200) throw new Error(`Sign-in failed (${response.status}): ${body.message ?? 'no message'}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('Sign-in answered without a session cookie.');
  return cookie;
}

/** A file name as a quoted multipart parameter: quotes, backslashes and line breaks percent-encoded. */
function quote(value) {
  return value.replace(/[\r\n"\\]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/**
 * POSTs the form as multipart/form-data: the fields, then the file streamed from disk (never held in memory), its
 * bytes counted into the progress bar. Resolves with the answer's status and parsed body.
 */
function upload({ cookie, fields }) {
  const boundary = `----exam-prep-import-${randomBytes(12).toString('hex')}`;
  const fieldParts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const fileName = path.basename(options.file);
  const head = Buffer.from(
    `${fieldParts.join('')}--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${quote(fileName)}"\r\n` +
      'content-type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const progress = progressBar(fileSize);

  return new Promise((resolve, reject) => {
    const request = (base.protocol === 'https:' ? https : http).request(new URL('/api/questions/import', base), {
      method: 'POST',
      headers: {
        cookie,
        accept: 'application/json',
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + fileSize + tail.length),
      },
    });
    let fileSent = false;
    const file = createReadStream(options.file);
    request.on('response', (response) => {
      progress.finish();
      // An early answer (401, 413, a refused form) ends the upload: stop reading the file.
      if (!fileSent) response.once('end', () => (file.destroy(), request.destroy()));
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body;
        try {
          body = text ? JSON.parse(text) : {};
        } catch {
          body = { message: text.slice(0, 300) };
        }
        resolve({ status: response.statusCode, body });
      });
      response.on('error', reject);
    });
    request.on('error', (error) => {
      progress.finish();
      reject(new Error(`The upload failed: ${error.code ?? error.message}`));
    });
    request.write(head);
    file.on('data', (chunk) => progress.add(chunk.length));
    file.on('error', (error) => request.destroy(error));
    file.on('end', () => {
      fileSent = true;
      request.end(tail);
      progress.uploaded(dryRun ? 'Checking the rows…' : 'Writing the questions…');
    });
    file.pipe(request, { end: false });
  });
}

/** A progress bar on stderr: redrawn in place on a terminal, a line per quarter otherwise (logs stay short). */
function progressBar(total) {
  const tty = process.stderr.isTTY;
  const width = 30;
  let sent = 0;
  let lastQuarter = -1;
  let done = false;
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const draw = () => {
    const ratio = total > 0 ? sent / total : 1;
    const filled = Math.round(ratio * width);
    const line = `Uploading [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${Math.floor(ratio * 100)}% ${mb(sent)} / ${mb(total)}`;
    if (tty) process.stderr.write(`\r${line}`);
    else {
      const quarter = Math.floor(ratio * 4);
      if (quarter !== lastQuarter) {
        lastQuarter = quarter;
        process.stderr.write(`${line}\n`);
      }
    }
  };
  draw();
  return {
    add(bytes) {
      sent += bytes;
      draw();
    },
    uploaded(message) {
      if (tty) process.stderr.write('\n');
      process.stderr.write(`${message}\n`);
      done = true;
    },
    finish() {
      if (!done && tty) process.stderr.write('\n');
      done = true;
    },
  };
}

/** Prints the answer; returns the exit code. */
function report({ status, body }) {
  const errors = Array.isArray(body?.errors) ? body.errors : [];
  // The server lists the first errors only (IMPORT_MAX_ERRORS) and counts them all.
  const errorCount = typeof body?.error_count === 'number' ? body.error_count : errors.length;
  const count = (n, word) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;
  if (status === 200 && dryRun) {
    console.log(`Checked ${path.basename(options.file)}: ${count(body.valid, 'valid row')}, ${count(errorCount, 'error')}.`);
    printErrors(errors, errorCount);
    if (errors.length > 0 && !options['skip-invalid']) {
      console.log('An import would be refused: fix these rows, or import with --skip-invalid.');
      return 1;
    }
    console.log(body.valid > 0 ? 'Nothing was written (dry run).' : 'Nothing to import.');
    return body.valid > 0 || errors.length === 0 ? 0 : 1;
  }
  if (status === 200) {
    console.log(`Imported ${count(body.created, 'question')}${body.skipped ? `; skipped ${count(body.skipped, 'invalid row')}` : ''}.`);
    printErrors(errors, errorCount);
    return 0;
  }
  if (status === 400) {
    console.log(body.message ?? 'The file was refused.');
    printErrors(errors, errorCount);
    return 1;
  }
  if (status === 401) console.log('The session was refused (401): sign in again.');
  else if (status === 413) console.log(`The file is too large (413): ${body.message ?? 'the import takes up to 200 MB'}.`);
  else console.log(`The import failed (${status}): ${body.message ?? 'no message'}`);
  return 1;
}

/** The bad rows as a table: line, field, message; `total` counts those the server did not list. */
function printErrors(errors, total) {
  if (errors.length === 0) return;
  if (total > errors.length)
    console.log(`\nShowing the first ${errors.length.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} errors.`);
  const lineWidth = Math.max(4, ...errors.map((error) => String(error.line).length));
  const fieldWidth = Math.max(5, ...errors.map((error) => String(error.field).length));
  console.log('');
  console.log(`${'Line'.padStart(lineWidth)}  ${'Field'.padEnd(fieldWidth)}  Message`);
  console.log(`${'-'.repeat(lineWidth)}  ${'-'.repeat(fieldWidth)}  -------`);
  for (const error of errors) {
    console.log(`${String(error.line).padStart(lineWidth)}  ${String(error.field).padEnd(fieldWidth)}  ${error.message}`);
  }
  console.log('');
}
