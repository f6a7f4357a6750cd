import { describe, expect, it } from 'vitest';
import {
  NETWORK_ERROR_MESSAGE,
  SIGNED_OUT_MESSAGE,
  TOO_LARGE_MESSAGE,
  outcomeErrors,
  outcomeSummary,
  readImportOutcome,
} from './import-outcome';

const bad = { line: 4, field: 'correct', message: 'Please give the correct option as a letter (A–F)' };

describe('readImportOutcome', () => {
  it('reads a dry run and an import by the contract', () => {
    const listed = { errors: [bad], error_count: 1, errors_truncated: false };
    expect(readImportOutcome(200, { valid: 9, ...listed }, true)).toEqual({ kind: 'checked', valid: 9, errors: [bad], errorCount: 1 });
    expect(readImportOutcome(200, { created: 9, skipped: 1, ...listed }, false)).toEqual({
      kind: 'imported',
      created: 9,
      skipped: 1,
      errors: [bad],
      errorCount: 1,
    });
    // The server lists the first problems only: the count is of them all.
    expect(readImportOutcome(200, { valid: 0, errors: [bad], error_count: 12_345, errors_truncated: true }, true)).toEqual({
      kind: 'checked',
      valid: 0,
      errors: [bad],
      errorCount: 12_345,
    });
  });

  it('treats a 200 of the wrong shape as a failure', () => {
    expect(readImportOutcome(200, { created: 9, skipped: 1, errors: [], error_count: 0, errors_truncated: false }, true).kind).toBe(
      'failed',
    );
    expect(readImportOutcome(200, undefined, false).kind).toBe('failed');
  });

  it('a 400 keeps its message and bad rows (none when the body has none)', () => {
    expect(
      readImportOutcome(400, { message: '2,000 rows have errors: nothing was imported', errors: [bad], error_count: 2_000 }, false),
    ).toEqual({
      kind: 'refused',
      message: '2,000 rows have errors: nothing was imported',
      errors: [bad],
      errorCount: 2_000,
    });
    expect(readImportOutcome(400, { message: 'The upload could not be read.' }, true)).toEqual({
      kind: 'refused',
      message: 'The upload could not be read.',
      errors: [],
      errorCount: 0,
    });
  });

  it('401, 413, no answer and other failures have their own messages', () => {
    expect(readImportOutcome(401, { message: 'Please sign in to continue.' }, false)).toEqual({
      kind: 'signed-out',
      message: SIGNED_OUT_MESSAGE,
    });
    expect(readImportOutcome(413, undefined, false)).toEqual({ kind: 'too-large', message: TOO_LARGE_MESSAGE });
    expect(readImportOutcome(0, undefined, false)).toEqual({ kind: 'failed', message: NETWORK_ERROR_MESSAGE });
    expect(readImportOutcome(503, { message: 'The content service is unavailable' }, false)).toEqual({
      kind: 'failed',
      message: 'The content service is unavailable',
    });
    expect(readImportOutcome(500, undefined, false)).toEqual({ kind: 'failed', message: 'The import failed (500). Please try again.' });
  });
});

describe('outcomeSummary and outcomeErrors', () => {
  it('says what happened in one line', () => {
    expect(outcomeSummary({ kind: 'checked', valid: 1200, errors: [], errorCount: 0 })).toBe(
      'The file is ready: 1,200 rows valid, no errors.',
    );
    expect(outcomeSummary({ kind: 'checked', valid: 3, errors: [bad, bad], errorCount: 2 })).toBe(
      '3 rows valid; 2 problems found (below).',
    );
    expect(outcomeSummary({ kind: 'checked', valid: 3, errors: [bad], errorCount: 5_000 })).toBe(
      '3 rows valid; 5,000 problems found (below).',
    );
    expect(outcomeSummary({ kind: 'imported', created: 1, skipped: 0, errors: [], errorCount: 0 })).toBe('Imported 1 question.');
    expect(outcomeSummary({ kind: 'imported', created: 5, skipped: 2, errors: [bad], errorCount: 1 })).toBe(
      'Imported 5 questions; skipped 2 rows with errors (below).',
    );
    expect(outcomeSummary({ kind: 'too-large', message: TOO_LARGE_MESSAGE })).toBe(TOO_LARGE_MESSAGE);
  });
  it('lists the bad rows of reports only', () => {
    expect(outcomeErrors({ kind: 'refused', message: 'x', errors: [bad], errorCount: 1 })).toEqual([bad]);
    expect(outcomeErrors({ kind: 'failed', message: 'x' })).toEqual([]);
    expect(outcomeErrors(null)).toEqual([]);
  });
});
