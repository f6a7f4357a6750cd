import { importAnswer, importDryRunAnswer, importErrors, type ImportError } from '@exam-prep/contract/admin/question-import';

/** What an import or a dry run came to, as the screen shows it. */
/**
 * `errors` are the problems the server lists (the first 1,000 at most); `errorCount` is how many there are in all.
 */
export type ImportOutcome =
  | { kind: 'checked'; valid: number; errors: ImportError[]; errorCount: number }
  | { kind: 'imported'; created: number; skipped: number; errors: ImportError[]; errorCount: number }
  /** A 400: bad rows (nothing written) or a file that cannot be read; `errors` may be empty. */
  | { kind: 'refused'; message: string; errors: ImportError[]; errorCount: number }
  | { kind: 'signed-out'; message: string }
  | { kind: 'too-large'; message: string }
  | { kind: 'failed'; message: string };

export const SIGNED_OUT_MESSAGE = 'Your session has ended. Please sign in again, then choose the file again.';
export const TOO_LARGE_MESSAGE = 'The file is larger than 200 MB, the most an import takes. Split it into smaller files.';
export const NETWORK_ERROR_MESSAGE = 'Network error: the upload did not reach the server. Check your connection and try again.';

const messageOf = (body: unknown): string | undefined => {
  const message = (body as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
};

/**
 * Reads the proxy's answer to POST /api/questions/import (status and parsed JSON body; status 0 = no answer) into
 * what the screen shows. Anything that does not match the contract is a failure with the server's message.
 */
export function readImportOutcome(status: number, body: unknown, dryRun: boolean): ImportOutcome {
  if (status === 0) return { kind: 'failed', message: NETWORK_ERROR_MESSAGE };
  if (status === 401) return { kind: 'signed-out', message: SIGNED_OUT_MESSAGE };
  if (status === 413) return { kind: 'too-large', message: TOO_LARGE_MESSAGE };
  if (status === 200) {
    if (dryRun) {
      const checked = importDryRunAnswer.safeParse(body);
      if (checked.success)
        return { kind: 'checked', valid: checked.data.valid, errors: checked.data.errors, errorCount: checked.data.error_count };
    } else {
      const imported = importAnswer.safeParse(body);
      if (imported.success) {
        const { created, skipped, errors, error_count } = imported.data;
        return { kind: 'imported', created, skipped, errors, errorCount: error_count };
      }
    }
    return { kind: 'failed', message: 'The server sent an answer this screen cannot read. Please try again.' };
  }
  if (status === 400) {
    const sent = body as { errors?: unknown; error_count?: unknown } | null | undefined;
    const parsed = importErrors.safeParse(sent?.errors);
    const errors = parsed.success ? parsed.data : [];
    const errorCount = typeof sent?.error_count === 'number' && sent.error_count >= errors.length ? sent.error_count : errors.length;
    return { kind: 'refused', message: messageOf(body) ?? 'The file was refused.', errors, errorCount };
  }
  return { kind: 'failed', message: messageOf(body) ?? `The import failed (${status}). Please try again.` };
}

/** The bad rows an outcome reports (none for failures without rows). */
export const outcomeErrors = (outcome: ImportOutcome | null): ImportError[] => (outcome && 'errors' in outcome ? outcome.errors : []);

/** How many problems an outcome has in all, listed or not. */
export const outcomeErrorCount = (outcome: ImportOutcome | null): number => (outcome && 'errorCount' in outcome ? outcome.errorCount : 0);

/** The one-line summary an outcome is announced with. */
export function outcomeSummary(outcome: ImportOutcome): string {
  const rows = (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'row' : 'rows'}`;
  const questions = (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'question' : 'questions'}`;
  switch (outcome.kind) {
    case 'checked':
      return outcome.errorCount === 0
        ? `The file is ready: ${rows(outcome.valid)} valid, no errors.`
        : `${rows(outcome.valid)} valid; ${outcome.errorCount.toLocaleString('en-IN')} ${outcome.errorCount === 1 ? 'problem' : 'problems'} found (below).`;
    case 'imported':
      return outcome.skipped > 0
        ? `Imported ${questions(outcome.created)}; skipped ${rows(outcome.skipped)} with errors (below).`
        : `Imported ${questions(outcome.created)}.`;
    default:
      return outcome.message;
  }
}
