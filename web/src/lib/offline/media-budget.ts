import { get } from 'idb-keyval';

/**
 * The byte budget of MEDIA_CACHE (uploaded images, KaTeX fonts), kept in IndexedDB (idb-keyval's default store)
 * where the service worker and the page both read it: the settings on /offline write MEDIA_BUDGET_KEY, the
 * service worker's media plugin (src/service-worker/media-budget-plugin.ts) keeps MEDIA_ENTRIES_KEY.
 */
export const MEDIA_BUDGET_KEY = 'mediaBudgetBytes';
/** What MEDIA_CACHE holds: each file's size and last use, by URL. */
export const MEDIA_ENTRIES_KEY = 'mediaEntries';
export const DEFAULT_MEDIA_BUDGET_BYTES = 50 * 1024 * 1024;

export interface MediaEntry {
  bytes: number;
  /** Milliseconds since the epoch. */
  lastUsed: number;
}
export type MediaEntries = Record<string, MediaEntry>;

/** A stored budget if it is a positive number of bytes, else the default. */
export function budgetOf(stored: unknown): number {
  return typeof stored === 'number' && Number.isFinite(stored) && stored > 0 ? stored : DEFAULT_MEDIA_BUDGET_BYTES;
}

/** The URLs to delete, least recently used first, until what is left fits the budget. */
export function entriesToEvict(entries: MediaEntries, budgetBytes: number): string[] {
  let used = Object.values(entries).reduce((sum, entry) => sum + entry.bytes, 0);
  const evict: string[] = [];
  for (const [url, entry] of Object.entries(entries).sort(([, a], [, b]) => a.lastUsed - b.lastUsed)) {
    if (used <= budgetBytes) break;
    evict.push(url);
    used -= entry.bytes;
  }
  return evict;
}

/** What MEDIA_CACHE uses now and may use, for the settings on /offline. */
export async function readMediaUsage(): Promise<{ usedBytes: number; budgetBytes: number }> {
  const [entries, budget] = await Promise.all([get<MediaEntries>(MEDIA_ENTRIES_KEY), get<unknown>(MEDIA_BUDGET_KEY)]);
  const usedBytes = Object.values(entries ?? {}).reduce((sum, entry) => sum + entry.bytes, 0);
  return { usedBytes, budgetBytes: budgetOf(budget) };
}
