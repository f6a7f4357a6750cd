import { randomBytes } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { copySqliteDatabase, keptPostgresDatabases, stackFilesRoot, type StackTemplate } from './stack-templates.js';

/** Which database this run uses: TEST_DATABASE=postgres for the PostgreSQL pass, SQLite otherwise. */
export const testDatabase = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

/**
 * SQLite: a file in the temp folder. PostgreSQL: a fresh database, dropped afterwards. Either a copy of the
 * template's, when booting from one.
 */
export async function prepareDatabase(
  env: Record<string, string>,
  workDir: string,
  template?: StackTemplate,
): Promise<() => Promise<void>> {
  if (testDatabase === 'sqlite') {
    env.DATABASE_CLIENT = 'sqlite';
    env.DATABASE_FILENAME = path.join(workDir, 'data.db');
    if (template?.sqliteFile) copySqliteDatabase(template.sqliteFile, env.DATABASE_FILENAME);
    return async () => undefined;
  }
  const { default: pg } = await import('pg');
  const admin = postgresAdmin();
  const name = `examprep_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client(admin);
  await client.connect();
  await createDatabase(client, name, template);
  await client.end();
  Object.assign(env, {
    DATABASE_CLIENT: 'postgres',
    DATABASE_HOST: admin.host,
    DATABASE_PORT: String(admin.port),
    DATABASE_USERNAME: admin.user,
    DATABASE_PASSWORD: process.env.PGPASSWORD ?? '',
    DATABASE_NAME: name,
  });
  return async () => {
    const dropper = new pg.Client(admin);
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  };
}

const postgresAdmin = () => ({
  host: process.env.PGHOST ?? '127.0.0.1',
  port: Number(process.env.PGPORT ?? 5432),
  user: process.env.PGUSER ?? 'postgres',
  database: 'postgres',
});

async function createDatabase(client: { query: (sql: string) => Promise<unknown> }, name: string, template?: StackTemplate) {
  await client.query(
    template?.postgresDatabase ? `CREATE DATABASE ${name} TEMPLATE ${template.postgresDatabase}` : `CREATE DATABASE ${name}`,
  );
  // A commit answers before its WAL is flushed to disk: a crash could lose the last commits of a database that
  // is thrown away anyway, and nothing else about transactions changes. (A copy does not inherit the setting.)
  await client.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
}

/**
 * Puts a booted Strapi's database back to a template's, in place: its connections closed, the database replaced
 * by a new copy of the template (the same file or database name, as Strapi's settings fix it), connections
 * opened again (Strapi's per-connection settings are in its pool's hook, so they apply again).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Strapi's instance is untyped here
export async function resetDatabase(strapi: any, settings: Record<string, string>, template: StackTemplate): Promise<void> {
  const knex = strapi.db.connection;
  await knex.destroy();
  if (settings.DATABASE_CLIENT === 'sqlite') {
    const file = settings.DATABASE_FILENAME!;
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(file + suffix, { force: true });
    copySqliteDatabase(template.sqliteFile!, file);
  } else {
    const { default: pg } = await import('pg');
    const client = new pg.Client(postgresAdmin());
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${settings.DATABASE_NAME} WITH (FORCE)`);
    await createDatabase(client, settings.DATABASE_NAME!, template);
    await client.end();
  }
  knex.initialize();
}

/**
 * Removes what the stacks of a Vitest run (its worker threads share its process id) leave when the run ends: the
 * Strapi each worker keeps for its next file (booted-cms.ts) is not stopped, so its files and its PostgreSQL
 * database are removed here. Databases kept as templates in `templatesRoot` stay (their owner drops them).
 */
export async function removeLeftoverStacks(templatesRoot: string): Promise<void> {
  const prefix = `exam-prep-test-${process.pid}-`;
  for (const name of readdirSync(stackFilesRoot())) {
    if (name.startsWith(prefix)) rmSync(path.join(stackFilesRoot(), name), { recursive: true, force: true });
  }
  if (testDatabase !== 'postgres') return;
  const { default: pg } = await import('pg');
  const client = new pg.Client(postgresAdmin());
  await client.connect();
  const kept = new Set(keptPostgresDatabases(templatesRoot));
  const { rows } = await client.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE 'examprep_test_${process.pid}_%'`,
  );
  for (const { datname } of rows) if (!kept.has(datname)) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  await client.end();
}
