import { slugify } from '@exam-prep/contract/slug';

/**
 * Topic and subtopic names are stored as lowercase hyphenated slugs (they appear in public URLs), with the
 * contract's slug rule, the one the proxy stores with.
 */
export const toStoredName = slugify;

/** The longest stored name the server accepts. */
export const MAX_STORED_NAME = 120;

export type StoredNameCheck =
  | { state: 'empty' }
  | { state: 'ok'; stored: string; /** true when the typed text differs from what is stored */ changed: boolean }
  | { state: 'invalid'; message: string };

/**
 * What the add forms show while the admin types: the name that will be stored, or the problem the server
 * would answer with (`noun` is 'Topic' or 'Subtopic').
 */
export function checkStoredName(text: string, noun: string): StoredNameCheck {
  if (!text.trim()) return { state: 'empty' };
  const stored = toStoredName(text);
  if (!stored) return { state: 'invalid', message: `${noun} name must contain letters or digits` };
  if (stored.length > MAX_STORED_NAME) return { state: 'invalid', message: `${noun} name must be at most ${MAX_STORED_NAME} characters` };
  return { state: 'ok', stored, changed: stored !== text.trim() };
}
