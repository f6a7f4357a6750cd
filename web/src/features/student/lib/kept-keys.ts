import type { TestResultToSave } from '@/features/student/api/save-test-result';

/*
 * The storage keys and window events of other features that the account sync follows (features do not import each
 * other, so their names are repeated here). Part of every page: kept to names; what reads the data is ./kept-data.ts.
 */

/** features/notes/lib/notes-storage.ts NOTES_KEY, and the events of features/notes/lib/notes-events.ts. */
export const NOTES_KEY = 'userNotes';
export const NOTE_CHANGE_EVENT = 'noteChange';
export const NOTES_OPENED_EVENT = 'notesOpened';
export const NOTES_STORED_EVENT = 'notesStored';
/** The detail of NOTE_CHANGE_EVENT: the note as stored, or the id of the one deleted. */
export type NoteChange =
  | { note: { id: string; title: string; content: string; createdAt: string; updatedAt: string }; deleted?: false }
  | { noteId: string; deleted: true };

/** features/topic-tests/lib/kept-results.ts: each finished topic test's score, and the event announcing a new one. */
export const KEPT_RESULTS_KEY = 'topicTestResults';
export const TOPIC_TEST_RESULT_EVENT = 'topicTestResultKept';

/** features/mock-tests/lib/history.ts HISTORY_KEY: the full papers this browser submitted ({attemptId, ...}). */
export const PAPER_HISTORY_KEY = 'mockTests:history';

/** One result's identity: the account stores a subtopic's result once per completion time. */
export const resultKey = (result: TestResultToSave) => `${result.subTopicName}|${result.completedAt}`;
