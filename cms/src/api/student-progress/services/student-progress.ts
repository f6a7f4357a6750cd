import type { Core } from '@strapi/strapi';
import { sanitizeRichText } from '@exam-prep/contract/rich-text';
import type { MergeBody } from '@exam-prep/contract/student/progress';
import {
  KEPT_TOPIC_VISITS,
  STUDENT_NOTES_TABLE as NOTES,
  STUDENT_SAVED_QUESTIONS_TABLE as SAVED,
  STUDENT_TEST_RESULTS_TABLE as RESULTS,
  STUDENT_TOPIC_VISITS_TABLE as VISITS,
} from '#src/bootstrap/student-progress-tables.js';
import { MOCK_TEST_ATTEMPTS_TABLE as ATTEMPTS } from '#src/bootstrap/mock-test-attempt-tables.js';
import { BASE_LOCALE } from '#src/i18n/locales.js';
import { dashboardRows } from '#src/api/student-progress/dashboard-rows.js';
import {
  count,
  isoTime,
  noteOf,
  resultOf,
  visitOf,
  type NoteInput,
  type StoredNote,
  type TestResult,
  type TopicVisit,
} from '#src/api/student-progress/rows.js';

/**
 * What a student's account keeps (docs/student-accounts.md), read and written for one user id. Every table is ours
 * (bootstrap/student-progress-tables.ts); questions, subtopics and papers are read through Strapi's query engine.
 * Times are stored as ISO-8601 UTC text.
 */

const QUESTION_UID = 'api::question.question';

type Knex = Core.Strapi['db']['connection'];

const iso = (value: string | undefined, fallback: string) => (value ? new Date(value).toISOString() : fallback);

