import { MOCK_TEST_ATTEMPTS_TABLE as ATTEMPTS } from '#src/bootstrap/mock-test-attempt-tables.js';

/**
 * A paper's ranks: among students, each counted once, by their FIRST submitted on-time attempt of the
 * paper ("ranked attempts"); later or late attempts have no rank. Rank R of N: N students have a ranked attempt, and
 * R is one more than those whose ranked attempt scored higher (equal scores share a rank). SQL that both SQLite and
 * PostgreSQL read, as correlated subqueries of an attempt aliased `mine` (the leaderboard can use the same rule).
 */

/** An attempt `x` of a student, submitted in time (late = 0). */
const onTime = (x: string) => `${x}.student_id IS NOT NULL AND ${x}.submitted_at IS NOT NULL AND ${x}.late = 0`;

/** No earlier on-time attempt of the same student and paper than `x` (ties on time broken by attempt id). */
const firstOfItsStudent = (x: string, earlier: string) =>
  `NOT EXISTS (SELECT 1 FROM ${ATTEMPTS} ${earlier} WHERE ${earlier}.student_id = ${x}.student_id ` +
  `AND ${earlier}.mock_test_id = ${x}.mock_test_id AND ${onTime(earlier)} ` +
  `AND (${earlier}.submitted_at < ${x}.submitted_at OR (${earlier}.submitted_at = ${x}.submitted_at AND ${earlier}.attempt_id < ${x}.attempt_id)))`;

/** Whether attempt `mine` is a ranked attempt (1) or not (0). */
export const IS_RANKED_SQL = `CASE WHEN ${onTime('mine')} AND ${firstOfItsStudent('mine', 'e0')} THEN 1 ELSE 0 END`;

/** How many ranked attempts of `mine`'s paper score higher than `mine`. */
export const RANKED_ABOVE_SQL =
  `(SELECT COUNT(*) FROM ${ATTEMPTS} r WHERE r.mock_test_id = mine.mock_test_id AND ${onTime('r')} ` +
  `AND ${firstOfItsStudent('r', 'e1')} AND r.score > mine.score)`;

/** How many students have a ranked attempt of `mine`'s paper. */
export const RANKED_STUDENTS_SQL = `(SELECT COUNT(DISTINCT n.student_id) FROM ${ATTEMPTS} n WHERE n.mock_test_id = mine.mock_test_id AND ${onTime('n')})`;
