import { createHash } from 'node:crypto';
import {
  accessSync,
  constants,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Stack templates: a Strapi that boots on a new, empty database builds its whole schema, its roles and
 * permissions (and, with the demo content, seeds it): 7-18 s of CPU, in every test file, twice per `npm test`.
 * The first stack of each kind a test run boots is kept as a template (its database, uploads and secrets), and
 * later stacks of that kind boot from a copy of it in well under a second of database work. The start-up
 * itself still runs in full on every boot (migrations, roles, tokens, webhooks, catch-ups), as after a restart.
 *
 * A "kind" is everything that could change what a first boot writes: the database, demo content or not, and the
 * part of the test's extra environment that the CMS reads (cmsSettings). The proxy's own settings (Redis, Gemini,
 * rate limits, the web build…) never reach Strapi, so stacks that differ only in them share a template: a kind
 * used by one file alone would pay a first boot and a second one. Content seeded for a file (a StackSeed, such as
 * the fixtures) is part of the kind too: written once on a copy of the kind's template, then copied with the rest,
 * instead of through Strapi's API in every file. Templates live for one Vitest run (stack-templates-setup.ts makes
 * and removes them), or for all the Vitest runs of one `npm test` (which makes the folder, shares it between its
 * contract and CMS passes, and removes it at the end): a kind is then made once per database, by whichever process
 * needs it first (findOrMakeTemplate), instead of once in every pass and shard.
 */

/**
 * Where stacks keep their databases and uploads: a memory file system (/dev/shm) when the machine has one. A
 * SQLite commit waits for its fsync, which on a disk shared with the rest of `npm test` took more than half of
 * a write-heavy file's time; in memory it costs nothing, and SQLite behaves the same in every other way.
 */
export function stackFilesRoot(): string {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return os.tmpdir();
  }
}

/** Where this run's templates are kept (set by the global setup; without it every stack boots from scratch). */
export const TEMPLATES_DIR_VARIABLE = 'TEST_STACK_TEMPLATES_DIR';

export interface StackTemplate {
  /** Its kind's key (templateKey). */
  key: string;
  /** The secrets its database was made with (tokens and encrypted keys in it depend on them). */
  secrets: Record<string, string>;
  /** SQLite: its database file. */
  sqliteFile?: string;
  /** PostgreSQL: the database new ones are created from (`CREATE DATABASE … TEMPLATE`). */
  postgresDatabase?: string;
  /** Its public folder (uploaded pictures of the demo content or of the seed). */
  publicDir: string;
  /** What its seed's writer answered (see StackSeed in stack.ts), when it was seeded. */
  seeded?: unknown;
}

interface TemplateRecord {
  secrets: Record<string, string>;
  postgresDatabase?: string;
  seeded?: unknown;
}

const RECORD_FILE = 'template.json';

/** The templates folder of this run, or undefined when templates are off. */
function templatesDir(): string | undefined {
  return process.env[TEMPLATES_DIR_VARIABLE] || undefined;
}

/** The template's name for a kind of stack. */
export function templateKey(kind: { database: string; seedDemo: boolean; env: Record<string, string>; seed?: string }): string {
  const env = Object.fromEntries(Object.entries(kind.env).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256')
    .update(JSON.stringify({ ...kind, env }))
    .digest('hex')
    .slice(0, 16);
}

let cmsCode: string | undefined;

/**
 * The settings in `env` that the CMS could read: every name its compiled server code and configuration mention
 * (cms/dist/src, cms/dist/config), and Strapi's own (STRAPI_*, DATABASE_*, NODE_*). What else a test sets is the
 * proxy's alone and cannot change the database a first boot leaves.
 */
export function cmsSettings(env: Record<string, string>, cmsDistDir: string): Record<string, string> {
  cmsCode ??= ['src', 'config']
    .flatMap((folder) => javaScriptFiles(path.join(cmsDistDir, folder)))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const code = cmsCode;
  return Object.fromEntries(
    Object.entries(env).filter(([name]) => /^(STRAPI|DATABASE|NODE)_/.test(name) || new RegExp(`\\b${name}\\b`).test(code)),
  );
}

function javaScriptFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join(dir, name));
}

