import { randomBytes } from 'crypto';
import type { Core } from '@strapi/strapi';
import { MOCK_TEST_ATTEMPTS_TABLE as ATTEMPTS, MOCK_TEST_QUESTION_STATS_TABLE as STATS } from '../bootstrap/mock-test-attempt-tables';

/**
 * Anonymous attempts of mock tests (issue #15), kept by the CMS for the proxy: the questions an attempt drew (so a
 * blueprint's draw is the one scored), and on submit its score, the paper's percentile and each question's share of
 * right answers. No account, no address, nothing personal: an attempt is a random id and numbers.
 */

export interface AttemptRecord {
  attempt_id: string;
  mock_test_id: string;
  /** Per section, in order. */
  question_ids: string[][];
  submitted: boolean;
}

export interface Submission {
  score: number;
  max_score: number;
  time_spent_seconds: number;
  /** Every question of the attempt once; correct is false when wrong or unanswered. */
  results: Array<{ question_id: string; correct: boolean }>;
}

export interface SubmittedResult {
  /** 100 × (submitted attempts of the paper scoring at most this score) / (submitted attempts), this one included. */
  percentile: number;
  /** 100 × correct / attempts for each question of this attempt, this attempt included. */
  percent_correct: Record<string, number>;
}

export type SubmitOutcome =
  | { outcome: 'submitted'; result: SubmittedResult }
  | { outcome: 'unknown' }
  | { outcome: 'already-submitted' }
  | { outcome: 'mismatch'; message: string };

/** 18 random bytes: 24 url-safe characters. */
export const newAttemptId = () => randomBytes(18).toString('base64url');

export async function createAttempt(strapi: Core.Strapi, mockTestId: string, questionIds: string[][]): Promise<string> {
  const attemptId = newAttemptId();
  await strapi.db
    .connection(ATTEMPTS)
    .insert({ attempt_id: attemptId, mock_test_id: mockTestId, question_ids: JSON.stringify(questionIds) });
  return attemptId;
}

export async function findAttempt(strapi: Core.Strapi, attemptId: string): Promise<AttemptRecord | null> {
  const row = await strapi.db
    .connection(ATTEMPTS)
    .select('attempt_id', 'mock_test_id', 'question_ids', 'submitted_at')
    .where({ attempt_id: attemptId })
    .first();
  if (!row) return null;
  return {
    attempt_id: row.attempt_id,
    mock_test_id: row.mock_test_id,
    question_ids: JSON.parse(row.question_ids),
    submitted: row.submitted_at != null,
  };
}

/**
 * Submits an attempt in one transaction: marks it submitted (once: the guarded UPDATE is what makes a second or
 * concurrent submit a conflict), adds its answers to the paper's per-question tallies, then reads the percentile and
 * the tallies with this attempt counted. Nothing is written when the attempt is unknown, already submitted, or the
 * results do not name exactly its questions.
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

    const marked = await trx(ATTEMPTS).where({ attempt_id: attemptId }).whereNull('submitted_at').update({
      submitted_at: trx.fn.now(),
      score: submission.score,
      max_score: submission.max_score,
      time_spent_seconds: submission.time_spent_seconds,
    });
    if (marked !== 1) return { outcome: 'already-submitted' };

    if (submission.results.length > 0) {
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
      .where({ mock_test_id: mockTestId })
      .whereNotNull('submitted_at')
      .select(trx.raw('COUNT(*) AS submitted'), trx.raw('SUM(CASE WHEN score <= ? THEN 1 ELSE 0 END) AS at_most', [submission.score]))
      .first();
    const tallies: Array<{ question_id: string; attempts: number | string; correct: number | string }> = await trx(STATS)
      .select('question_id', 'attempts', 'correct')
      .where({ mock_test_id: mockTestId })
      .whereIn('question_id', answered);

    // PostgreSQL answers counts and sums as strings.
    const percent_correct: Record<string, number> = {};
    for (const tally of tallies) percent_correct[tally.question_id] = (100 * Number(tally.correct)) / Number(tally.attempts);
    return {
      outcome: 'submitted',
      result: { percentile: (100 * Number(counts.at_most)) / Number(counts.submitted), percent_correct },
    };
  });
}
