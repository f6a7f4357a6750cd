import { ApiError } from '@/lib/api';

/**
 * The admin spec's error rule (§8): the server's own `{message}` is shown as-is; without one (network
 * failure, an answer without a body) the screen's fallback text is shown.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status !== 0) {
    const message = (error.body as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}
