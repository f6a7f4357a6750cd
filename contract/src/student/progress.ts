import { z } from 'zod';

/**
 * What a student's account keeps and syncs: saved questions, visited topics, topic-test results,
 * notes and full-paper attempts. Each call needs the student session (401 without). Bodies are the spec's
 * (students-faqs-programming.md §1.1); the merge, notes and the dashboard's extra fields are ours.
 */

const slugSegment = z.string().min(1).max(120);

/** POST /api/student/save-question and /remove-saved-question: idempotent, 200 {message}. Unknown question: 404. */
export const questionIdBody = z.object({ questionId: z.string().min(1).max(64) });

/** POST /api/student/track-topic-visit: an upsert (visitedAt refreshed, moved to the front). */
export const topicVisitBody = z.object({ topicName: slugSegment, subTopicName: slugSegment.optional() });

/** A topic test's score: 0 <= correct <= answered <= total, total > 0, percentage = round(correct / total * 100). */
export const testScore = z
  .object({
    correct: z.number().int().min(0),
    total: z.number().int().min(1).max(1000),
    answered: z.number().int().min(0),
    percentage: z.number().int().min(0).max(100),
  })
  .superRefine((score, context) => {
    // Each message is shown after the field's path ("score.answered: must be at most total (10)").
    if (score.answered > score.total)
      context.addIssue({ code: 'custom', path: ['answered'], message: `must be at most total (${score.total})` });
    else if (score.correct > score.answered)
      context.addIssue({ code: 'custom', path: ['correct'], message: `must be at most answered (${score.answered})` });
    else if (score.percentage !== Math.round((score.correct / score.total) * 100))
      context.addIssue({
        code: 'custom',
        path: ['percentage'],
        message: `must be round(correct / total * 100) = ${Math.round((score.correct / score.total) * 100)}`,
      });
  });
export type TestScore = z.infer<typeof testScore>;

/** POST /api/student/save-test-result: 201 {message}. `completedAt` is ours (a result made offline keeps its time). */
export const testResultBody = z.object({
  subTopicName: slugSegment,
  score: testScore,
  completedAt: z.iso.datetime().optional(),
});

/** A note as the web app keeps it (web/src/features/notes/lib/notes.ts); content is rich text, sanitised on write. */
export const studentNote = z.object({
  id: z.string().min(1).max(64),
  title: z.string().min(1).max(200),
  content: z.string().max(100_000),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** Set when the note was deleted (kept as a tombstone so that a deletion syncs). */
  deletedAt: z.iso.datetime().nullable().optional(),
});
export type StudentNote = z.infer<typeof studentNote>;

/**
 * POST /api/student/merge: what one browser holds, merged into the account at first sign-in on that device (and
 * after offline spells): a union, de-duplicated, nothing overwritten (a note kept by both: the later updatedAt wins).
 * Answers the account's whole state after the merge (mergeAnswer), for the browser to keep.
 */
export const mergeBody = z.object({
  savedQuestions: z.array(z.string().min(1).max(64)).max(5000).default([]),
  visitedTopics: z
    .array(z.object({ topicName: slugSegment, subTopicName: slugSegment.optional(), visitedAt: z.iso.datetime() }))
    .max(500)
    .default([]),
  testResults: z
    .array(testResultBody.extend({ completedAt: z.iso.datetime() }))
    .max(1000)
    .default([]),
  notes: z.array(studentNote).max(1000).default([]),
  /**
   * Full-paper attempts this browser sat, linked to the account when still anonymous. The attempt's id is its proof:
   * 24 random characters (144 bits) that the server hands only to the browser that drew the paper and never shows
   * anyone else, so holding it proves the attempt (a `token` sent along is ignored).
   */
  attempts: z
    .array(z.object({ attemptId: z.string().min(1).max(64) }))
    .max(500)
    .default([]),
});
export type MergeBody = z.infer<typeof mergeBody>;

/** PUT /api/student/notes/{id}: the note's fields (its id is the path's). Stored unless the stored one is later. */
export const noteBody = studentNote.omit({ id: true, deletedAt: true }).extend({
  createdAt: z.iso.datetime().optional(),
  updatedAt: z.iso.datetime().optional(),
});
export const noteIdParams = z.object({ id: studentNote.shape.id });

/** GET /api/student/notes: every note of the account, deleted ones as tombstones (deletedAt set, text emptied). */
export const notesAnswer = z.object({ notes: z.array(studentNote) });
/** PUT and DELETE /api/student/notes/{id}: the note as stored afterwards (the later version wins). */
export const noteAnswer = z.object({ note: studentNote });

export const mergeAnswer = z.object({
  savedQuestions: z.array(z.string()),
  notes: z.array(studentNote),
  linkedAttempts: z.number().int(),
});

// ── GET /api/student/dashboard ──

const savedQuestionItem = z.object({
  question: z.object({
    _id: z.string(),
    question: z.string(),
    answer: z.string().optional(),
    explanation: z.string().optional(),
    question_image_url: z.string().optional(),
  }),
  options: z.array(z.unknown()).optional(),
});

export const dashboardTestResult = z.object({
  subTopicName: z.string(),
  score: testScore,
  completedAt: z.string(),
});

export const dashboardVisit = z.object({ topicName: z.string(), subTopicName: z.string().optional(), visitedAt: z.string() });

/** Accuracy over every topic-test answer of a subtopic (correct / answered), for the weakest-three list. */
export const subtopicAccuracy = z.object({
  topicName: z.string(),
  subTopicName: z.string(),
  correct: z.number().int(),
  answered: z.number().int(),
  /** round(correct / answered * 100); 0 when nothing was answered. */
  accuracy: z.number().int(),
});

/** A full-paper attempt of the account: score, percentile and, for the first on-time attempt, its rank. */
export const paperAttempt = z.object({
  attemptId: z.string(),
  paperSlug: z.string(),
  paperName: z.string(),
  score: z.number(),
  maxScore: z.number(),
  percentile: z.number().nullable(),
  rank: z.number().int().nullable(),
  rankOf: z.number().int().nullable(),
  submittedAt: z.string(),
  late: z.boolean(),
});

export const dashboardAnswer = z.object({
  // The spec's fields (the client reads these).
  username: z.string(),
  email: z.string(),
  savedQuestions: z.array(savedQuestionItem),
  testResults: z.array(dashboardTestResult),
  visitedTopics: z.array(dashboardVisit),
  stats: z.object({
    totalSavedQuestions: z.number().int(),
    totalTestsCompleted: z.number().int(),
    totalTopicsVisited: z.number().int(),
    averageTestScore: z.number().int(),
  }),
  // Ours.
  accuracyBySubtopic: z.array(subtopicAccuracy),
  /** The three subtopics with the lowest accuracy (at least 5 answers each), weakest first. */
  weakest: z.array(subtopicAccuracy),
  /** Days in a row (India time, ending today or yesterday) with a topic test, a paper or a practice visit. */
  streak: z.object({ current: z.number().int(), longest: z.number().int() }),
  papers: z.array(paperAttempt),
  /** The last practice page visited: where "Continue where you left off" goes. */
  continueAt: dashboardVisit.nullable(),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;
