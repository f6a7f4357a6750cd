import { z } from 'zod';
import { pagingQuery } from '#src/common.js';

/**
 * Student accounts in the admin area, with the administrator's session:
 *   GET    /api/students/admin?search&status&page&limit   → {students, pagination, counts}, newest first
 *   POST   /api/students/admin/{id}/block                 → {message}; every session of the student ends at once
 *   POST   /api/students/admin/{id}/unblock               → {message}
 *   DELETE /api/students/admin/{id}                       → {message}; the account and everything it keeps, erased
 * Only accounts of the Student role are listed or touched (an administrator's id is a 404). Emails are masked in the
 * list: the screen never needs the whole address, and a glance over an admin's shoulder reveals nothing.
 */

export const STUDENT_STATUSES = ['all', 'verified', 'unverified', 'blocked'] as const;
export const studentStatus = z.enum(STUDENT_STATUSES);
export type StudentStatus = z.infer<typeof studentStatus>;

/** Students per page unless `?limit` says otherwise (at most 100). */
export const STUDENTS_PAGE_SIZE = 10;

export const adminStudentsQuery = pagingQuery.extend({
  search: z.string().optional().describe('Text the username or the email contains (case-insensitive; trimmed, at most 200 characters).'),
  status: studentStatus.optional().describe('all (default), verified, unverified (not yet verified) or blocked.'),
});

export const adminStudent = z
  .strictObject({
    _id: z.string(),
    username: z.string(),
    email_masked: z.string().describe('The first letter of the name and of the domain, the rest starred: a***@g***.com.'),
    verified: z.boolean(),
    blocked: z.boolean(),
    created_at: z.string().describe('ISO-8601: when the account was made.'),
    saved_count: z.int().min(0).optional().describe('Saved questions, when the progress store can count them.'),
    results_count: z.int().min(0).optional().describe('Topic-test results, when the progress store can count them.'),
  })
  .meta({ id: 'AdminStudent' });
export type AdminStudent = z.infer<typeof adminStudent>;

/** The spec's admin pagination: `total` counts pages; `items` and `limit` are ours, so a screen can say "Showing n of m". */
export const studentPagination = z
  .strictObject({
    current: z.int().min(1),
    total: z.int().min(1).describe('The number of pages (at least 1).'),
    hasNext: z.boolean(),
    hasPrev: z.boolean(),
    items: z.int().min(0).describe('How many students match the search and status.'),
    limit: z.int().min(1),
  })
  .meta({ id: 'StudentPagination' });
export type StudentPagination = z.infer<typeof studentPagination>;

/** Every student account, whatever the search and status: the list's counts and the dashboard's. */
export const studentCounts = z
  .strictObject({
    total: z.int().min(0),
    verified: z.int().min(0),
    blocked: z.int().min(0),
  })
  .meta({ id: 'StudentCounts' });
export type StudentCounts = z.infer<typeof studentCounts>;

export const adminStudentPage = z
  .strictObject({ students: z.array(adminStudent), pagination: studentPagination, counts: studentCounts })
  .meta({ id: 'AdminStudentPage' });
export type AdminStudentPage = z.infer<typeof adminStudentPage>;

export const studentAdminAnswer = z.strictObject({ message: z.string() }).meta({ id: 'StudentAdminAnswer' });
export type StudentAdminAnswer = z.infer<typeof studentAdminAnswer>;

export const STUDENT_ADMIN_MESSAGES = {
  blocked: 'Student blocked: every session has ended.',
  unblocked: 'Student unblocked.',
  deleted: 'Student deleted with all their data.',
  notFound: 'Student not found',
  badStatus: `status must be one of ${STUDENT_STATUSES.join(', ')}`,
} as const;

/**
 * An email for a list: the first character of the name and of the domain's first label, the rest starred, the
 * rest of the domain kept (`asha.rao@gmail.com` → `a***@g***.com`, `x@mail.example.in` → `x***@m***.example.in`).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return `${email.slice(0, 1)}***`;
  const name = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.indexOf('.');
  const host = dot === -1 ? domain : domain.slice(0, dot);
  const rest = dot === -1 ? '' : domain.slice(dot);
  return `${name.slice(0, 1)}***@${host.slice(0, 1)}***${rest}`;
}
