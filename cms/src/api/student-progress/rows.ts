import type { StudentNote, TestScore } from '@exam-prep/contract/student/progress';

/** The rows of what a student's account keeps, as the service answers them (times as ISO-8601 UTC text). */

export interface TopicVisit {
  topicName: string;
  subTopicName?: string;
  visitedAt: string;
}

export interface TestResult {
  subTopicName: string;
  score: TestScore;
  completedAt: string;
}

/** A note to store; times missing are now. */
export type NoteInput = Pick<StudentNote, 'id' | 'title' | 'content'> & { createdAt?: string; updatedAt?: string };

/** A stored note with its text cleaned; deletedAt null for a live note. */
export type StoredNote = StudentNote & { deletedAt: string | null };

/** A submitted full-paper attempt of the student, with what its percentile is read from. */
export interface PaperAttemptRow {
  attemptId: string;
  paperId: string;
  paperSlug: string | null;
  paperName: string | null;
  score: number;
  maxScore: number;
  /** 100 × (compared attempts scoring at most this score) / compared, as the paper's result page computes it. */
  percentile: number | null;
  submittedAt: string;
  late: boolean;
  /** Rank R of N among students' first on-time attempts of the paper; null for any other attempt. */
  rank: number | null;
  rankOf: number | null;
}

/** One database time (a Date, SQLite's 'YYYY-MM-DD HH:MM:SS' in UTC, or ISO text) as ISO-8601 UTC. */
export function isoTime(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  const date = new Date(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)?$/.test(text) ? `${text.replace(' ', 'T')}Z` : text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

/** PostgreSQL answers counts as strings, SQLite as numbers. */
export const count = (value: unknown) => Number(value ?? 0);

export const noteOf = (row: Record<string, unknown>): StoredNote => ({
  id: String(row.note_id),
  title: String(row.title),
  content: String(row.content),
  createdAt: String(row.created_at),
  updatedAt: String(row.updated_at),
  deletedAt: row.deleted_at == null ? null : String(row.deleted_at),
});

export const visitOf = (row: Record<string, unknown>): TopicVisit => ({
  topicName: String(row.topic_name),
  ...(row.subtopic_name ? { subTopicName: String(row.subtopic_name) } : {}),
  visitedAt: String(row.visited_at),
});

export const resultOf = (row: Record<string, unknown>): TestResult => ({
  subTopicName: String(row.subtopic_name),
  score: { correct: count(row.correct), total: count(row.total), answered: count(row.answered), percentage: count(row.percentage) },
  completedAt: String(row.completed_at),
});
