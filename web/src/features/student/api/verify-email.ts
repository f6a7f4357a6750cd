import { studentRequest } from './student-request';

/** GET /api/student/verify-email?token=: 200 (verified, or already verified), else an error with its message. */
export const verifyStudentEmail = (token: string) =>
  studentRequest<{ message?: string } | undefined>(`/api/student/verify-email?token=${encodeURIComponent(token)}`);
