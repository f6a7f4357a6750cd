import type { ReportReason, ReportStatus } from '@exam-prep/contract/report-reasons';
import { browserStorage, type KeyValueStorage } from '@/lib/storage';

/*
 * This browser's record of the questions it reported: which reasons, and the latest status it heard of. A page asks
 * the server about a question's reports only when it is in here, so a question never reported costs no call.
 *
 * This is the part every page with questions loads (the link reads it): reading only, without the contract's lists
 * of reasons. Writing, with each reason checked, is reported-store.ts, loaded with the dialog or the status call.
 */
export const REPORTED_QUESTIONS_KEY = 'reportedQuestions';

export interface ReportedQuestion {
  reasons: ReportReason[];
  /** The status of the newest report: open until an editor marks it fixed or rejected. */
  status: ReportStatus;
}

export type ReportedQuestions = Record<string, ReportedQuestion>;

/**
 * The stored record, with anything malformed dropped (storage is the user's to edit). Reasons are kept as stored
 * strings: the dialog offers only the contract's reasons, and every write keeps only those.
 */
export function readReportedQuestions(storage: KeyValueStorage | undefined = browserStorage()): ReportedQuestions {
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
    const kept = Array.isArray(reasons) ? [...new Set(reasons.filter((reason): reason is ReportReason => typeof reason === 'string'))] : [];
    if (kept.length > 0) record[questionId] = { reasons: kept, status: status === 'fixed' || status === 'rejected' ? status : 'open' };
  }
  return record;
}

/** What this browser reported about a question, or undefined when it never did. */
export function reportedQuestion(
  questionId: string,
  storage: KeyValueStorage | undefined = browserStorage(),
): ReportedQuestion | undefined {
  return readReportedQuestions(storage)[questionId];
}
