import { studentRequest } from './student-request';

/** POST /api/student/logout: ends this session and clears the cookie. */
export const studentLogout = () => studentRequest<{ message: string }>('/api/student/logout', { method: 'POST' });
