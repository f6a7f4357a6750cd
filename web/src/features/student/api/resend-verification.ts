import { studentRequest } from './student-request';

/** POST /api/student/resend-verification: the same 200 for any address (nothing is revealed). */
export const resendVerification = (email: string) =>
  studentRequest<{ message: string }>('/api/student/resend-verification', { method: 'POST', body: { email } });
