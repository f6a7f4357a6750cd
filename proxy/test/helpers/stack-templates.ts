import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Stack templates: a Strapi that boots on a new, empty database builds its whole schema, its roles and
 * permissions (and, with the demo content, seeds it): 7-18 s of CPU, in every test file, twice per `npm test`.
 * The first stack of each kind a test run boots is kept as a template (its database, uploads and secrets), and
 * later stacks of that kind boot from a copy of it in well under a second of database work. The start-up
 * itself still runs in full on every boot (migrations, roles, tokens, webhooks, catch-ups), as after a restart.
 *
 * A "kind" is everything that could change what a first boot writes: the database, demo content or not, and the
 * test's extra environment. Templates live for one Vitest run (stack-templates-setup.ts makes and removes them).
 */

/** Where this run's templates are kept (set by the global setup; without it every stack boots from scratch). */
export const TEMPLATES_DIR_VARIABLE = 'TEST_STACK_TEMPLATES_DIR';

export interface StackTemplate {
  /** The secrets its database was made with (tokens and encrypted keys in it depend on them). */
  secrets: Record<string, string>;
  /** SQLite: its database file. */
  sqliteFile?: string;
  /** PostgreSQL: the database new ones are created from (`CREATE DATABASE … TEMPLATE`). */
  postgresDatabase?: string;
  /** Its public folder (uploaded pictures of the demo content). */
  publicDir: string;
}

interface TemplateRecord {
  secrets: Record<string, string>;
  postgresDatabase?: string;
}

const RECORD_FILE = 'template.json';

/** The templates folder of this run, or undefined when templates are off. */
function templatesDir(): string | undefined {
  return process.env[TEMPLATES_DIR_VARIABLE] || undefined;
}

/** The template's name for a kind of stack. */
export function templateKey(kind: { database: string; seedDemo: boolean; env: Record<string, string> }): string {
  const env = Object.fromEntries(Object.entries(kind.env).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256')
    .update(JSON.stringify({ ...kind, env }))
    .digest('hex')
    .slice(0, 16);
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
    secrets: record.secrets,
    sqliteFile: record.postgresDatabase ? undefined : path.join(dir, 'data.db'),
    postgresDatabase: record.postgresDatabase,
    publicDir: path.join(dir, 'public'),
  };
}

/** True when this run keeps templates. */
export const templatesEnabled = () => templatesDir() !== undefined;

/**
 * Keeps a stopped stack's database and public folder as the template of its kind. SQLite: its file is copied
 * (with a journal, should one be left). PostgreSQL: the database itself becomes the template and is not dropped.
 */
export function keepTemplate(
  key: string,
  from: { secrets: Record<string, string>; sqliteFile?: string; postgresDatabase?: string; publicDir: string },
): void {
  const root = templatesDir();
  if (!root) return;
  const dir = path.join(root, key);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  if (from.sqliteFile) copySqliteDatabase(from.sqliteFile, path.join(dir, 'data.db'));
  cpSync(from.publicDir, path.join(dir, 'public'), { recursive: true });
  const record: TemplateRecord = { secrets: from.secrets, postgresDatabase: from.postgresDatabase };
  // Written last: a template is found only once whole.
  writeFileSync(path.join(dir, RECORD_FILE), JSON.stringify(record));
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
