import { z } from 'zod';
import { CONTROL_CHARACTERS, CONTROL_CHARACTER_MESSAGE } from './admin/questions.js';
import { pagingQuery } from './common.js';
import {
  REPORT_NOTE_MAX_CHARS,
  REPORT_NOTES_SHOWN,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORTS_PAGE_SIZE,
  RESOLVED_STATUSES,
  type ReportReason,
} from './report-reasons.js';

/**
 * Reports of mistakes in questions (docs/question-reports.md).
 *
 * Students, without an account (linked to theirs when signed in):
 *   POST /api/questions/{id}/reports        {reason, note?}  → 201 {_id, status: 'open'}
 *   GET  /api/questions/{id}/reports/mine                     → {reports: [{_id, reason, status, created_at, resolved_at}]}
 * The browser keeps a random reporter token and sends it as `X-Reporter-Token` with both calls; a signed-in student's
 * reports are also found by their account. One report per reason per reporter and question (409 after that); a
 * flood makes one report per question and address per day (429).
 *
 * Administrators, with the session:
 *   GET  /api/reports/admin?status&reason&page&limit → {questions: [...], pagination: {page, limit, total}}, most reported first
 *   POST /api/reports/admin/{questionId}/resolve     {status: 'fixed'|'rejected', note?} → {resolved: N}
 *   GET  /api/reports/admin/stats                    → {open, fixed, rejected}
 *   GET  /api/reports/admin/export?status            → CSV
 */

export const reportReason = z.enum(REPORT_REASONS);
export const reportStatus = z.enum(REPORT_STATUSES);

const plainNote = z
  .string()
  .max(REPORT_NOTE_MAX_CHARS, `must be at most ${REPORT_NOTE_MAX_CHARS} characters`)
  .refine((text) => !CONTROL_CHARACTERS.test(text), CONTROL_CHARACTER_MESSAGE)
  .describe(`Plain text, at most ${REPORT_NOTE_MAX_CHARS} characters, stored as given and shown escaped.`);

export const reportBody = z
  .strictObject({
    reason: reportReason,
    note: plainNote.optional(),
  })
  .meta({ id: 'ReportBody' });
export type ReportBody = z.infer<typeof reportBody>;

export const reportCreated = z.strictObject({ _id: z.string(), status: z.literal('open') }).meta({ id: 'ReportCreated' });
export type ReportCreated = z.infer<typeof reportCreated>;

export const myReport = z
  .strictObject({
    _id: z.string(),
    reason: reportReason,
    status: reportStatus,
    created_at: z.string().describe('ISO-8601'),
    resolved_at: z.string().nullable().describe('ISO-8601, when an editor marked it fixed or rejected'),
  })
  .meta({ id: 'MyReport' });
export type MyReport = z.infer<typeof myReport>;

export const myReports = z.strictObject({ reports: z.array(myReport) }).meta({ id: 'MyReports' });
export type MyReports = z.infer<typeof myReports>;

export const reasonCounts = z
  .strictObject(Object.fromEntries(REPORT_REASONS.map((reason) => [reason, z.int().min(0)])) as Record<ReportReason, z.ZodInt>)
  .meta({ id: 'ReportReasonCounts' });
export type ReasonCounts = z.infer<typeof reasonCounts>;

export const reportedQuestion = z
  .strictObject({
    question_id: z.string(),
    question_title: z.string().describe('The question as plain text, cut to 120 characters.'),
    subtopic_name: z.string().nullable(),
    total: z.int().min(1).describe('Reports of this question with the status asked for.'),
    counts: reasonCounts,
    latest_at: z.string().describe('ISO-8601: the newest of these reports.'),
    notes: z
      .array(z.strictObject({ note: z.string(), reason: reportReason, created_at: z.string() }))
      .describe(`The notes of these reports, newest first (at most ${REPORT_NOTES_SHOWN}).`),
  })
  .meta({ id: 'ReportedQuestion' });
export type ReportedQuestion = z.infer<typeof reportedQuestion>;

export const reportsPagination = z
  .strictObject({
    page: z.int().min(1),
    limit: z.int().min(1),
    total: z.int().min(0).describe('How many questions have reports with the status (and reason) asked for.'),
  })
  .meta({ id: 'ReportsPagination' });

export const adminReportPage = z
  .strictObject({ questions: z.array(reportedQuestion), pagination: reportsPagination })
  .meta({ id: 'AdminReportPage' });
export type AdminReportPage = z.infer<typeof adminReportPage>;

export const adminReportsQuery = pagingQuery.extend({
  status: reportStatus.optional().describe('open (default), fixed or rejected.'),
  reason: z
    .union([reportReason, z.literal('')])
    .optional()
    .describe('Only questions with reports of this reason (empty: any).'),
  limit: pagingQuery.shape.limit.describe(`Questions per page, 1 to 100 (default ${REPORTS_PAGE_SIZE}).`),
});

export const resolveBody = z
  .strictObject({ status: z.enum(RESOLVED_STATUSES), note: plainNote.optional() })
  .meta({ id: 'ResolveReportsBody' });
export type ResolveBody = z.infer<typeof resolveBody>;

export const resolvedAnswer = z
  .strictObject({ resolved: z.int().min(0).describe("How many of the question's open reports were resolved.") })
  .meta({ id: 'ResolvedReports' });
export type ResolvedAnswer = z.infer<typeof resolvedAnswer>;

export const reportStats = z
  .strictObject({ open: z.int().min(0), fixed: z.int().min(0), rejected: z.int().min(0) })
  .meta({ id: 'ReportStats' });
export type ReportStats = z.infer<typeof reportStats>;

export const reportExportQuery = z.object({ status: reportStatus.optional().describe('open (default), fixed or rejected.') });

/** The export's columns, in order (one row per report). */
export const REPORT_EXPORT_COLUMNS = [
  'question_id',
  'question',
  'subtopic',
  'reason',
  'note',
  'status',
  'resolved_note',
  'created_at',
  'resolved_at',
] as const;

/** A signed-in student's own reports (their dashboard): GET /api/student/reports, newest first. */
export const studentReport = myReport
  .extend({
    question_id: z.string(),
    question_title: z.string().describe('The question as plain text, cut to 120 characters.'),
  })
  .meta({ id: 'StudentReport' });
export type StudentReport = z.infer<typeof studentReport>;

export const studentReports = z.strictObject({ reports: z.array(studentReport) }).meta({ id: 'StudentReports' });
export type StudentReports = z.infer<typeof studentReports>;
