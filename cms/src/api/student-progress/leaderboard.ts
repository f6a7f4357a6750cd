import type { Core } from '@strapi/strapi';
import { MOCK_TEST_ATTEMPTS_TABLE as ATTEMPTS } from '#src/bootstrap/mock-test-attempt-tables.js';
import { STUDENT_PROFILES_TABLE as PROFILES } from '#src/api/student-account/student-role.js';
import { IS_RANKED_SQL, RANKED_ABOVE_SQL, RANKED_STUDENTS_SQL } from '#src/api/student-progress/paper-ranks.js';
import { count } from '#src/api/student-progress/rows.js';

/** The most places a paper's leaderboard shows. */
export const LEADERBOARD_SIZE = 50;

export interface PaperRank {
  rank: number;
  of: number;
}

export interface LeaderboardEntry {
  rank: number;
  /** The student's chosen display name, or null: shown as "Student #<public_number>" (no real names by default). */
  display_name: string | null;
  public_number: number | null;
  score: number;
  max_score: number;
  time_spent_seconds: number | null;
}

/**
 * Links a submitted attempt to the student who sat it (when it is still anonymous) and answers that student's rank
 * on its paper: "Rank R of N" over each student's first submitted on-time attempt (paper-ranks.ts), or null when the
 * student has none (every attempt of theirs late). An attempt of another student is never taken over.
 */
export async function linkAttemptAndRank(
  strapi: Core.Strapi,
  userId: number,
  attemptId: string,
): Promise<{ linked: boolean; rank: PaperRank | null } | null> {
  const db = strapi.db.connection;
  const attempt = await db(ATTEMPTS).where({ attempt_id: attemptId }).whereNotNull('submitted_at').first('mock_test_id', 'student_id');
  if (!attempt) return null;
  if (attempt.student_id == null)
    await db(ATTEMPTS).where({ attempt_id: attemptId }).whereNull('student_id').update({ student_id: userId });
  const linked = (await db(ATTEMPTS).where({ attempt_id: attemptId, student_id: userId }).first('attempt_id')) !== undefined;
  return { linked, rank: linked ? await rankOnPaper(strapi, userId, attempt.mock_test_id) : null };
}

/** A student's rank on a paper (their ranked attempt's), or null without one. */
export async function rankOnPaper(strapi: Core.Strapi, userId: number, mockTestId: string): Promise<PaperRank | null> {
  const db = strapi.db.connection;
  const row = await db(`${ATTEMPTS} as mine`)
    .where({ 'mine.student_id': userId, 'mine.mock_test_id': mockTestId })
    .whereRaw(`${IS_RANKED_SQL} = 1`)
    .first(db.raw(`${RANKED_ABOVE_SQL} AS ranked_above`), db.raw(`${RANKED_STUDENTS_SQL} AS ranked_students`));
  return row ? { rank: count(row.ranked_above) + 1, of: count(row.ranked_students) } : null;
}

/**
 * A paper's top LEADERBOARD_SIZE students by their ranked attempt: highest score first; on equal scores the quicker,
 * then the earlier (equal scores share a rank). With the number of ranked students.
 */
export async function paperLeaderboard(strapi: Core.Strapi, mockTestId: string): Promise<{ entries: LeaderboardEntry[]; total: number }> {
  const db = strapi.db.connection;
  const [rows, totalRow] = await Promise.all([
    db(`${ATTEMPTS} as mine`)
      .leftJoin(`${PROFILES} as profile`, 'profile.user_id', 'mine.student_id')
      .where('mine.mock_test_id', mockTestId)
      .whereRaw(`${IS_RANKED_SQL} = 1`)
      .orderBy([
        { column: 'mine.score', order: 'desc' },
        { column: 'mine.time_spent_seconds', order: 'asc' },
        { column: 'mine.submitted_at', order: 'asc' },
      ])
      .limit(LEADERBOARD_SIZE)
      .select(
        'mine.score',
        'mine.max_score',
        'mine.time_spent_seconds',
        'profile.display_name',
        'profile.public_number',
        db.raw(`${RANKED_ABOVE_SQL} AS ranked_above`),
      ),
    db(`${ATTEMPTS} as n`)
      .where('n.mock_test_id', mockTestId)
      .whereNotNull('n.student_id')
      .whereNotNull('n.submitted_at')
      .where('n.late', 0)
      .countDistinct({ total: 'n.student_id' })
      .first(),
  ]);
  return {
    total: count(totalRow?.total),
    entries: rows.map((row: Record<string, unknown>) => ({
      rank: count(row.ranked_above) + 1,
      display_name: typeof row.display_name === 'string' && row.display_name.trim() ? row.display_name.trim() : null,
      public_number: row.public_number == null ? null : Number(row.public_number),
      score: Number(row.score),
      max_score: Number(row.max_score),
      time_spent_seconds: row.time_spent_seconds == null ? null : Number(row.time_spent_seconds),
    })),
  };
}
