import { forgetAccountSync } from '@/features/student/lib/sync';
import { studentRequest } from './student-request';

/** POST /api/student/logout: ends this session and clears the cookie; what waited for the account is forgotten. */
export const studentLogout = () =>
  studentRequest<{ message: string }>('/api/student/logout', { method: 'POST' }).then((answer) => {
    forgetAccountSync();
    return answer;
  });
