import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { serverMessage } from './server-message';

describe('serverMessage', () => {
  it("shows the server's message as-is", () => {
    const error = new ApiError(409, 'An exam named "SSC CGL" already exists', { message: 'An exam named "SSC CGL" already exists' });
    expect(serverMessage(error, 'Failed to add exam. Please try again.')).toBe('An exam named "SSC CGL" already exists');
  });
  it('falls back without a server message: no body, an empty message, a network failure or another error', () => {
    const fallback = 'Failed to add exam. Please try again.';
    expect(serverMessage(new ApiError(500, 'Request failed (500)'), fallback)).toBe(fallback);
    expect(serverMessage(new ApiError(502, 'x', { message: '  ' }), fallback)).toBe(fallback);
    expect(serverMessage(new ApiError(0, 'Network error: check your connection and try again.'), fallback)).toBe(fallback);
    expect(serverMessage(new TypeError('boom'), fallback)).toBe(fallback);
  });
});
