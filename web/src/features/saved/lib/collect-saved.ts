import type { QuestionRecord } from '@/api/questions';
import { ApiError } from '@/lib/api';

export interface SavedLoadResult {
  /** Usable records, in the order of the ids asked for. */
  records: QuestionRecord[];
  /** True when nothing could be shown because the server could not be reached or failed (not a 404). */
  failed: boolean;
}

/** A record the page can show: it has a question and a list of options. */
export function isUsableRecord(value: unknown): value is QuestionRecord {
  if (!value || typeof value !== 'object') return false;
  const { question, options } = value as Partial<QuestionRecord>;
  return !!question && typeof question === 'object' && typeof question._id === 'string' && Array.isArray(options);
}

/** A failure that says the question is gone (404) or was never valid (400): skip it for good. */
function isMissing(reason: unknown): boolean {
  return reason instanceof ApiError && reason.status >= 400 && reason.status < 500 && reason.status !== 408 && reason.status !== 429;
}

/**
 * The saved page fetches every saved id in parallel. Ids whose fetch fails, or whose data lacks a question or
 * options, are dropped silently. The whole load counts as failed ('Failed to fetch saved questions') only
 * when no question could be shown and at least one fetch failed for a reason other than the question being
 * gone (offline, server down): then an empty 'No Saved Questions' would be a lie.
 */
export function collectSaved(results: PromiseSettledResult<unknown>[]): SavedLoadResult {
  const records: QuestionRecord[] = [];
  let transientFailure = false;
  for (const result of results) {
    if (result.status === 'fulfilled') {
      if (isUsableRecord(result.value)) records.push(result.value);
    } else if (!isMissing(result.reason)) {
      transientFailure = true;
    }
  }
  return { records, failed: records.length === 0 && transientFailure };
}

/** Fetches every saved id in parallel (newest saved first) and applies the rules above. */
export async function loadSavedQuestions(ids: string[], fetchOne: (id: string) => Promise<unknown>): Promise<SavedLoadResult> {
  const results = await Promise.allSettled([...ids].reverse().map((id) => fetchOne(id)));
  return collectSaved(results);
}
