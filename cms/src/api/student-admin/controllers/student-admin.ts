import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { STUDENT_ADMIN_MESSAGES, STUDENT_STATUSES, type StudentStatus } from '@exam-prep/contract/admin/students';
import { ADMINISTRATOR_ROLE_TYPE } from '#src/api/admin-session/administrator-role.js';
import type StudentAdminService from '#src/api/student-admin/services/student-admin.js';

type StudentAdmin = ReturnType<typeof StudentAdminService>;
type Context = Parameters<Core.ControllerHandler>[0];

const MAX_LIMIT = 100;
const MAX_SEARCH_LENGTH = 200;

const service = (strapi: Core.Strapi) => strapi.service('api::student-admin.student-admin') as StudentAdmin;

/**
 * Strapi lets only roles granted these actions through (the Administrator role); the role is checked here as well,
 * so a permission granted by mistake to another role (the Student role, say) still lists and touches no student.
 */
function requireAdministrator(ctx: Context) {
  const user = ctx.state.user as { role?: { type?: string } } | undefined;
  if (user?.role?.type !== ADMINISTRATOR_ROLE_TYPE) throw new errors.ForbiddenError('Only administrators can do this.');
}

/** A whole number of the query within [1, max], or the fallback when absent. */
function wholeNumber(value: unknown, field: string, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string' || !/^-?\d+$/.test(value.trim())) throw new errors.ValidationError(`${field} must be a whole number`);
  return Math.min(max, Math.max(1, Number(value)));
}

/** The student a path's `:id` names (a documentId), or a 404: administrators and unknown ids alike. */
async function studentOf(strapi: Core.Strapi, ctx: Context): Promise<number> {
  const documentId = String(ctx.params.id ?? '');
  const userId = documentId ? await service(strapi).findStudent(documentId) : undefined;
  if (userId === undefined) throw new errors.NotFoundError(STUDENT_ADMIN_MESSAGES.notFound);
  return userId;
}

export default ({ strapi }: { strapi: Core.Strapi }) =>
  ({
    async list(ctx) {
      requireAdministrator(ctx);
      const query = (ctx.query ?? {}) as Record<string, unknown>;
      const status = query.status === undefined || query.status === '' ? 'all' : query.status;
      if (typeof status !== 'string' || !(STUDENT_STATUSES as readonly string[]).includes(status)) {
        throw new errors.ValidationError(STUDENT_ADMIN_MESSAGES.badStatus);
      }
      if (query.search !== undefined && typeof query.search !== 'string') throw new errors.ValidationError('search must be text');
      ctx.body = await service(strapi).list({
        search: query.search?.trim().slice(0, MAX_SEARCH_LENGTH),
        status: status as StudentStatus,
        page: wholeNumber(query.page, 'page', 1, Number.MAX_SAFE_INTEGER),
        limit: wholeNumber(query.limit, 'limit', 10, MAX_LIMIT),
      });
    },

    async block(ctx) {
      requireAdministrator(ctx);
      await service(strapi).setBlocked(await studentOf(strapi, ctx), true);
      ctx.body = { result: 'blocked' };
    },

    async unblock(ctx) {
      requireAdministrator(ctx);
      await service(strapi).setBlocked(await studentOf(strapi, ctx), false);
      ctx.body = { result: 'unblocked' };
    },

    async remove(ctx) {
      requireAdministrator(ctx);
      await service(strapi).erase(await studentOf(strapi, ctx));
      ctx.body = { result: 'deleted' };
    },
  }) satisfies Core.Controller;
