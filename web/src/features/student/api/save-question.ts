import { studentRequest } from './student-request';

/** POST /api/student/save-question: idempotent (saving a saved id changes nothing). */
export const saveQuestionToAccount = (questionId: string) =>
  studentRequest<{ message: string }>('/api/student/save-question', { method: 'POST', body: { questionId } });
