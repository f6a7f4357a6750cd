import type { StudentLocale, StudentProfile } from '@exam-prep/contract/student/account';
import { studentRequest } from './student-request';

export interface ProfileChanges {
  /** Null or empty: the default "Student #1234" again. */
  display_name?: string | null;
  locale?: StudentLocale;
}

/** PATCH /api/student/profile: answers the profile as it now is. */
export const updateStudentProfile = (changes: ProfileChanges) =>
  studentRequest<StudentProfile>('/api/student/profile', { method: 'PATCH', body: changes });
