import useSWR from 'swr';
import type { AdminStudentPage, StudentCounts } from '@exam-prep/contract/admin/students';
import { apiFetch } from '@/lib/api';

/** The counts of student accounts, from the admin list's answer (one student asked for: only its counts are read). */
const STUDENT_COUNTS_PATH = '/api/students/admin?limit=1';

const fetchStudentCounts = async (path: string): Promise<StudentCounts> => (await apiFetch<AdminStudentPage>(path)).counts;

export const useStudentCounts = () =>
  useSWR<StudentCounts>(STUDENT_COUNTS_PATH, fetchStudentCounts, { dedupingInterval: 0, shouldRetryOnError: false });
