import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type StudentAccountService from '#src/api/student-account/services/student-account.js';
import type { StoredUser } from '#src/api/student-account/services/student-account.js';

type StudentAccounts = ReturnType<typeof StudentAccountService>;
type Context = Parameters<Core.ControllerHandler>[0];

const accounts = (strapi: Core.Strapi) => strapi.service('api::student-account.student-account') as StudentAccounts;

/** A string field of the request body, or a 400 (the proxy checks the student's input; this guards the door). */
function requiredString(ctx: Context, field: string): string {
  const value: unknown = (ctx.request.body ?? {})[field];
  if (typeof value !== 'string' || !value) throw new errors.ValidationError(`${field} is required`);
  return value;
}

const optionalLocale = (value: unknown) => (value === 'en' || value === 'hi' ? value : undefined);

/**
 * The signed-in student of a Student-role call. Strapi has checked the role's permission; the role type is
 * checked again so no other role granted the action by mistake acts as a student.
 */
async function signedInStudent(strapi: Core.Strapi, ctx: Context): Promise<StoredUser> {
  const id = (ctx.state.user as { id?: number } | undefined)?.id;
  const user: StoredUser | null =
    typeof id === 'number' ? await strapi.db.query('plugin::users-permissions.user').findOne({ where: { id }, populate: ['role'] }) : null;
  if (!user) throw new errors.UnauthorizedError('Not signed in');
  if (!accounts(strapi).isStudent(user) || user.blocked) throw new errors.ForbiddenError('Not a student account');
  return user;
}

export default ({ strapi }: { strapi: Core.Strapi }) =>
  ({
    async register(ctx) {
      const body = (ctx.request.body ?? {}) as Record<string, unknown>;
      ctx.body = await accounts(strapi).register({
        username: requiredString(ctx, 'username'),
        email: requiredString(ctx, 'email'),
        password: requiredString(ctx, 'password'),
        locale: optionalLocale(body.locale),
        consent: body.consent === true,
      });
    },

    async login(ctx) {
      ctx.body = await accounts(strapi).login(requiredString(ctx, 'username'), requiredString(ctx, 'password'));
    },

    async refresh(ctx) {
      const jwt = await accounts(strapi).refresh(requiredString(ctx, 'refreshToken'));
      ctx.body = jwt ? { result: 'refreshed', jwt } : { result: 'session-ended' };
    },

    async logout(ctx) {
      await accounts(strapi).endSession(requiredString(ctx, 'refreshToken'));
      ctx.body = { result: 'signed-out' };
    },

    async account(ctx) {
      ctx.body = { account: (await accounts(strapi).accountOf(requiredString(ctx, 'name'))) ?? null };
    },

    async verifyEmail(ctx) {
      ctx.body = { result: await accounts(strapi).verifyEmail(requiredString(ctx, 'token')) };
    },

    async requestVerification(ctx) {
      const issued = await accounts(strapi).requestVerification(requiredString(ctx, 'email'));
      ctx.body = issued ? { result: 'send', ...issued } : { result: 'none' };
    },

    async requestReset(ctx) {
      const issued = await accounts(strapi).requestReset(requiredString(ctx, 'email'));
      ctx.body = issued ? { result: 'send', ...issued } : { result: 'none' };
    },

    async checkReset(ctx) {
      const user = await accounts(strapi).checkReset(requiredString(ctx, 'token'));
      ctx.body = user ? { result: 'valid', user } : { result: 'invalid' };
    },

    async resetPassword(ctx) {
      const done = await accounts(strapi).resetPassword(requiredString(ctx, 'token'), requiredString(ctx, 'password'));
      ctx.body = { result: done ? 'reset' : 'invalid' };
    },

    async me(ctx) {
      ctx.body = { profile: await accounts(strapi).profileOf(await signedInStudent(strapi, ctx)) };
    },

    async updateMe(ctx) {
      const student = await signedInStudent(strapi, ctx);
      const body = (ctx.request.body ?? {}) as Record<string, unknown>;
      const displayName = body.display_name;
      if (displayName !== undefined && displayName !== null && typeof displayName !== 'string') {
        throw new errors.ValidationError('display_name must be text');
      }
      ctx.body = {
        profile: await accounts(strapi).updateProfile(student, {
          display_name: displayName as string | null | undefined,
          locale: optionalLocale(body.locale),
        }),
      };
    },

    async exportData(ctx) {
      ctx.body = await accounts(strapi).exportData(await signedInStudent(strapi, ctx));
    },

    async changePassword(ctx) {
      const student = await signedInStudent(strapi, ctx);
      ctx.body = await accounts(strapi).changePassword(student, requiredString(ctx, 'currentPassword'), requiredString(ctx, 'newPassword'));
    },

    async deleteAccount(ctx) {
      const student = await signedInStudent(strapi, ctx);
      ctx.body = await accounts(strapi).deleteAccount(student, requiredString(ctx, 'password'));
    },

    async endAllSessions(ctx) {
      const student = await signedInStudent(strapi, ctx);
      await accounts(strapi).endAllSessions(student.id);
      ctx.body = { result: 'signed-out' };
    },
  }) satisfies Core.Controller;
