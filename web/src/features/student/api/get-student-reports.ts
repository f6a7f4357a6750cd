import useSWR from 'swr';
import type { StudentReport, StudentReports } from '@exam-prep/contract/reports';
import { studentRequest } from './student-request';

export type { StudentReport, StudentReports };

export const STUDENT_REPORTS_PATH = '/api/student/reports';

export const fetchStudentReports = () => studentRequest<StudentReports>(STUDENT_REPORTS_PATH);

/** GET /api/student/reports: the signed-in student's reports, newest first (401 when signed out). */
export const useStudentReports = () => useSWR(STUDENT_REPORTS_PATH, fetchStudentReports, { shouldRetryOnError: false });
