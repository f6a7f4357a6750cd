import { ApiError } from '@/lib/api';

/** Shown at the slug field when the server's 409 came without a message. */
export const SLUG_TAKEN = 'This slug is already used by another mock test';

/** A refused save's message for the slug field: only a 409 (the slug is taken), else null. */
export function slugConflictMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const message = (error.body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message.trim() ? message : SLUG_TAKEN;
}

/**
 * The admin save flow shows a refusal's `error` field (exam-pattern and cheatsheet writes send one); mock-test
 * writes answer `{message}` alone, so that message is handed on as the field, and the admin reads which field
 * the server refused rather than a generic failure.
 */
export function withMessageAsErrorField(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status === 0) return error;
  const body = error.body as { message?: unknown; error?: unknown } | undefined;
  if (typeof body?.error === 'string' || typeof body?.message !== 'string') return error;
  return new ApiError(error.status, error.message, { ...body, error: body.message });
}
