import type { KeyValueStorage } from './storage';

/** An in-memory localStorage for unit tests; `failWrites` simulates a full or blocked storage. */
export class MemoryStorage implements KeyValueStorage {
  readonly data: Map<string, string>;
  failWrites = false;
  constructor(initial: Record<string, string> = {}) {
    this.data = new Map(Object.entries(initial));
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new Error('QuotaExceededError');
    this.data.set(key, String(value));
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

/** Storage that throws on every call (disabled by the browser or the user). */
export const brokenStorage: KeyValueStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};
