import type { Core } from '@strapi/strapi';
import { maskEmail, type AdminStudentPage, type StudentStatus } from '@exam-prep/contract/admin/students';
import { STUDENT_ROLE_TYPE } from '#src/api/student-account/student-role.js';
import { STUDENT_SAVED_QUESTIONS_TABLE, STUDENT_TEST_RESULTS_TABLE } from '#src/bootstrap/student-progress-tables.js';

const USER_UID = 'plugin::users-permissions.user';
/** users-permissions' origin in Strapi's session manager (the students' sessions, like the administrators'). */
const SESSION_ORIGIN = 'users-permissions';

export interface StudentListQuery {
  search?: string;
  status: StudentStatus;
  page: number;
  limit: number;
}

interface StoredStudent {
  id: number;
  documentId: string;
  username: string;
  email: string;
  confirmed?: boolean | null;
  blocked?: boolean | null;
  createdAt: string | Date;
}

const isStudent = { role: { type: STUDENT_ROLE_TYPE } };

/** The accounts a status means (`confirmed` is users-permissions' "email verified"; NULL counts as not). */
const STATUS_WHERE: Record<StudentStatus, Record<string, unknown>> = {
  all: {},
  verified: { confirmed: true },
  unverified: { $or: [{ confirmed: false }, { confirmed: { $null: true } }] },
  blocked: { blocked: true },
};

/**
 * Student accounts as the admin area sees them: listed newest first with masked emails, blocked and unblocked, and
 * deleted. Administrators' accounts are never listed nor touched: every call selects the Student role's users only.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const users = () => strapi.db.query(USER_UID);

  /** How many rows of a progress table each of these students has (one grouped query; none listed: none asked). */
  async function countsBy(table: string, userIds: number[]): Promise<Map<number, number>> {
    if (userIds.length === 0) return new Map();
    const rows: Array<{ user_id: number | string; n: number | string }> = await strapi.db
      .connection(table)
      .whereIn('user_id', userIds)
      .groupBy('user_id')
      .select('user_id')
      .count({ n: '*' });
    return new Map(rows.map((row) => [Number(row.user_id), Number(row.n)]));
  }

  return {
    async list({ search, status, page, limit }: StudentListQuery): Promise<AdminStudentPage> {
      const text = search?.trim();
      const matching = {
        $and: [
          isStudent,
          STATUS_WHERE[status],
          ...(text ? [{ $or: [{ username: { $containsi: text } }, { email: { $containsi: text } }] }] : []),
        ],
      };
      const [rows, items, total, verified, blocked] = await Promise.all([
        users().findMany({
          where: matching,
          select: ['id', 'documentId', 'username', 'email', 'confirmed', 'blocked', 'createdAt'],
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          offset: (page - 1) * limit,
          limit,
        }) as Promise<StoredStudent[]>,
        users().count({ where: matching }),
        users().count({ where: isStudent }),
        users().count({ where: { $and: [isStudent, STATUS_WHERE.verified] } }),
        users().count({ where: { $and: [isStudent, STATUS_WHERE.blocked] } }),
      ]);
      const ids = rows.map((user) => user.id);
      const [saved, results] = await Promise.all([countsBy(STUDENT_SAVED_QUESTIONS_TABLE, ids), countsBy(STUDENT_TEST_RESULTS_TABLE, ids)]);
      const pages = Math.max(1, Math.ceil(items / limit));
      return {
        students: rows.map((user) => ({
          _id: user.documentId,
          username: user.username,
          email_masked: maskEmail(user.email ?? ''),
          verified: user.confirmed === true,
          blocked: user.blocked === true,
          created_at: new Date(user.createdAt).toISOString(),
          saved_count: saved.get(user.id) ?? 0,
          results_count: results.get(user.id) ?? 0,
        })),
        pagination: { current: page, total: pages, hasNext: page < pages, hasPrev: page > 1, items, limit },
        counts: { total, verified, blocked },
      };
    },

    /** The student's numeric id, or undefined when the documentId is no student's. */
    async findStudent(documentId: string): Promise<number | undefined> {
      const user = await users().findOne({ where: { $and: [{ documentId }, isStudent] }, select: ['id'] });
      return (user as { id: number } | null)?.id;
    },

    /** Blocks (or unblocks) a student. Blocking ends every session at once: their access tokens are refused from now on. */
    async setBlocked(userId: number, blocked: boolean): Promise<void> {
      await users().update({ where: { id: userId }, data: { blocked } });
      if (blocked) await strapi.sessionManager(SESSION_ORIGIN).invalidateRefreshToken(String(userId));
    },

    /** Deletes a student and everything the account keeps, as the student's own "Delete my account" does. */
    async erase(userId: number): Promise<void> {
      // Their reports of mistakes stay for the editors, no longer linked to the account.
      const reports = strapi.service('api::question-report.question-report' as never) as { unlinkStudent: (id: number) => Promise<void> };
      await reports.unlinkStudent(userId);
      const accounts = strapi.service('api::student-account.student-account' as never) as { eraseStudent: (id: number) => Promise<void> };
      await accounts.eraseStudent(userId);
    },
  };
};
