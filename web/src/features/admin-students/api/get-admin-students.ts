import useSWR from 'swr';
import { STUDENTS_PAGE_SIZE, type AdminStudentPage, type StudentStatus } from '@exam-prep/contract/admin/students';
import { apiFetch } from '@/lib/api';
import { withQuery } from '@/lib/list-page';

/** GET /api/students/admin?search&status&page&limit — student accounts, newest first, emails masked, with the counts. */
export interface StudentListQuery {
  page: number;
  search: string;
  status: StudentStatus;
}

export const adminStudentsPath = ({ page, search, status }: StudentListQuery) =>
  withQuery('/api/students/admin', {
    page,
    limit: STUDENTS_PAGE_SIZE,
    search: search.trim(),
    status: status === 'all' ? undefined : status,
  });

const fetchAdminStudents = (path: string) => apiFetch<AdminStudentPage>(path);

/** Admin data is always fetched fresh; the previous page stays on screen while the next one loads. */
export const useAdminStudents = (query: StudentListQuery) =>
  useSWR<AdminStudentPage>(adminStudentsPath(query), fetchAdminStudents, {
    dedupingInterval: 0,
    keepPreviousData: true,
    shouldRetryOnError: false,
  });
