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
