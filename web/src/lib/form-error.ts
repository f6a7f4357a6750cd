import { ApiError } from './api';

/**
 * The text to show when an exam-pattern or cheatsheet form could not be saved (admin spec §8): the server's
 * `error` field when it gave one, else the screen's own fallback.
 */
export function preferErrorField(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const field = (error.body as { error?: unknown } | undefined)?.error;
    if (typeof field === 'string' && field.trim()) return field;
  }
  return fallback;
}
