import { createHash } from 'node:crypto';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { REPORTER_TOKEN_PATTERN, REPORT_MESSAGES, type ReportStatus } from '@exam-prep/contract/report-reasons';
import {
  REPORT_EXPORT_COLUMNS,
  type AdminReportPage,
  type MyReports,
  type ReportBody,
  type ReportCreated,
  type ReportStats,
  type ResolveBody,
  type ResolvedAnswer,
  type StudentReports,
} from '@exam-prep/contract/reports';
import { badRequest } from '#src/lib/errors.js';
import { neutraliseCell } from '#src/import/formats/columns.js';
import type { StrapiClient } from '#src/strapi/client.js';

/**
 * Reports of mistakes in questions (docs/question-reports.md), through the CMS's question-report calls. A
 * reporter is the browser's random token (only its SHA-256 leaves the proxy) and, when signed in, the student:
 * `cms` is then a client acting as the student, and the CMS links the report to the account.
 */

export interface AdminReportsQuery {
  status: ReportStatus;
  reason?: string;
  page: number;
  limit: number;
}

/** The reporter token of a request's header: undefined when absent, 400 when not of the pattern. */
export function reporterHashOf(token: string | undefined): string | undefined {
  if (token === undefined || token === '') return undefined;
  if (!REPORTER_TOKEN_PATTERN.test(token)) throw badRequest(REPORT_MESSAGES.badToken);
  return createHash('sha256').update(token).digest('hex');
}

const questionPath = (questionId: string) => `/question-reports/questions/${encodeURIComponent(questionId)}`;

export async function reportQuestion(cms: StrapiClient, questionId: string, body: ReportBody, reporterHash: string | undefined) {
  return cms.post<ReportCreated>(questionPath(questionId), { ...body, ...(reporterHash ? { reporter_hash: reporterHash } : {}) });
}

export async function myReportsOf(cms: StrapiClient, questionId: string, reporterHash: string | undefined): Promise<MyReports> {
  return cms.get<MyReports>(`${questionPath(questionId)}/mine`, reporterHash ? { reporter_hash: reporterHash } : {});
}

export async function studentReportsOf(studentCms: StrapiClient): Promise<StudentReports> {
  return studentCms.get<StudentReports>('/question-reports/student');
}

export async function listReportsForAdmin(cms: StrapiClient, query: AdminReportsQuery): Promise<AdminReportPage> {
  return cms.get<AdminReportPage>('/question-reports/admin', {
    status: query.status,
    page: String(query.page),
    limit: String(query.limit),
    ...(query.reason ? { reason: query.reason } : {}),
  });
}

export async function resolveReports(cms: StrapiClient, questionId: string, body: ResolveBody): Promise<ResolvedAnswer> {
  return cms.post<ResolvedAnswer>(`/question-reports/admin/questions/${encodeURIComponent(questionId)}/resolve`, body);
}

export async function reportStatsOf(cms: StrapiClient): Promise<ReportStats> {
  return cms.get<ReportStats>('/question-reports/admin/stats');
}

/** Rows read from the CMS per round trip of an export. */
const EXPORT_PAGE = 1000;

type ExportRow = Record<(typeof REPORT_EXPORT_COLUMNS)[number], string>;

async function* exportRows(cms: StrapiClient, status: ReportStatus): AsyncGenerator<string[]> {
  for (let offset = 0; ; offset += EXPORT_PAGE) {
    const { rows } = await cms.get<{ rows: ExportRow[] }>('/question-reports/admin/export', {
      status,
      offset: String(offset),
      limit: String(EXPORT_PAGE),
    });
    for (const row of rows) yield REPORT_EXPORT_COLUMNS.map((column) => neutraliseCell(row[column] ?? ''));
    if (rows.length < EXPORT_PAGE) return;
  }
}

/** The export's download headers. */
export const reportExportHeaders = (status: ReportStatus) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="question-reports-${status}.csv"`,
  'cache-control': 'no-store',
});

/**
 * The reports with a status as CSV, written as the CMS answers page by page: UTF-8 with a BOM (Excel reads Hindi
 * right), CRLF, and the question export's formula guard on every cell (a note `=HYPERLINK(…)` is written `'=HYPERLINK(…)`).
 */
export async function writeReportsCsv(cms: StrapiClient, status: ReportStatus, out: Writable): Promise<void> {
  const csv = stringify({ bom: true, header: true, columns: [...REPORT_EXPORT_COLUMNS], record_delimiter: 'windows' });
  await pipeline(Readable.from(exportRows(cms, status)), csv, out);
}
