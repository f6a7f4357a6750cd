import { studentRequest } from './student-request';

/** POST /api/student/forgot-password: mails a reset link when the address has an account; the same 200 either way. */
export const forgotPassword = (email: string) =>
  studentRequest<{ message: string }>('/api/student/forgot-password', { method: 'POST', body: { email } });
