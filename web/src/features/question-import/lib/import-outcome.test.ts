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
    expect(readImportOutcome(200, { valid: 9, errors: [bad] }, true)).toEqual({ kind: 'checked', valid: 9, errors: [bad] });
    expect(readImportOutcome(200, { created: 9, skipped: 1, errors: [bad] }, false)).toEqual({
      kind: 'imported',
      created: 9,
      skipped: 1,
      errors: [bad],
    });
  });

  it('treats a 200 of the wrong shape as a failure', () => {
    expect(readImportOutcome(200, { created: 9, skipped: 1, errors: [] }, true).kind).toBe('failed');
    expect(readImportOutcome(200, undefined, false).kind).toBe('failed');
  });

  it('a 400 keeps its message and bad rows (none when the body has none)', () => {
    expect(readImportOutcome(400, { message: '1 row has errors: nothing was imported', errors: [bad] }, false)).toEqual({
      kind: 'refused',
      message: '1 row has errors: nothing was imported',
      errors: [bad],
    });
    expect(readImportOutcome(400, { message: 'The upload could not be read.' }, true)).toEqual({
      kind: 'refused',
      message: 'The upload could not be read.',
      errors: [],
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
    expect(outcomeSummary({ kind: 'checked', valid: 1200, errors: [] })).toBe('The file is ready: 1,200 rows valid, no errors.');
    expect(outcomeSummary({ kind: 'checked', valid: 3, errors: [bad, bad] })).toBe('3 rows valid; 2 problems found (below).');
    expect(outcomeSummary({ kind: 'imported', created: 1, skipped: 0, errors: [] })).toBe('Imported 1 question.');
    expect(outcomeSummary({ kind: 'imported', created: 5, skipped: 2, errors: [bad] })).toBe(
      'Imported 5 questions; skipped 2 rows with errors (below).',
    );
    expect(outcomeSummary({ kind: 'too-large', message: TOO_LARGE_MESSAGE })).toBe(TOO_LARGE_MESSAGE);
  });
  it('lists the bad rows of reports only', () => {
    expect(outcomeErrors({ kind: 'refused', message: 'x', errors: [bad] })).toEqual([bad]);
    expect(outcomeErrors({ kind: 'failed', message: 'x' })).toEqual([]);
    expect(outcomeErrors(null)).toEqual([]);
  });
});
