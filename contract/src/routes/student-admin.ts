import { z } from 'zod';
import { pathText } from '#src/common.js';
import { adminStudentPage, adminStudentsQuery, studentAdminAnswer } from '#src/admin/students.js';
import { admin, ok, type Operation } from './operation.js';

/** Student accounts in the admin area: the list, block and unblock, delete. The administrator's session only. */

const studentIdParams = z.object({ id: pathText.describe("The student's _id.") });

export const studentAdminOperations: Operation[] = [
  admin(
    'listStudentsForAdmin',
    'get',
    '/api/students/admin',
    'Students',
    'Student accounts, newest first, with masked emails: searchable by username or email, filtered by status',
    ok(adminStudentPage),
    { query: adminStudentsQuery, errorStatuses: [401, 403] },
  ),
  admin(
    'blockStudent',
    'post',
    '/api/students/admin/{id}/block',
    'Students',
    'Blocks a student: they cannot sign in, and every session of theirs ends at once',
    ok(studentAdminAnswer),
    { params: studentIdParams, errorStatuses: [401, 403, 404] },
  ),
  admin(
    'unblockStudent',
    'post',
    '/api/students/admin/{id}/unblock',
    'Students',
    'Lets a blocked student sign in again',
    ok(studentAdminAnswer),
    {
      params: studentIdParams,
      errorStatuses: [401, 403, 404],
    },
  ),
  admin(
    'deleteStudent',
    'delete',
    '/api/students/admin/{id}',
    'Students',
    "Deletes a student's account and erases everything it keeps (their full-paper attempts stay as anonymous counts)",
    ok(studentAdminAnswer),
    { params: studentIdParams, errorStatuses: [401, 403, 404] },
  ),
];
