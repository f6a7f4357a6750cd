import type { KeyValueStorage } from '@/lib/storage';
import type { TestResult } from './scoring';

/**
 * Each finished topic test's score, kept on this device (newest last), with its time: a signed-in student's account
 * receives it (features/student reads this key when it hears TOPIC_TEST_RESULT_EVENT, and merges the list at sign-in).
 * The running session (./session.ts) is one per subtopic and forgotten by a retake; this list is not.
 */
export const KEPT_RESULTS_KEY = 'topicTestResults';
/** The window event sent when a result joins the list (detail: the KeptResult). */
export const TOPIC_TEST_RESULT_EVENT = 'topicTestResultKept';
/** Enough for weeks of practice; the oldest go first. */
export const KEPT_RESULTS_LIMIT = 100;

export interface KeptResult {
  subTopicName: string;
  score: { correct: number; total: number; answered: number; percentage: number };
  /** ISO time of the submission (or of the deadline, for a test that ran out of time). */
  completedAt: string;
}

function readKept(storage: KeyValueStorage | undefined): unknown[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(KEPT_RESULTS_KEY) ?? '[]');
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/**
 * Keeps a finished test's score once (a reload shows the same result again) and announces it; false when it was
 * kept already. A test without questions has no score to keep.
 */
export function keepResult(storage: KeyValueStorage | undefined, subTopicName: string, result: TestResult, submittedAt: number): boolean {
  if (result.total < 1 || !Number.isFinite(submittedAt)) return false;
  const kept = readKept(storage);
  const completedAt = new Date(submittedAt).toISOString();
  const same = (entry: unknown) =>
    (entry as Partial<KeptResult> | null)?.subTopicName === subTopicName && (entry as Partial<KeptResult>).completedAt === completedAt;
  if (kept.some(same)) return false;
  const entry: KeptResult = {
    subTopicName,
    score: { correct: result.correct, total: result.total, answered: result.answered, percentage: result.percentage },
    completedAt,
  };
  try {
    storage?.setItem(KEPT_RESULTS_KEY, JSON.stringify([...kept, entry].slice(-KEPT_RESULTS_LIMIT)));
  } catch {
    // A full or blocked storage: the account may still receive it through the event.
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent<KeptResult>(TOPIC_TEST_RESULT_EVENT, { detail: entry }));
  return true;
}
