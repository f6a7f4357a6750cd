/// <reference lib="webworker" />
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { API_CACHE, ASSETS_CACHE, DOWNLOADS_CACHE, MEDIA_CACHE, PAGES_CACHE } from '@/lib/offline/cache-names';
import * as cacheNames from '@/lib/offline/cache-names';
import { cacheRoleOf, offlinePageFor, pageCacheKey, type CacheRole } from '@/lib/offline/cache-rules';
import { mediaBudgetPlugin } from './media-budget-plugin';
import { listenForSubmissionSync } from './submission-queue';

/*
 * The service worker (docs/offline.md): the app shell precached, public pages and public API reads
 * stale-while-revalidate, media within a byte budget, other hashed build files as they load; what the student
 * downloaded (DOWNLOADS_CACHE) when all else fails, and the offline page for a page with nothing kept. Which request
 * goes where is cache-rules.ts. A new version waits until the page posts SKIP_WAITING (the student chose Reload).
 */
declare let self: ServiceWorkerGlobalScope;

const DAY = 24 * 60 * 60;

/** Only a full, direct answer is kept: not an error, not the end of a redirect (the address would lie). */
const okAnswersOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 && !response.redirected ? response : null),
};
/** Only answers the proxy marks `public`: session answers are `no-store`, and random draws are never kept. */
const publicAnswersOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && /\bpublic\b/.test(response.headers.get('cache-control') ?? '') ? response : null,
};
/** A page is kept under its address without tracking parameters ("/?source=pwa" is "/"). */
const pageKeys: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(new URL(request.url)),
};

const strategies: Record<Exclude<CacheRole, null>, Strategy> = {
  pages: new StaleWhileRevalidate({
    cacheName: PAGES_CACHE,
    plugins: [pageKeys, okAnswersOnly, new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
  api: new StaleWhileRevalidate({
    cacheName: API_CACHE,
    plugins: [publicAnswersOnly, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true })],
  }),
  media: new CacheFirst({ cacheName: MEDIA_CACHE, plugins: [okAnswersOnly, mediaBudgetPlugin()] }),
  assets: new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [okAnswersOnly, new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
};

/** What the student downloaded for offline use, by address (pages under their address without tracking tags). */
async function fromDownloads(request: Request): Promise<Response | undefined> {
  const cache = await caches.open(DOWNLOADS_CACHE);
  return (await cache.match(request)) ?? (request.mode === 'navigate' ? cache.match(pageCacheKey(new URL(request.url))) : undefined);
}

// The app shell (the entry chunk and its imports, its CSS, both common catalogs, the offline pages):
// the build writes the list (vite.config.ts).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ request }) => cacheRoleOf(request) !== null,
  async ({ request, event }) => {
    const role = cacheRoleOf(request)!;
    try {
      return await strategies[role].handle({ request, event });
    } catch (error) {
      const downloaded = await fromDownloads(request);
      if (downloaded) return downloaded;
      // A page with nothing kept: the offline page of its language, which the app turns into /offline?from=….
      const offline = role === 'pages' ? await matchPrecache(offlinePageFor(new URL(request.url))) : undefined;
      if (offline) return offline;
      throw error;
    }
  },
);

/**
 * What the page loaded before this worker controlled it (its first visit): fetched again through the rules (the
 * browser's HTTP cache answers most of it, the page itself is a revalidation), so that very page opens offline.
 */
async function keepLoaded(event: ExtendableEvent, page: string, files: string[]) {
  const loads = [{ url: page, mode: 'navigate' }, ...files.map((url) => ({ url, mode: 'cors' }))].map(({ url, mode }) => {
    const role = cacheRoleOf({ url, method: 'GET', mode });
    return role
      ? strategies[role].handle({ request: new Request(url, { credentials: 'same-origin' }), event }).catch(() => undefined)
      : undefined;
  });
  await Promise.all(loads);
}

self.addEventListener('message', (event) => {
  const message = event.data as { type?: string; page?: string; files?: string[] } | null;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === 'KEEP_LOADED' && message.page) event.waitUntil(keepLoaded(event, message.page, message.files ?? []));
});

// Full-paper submissions queued offline are sent on Background Sync (docs/offline.md, offline attempts).
listenForSubmissionSync(self);

// The first version controls the page that installed it; later ones wait for SKIP_WAITING.
clientsClaim();

/** Caches of ours that cache-names.ts no longer names (a renamed cache): deleted once the new version runs. */
self.addEventListener('activate', (event) => {
  const current = new Set<string>(Object.values(cacheNames));
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key.startsWith('exam-prep-') && !current.has(key)).map((key) => caches.delete(key))),
      ),
  );
});
