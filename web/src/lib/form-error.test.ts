import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { preferErrorField } from './form-error';

describe('preferErrorField', () => {
  it("prefers the server's error field", () => {
    const error = new ApiError(409, 'An exam pattern named "SSC" already exists', {
      message: 'x',
      error: 'An exam pattern named "SSC" already exists',
    });
    expect(preferErrorField(error, 'Failed to create exam pattern')).toBe('An exam pattern named "SSC" already exists');
  });
  it('falls back without an error field, on a network failure or a blank field', () => {
    expect(preferErrorField(new ApiError(503, 'CMS unreachable', { message: 'CMS unreachable' }), 'Failed to update cheatsheet')).toBe(
      'Failed to update cheatsheet',
    );
    expect(preferErrorField(new ApiError(0, 'Network error'), 'Failed to create cheatsheet')).toBe('Failed to create cheatsheet');
    expect(preferErrorField(new ApiError(400, 'x', { error: '  ' }), 'Failed to create cheatsheet')).toBe('Failed to create cheatsheet');
    expect(preferErrorField(new Error('boom'), 'Failed to update exam pattern')).toBe('Failed to update exam pattern');
  });
});
