import { forgetAccountSync } from '@/features/student/lib/sync';
import { studentRequest } from './student-request';

/** POST /api/student/logout-all: ends every session of the student, this one included. */
export const studentLogoutEverywhere = () =>
  studentRequest<{ message: string }>('/api/student/logout-all', { method: 'POST' }).then((answer) => {
    forgetAccountSync();
    return answer;
  });
