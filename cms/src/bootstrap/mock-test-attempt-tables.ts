import type { Core } from '@strapi/strapi';

/**
 * The anonymous attempts of mock tests (issue #15) and the per-question tallies behind "N% got this right".
 * They are not content (no editor sees or edits them, no webhook, no documentId), so they live in two tables of
 * our own rather than content types. Strapi's schema sync leaves tables it does not know alone, and
 * `CREATE … IF NOT EXISTS` with types both databases accept runs alike on SQLite and PostgreSQL at every start.
 */
export const MOCK_TEST_ATTEMPTS_TABLE = 'mock_test_attempts';
export const MOCK_TEST_QUESTION_STATS_TABLE = 'mock_test_question_stats';
/** A paper's percentile counts its submitted attempts at or below a score: read from this index alone. */
export const MOCK_TEST_PERCENTILE_INDEX = 'mock_test_attempts_percentile_idx';

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
  `CREATE INDEX IF NOT EXISTS ${MOCK_TEST_PERCENTILE_INDEX} ON ${MOCK_TEST_ATTEMPTS_TABLE} (mock_test_id, submitted_at, score)`,
  // Attempts never submitted are pruned by age (pruneUnsubmittedAttempts).
  `CREATE INDEX IF NOT EXISTS mock_test_attempts_unsubmitted_idx ON ${MOCK_TEST_ATTEMPTS_TABLE} (submitted_at, created_at)`,
  `CREATE TABLE IF NOT EXISTS ${MOCK_TEST_QUESTION_STATS_TABLE} (
    mock_test_id VARCHAR(64) NOT NULL,
    question_id VARCHAR(64) NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    correct INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (mock_test_id, question_id)
  )`,
];

export async function ensureMockTestAttemptTables(strapi: Core.Strapi) {
  for (const statement of STATEMENTS) await strapi.db.connection.raw(statement);
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
  // On the database's own clock, which stamped created_at (CURRENT_TIMESTAMP), in its own terms.
  const cutoff = /^(pg|postgres)/.test(String(knex.client.config.client))
    ? knex.raw(`now() - interval '${UNSUBMITTED_ATTEMPT_DAYS} days'`)
    : knex.raw(`datetime('now', '-${UNSUBMITTED_ATTEMPT_DAYS} days')`);
  return knex(MOCK_TEST_ATTEMPTS_TABLE).whereNull('submitted_at').where('created_at', '<', cutoff).delete();
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
