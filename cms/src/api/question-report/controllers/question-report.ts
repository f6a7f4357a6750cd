import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  REPORT_MESSAGES,
  REPORT_NOTE_MAX_CHARS,
  REPORT_REASONS,
  REPORT_STATUSES,
  RESOLVED_STATUSES,
  REPORTS_PAGE_SIZE,
  type ReportReason,
  type ReportStatus,
  type ResolvedStatus,
} from '@exam-prep/contract/report-reasons';
import { CONTROL_CHARACTERS } from '@exam-prep/contract/admin/questions';
import { ADMINISTRATOR_ROLE_TYPE } from '#src/api/admin-session/administrator-role.js';
import { STUDENT_ROLE_TYPE } from '#src/api/student-account/student-role.js';
import type QuestionReportService from '#src/api/question-report/services/question-report.js';
import type { Reporter } from '#src/api/question-report/services/question-report.js';

type Reports = ReturnType<typeof QuestionReportService>;
type Context = Parameters<Core.ControllerHandler>[0];

const MAX_LIMIT = 100;
const EXPORT_PAGE_MAX = 2000;
const REPORTER_HASH = /^[0-9a-f]{64}$/;

const service = (strapi: Core.Strapi) => strapi.service('api::question-report.question-report') as Reports;

const userOf = (ctx: Context) => ctx.state.user as { id?: number; role?: { type?: string } | null } | undefined;

/** Strapi lets through only roles granted the admin actions; the role is checked here too, as student-admin does. */
function requireAdministrator(ctx: Context) {
  if (userOf(ctx)?.role?.type !== ADMINISTRATOR_ROLE_TYPE) throw new errors.ForbiddenError('Only administrators can do this.');
}

/** The signed-in student (a call with a student's JWT), or undefined (the proxy's token: an anonymous reporter). */
function studentOf(ctx: Context): number | undefined {
  const user = userOf(ctx);
  if (!user) return undefined;
  if (user.role?.type !== STUDENT_ROLE_TYPE || !user.id) throw new errors.ForbiddenError('Only students can do this');
  return user.id;
}

function reporterOf(ctx: Context, hash: unknown): Reporter {
  if (hash !== undefined && hash !== null && hash !== '' && (typeof hash !== 'string' || !REPORTER_HASH.test(hash)))
    throw new errors.ValidationError('reporter_hash must be 64 hexadecimal digits');
  return { reporterHash: (hash as string | undefined) || undefined, studentId: studentOf(ctx) };
}

function plainNote(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new errors.ValidationError(`${field} must be text`);
  if ([...value].length > REPORT_NOTE_MAX_CHARS)
    throw new errors.ValidationError(`${field} must be at most ${REPORT_NOTE_MAX_CHARS} characters`);
  if (CONTROL_CHARACTERS.test(value)) throw new errors.ValidationError(`${field} must not contain NUL or other control characters`);
  return value;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], field: string, fallback?: T): T {
  if ((value === undefined || value === '') && fallback) return fallback;
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value))
    throw new errors.ValidationError(`${field} is not valid`);
  return value as T;
}

function wholeNumber(value: unknown, field: string, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string' || !/^-?\d+$/.test(value.trim())) throw new errors.ValidationError(`${field} must be a whole number`);
  return Math.min(max, Math.max(1, Number(value)));
}

/** A public question (neither unknown nor held for tests), as the public reads see it; else 404. */
async function publicQuestion(strapi: Core.Strapi, ctx: Context): Promise<number> {
  const question = await service(strapi).findQuestion(String(ctx.params.questionId ?? ''));
  if (!question || question.held) throw new errors.NotFoundError(REPORT_MESSAGES.questionNotFound);
  return question.id;
}

/** Any question, held or not (the admin's calls); else 404. */
async function anyQuestion(strapi: Core.Strapi, ctx: Context): Promise<number> {
  const question = await service(strapi).findQuestion(String(ctx.params.questionId ?? ''));
  if (!question) throw new errors.NotFoundError(REPORT_MESSAGES.questionNotFound);
  return question.id;
}

export default ({ strapi }: { strapi: Core.Strapi }) =>
  ({
    /** The proxy's token (an anonymous reporter) or a student's JWT (the report is linked to the account). */
    async create(ctx) {
      const body = (ctx.request.body ?? {}) as Record<string, unknown>;
      const reason = oneOf<ReportReason>(body.reason, REPORT_REASONS, 'reason');
      const note = plainNote(body.note, 'note');
      const reporter = reporterOf(ctx, body.reporter_hash);
      const questionId = await publicQuestion(strapi, ctx);
      if (await service(strapi).alreadyReported(questionId, reason, reporter)) {
        ctx.status = 409;
        ctx.body = { error: { status: 409, name: 'ConflictError', message: REPORT_MESSAGES.alreadyReported } };
        return;
      }
      const id = await service(strapi).create(questionId, reason, note, reporter);
      ctx.status = 201;
      ctx.body = { _id: id, status: 'open' };
    },

    async mine(ctx) {
      const reporter = reporterOf(ctx, (ctx.query ?? {}).reporter_hash);
      const questionId = await publicQuestion(strapi, ctx);
      ctx.body = { reports: await service(strapi).mine(questionId, reporter) };
    },

    /** A student's JWT only: their own reports. */
    async studentList(ctx) {
      const studentId = studentOf(ctx);
      if (!studentId) throw new errors.ForbiddenError('Only students can do this');
      ctx.body = { reports: await service(strapi).ofStudent(studentId) };
    },

    async adminList(ctx) {
      requireAdministrator(ctx);
      const query = (ctx.query ?? {}) as Record<string, unknown>;
      ctx.body = await service(strapi).adminList({
        status: oneOf<ReportStatus>(query.status, REPORT_STATUSES, 'status', 'open'),
        reason: query.reason === undefined || query.reason === '' ? undefined : oneOf<ReportReason>(query.reason, REPORT_REASONS, 'reason'),
        page: wholeNumber(query.page, 'page', 1, Number.MAX_SAFE_INTEGER),
        limit: wholeNumber(query.limit, 'limit', REPORTS_PAGE_SIZE, MAX_LIMIT),
      });
    },

    async resolve(ctx) {
      requireAdministrator(ctx);
      const body = (ctx.request.body ?? {}) as Record<string, unknown>;
      const status = oneOf<ResolvedStatus>(body.status, RESOLVED_STATUSES, 'status');
      const note = plainNote(body.note, 'note');
      ctx.body = { resolved: await service(strapi).resolve(await anyQuestion(strapi, ctx), status, note) };
    },

    async openCount(ctx) {
      requireAdministrator(ctx);
      ctx.body = { open: await service(strapi).openCount(await anyQuestion(strapi, ctx)) };
    },

    async stats(ctx) {
      requireAdministrator(ctx);
      ctx.body = await service(strapi).stats();
    },

    /** A page of the export's rows; the proxy writes the CSV. */
    async exportRows(ctx) {
      requireAdministrator(ctx);
      const query = (ctx.query ?? {}) as Record<string, unknown>;
      const status = oneOf<ReportStatus>(query.status, REPORT_STATUSES, 'status', 'open');
      const offset =
        query.offset === undefined || query.offset === '0' ? 0 : wholeNumber(query.offset, 'offset', 0, Number.MAX_SAFE_INTEGER);
      const limit = wholeNumber(query.limit, 'limit', EXPORT_PAGE_MAX, EXPORT_PAGE_MAX);
      ctx.body = { rows: await service(strapi).exportRows(status, offset, limit) };
    },
  }) satisfies Core.Controller;
