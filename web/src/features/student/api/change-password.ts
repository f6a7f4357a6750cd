import { studentRequest } from './student-request';

/** POST /api/student/change-password: other devices are signed out. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  studentRequest<{ message: string }>('/api/student/change-password', { method: 'POST', body: { currentPassword, newPassword } });
