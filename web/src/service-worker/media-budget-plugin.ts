import { get, set } from 'idb-keyval';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { budgetOf, entriesToEvict, MEDIA_BUDGET_KEY, MEDIA_ENTRIES_KEY, type MediaEntries } from '@/lib/offline/media-budget';

/**
 * Keeps MEDIA_CACHE within its byte budget (Workbox's ExpirationPlugin counts entries, not bytes): each stored
 * file's size and last use are kept in IndexedDB, and after each new file the least recently used go until the
 * rest fits the budget the student chose on /offline (50 MB by default).
 */
export function mediaBudgetPlugin(): WorkboxPlugin {
  // One change at a time: the entries are one IndexedDB record, read and written whole.
  let queue: Promise<unknown> = Promise.resolve();
  const change = (update: (entries: MediaEntries) => Promise<void> | void) => {
    queue = queue
      .then(async () => {
        const entries = (await get<MediaEntries>(MEDIA_ENTRIES_KEY)) ?? {};
        await update(entries);
        await set(MEDIA_ENTRIES_KEY, entries);
      })
      .catch(() => undefined);
    return queue;
  };

  return {
    async cacheDidUpdate({ cacheName, request }) {
      const cache = await caches.open(cacheName);
      const stored = await cache.match(request);
      if (!stored) return;
      const bytes = (await stored.blob()).size;
      await change(async (entries) => {
        entries[request.url] = { bytes, lastUsed: Date.now() };
        const evict = entriesToEvict(entries, budgetOf(await get(MEDIA_BUDGET_KEY)));
        for (const url of evict) {
          await cache.delete(url);
          delete entries[url];
        }
      });
    },
    async cachedResponseWillBeUsed({ request, cachedResponse }) {
      if (cachedResponse)
        void change((entries) => {
          const entry = entries[request.url];
          if (entry) entry.lastUsed = Date.now();
        });
      return cachedResponse;
    },
  };
}
