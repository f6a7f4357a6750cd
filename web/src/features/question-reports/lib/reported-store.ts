import { REPORT_REASONS, REPORT_STATUSES, type ReportReason, type ReportStatus } from '@exam-prep/contract/report-reasons';
import { browserStorage, type KeyValueStorage } from '@/lib/storage';

/**
 * This browser's record of the questions it reported: which reasons, and the latest status it heard of. A page asks
 * the server about a question's reports only when it is in here, so a question never reported costs no call.
 */
export const REPORTED_QUESTIONS_KEY = 'reportedQuestions';

export interface ReportedQuestion {
  reasons: ReportReason[];
  /** The status of the newest report: open until an editor marks it fixed or rejected. */
  status: ReportStatus;
}

type ReportedQuestions = Record<string, ReportedQuestion>;

const isReason = (value: unknown): value is ReportReason => REPORT_REASONS.includes(value as ReportReason);
const isStatus = (value: unknown): value is ReportStatus => REPORT_STATUSES.includes(value as ReportStatus);

/** The stored record, with anything malformed dropped (storage is the user's to edit). */
function readAll(storage: KeyValueStorage | undefined): ReportedQuestions {
  let parsed: unknown;
  try {
    const text = storage?.getItem(REPORTED_QUESTIONS_KEY);
    parsed = text ? JSON.parse(text) : {};
  } catch (error) {
    console.error(`Could not read ${REPORTED_QUESTIONS_KEY} from local storage`, error);
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const record: ReportedQuestions = {};
  for (const [questionId, entry] of Object.entries(parsed as Record<string, unknown>)) {
    const { reasons, status } = (entry ?? {}) as { reasons?: unknown; status?: unknown };
    const kept = Array.isArray(reasons) ? [...new Set(reasons.filter(isReason))] : [];
    if (kept.length > 0) record[questionId] = { reasons: kept, status: isStatus(status) ? status : 'open' };
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

/** What this browser reported about a question, or undefined when it never did. */
export function reportedQuestion(questionId: string, storage = browserStorage()): ReportedQuestion | undefined {
  return readAll(storage)[questionId];
}

/** Notes a report just sent (or one the server already had: a 409): a new report is open. */
export function recordReport(questionId: string, reason: ReportReason, storage = browserStorage()): ReportedQuestion {
  const record = readAll(storage);
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
  const { [questionId]: _previous, ...others } = readAll(storage);
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
