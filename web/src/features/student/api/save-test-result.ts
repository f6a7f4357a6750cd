import { studentRequest } from './student-request';

export interface TestResultToSave {
  subTopicName: string;
  score: { correct: number; total: number; answered: number; percentage: number };
  /** ISO time the test finished: a result sent late (after an offline spell) keeps its time; the same time twice is stored once. */
  completedAt: string;
}

/** POST /api/student/save-test-result: 201 {message}. */
export const saveTestResultToAccount = (result: TestResultToSave) =>
  studentRequest<{ message: string }>('/api/student/save-test-result', { method: 'POST', body: result });
