import { randomBytes } from 'crypto';
import type { Core } from '@strapi/strapi';
import {
  hoursAgo,
  MOCK_TEST_ATTEMPTS_TABLE as ATTEMPTS,
  MOCK_TEST_NETWORK_CLAIMS_TABLE as CLAIMS,
  MOCK_TEST_QUESTION_STATS_TABLE as STATS,
  NETWORK_CLAIM_HOURS,
  secondsSinceCreated,
} from '#src/bootstrap/mock-test-attempt-tables.js';

/**
 * Anonymous attempts of mock tests, kept by the CMS for the proxy: the questions an attempt drew (so a
 * blueprint's draw is the one scored), and on submit its score, the paper's percentile and each question's share of
 * right answers. No account, no address, nothing personal: an attempt is a random id and numbers, and the statistics'
 * one-per-network rule keeps only a keyed hash of a network (made by the proxy) for a day.
 */

export interface AttemptRecord {
  attempt_id: string;
  mock_test_id: string;
  /** Per section, in order. */
  question_ids: string[][];
  submitted: boolean;
  /** The paper's time when the attempt was drawn, in seconds; null for an attempt drawn before it was kept. */
  allowed_seconds: number | null;
  /** Seconds since the attempt was drawn, on the database's clock. */
  elapsed_seconds: number;
}

export interface Submission {
  score: number;
  max_score: number;
  /** Measured by the proxy on this database's clock (elapsed_seconds), never the student's. */
  time_spent_seconds: number;
  /** Whether the proxy's rules let the attempt count (in time, not implausibly fast). */
  countable: boolean;
  /** Past the paper's time and grace: kept with the attempt. */
  late: boolean;
  /** The client network's keyed hash: one attempt per paper and network counts a day. Absent: no such limit. */
  network?: string;
  /** Every question of the attempt once; correct is false when wrong or unanswered. */
  results: Array<{ question_id: string; correct: boolean }>;
}

export interface SubmittedResult {
  /** 100 × (compared attempts scoring at most this score) / counted_attempts. */
  percentile: number;
  /** The attempts compared with: the paper's counted ones, plus this one when it does not count itself. */
  counted_attempts: number;
  /** Whether this attempt now counts in the paper's statistics. */
  counted: boolean;
  /** 100 × correct / attempts for each question among the counted attempts (0 while none). */
  percent_correct: Record<string, number>;
}

export type SubmitOutcome =
  | { outcome: 'submitted'; result: SubmittedResult }
  | { outcome: 'unknown' }
  | { outcome: 'already-submitted' }
  | { outcome: 'mismatch'; message: string };

/** 18 random bytes: 24 url-safe characters. */
export const newAttemptId = () => randomBytes(18).toString('base64url');

export async function createAttempt(
  strapi: Core.Strapi,
  mockTestId: string,
  questionIds: string[][],
  allowedSeconds: number | null,
): Promise<string> {
  const attemptId = newAttemptId();
  await strapi.db.connection(ATTEMPTS).insert({
    attempt_id: attemptId,
    mock_test_id: mockTestId,
    question_ids: JSON.stringify(questionIds),
    allowed_seconds: allowedSeconds,
  });
  return attemptId;
}

export async function findAttempt(strapi: Core.Strapi, attemptId: string): Promise<AttemptRecord | null> {
  const knex = strapi.db.connection;
  const row = await knex(ATTEMPTS)
    .select('attempt_id', 'mock_test_id', 'question_ids', 'submitted_at', 'allowed_seconds', secondsSinceCreated(knex))
    .where({ attempt_id: attemptId })
    .first();
  if (!row) return null;
  return {
    attempt_id: row.attempt_id,
    mock_test_id: row.mock_test_id,
    question_ids: JSON.parse(row.question_ids),
    submitted: row.submitted_at != null,
    allowed_seconds: row.allowed_seconds == null ? null : Number(row.allowed_seconds),
    // A clock set back between two reads never makes a negative time.
    elapsed_seconds: Math.max(0, Number(row.elapsed_seconds) || 0),
  };
}

/**
 * Claims the paper for this network for a day: true when no attempt from it counted in the last NETWORK_CLAIM_HOURS.
 * One upsert whose row comes back only when it was inserted or its old claim had expired; on PostgreSQL a
 * concurrent claim of the same key waits for this transaction, then finds the claim taken.
 */
