import { REPORTER_TOKEN_PATTERN } from '@exam-prep/contract/report-reasons';
import { browserStorage, type KeyValueStorage } from '@/lib/storage';

/** Where this browser keeps its reporter token (localStorage). */
export const REPORTER_TOKEN_KEY = 'reporterToken';

/** 16 random bytes as base64url: 22 characters, within REPORTER_TOKEN_PATTERN. */
export function newReporterToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

// Without storage (a private mode that refuses it) the token lives as long as the page: reports still go out.
let tokenOfThisPage: string | undefined;

/**
 * This browser's reporter token, made once and kept: the server knows the browser's reports by it (no account
 * needed). A stored value that is not a valid token is replaced.
 */
export function reporterToken(storage: KeyValueStorage | undefined = browserStorage()): string {
  try {
    const stored = storage?.getItem(REPORTER_TOKEN_KEY);
    if (stored && REPORTER_TOKEN_PATTERN.test(stored)) return stored;
  } catch (error) {
    console.error('Could not read the reporter token from local storage', error);
  }
  const token = tokenOfThisPage ?? newReporterToken();
  tokenOfThisPage = token;
  try {
    storage?.setItem(REPORTER_TOKEN_KEY, token);
  } catch (error) {
    console.error('Could not keep the reporter token in local storage', error);
  }
  return token;
}
