import { z } from 'zod';

/**
 * What a student's account keeps and syncs (issue #29 §2-§4): saved questions, visited topics, topic-test results,
 * notes and full-paper attempts. Each call needs the student session (401 without). Bodies are the spec's
 * (students-faqs-programming.md §1.1); the merge, notes and the dashboard's extra fields are ours.
 */

const slugSegment = z.string().min(1).max(120);

/** POST /api/student/save-question and /remove-saved-question: idempotent, 200 {message}. Unknown question: 404. */
export const questionIdBody = z.object({ questionId: z.string().min(1).max(64) });

/** POST /api/student/track-topic-visit: an upsert (visitedAt refreshed, moved to the front). */
export const topicVisitBody = z.object({ topicName: slugSegment, subTopicName: slugSegment.optional() });

/** A topic test's score: 0 <= correct <= answered <= total, total > 0, percentage = round(correct / total * 100). */
export const testScore = z.object({
  correct: z.number().int().min(0),
  total: z.number().int().min(1).max(1000),
  answered: z.number().int().min(0),
  percentage: z.number().int().min(0).max(100),
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
  /** Full-paper attempts this browser submitted (their ids and the attempt tokens it holds): linked to the account. */
  attempts: z
    .array(z.object({ attemptId: z.string().min(1).max(64), token: z.string().min(1).max(200) }))
    .max(500)
    .default([]),
});
export type MergeBody = z.infer<typeof mergeBody>;

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
