import type { Core } from '@strapi/strapi';
import { MOCK_TEST_ATTEMPTS_TABLE } from './mock-test-attempt-tables';

/**
 * The tables of what a student's account keeps (docs/student-accounts.md): saved questions, visited topics,
 * topic-test results and notes. Like the mock tests' attempts they are not content (no editor sees them, no webhook,
 * no documentId), so they are tables of our own, made with `CREATE … IF NOT EXISTS` in types both SQLite and
 * PostgreSQL accept. `user_id` is the users-permissions user's id; times are ISO-8601 UTC text (the same 24
 * characters on both databases, so they sort as text and come back exactly as stored).
 */
export const STUDENT_SAVED_QUESTIONS_TABLE = 'student_saved_questions';
export const STUDENT_TOPIC_VISITS_TABLE = 'student_topic_visits';
export const STUDENT_TEST_RESULTS_TABLE = 'student_test_results';
export const STUDENT_NOTES_TABLE = 'student_notes';

/** The newest visits kept per student (the dashboard shows 15; "continue where you left off" reads the first). */
export const KEPT_TOPIC_VISITS = 200;

const STATEMENTS = [
  `CREATE TABLE IF NOT EXISTS ${STUDENT_SAVED_QUESTIONS_TABLE} (
    user_id INTEGER NOT NULL,
    question_id VARCHAR(64) NOT NULL,
    saved_at VARCHAR(30) NOT NULL,
    PRIMARY KEY (user_id, question_id)
  )`,
  // A visit of a topic page without a subtopic has subtopic_name '' (a key column cannot be NULL on PostgreSQL).
  `CREATE TABLE IF NOT EXISTS ${STUDENT_TOPIC_VISITS_TABLE} (
    user_id INTEGER NOT NULL,
    topic_name VARCHAR(120) NOT NULL,
    subtopic_name VARCHAR(120) NOT NULL DEFAULT '',
    visited_at VARCHAR(30) NOT NULL,
    PRIMARY KEY (user_id, topic_name, subtopic_name)
  )`,
  `CREATE INDEX IF NOT EXISTS student_topic_visits_recent_idx ON ${STUDENT_TOPIC_VISITS_TABLE} (user_id, visited_at)`,
  // One result per subtopic and moment: the same result sent twice (a retry, a merge) is kept once.
  `CREATE TABLE IF NOT EXISTS ${STUDENT_TEST_RESULTS_TABLE} (
    user_id INTEGER NOT NULL,
    subtopic_name VARCHAR(120) NOT NULL,
    correct INTEGER NOT NULL,
    total INTEGER NOT NULL,
    answered INTEGER NOT NULL,
    percentage INTEGER NOT NULL,
    completed_at VARCHAR(30) NOT NULL,
    PRIMARY KEY (user_id, subtopic_name, completed_at)
  )`,
  `CREATE INDEX IF NOT EXISTS student_test_results_recent_idx ON ${STUDENT_TEST_RESULTS_TABLE} (user_id, completed_at)`,
  // A deleted note stays as a tombstone (deleted_at set, its text emptied) so that the deletion reaches other devices.
  `CREATE TABLE IF NOT EXISTS ${STUDENT_NOTES_TABLE} (
    user_id INTEGER NOT NULL,
    note_id VARCHAR(64) NOT NULL,
    title VARCHAR(200) NOT NULL,
    content TEXT NOT NULL,
    created_at VARCHAR(30) NOT NULL,
    updated_at VARCHAR(30) NOT NULL,
    deleted_at VARCHAR(30) NULL,
    PRIMARY KEY (user_id, note_id)
  )`,
  // A student's papers (the dashboard), their unlinking at deletion, and "is this the student's first attempt of the
  // paper" for ranks (api/student-progress/paper-ranks.ts): mock_test_attempts.student_id
  // (bootstrap/mock-test-attempt-tables.ts adds the column, which runs before this).
  `DROP INDEX IF EXISTS mock_test_attempts_student_idx`,
  `CREATE INDEX IF NOT EXISTS mock_test_attempts_student_paper_idx ON ${MOCK_TEST_ATTEMPTS_TABLE} (student_id, mock_test_id, submitted_at)`,
];

export async function ensureStudentProgressTables(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  for (const statement of STATEMENTS) await knex.raw(statement);
}
