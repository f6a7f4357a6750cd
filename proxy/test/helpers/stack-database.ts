import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { copySqliteDatabase, type StackTemplate } from './stack-templates.js';

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
  const admin = {
    host: process.env.PGHOST ?? '127.0.0.1',
    port: Number(process.env.PGPORT ?? 5432),
    user: process.env.PGUSER ?? 'postgres',
    database: 'postgres',
  };
  const name = `examprep_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client(admin);
  await client.connect();
  await client.query(
    template?.postgresDatabase ? `CREATE DATABASE ${name} TEMPLATE ${template.postgresDatabase}` : `CREATE DATABASE ${name}`,
  );
  // A commit answers before its WAL is flushed to disk: a crash could lose the last commits of a database that
  // is thrown away anyway, and nothing else about transactions changes. (A copy does not inherit the setting.)
  await client.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
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
