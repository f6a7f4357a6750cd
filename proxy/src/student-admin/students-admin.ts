import {
  STUDENT_ADMIN_MESSAGES,
  STUDENT_STATUSES,
  STUDENTS_PAGE_SIZE,
  type AdminStudentPage,
  type StudentAdminAnswer,
  type StudentStatus,
} from '@exam-prep/contract/admin/students';
import type { StrapiClient } from '#src/strapi/client.js';
import { badRequest } from '#src/lib/errors.js';
import { readPaging } from '#src/lib/pagination.js';
import { searchText } from '#src/lib/validation.js';

/**
 * Student accounts in the admin area, through the CMS's student-admin calls with the administrator's
 * own access token: Strapi refuses any other role (403), and the CMS lists and touches only the Student role's users.
 */

export interface StudentListQuery {
  search?: string;
  status: StudentStatus;
  page: number;
  limit: number;
}

/** Reads ?search, ?status, ?page and ?limit: 400 naming the field for anything odd. */
export function readStudentListQuery(query: Record<string, unknown>): StudentListQuery {
  const { status = 'all' } = query;
  if (status !== '' && !(STUDENT_STATUSES as readonly unknown[]).includes(status)) throw badRequest(STUDENT_ADMIN_MESSAGES.badStatus);
  return {
    ...readPaging(query, { limit: STUDENTS_PAGE_SIZE, maxLimit: 100 }),
    search: searchText(query.search),
    status: (status || 'all') as StudentStatus,
  };
}

const studentPath = (id: string) => `/student-admin/students/${encodeURIComponent(id)}`;

export async function listStudents(cms: StrapiClient, query: StudentListQuery): Promise<AdminStudentPage> {
  return cms.get<AdminStudentPage>('/student-admin/students', {
    status: query.status,
    page: String(query.page),
    limit: String(query.limit),
    ...(query.search ? { search: query.search } : {}),
  });
}

/** Blocks a student: they cannot sign in, and every session of theirs has ended when this returns. */
export async function blockStudent(cms: StrapiClient, id: string): Promise<StudentAdminAnswer> {
  await cms.post(`${studentPath(id)}/block`, {});
  return { message: STUDENT_ADMIN_MESSAGES.blocked };
}

export async function unblockStudent(cms: StrapiClient, id: string): Promise<StudentAdminAnswer> {
  await cms.post(`${studentPath(id)}/unblock`, {});
  return { message: STUDENT_ADMIN_MESSAGES.unblocked };
}

/** Deletes a student's account and erases everything it keeps (their full-paper attempts become anonymous counts). */
export async function deleteStudent(cms: StrapiClient, id: string): Promise<StudentAdminAnswer> {
  await cms.delete(studentPath(id));
  return { message: STUDENT_ADMIN_MESSAGES.deleted };
}
