import type { Translator } from '@/i18n/i18n';
import { ApiError } from '@/lib/api';
import { serverMessageKey } from './server-messages';

/**
 * What a failed call tells the student: the server's message (in the page's language when the app knows it),
 * the network's failure, or the screen's own fallback when the server gave no message.
 */
export function errorText(t: Translator['t'], error: unknown, fallback = t('student.errors.somethingWrong')): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return t('student.errors.network');
  if (!error.message) return fallback;
  const key = serverMessageKey(error.message);
  return key ? t(`student.server.${key}`) : error.message;
}

/** True for the answer a call gives without a live student session. */
export const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;
