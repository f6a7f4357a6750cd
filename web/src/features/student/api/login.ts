import { studentRequest } from './student-request';

/** POST /api/student/login: by username or email; sets the student cookie. */
export const studentLogin = (username: string, password: string) =>
  studentRequest<{ message: string }>('/api/student/login', { method: 'POST', body: { username, password } });
