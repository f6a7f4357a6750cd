import { z } from 'zod';
import { pathText } from '#src/common.js';
import { REPORTER_TOKEN_HEADER, REPORTER_TOKEN_PATTERN } from '#src/report-reasons.js';
import {
  adminReportPage,
  adminReportsQuery,
  myReports,
  reportBody,
  reportCreated,
  reportExportQuery,
  reportStats,
  resolveBody,
  resolvedAnswer,
  studentReports,
} from '#src/reports.js';
import { admin, created, ok, type Operation } from './operation.js';

/** Reports of mistakes in questions: sent by students (no account needed), worked through by administrators. */

const questionIdParams = z.object({ id: pathText.describe("The question's _id.") });
const reporterHeaders = z.object({
  [REPORTER_TOKEN_HEADER]: z
    .string()
    .regex(REPORTER_TOKEN_PATTERN)
    .optional()
    .describe("The browser's reporter token: random, 16 to 64 letters, digits, - or _, kept by the browser."),
});

export const reportOperations: Operation[] = [
  {
    id: 'reportQuestion',
    method: 'post',
    path: '/api/questions/{id}/reports',
    tag: 'Reports',
    summary:
      'Reports a mistake in a question (no account needed; linked to a signed-in student). One per reason per reporter (409); a flood makes one per question and address per day (429)',
    auth: 'none',
    params: questionIdParams,
    headers: reporterHeaders,
    body: reportBody,
    responses: created(reportCreated),
    // 404: an unknown, held or inactive question, as for any public read.
    errorStatuses: [403, 404, 409, 413, 429],
  },
  {
    id: 'myQuestionReports',
    method: 'get',
    path: '/api/questions/{id}/reports/mine',
    tag: 'Reports',
    summary: "This browser's (by its reporter token) or this student's reports of a question, with their status (never cached)",
    auth: 'none',
    params: questionIdParams,
    headers: reporterHeaders,
    responses: ok(myReports),
    errorStatuses: [404],
  },
  {
    id: 'studentReports',
    method: 'get',
    path: '/api/student/reports',
    tag: 'Reports',
    summary: "The signed-in student's reports of mistakes, newest first, with their status (at most 100)",
    auth: 'student',
    responses: ok(studentReports),
    errorStatuses: [401],
  },
  admin(
    'listReportsForAdmin',
    'get',
    '/api/reports/admin',
    'Reports',
    'Reported questions with the status (and reason) asked for, most reported first, with counts per reason and the latest notes',
    ok(adminReportPage),
    { query: adminReportsQuery },
  ),
  admin('reportStats', 'get', '/api/reports/admin/stats', 'Reports', 'How many reports are open, fixed and rejected', ok(reportStats)),
  admin(
    'exportReports',
    'get',
    '/api/reports/admin/export',
    'Reports',
    'Downloads the reports with a status (open by default) as CSV, one row per report; CSV formula guard',
    { 200: { description: 'The file (Content-Disposition: attachment)', fileTypes: ['text/csv'] } },
    { query: reportExportQuery },
  ),
  admin(
    'resolveReports',
    'post',
    '/api/reports/admin/{questionId}/resolve',
    'Reports',
    "Marks all of a question's open reports fixed or rejected, with an optional note",
    ok(resolvedAnswer),
    { params: z.object({ questionId: pathText.describe("The question's _id.") }), body: resolveBody, errorStatuses: [401, 403, 404, 413] },
  ),
];
