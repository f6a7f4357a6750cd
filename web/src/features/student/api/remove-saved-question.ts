import { studentRequest } from './student-request';

/** POST /api/student/remove-saved-question: idempotent (removing an unsaved id answers 200). */
export const removeQuestionFromAccount = (questionId: string) =>
  studentRequest<{ message: string }>('/api/student/remove-saved-question', { method: 'POST', body: { questionId } });