/** Later of two ISO times, in SQL that both databases read (the row's own value is `table.column`). */
const laterOf = (table: string, column: string) =>
  `CASE WHEN excluded.${column} > ${table}.${column} THEN excluded.${column} ELSE ${table}.${column} END`;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = (): Knex => strapi.db.connection;

  /** Which of these question ids are questions a student may see (English version, not held for tests). */
  async function visibleQuestionIds(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = (await strapi.db.query(QUESTION_UID).findMany({
      where: { documentId: { $in: ids }, locale: BASE_LOCALE, held_for_tests: { $ne: true } },
      select: ['documentId'],
    })) as Array<{ documentId: string }>;
    return new Set(rows.map((row) => row.documentId));
  }

  async function insertVisits(userId: number, visits: TopicVisit[], db: Knex = knex()) {
    if (visits.length === 0) return;
    const values = visits.map(() => '(?, ?, ?, ?)').join(', ');
    await db.raw(
      `INSERT INTO ${VISITS} (user_id, topic_name, subtopic_name, visited_at) VALUES ${values} ` +
        `ON CONFLICT (user_id, topic_name, subtopic_name) DO UPDATE SET visited_at = ${laterOf(VISITS, 'visited_at')}`,
      visits.flatMap((visit) => [userId, visit.topicName, visit.subTopicName ?? '', visit.visitedAt]),
    );
    // Only the newest KEPT_TOPIC_VISITS stay.
    const oldestKept = await db(VISITS)
      .where({ user_id: userId })
      .orderBy('visited_at', 'desc')
      .offset(KEPT_TOPIC_VISITS - 1)
      .first('visited_at');
    if (oldestKept) await db(VISITS).where({ user_id: userId }).where('visited_at', '<', oldestKept.visited_at).delete();
  }

  async function insertResults(userId: number, results: TestResult[], db: Knex = knex()) {
    if (results.length === 0) return;
    const values = results.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ');
    await db.raw(
      `INSERT INTO ${RESULTS} (user_id, subtopic_name, correct, total, answered, percentage, completed_at) VALUES ${values} ` +
        `ON CONFLICT (user_id, subtopic_name, completed_at) DO NOTHING`,
      results.flatMap(({ subTopicName, score, completedAt }) => [
        userId,
        subTopicName,
        score.correct,
        score.total,
        score.answered,
        score.percentage,
        completedAt,
      ]),
    );
  }

  async function insertSaved(userId: number, questionIds: string[], savedAt: string, db: Knex = knex()) {
    if (questionIds.length === 0) return;
    const values = questionIds.map(() => '(?, ?, ?)').join(', ');
    await db.raw(
      `INSERT INTO ${SAVED} (user_id, question_id, saved_at) VALUES ${values} ON CONFLICT (user_id, question_id) DO NOTHING`,
      questionIds.flatMap((id) => [userId, id, savedAt]),
    );
  }

  const listNotes = async (userId: number, db: Knex = knex()): Promise<StoredNote[]> =>
    (await db(NOTES).where({ user_id: userId }).orderBy('updated_at', 'desc')).map(noteOf);

  /**
   * Stores a note unless the stored one was changed later (the later updatedAt wins, a deletion included): its
   * content cleaned with the site's rich-text allow-list. Answers the note as stored afterwards.
   */
  async function putNote(userId: number, note: NoteInput, db: Knex = knex()): Promise<StoredNote> {
    const now = new Date().toISOString();
    const updatedAt = iso(note.updatedAt, now);
    const row = {
      user_id: userId,
      note_id: note.id,
      title: note.title,
      content: sanitizeRichText(note.content),
      created_at: iso(note.createdAt, now),
      updated_at: updatedAt,
      deleted_at: null,
    };
    // Created, or replaced when this version is later; the stored created_at stays.
    await db.raw(
      `INSERT INTO ${NOTES} (user_id, note_id, title, content, created_at, updated_at, deleted_at) VALUES (?, ?, ?, ?, ?, ?, NULL) ` +
        `ON CONFLICT (user_id, note_id) DO UPDATE SET title = excluded.title, content = excluded.content, ` +
        `updated_at = excluded.updated_at, deleted_at = NULL WHERE ${NOTES}.updated_at < excluded.updated_at`,
      [row.user_id, row.note_id, row.title, row.content, row.created_at, row.updated_at],
    );
    return noteOf(await db(NOTES).where({ user_id: userId, note_id: note.id }).first());
  }

  return {
    /** Saves a question (once; saving it again changes nothing). False when no visible question has this id. */
    async saveQuestion(userId: number, questionId: string): Promise<boolean> {
      if (!(await visibleQuestionIds([questionId])).has(questionId)) return false;
      await insertSaved(userId, [questionId], new Date().toISOString());
      return true;
    },

    async removeSavedQuestion(userId: number, questionId: string): Promise<void> {
      await knex()(SAVED).where({ user_id: userId, question_id: questionId }).delete();
    },

    /** An upsert: the visit's time refreshed (never moved back), the oldest beyond KEPT_TOPIC_VISITS dropped. */
    async trackVisit(userId: number, visit: TopicVisit): Promise<void> {
      await insertVisits(userId, [visit]);
    },

    async saveTestResult(userId: number, result: TestResult): Promise<void> {
      await insertResults(userId, [result]);
    },

    listNotes,
    putNote,

    /** Deletes a note, keeping a tombstone (its text emptied) for other devices; null when there is no such note. */
    async deleteNote(userId: number, noteId: string): Promise<StoredNote | null> {
      const now = new Date().toISOString();
      const stored = await knex()(NOTES).where({ user_id: userId, note_id: noteId }).first();
      if (!stored) return null;
      if (stored.deleted_at == null)
        await knex()(NOTES)
          .where({ user_id: userId, note_id: noteId })
          .update({ title: '(deleted)', content: '', deleted_at: now, updated_at: now > stored.updated_at ? now : stored.updated_at });
      return noteOf(await knex()(NOTES).where({ user_id: userId, note_id: noteId }).first());
    },

    /**
     * What one browser holds, merged into the account: a union, de-duplicated, nothing overwritten (a note kept by
     * both: the later updatedAt wins). Saved questions that are no longer visible are dropped. An attempt is linked
     * when it is still anonymous: its id (24 random characters handed only to the browser that drew the paper) is
     * the proof that this browser sat it. Answers the account's saved questions and notes after the merge.
     */
    async merge(userId: number, body: MergeBody): Promise<{ savedQuestions: string[]; notes: StoredNote[]; linkedAttempts: number }> {
      const visible = await visibleQuestionIds([...new Set(body.savedQuestions)]);
      const now = new Date().toISOString();
      const attemptIds = [...new Set(body.attempts.map((attempt) => attempt.attemptId))];
      return strapi.db.transaction(async ({ trx }) => {
        await insertSaved(userId, [...visible], now, trx);
        await insertVisits(
          userId,
          body.visitedTopics.map((visit) => ({ ...visit, visitedAt: iso(visit.visitedAt, now) })),
          trx,
        );
        await insertResults(
          userId,
          body.testResults.map((result) => ({ ...result, completedAt: iso(result.completedAt, now) })),
          trx,
        );
        for (const note of body.notes) {
          if (note.deletedAt) {
            // A deletion made on the device: a tombstone, unless the account's note was changed later.
            const stored = await trx(NOTES).where({ user_id: userId, note_id: note.id }).first();
            const deletedAt = iso(note.deletedAt, now);
            if (!stored)
              await trx(NOTES).insert({
                user_id: userId,
                note_id: note.id,
                title: '(deleted)',
                content: '',
                created_at: iso(note.createdAt, now),
                updated_at: iso(note.updatedAt, deletedAt),
                deleted_at: deletedAt,
              });
            else if (stored.updated_at < iso(note.updatedAt, deletedAt))
              await trx(NOTES)
                .where({ user_id: userId, note_id: note.id })
                .update({ title: '(deleted)', content: '', updated_at: iso(note.updatedAt, deletedAt), deleted_at: deletedAt });
          } else await putNote(userId, note, trx);
        }
        let linkedAttempts = 0;
        if (attemptIds.length > 0) {
          await trx(ATTEMPTS).whereIn('attempt_id', attemptIds).whereNull('student_id').update({ student_id: userId });
          const linked = await trx(ATTEMPTS).whereIn('attempt_id', attemptIds).where({ student_id: userId }).count({ n: '*' }).first();
          linkedAttempts = count(linked?.n);
        }
        const saved = await trx(SAVED).where({ user_id: userId }).orderBy('saved_at', 'desc').select('question_id');
        return {
          savedQuestions: saved.map((row: { question_id: string }) => row.question_id),
          notes: await listNotes(userId, trx),
          linkedAttempts,
        };
      });
    },

    /** Everything the dashboard is made of (dashboard-rows.ts). */
    dashboard: (userId: number) => dashboardRows(strapi, userId),

    /** Erases every row the account keeps, and unlinks its attempts (they stay as anonymous counts). */
    async eraseFor(userId: number): Promise<void> {
      await strapi.db.transaction(async ({ trx }) => {
        for (const table of [SAVED, VISITS, RESULTS, NOTES]) await trx(table).where({ user_id: userId }).delete();
        await trx(ATTEMPTS).where({ student_id: userId }).update({ student_id: null });
      });
    },

    /** Every row the account keeps, as plain JSON (the privacy export). */
    async exportFor(userId: number) {
      const db = knex();
      const [saved, visits, results, notes, attempts] = await Promise.all([
        db(SAVED).where({ user_id: userId }).orderBy('saved_at', 'desc'),
        db(VISITS).where({ user_id: userId }).orderBy('visited_at', 'desc'),
        db(RESULTS).where({ user_id: userId }).orderBy('completed_at', 'desc'),
        listNotes(userId, db),
        db(ATTEMPTS)
          .where({ student_id: userId })
          .orderBy('created_at', 'desc')
          .select('attempt_id', 'mock_test_id', 'created_at', 'submitted_at', 'score', 'max_score', 'late'),
      ]);
      return {
        savedQuestions: saved.map((row: Record<string, unknown>) => ({
          questionId: String(row.question_id),
          savedAt: String(row.saved_at),
        })),
        visitedTopics: visits.map(visitOf),
        testResults: results.map(resultOf),
        notes,
        mockTestAttempts: attempts.map((row: Record<string, unknown>) => ({
          attemptId: String(row.attempt_id),
          paperId: String(row.mock_test_id),
          startedAt: isoTime(row.created_at),
          submittedAt: row.submitted_at == null ? null : isoTime(row.submitted_at),
          score: row.score == null ? null : Number(row.score),
          maxScore: row.max_score == null ? null : Number(row.max_score),
          late: count(row.late) === 1,
        })),
      };
    },
  };
};
