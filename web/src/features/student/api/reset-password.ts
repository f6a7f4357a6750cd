import { studentRequest } from './student-request';

/** POST /api/student/reset-password: the mailed token (once, within the hour) and the new password. */
export const resetPassword = (token: string, password: string) =>
  studentRequest<{ message: string }>('/api/student/reset-password', { method: 'POST', body: { token, password } });
