import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { keptPostgresDatabases, stackFilesRoot, TEMPLATES_DIR_VARIABLE } from './stack-templates.js';

/**
 * Vitest global setup: a templates folder for this run's stacks (stack-templates.ts), made before any test file
 * runs (the worker threads read its name from the environment) and removed, with any PostgreSQL database kept
 * as a template, when the run ends.
 */
export default function setup() {
  const root = mkdtempSync(path.join(stackFilesRoot(), 'exam-prep-stack-templates-'));
  process.env[TEMPLATES_DIR_VARIABLE] = root;
  return async function teardown() {
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
  };
}
