import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { preferErrorField } from '@/lib/form-error';
import { SLUG_TAKEN, slugConflictMessage, withMessageAsErrorField } from './save-error';

describe('slugConflictMessage', () => {
  it("is the server's message of a 409, or a plain one without it", () => {
    const message = 'A mock test with the slug "ssc-cgl-2023" already exists';
    expect(slugConflictMessage(new ApiError(409, message, { message }))).toBe(message);
    expect(slugConflictMessage(new ApiError(409, 'Request failed (409)'))).toBe(SLUG_TAKEN);
  });
  it('is null for any other failure', () => {
    expect(slugConflictMessage(new ApiError(400, 'title is required', { message: 'title is required' }))).toBeNull();
    expect(slugConflictMessage(new ApiError(0, 'Network error'))).toBeNull();
    expect(slugConflictMessage(new TypeError('boom'))).toBeNull();
  });
});

describe('withMessageAsErrorField', () => {
  it("lets the save flow show the server's message", () => {
    const refused = new ApiError(400, 'sections[0].question_ids: unknown question', {
      message: 'sections[0].question_ids: unknown question',
    });
    expect(preferErrorField(withMessageAsErrorField(refused), 'Failed to create mock test')).toBe(
      'sections[0].question_ids: unknown question',
    );
    const handedOn = withMessageAsErrorField(refused) as ApiError;
    expect(handedOn.status).toBe(400);
    expect(slugConflictMessage(withMessageAsErrorField(new ApiError(409, 'taken', { message: 'taken' })))).toBe('taken');
  });
  it('keeps other failures as they are, so the fallback shows', () => {
    const network = new ApiError(0, 'Network error');
    expect(withMessageAsErrorField(network)).toBe(network);
    const bare = new ApiError(502, 'Request failed (502)');
    expect(preferErrorField(withMessageAsErrorField(bare), 'Failed to create mock test')).toBe('Failed to create mock test');
    const withField = new ApiError(400, 'x', { message: 'x', error: 'y' });
    expect(withMessageAsErrorField(withField)).toBe(withField);
  });
});