/** The kept template of this kind, if there is one. */
export function findTemplate(key: string): StackTemplate | undefined {
  const root = templatesDir();
  if (!root) return undefined;
  const dir = path.join(root, key);
  const recordFile = path.join(dir, RECORD_FILE);
  if (!existsSync(recordFile)) return undefined;
  const record = JSON.parse(readFileSync(recordFile, 'utf8')) as TemplateRecord;
  return {
    key,
    secrets: record.secrets,
    sqliteFile: record.postgresDatabase ? undefined : path.join(dir, 'data.db'),
    postgresDatabase: record.postgresDatabase,
    publicDir: path.join(dir, 'public'),
    seeded: record.seeded,
  };
}

/**
 * The template of a kind, made by `make` (which keeps it with keepTemplate) when there is none yet. Processes
 * sharing the templates folder make each kind once: the first takes the kind's lock (a folder: made atomically),
 * the others wait for its template, or take the lock over when the process that held it has gone.
 */
export async function findOrMakeTemplate(key: string, make: () => Promise<void>): Promise<StackTemplate> {
  const root = templatesDir();
  if (!root) throw new Error('stack templates are off in this run');
  const lock = path.join(root, `${key}.lock`);
  const owner = path.join(lock, 'pid');
  for (;;) {
    const found = findTemplate(key);
    if (found) return found;
    try {
      mkdirSync(lock);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(existsSync(owner) ? readFileSync(owner, 'utf8') : 0);
      if (holder && !processAlive(holder)) rmSync(lock, { recursive: true, force: true });
      else await sleep(250);
      continue;
    }
    try {
      writeFileSync(owner, String(process.pid));
      if (!findTemplate(key)) await make();
      const made = findTemplate(key);
      if (!made) throw new Error(`the stack template ${key} was not kept`);
      return made;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes a templates folder and the PostgreSQL databases its templates kept. */
export async function removeTemplatesFolder(root: string): Promise<void> {
  const databases = keptPostgresDatabases(root);
  if (databases.length > 0) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({
      host: process.env.PGHOST ?? '127.0.0.1',
      port: Number(process.env.PGPORT ?? 5432),
      user: process.env.PGUSER ?? 'postgres',
      database: 'postgres',
    });
    await client.connect();
    for (const name of databases) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  }
  rmSync(root, { recursive: true, force: true });
}

/** True when this run keeps templates. */
export const templatesEnabled = () => templatesDir() !== undefined;

/**
 * Keeps a stopped stack's database and public folder as the template of its kind. SQLite: its file is copied
 * (with a journal, should one be left). PostgreSQL: the database itself becomes the template and is not dropped.
 */
export function keepTemplate(
  key: string,
  from: { secrets: Record<string, string>; sqliteFile?: string; postgresDatabase?: string; publicDir: string; seeded?: unknown },
): void {
  const root = templatesDir();
  if (!root) return;
  const dir = path.join(root, key);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  if (from.sqliteFile) copySqliteDatabase(from.sqliteFile, path.join(dir, 'data.db'));
  cpSync(from.publicDir, path.join(dir, 'public'), { recursive: true });
  const record: TemplateRecord = { secrets: from.secrets, postgresDatabase: from.postgresDatabase, seeded: from.seeded };
  // Written last, and whole at once (renamed into place): a template is found only once complete, also by another
  // process reading the folder while this one writes.
  const recordFile = path.join(dir, RECORD_FILE);
  writeFileSync(`${recordFile}.${process.pid}.tmp`, JSON.stringify(record));
  renameSync(`${recordFile}.${process.pid}.tmp`, recordFile);
}

/** Copies a closed SQLite database: its file, and its journal or WAL files should any be left. */
export function copySqliteDatabase(from: string, to: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) {
    if (existsSync(from + suffix)) cpSync(from + suffix, to + suffix);
  }
}

/** The PostgreSQL databases kept as templates under a templates folder (for the global teardown to drop). */
export function keptPostgresDatabases(root: string): string[] {
  if (!existsSync(root)) return [];
  const names: string[] = [];
  for (const entry of readdirSync(root)) {
    const recordFile = path.join(root, entry, RECORD_FILE);
    if (!existsSync(recordFile)) continue;
    const record = JSON.parse(readFileSync(recordFile, 'utf8')) as TemplateRecord;
    if (record.postgresDatabase) names.push(record.postgresDatabase);
  }
  return names;
}
