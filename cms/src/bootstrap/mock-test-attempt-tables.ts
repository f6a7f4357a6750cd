import type { Core } from '@strapi/strapi';

/**
 * The anonymous attempts of mock tests and the per-question tallies behind "N% got this right".
 * They are not content (no editor sees or edits them, no webhook, no documentId), so they live in two tables of
 * our own rather than content types. Strapi's schema sync leaves tables it does not know alone, and
 * `CREATE … IF NOT EXISTS` with types both databases accept runs alike on SQLite and PostgreSQL at every start.
 */
export const MOCK_TEST_ATTEMPTS_TABLE = 'mock_test_attempts';
export const MOCK_TEST_QUESTION_STATS_TABLE = 'mock_test_question_stats';
/** Which client networks (keyed hashes, nothing else) had an attempt of a paper counted in the last day. */
export const MOCK_TEST_NETWORK_CLAIMS_TABLE = 'mock_test_network_claims';
/** A paper's percentile counts its counted attempts at or below a score: read from this index alone. */
export const MOCK_TEST_PERCENTILE_INDEX = 'mock_test_attempts_counted_idx';
/** How long a network's counted attempt of a paper keeps the next ones from that network out of the statistics. */
export const NETWORK_CLAIM_HOURS = 24;

const STATEMENTS = [
  `CREATE TABLE IF NOT EXISTS ${MOCK_TEST_ATTEMPTS_TABLE} (
    attempt_id VARCHAR(32) PRIMARY KEY,
    mock_test_id VARCHAR(64) NOT NULL,
    question_ids TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    submitted_at TIMESTAMP NULL,
    score DOUBLE PRECISION NULL,
    max_score DOUBLE PRECISION NULL,
    time_spent_seconds INTEGER NULL
  )`,
  // The index of the time when every submitted attempt counted.
  `DROP INDEX IF EXISTS mock_test_attempts_percentile_idx`,
  // Attempts never submitted are pruned by age (pruneUnsubmittedAttempts).
  `CREATE INDEX IF NOT EXISTS mock_test_attempts_unsubmitted_idx ON ${MOCK_TEST_ATTEMPTS_TABLE} (submitted_at, created_at)`,
  `CREATE TABLE IF NOT EXISTS ${MOCK_TEST_QUESTION_STATS_TABLE} (
    mock_test_id VARCHAR(64) NOT NULL,
    question_id VARCHAR(64) NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    correct INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (mock_test_id, question_id)
  )`,
  `CREATE TABLE IF NOT EXISTS ${MOCK_TEST_NETWORK_CLAIMS_TABLE} (
    mock_test_id VARCHAR(64) NOT NULL,
    network_hash VARCHAR(64) NOT NULL,
    claimed_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    PRIMARY KEY (mock_test_id, network_hash)
  )`,
];

/**
 * Columns added after the table first shipped: an install made before them gets them at its next start.
 * allowed_seconds is the paper's time when the attempt was drawn (NULL: drawn before the server kept the clock);
 * counted says the attempt is in the paper's statistics (every submitted one was, before the counting rule).
 */
const LATER_COLUMNS: Array<{ name: string; type: string; after?: string }> = [
  { name: 'allowed_seconds', type: 'INTEGER NULL' },
  { name: 'late', type: 'SMALLINT NOT NULL DEFAULT 0' },
  {
    name: 'counted',
    type: 'SMALLINT NOT NULL DEFAULT 0',
    after: 'UPDATE mock_test_attempts SET counted = 1 WHERE submitted_at IS NOT NULL',
  },
  // The student account an attempt belongs to (users-permissions user id); NULL: anonymous (docs/student-accounts.md).
  { name: 'student_id', type: 'INTEGER NULL' },
];

export async function ensureMockTestAttemptTables(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  for (const statement of STATEMENTS) await knex.raw(statement);
  for (const column of LATER_COLUMNS) {
    if (await knex.schema.hasColumn(MOCK_TEST_ATTEMPTS_TABLE, column.name)) continue;
    await knex.raw(`ALTER TABLE ${MOCK_TEST_ATTEMPTS_TABLE} ADD COLUMN ${column.name} ${column.type}`);
    if (column.after) await knex.raw(column.after);
  }
  await knex.raw(`CREATE INDEX IF NOT EXISTS ${MOCK_TEST_PERCENTILE_INDEX} ON ${MOCK_TEST_ATTEMPTS_TABLE} (mock_test_id, counted, score)`);
}

const isPostgres = (knex: Core.Strapi['db']['connection']) => /^(pg|postgres)/.test(String(knex.client.config.client));

/** A moment this many hours before now, on the database's own clock (which stamps the rows), in its own terms. */
export function hoursAgo(knex: Core.Strapi['db']['connection'], hours: number) {
  return isPostgres(knex) ? knex.raw(`LOCALTIMESTAMP - interval '${hours} hours'`) : knex.raw(`datetime('now', '-${hours} hours')`);
}

/** Whole seconds from a row's created_at to now, on the database's clock, as an SQL expression. */
export function secondsSinceCreated(knex: Core.Strapi['db']['connection']) {
  return isPostgres(knex)
    ? knex.raw('CAST(EXTRACT(EPOCH FROM (LOCALTIMESTAMP - created_at)) AS INTEGER) AS elapsed_seconds')
    : knex.raw("CAST((julianday('now') - julianday(created_at)) * 86400 AS INTEGER) AS elapsed_seconds");
}

/** A paper opened and never submitted is kept this long (a student may come back to a paused attempt), then deleted. */
export const UNSUBMITTED_ATTEMPT_DAYS = 7;
const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Deletes attempts never submitted within UNSUBMITTED_ATTEMPT_DAYS. Every visit to a paper's page draws an attempt
 * (crawlers that run JavaScript too), so without this the table would only grow; submitted attempts are the
 * statistics and stay. Returns how many went.
 */
export async function pruneUnsubmittedAttempts(strapi: Core.Strapi): Promise<number> {
  const knex = strapi.db.connection;
  // Claims older than a day keep nothing out any more.
  await knex(MOCK_TEST_NETWORK_CLAIMS_TABLE).where('claimed_at', '<', hoursAgo(knex, NETWORK_CLAIM_HOURS)).delete();
  return knex(MOCK_TEST_ATTEMPTS_TABLE)
    .whereNull('submitted_at')
    .where('created_at', '<', hoursAgo(knex, UNSUBMITTED_ATTEMPT_DAYS * 24))
    .delete();
}

/** Prunes at start-up and then every few hours while the CMS runs (the timer never keeps the process alive). */
export async function keepPruningUnsubmittedAttempts(strapi: Core.Strapi) {
  const prune = () =>
    pruneUnsubmittedAttempts(strapi).then(
      (count) => count > 0 && strapi.log.info(`Mock tests: deleted ${count} attempts never submitted.`),
      (error: Error) => strapi.log.warn(`Mock tests: pruning old attempts failed: ${error.message}`),
    );
  await prune();
  setInterval(() => void prune(), PRUNE_EVERY_MS).unref();
}
