import { forgetAccountSync } from '@/features/student/lib/sync';
import { studentRequest } from './student-request';

/** DELETE /api/student/account: after the password; erases the account and signs it out. */
export const deleteStudentAccount = (password: string) =>
  studentRequest<{ message: string }>('/api/student/account', { method: 'DELETE', body: { password } }).then((answer) => {
    forgetAccountSync();
    return answer;
  });
