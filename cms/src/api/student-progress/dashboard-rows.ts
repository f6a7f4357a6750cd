import type { Core } from '@strapi/strapi';
import { MOCK_TEST_ATTEMPTS_TABLE as ATTEMPTS } from '#src/bootstrap/mock-test-attempt-tables.js';
import {
  STUDENT_SAVED_QUESTIONS_TABLE as SAVED,
  STUDENT_TEST_RESULTS_TABLE as RESULTS,
  STUDENT_TOPIC_VISITS_TABLE as VISITS,
} from '#src/bootstrap/student-progress-tables.js';
import { BASE_LOCALE } from '#src/i18n/locales.js';
import { IS_RANKED_SQL, RANKED_ABOVE_SQL, RANKED_STUDENTS_SQL } from '#src/api/student-progress/paper-ranks.js';
import { count, isoTime, resultOf, visitOf, type PaperAttemptRow } from '#src/api/student-progress/rows.js';

const QUESTION_UID = 'api::question.question';
const SUBTOPIC_UID = 'api::subtopic.subtopic';
const MOCK_TEST_UID = 'api::mock-test.mock-test';

/**
 * Everything the dashboard is made of, in a few queries: the saved questions populated (one query), results and
 * visits newest first, the submitted papers with their percentiles (one query), and the names they need.
 */
export async function dashboardRows(strapi: Core.Strapi, userId: number) {
  const db = strapi.db.connection;
  const [savedRows, results, visits, attempts] = await Promise.all([
    db(SAVED).where({ user_id: userId }).orderBy('saved_at', 'desc').select('question_id', 'saved_at'),
    db(RESULTS).where({ user_id: userId }).orderBy('completed_at', 'desc'),
    db(VISITS).where({ user_id: userId }).orderBy('visited_at', 'desc'),
    // The percentile as the paper's result page gave it: among the counted attempts of the paper, with this one
    // added when it does not count itself.
    db(`${ATTEMPTS} as mine`)
      .where('mine.student_id', userId)
      .whereNotNull('mine.submitted_at')
      .orderBy('mine.submitted_at', 'desc')
      .select(
        'mine.attempt_id',
        'mine.mock_test_id',
        'mine.score',
        'mine.max_score',
        'mine.submitted_at',
        'mine.late',
        'mine.counted',
        db.raw(`(SELECT COUNT(*) FROM ${ATTEMPTS} c WHERE c.mock_test_id = mine.mock_test_id AND c.counted = 1) AS compared`),
        db.raw(
          `(SELECT COUNT(*) FROM ${ATTEMPTS} c WHERE c.mock_test_id = mine.mock_test_id AND c.counted = 1 AND c.score <= mine.score) AS at_most`,
        ),
        // Rank R of N among students' first on-time attempts (paper-ranks.ts).
        db.raw(`${IS_RANKED_SQL} AS ranked`),
        db.raw(`${RANKED_ABOVE_SQL} AS ranked_above`),
        db.raw(`${RANKED_STUDENTS_SQL} AS ranked_students`),
      ),
  ]);
  const questionIds = savedRows.map((row: { question_id: string }) => row.question_id);
  const paperIds = [...new Set(attempts.map((row: { mock_test_id: string }) => row.mock_test_id))];
  const subtopicNames = [...new Set([...results, ...visits].map((row) => String(row.subtopic_name)).filter(Boolean))];
  const [questions, papers, subtopics] = await Promise.all([
    questionIds.length === 0
      ? []
      : strapi.db.query(QUESTION_UID).findMany({
          where: { documentId: { $in: questionIds }, locale: BASE_LOCALE, held_for_tests: { $ne: true } },
          select: ['documentId', 'question', 'question_type', 'answer', 'explanation', 'locale'],
          populate: {
            question_image: { select: ['url'] },
            options: { populate: { image: { select: ['url'] } } },
            subtopic: { select: ['documentId'] },
            exams: { select: ['documentId'] },
          },
        }),
    paperIds.length === 0
      ? []
      : strapi.db.query(MOCK_TEST_UID).findMany({
          where: { documentId: { $in: paperIds }, locale: BASE_LOCALE },
          select: ['documentId', 'slug', 'title'],
        }),
    subtopicNames.length === 0
      ? []
      : strapi.db.query(SUBTOPIC_UID).findMany({
          where: { subtopic_name: { $in: subtopicNames }, locale: BASE_LOCALE },
          select: ['subtopic_name'],
          populate: { topic: { select: ['topic_name'] } },
        }),
  ]);
  const questionById = new Map((questions as Array<{ documentId: string }>).map((row) => [row.documentId, row]));
  const paperById = new Map((papers as Array<{ documentId: string; slug: string; title: string }>).map((row) => [row.documentId, row]));
  const papersOut: PaperAttemptRow[] = attempts.map((row: Record<string, unknown>) => {
    const counted = count(row.counted) === 1;
    const compared = count(row.compared) + (counted ? 0 : 1);
    const atMost = count(row.at_most) + (counted ? 0 : 1);
    const paper = paperById.get(String(row.mock_test_id));
    return {
      attemptId: String(row.attempt_id),
      paperId: String(row.mock_test_id),
      paperSlug: paper?.slug ?? null,
      paperName: paper?.title ?? null,
      score: Number(row.score ?? 0),
      maxScore: Number(row.max_score ?? 0),
      percentile: compared > 0 ? (100 * atMost) / compared : null,
      submittedAt: isoTime(row.submitted_at),
      late: count(row.late) === 1,
      ...(count(row.ranked) === 1
        ? { rank: count(row.ranked_above) + 1, rankOf: count(row.ranked_students) }
        : { rank: null, rankOf: null }),
    };
  });
  return {
    // Saved questions newest first; one deleted or held since is left out.
    savedQuestions: questionIds.flatMap((id: string) => (questionById.has(id) ? [questionById.get(id)] : [])),
    testResults: results.map(resultOf),
    visitedTopics: visits.map(visitOf),
    papers: papersOut,
    topicOfSubtopic: Object.fromEntries(
      (subtopics as Array<{ subtopic_name: string; topic?: { topic_name?: string } | null }>).map((row) => [
        row.subtopic_name,
        row.topic?.topic_name ?? '',
      ]),
    ),
  };
}
