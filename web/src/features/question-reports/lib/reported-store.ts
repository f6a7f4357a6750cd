import { REPORT_REASONS, REPORT_STATUSES, type ReportReason, type ReportStatus } from '@exam-prep/contract/report-reasons';
import { browserStorage, type KeyValueStorage } from '@/lib/storage';
import { readReportedQuestions, REPORTED_QUESTIONS_KEY, type ReportedQuestion, type ReportedQuestions } from './reported-record';

/** Writes to the record of reported questions (reported-record.ts), each reason and status checked against the contract's. */

const isReason = (value: unknown): value is ReportReason => REPORT_REASONS.includes(value as ReportReason);
const isStatus = (value: unknown): value is ReportStatus => REPORT_STATUSES.includes(value as ReportStatus);

/** The record with only the contract's reasons (a question left with none is dropped). */
function readChecked(storage: KeyValueStorage | undefined): ReportedQuestions {
  const record: ReportedQuestions = {};
  for (const [questionId, entry] of Object.entries(readReportedQuestions(storage))) {
    const reasons = entry.reasons.filter(isReason);
    if (reasons.length > 0) record[questionId] = { ...entry, reasons };
  }
  return record;
}

function writeAll(record: ReportedQuestions, storage: KeyValueStorage | undefined) {
  try {
    storage?.setItem(REPORTED_QUESTIONS_KEY, JSON.stringify(record));
  } catch (error) {
    console.error(`Could not write ${REPORTED_QUESTIONS_KEY} to local storage`, error);
  }
}

/** Notes a report just sent (or one the server already had: a 409): a new report is open. */
export function recordReport(questionId: string, reason: ReportReason, storage = browserStorage()): ReportedQuestion {
  const record = readChecked(storage);
  const reasons = [...new Set([...(record[questionId]?.reasons ?? []), reason])];
  const entry: ReportedQuestion = { reasons, status: 'open' };
  writeAll({ ...record, [questionId]: entry }, storage);
  return entry;
}

/**
 * Takes the server's list of this browser's reports of a question as the truth: their reasons, and the status of
 * the newest. An empty list forgets the question (its reports are gone), so the page stops asking about it.
 */
export function recordServerReports(
  questionId: string,
  reports: ReadonlyArray<{ reason: ReportReason; status: ReportStatus; created_at: string }>,
  storage = browserStorage(),
): ReportedQuestion | undefined {
  const { [questionId]: _previous, ...others } = readChecked(storage);
  const known = reports.filter((report) => isReason(report.reason) && isStatus(report.status));
  if (known.length === 0) {
    writeAll(others, storage);
    return undefined;
  }
  const newest = known.reduce((latest, report) => (report.created_at > latest.created_at ? report : latest));
  const entry: ReportedQuestion = { reasons: [...new Set(known.map((report) => report.reason))], status: newest.status };
  writeAll({ ...others, [questionId]: entry }, storage);
  return entry;
}
