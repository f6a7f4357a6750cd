import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import {
  REPORT_MESSAGES,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORTER_TOKEN_HEADER,
  REPORTS_PAGE_SIZE,
  type ReportStatus,
} from '@exam-prep/contract/report-reasons';
import { reportBody, resolveBody } from '@exam-prep/contract/reports';
import type { StrapiClient } from '#src/strapi/client.js';
import { adminRoute } from '#src/http/admin-route.js';
import { ok, param } from '#src/http/admin-router.js';
import type { ResponseCache } from '#src/http/response-cache.js';
import { clearSessionCookie, requireAdministrator } from '#src/http/session.js';
import { refuseNulInBody } from '#src/http/odd-requests.js';
import { badRequest, HttpError } from '#src/lib/errors.js';
import { readPaging } from '#src/lib/pagination.js';
import { parseOrThrow } from '#src/lib/validation.js';
import { requireStudent, studentErrors, studentSession } from '#src/students/student-session.js';
import {
  listReportsForAdmin,
  myReportsOf,
  reportExportHeaders,
  reportQuestion,
  reporterHashOf,
  reportStatsOf,
  resolveReports,
  studentReportsOf,
  writeReportsCsv,
  type AdminReportsQuery,
} from './reports.js';

export interface ReportLimits {
  /** Reports accepted per client address and question in a day (then 429). */
  perQuestionPerDay: number;
  /** Reports accepted per client address in an hour. */
  perHour: number;
  /** Where counts live: a store per limiter name (shared/rate-limit-store.ts: Redis), else this proxy's memory. */
  storeFor?: (name: string) => Store | undefined;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The limits count accepted reports only (`skipFailedRequests`): a 400, 404 or 409 costs nothing, so a student who
 * mistyped can send again. A refusal is 429 {message} with Retry-After.
 */
function reportLimit(
  limits: ReportLimits,
  name: string,
  windowMs: number,
  limit: number,
  message: string,
  key: (req: Request) => string,
): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    store: limits.storeFor?.(name),
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    skipFailedRequests: true,
    keyGenerator: key,
    handler: (_req, _res, next) => next(new HttpError(429, message)),
  });
}

/** Reads ?status, ?reason, ?page and ?limit of the admin list: 400 naming the field for anything odd. */
export function readAdminReportsQuery(query: Record<string, unknown>): AdminReportsQuery {
  const { reason = '' } = query;
  if (reason !== '' && !(REPORT_REASONS as readonly unknown[]).includes(reason))
    throw badRequest(`reason must be one of ${REPORT_REASONS.join(', ')}`);
  return {
    ...readPaging(query, { limit: REPORTS_PAGE_SIZE, maxLimit: 100 }),
    status: readStatus(query.status),
    reason: (reason as string) || undefined,
  };
}

/** ?status of the admin list and the export: open when absent, 400 for anything but the three statuses. */
function readStatus(value: unknown): ReportStatus {
  if (value === undefined || value === '') return 'open';
  if (!(REPORT_STATUSES as readonly unknown[]).includes(value)) throw badRequest('status must be open, fixed or rejected');
  return value as ReportStatus;
}

/**
 * Reports of mistakes in questions (docs/question-reports.md):
 *   POST /api/questions/{id}/reports          a student's report (no account needed), limited per address
 *   GET  /api/questions/{id}/reports/mine     this browser's (or student's) reports of the question
 *   GET  /api/student/reports                 the signed-in student's reports
 *   GET  /api/reports/admin, /stats, /export  and POST /api/reports/admin/{questionId}/resolve: administrators
 * None is a cached read: every answer says no-store, and the admin list and stats are read from the CMS each time,
 * so a new report or a resolve shows at once.
 */
export function reportRoutes(deps: { cms: StrapiClient; cache: ResponseCache; production: boolean; limits: ReportLimits }): Router {
  const { cms, production, limits } = deps;
  const router = Router();
  const addressOf = (req: Request) => ipKeyGenerator(req.ip ?? '');
  const perQuestion = reportLimit(
    limits,
    'reports-question',
    DAY_MS,
    limits.perQuestionPerDay,
    REPORT_MESSAGES.flood,
    (req) => `${addressOf(req)}|${String(req.params.id)}`,
  );
  const perAddress = reportLimit(limits, 'reports-address', HOUR_MS, limits.perHour, REPORT_MESSAGES.tooMany, addressOf);
  const json = [express.json({ limit: '4kb' }), refuseNulInBody];

  /**
   * The CMS client a reporter's calls go through: as the signed-in student when there is a student session (the
   * report is linked to the account), else the proxy's own. An ended session costs the report nothing: anonymous.
   */
  async function reporterCms(req: Request, res: Response): Promise<StrapiClient> {
    if (studentSession.read(req) === 'absent') return cms;
    try {
      return cms.forUser(await studentSession.accessToken(req, res, cms, production));
    } catch {
      return cms;
    }
  }
  const tokenHashOf = (req: Request) => reporterHashOf(req.get(REPORTER_TOKEN_HEADER));

  router.post('/questions/:id/reports', perQuestion, perAddress, ...json, async (req, res, next) => {
    try {
      res.setHeader('cache-control', 'no-store');
      const hash = tokenHashOf(req);
      const body = parseOrThrow(reportBody, req.body ?? {});
      const answer = await reportQuestion(await reporterCms(req, res), String(req.params.id), body, hash);
      res.status(201).json(answer);
    } catch (error) {
      next(error);
    }
  });

  router.get('/questions/:id/reports/mine', async (req, res, next) => {
    try {
      res.setHeader('cache-control', 'no-store');
      const hash = tokenHashOf(req);
      res.json(await myReportsOf(await reporterCms(req, res), String(req.params.id), hash));
    } catch (error) {
      next(error);
    }
  });

  router.get('/student/reports', requireStudent(cms, production), async (_req, res, next) => {
    try {
      res.json(await studentReportsOf(res.locals.cms as StrapiClient));
    } catch (error) {
      next(error);
    }
  });
  router.use('/student/reports', studentErrors(production));

  const signedIn = requireAdministrator(cms, production);
  router.get(
    '/reports/admin',
    signedIn,
    adminRoute(deps, async (req, adminCms) => ok(await listReportsForAdmin(adminCms, readAdminReportsQuery(req.query)))),
  );
  router.get(
    '/reports/admin/stats',
    signedIn,
    adminRoute(deps, async (_req, adminCms) => ok(await reportStatsOf(adminCms))),
  );
  router.get('/reports/admin/export', signedIn, async (req, res, next) => {
    try {
      const status = readStatus(req.query.status);
      const adminCms = res.locals.cms as StrapiClient;
      // Once the first byte is out a refusal can no longer be told: an ended or forged session is a 401 here.
      await reportStatsOf(adminCms);
      for (const [name, value] of Object.entries(reportExportHeaders(status))) res.setHeader(name, value);
      await writeReportsCsv(adminCms, status, res);
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) clearSessionCookie(res, production);
      next(error);
    }
  });
  router.post(
    '/reports/admin/:questionId/resolve',
    signedIn,
    ...json,
    adminRoute(deps, async (req, adminCms) =>
      ok(await resolveReports(adminCms, param(req, 'questionId'), parseOrThrow(resolveBody, req.body ?? {}))),
    ),
  );
  return router;
}