async function claimNetwork(trx: Core.Strapi['db']['connection'], mockTestId: string, network: string): Promise<boolean> {
  const expired = hoursAgo(trx, NETWORK_CLAIM_HOURS);
  const answer = await trx.raw(
    `INSERT INTO ${CLAIMS} (mock_test_id, network_hash, claimed_at) VALUES (?, ?, CURRENT_TIMESTAMP) ` +
      `ON CONFLICT (mock_test_id, network_hash) DO UPDATE SET claimed_at = excluded.claimed_at ` +
      `WHERE ${CLAIMS}.claimed_at < ${expired.toQuery()} RETURNING network_hash`,
    [mockTestId, network],
  );
  // PostgreSQL answers {rows}, SQLite the rows.
  const rows = Array.isArray(answer) ? answer : answer.rows;
  return rows.length === 1;
}

/**
 * Submits an attempt in one transaction: marks it submitted (once: the guarded UPDATE is what makes a second or
 * concurrent submit a conflict), decides whether it counts (the proxy's rules, then one per network a day), adds a
 * counted one's answers to the paper's per-question tallies, then reads the percentile among the counted attempts and
 * the tallies. Nothing is written when the attempt is unknown, already submitted, or the results do not name
 * exactly its questions.
 */
export async function submitAttempt(strapi: Core.Strapi, attemptId: string, submission: Submission): Promise<SubmitOutcome> {
  return strapi.db.transaction(async ({ trx }): Promise<SubmitOutcome> => {
    const attempt = await trx(ATTEMPTS).select('mock_test_id', 'question_ids', 'submitted_at').where({ attempt_id: attemptId }).first();
    if (!attempt) return { outcome: 'unknown' };
    if (attempt.submitted_at != null) return { outcome: 'already-submitted' };

    const mockTestId: string = attempt.mock_test_id;
    const drawn = new Set((JSON.parse(attempt.question_ids) as string[][]).flat());
    const answered = submission.results.map((result) => result.question_id);
    const answeredSet = new Set(answered);
    const missing = [...drawn].filter((id) => !answeredSet.has(id));
    const foreign = answered.filter((id) => !drawn.has(id));
    if (missing.length > 0 || foreign.length > 0) {
      const parts = [
        missing.length > 0 ? `lacks ${missing.length} question(s) of the attempt (${missing.slice(0, 3).join(', ')})` : '',
        foreign.length > 0 ? `names ${foreign.length} question(s) not in the attempt (${foreign.slice(0, 3).join(', ')})` : '',
      ];
      return { outcome: 'mismatch', message: `results ${parts.filter(Boolean).join(' and ')}` };
    }

    const marked = await trx(ATTEMPTS)
      .where({ attempt_id: attemptId })
      .whereNull('submitted_at')
      .update({
        submitted_at: trx.fn.now(),
        score: submission.score,
        max_score: submission.max_score,
        time_spent_seconds: submission.time_spent_seconds,
        late: submission.late ? 1 : 0,
      });
    if (marked !== 1) return { outcome: 'already-submitted' };
    const counted = submission.countable && (submission.network === undefined || (await claimNetwork(trx, mockTestId, submission.network)));
    if (counted) await trx(ATTEMPTS).where({ attempt_id: attemptId }).update({ counted: 1 });

    if (counted && submission.results.length > 0) {
      const values = submission.results.map(() => '(?, ?, 1, ?)').join(', ');
      const bindings = submission.results.flatMap((result) => [mockTestId, result.question_id, result.correct ? 1 : 0]);
      // One statement for the whole paper; both databases know this upsert.
      await trx.raw(
        `INSERT INTO ${STATS} (mock_test_id, question_id, attempts, correct) VALUES ${values} ` +
          `ON CONFLICT (mock_test_id, question_id) DO UPDATE SET attempts = ${STATS}.attempts + 1, correct = ${STATS}.correct + excluded.correct`,
        bindings,
      );
    }

    const counts = await trx(ATTEMPTS)
      .where({ mock_test_id: mockTestId, counted: 1 })
      .select(trx.raw('COUNT(*) AS submitted'), trx.raw('SUM(CASE WHEN score <= ? THEN 1 ELSE 0 END) AS at_most', [submission.score]))
      .first();
    // An attempt that does not count is still compared with those that do, as one more.
    const compared = Number(counts.submitted) + (counted ? 0 : 1);
    const atMost = Number(counts.at_most ?? 0) + (counted ? 0 : 1);
    const tallies: Array<{ question_id: string; attempts: number | string; correct: number | string }> = await trx(STATS)
      .select('question_id', 'attempts', 'correct')
      .where({ mock_test_id: mockTestId })
      .whereIn('question_id', answered);

    // PostgreSQL answers counts and sums as strings.
    const percent_correct: Record<string, number> = {};
    for (const tally of tallies) percent_correct[tally.question_id] = (100 * Number(tally.correct)) / Number(tally.attempts);
    for (const id of answered) percent_correct[id] ??= 0;
    return {
      outcome: 'submitted',
      result: { percentile: (100 * atMost) / compared, counted_attempts: compared, counted, percent_correct },
    };
  });
}
