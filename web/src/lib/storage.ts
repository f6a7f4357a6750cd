/**
 * The part of localStorage the site uses: saved questions, notes, the mock test in progress. Modules take it as
 * a parameter so their rules are tested with an in-memory one (lib/memory-storage.test-support.ts).
 */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * This browser's localStorage, or undefined where it is disabled (some private modes throw on merely touching
 * it). Callers carry on without it: nothing a student does fails for want of storage.
 */
export function browserStorage(): KeyValueStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch (error) {
    console.error('Local storage is not available', error);
    return undefined;
  }
}
