/**
 * The Cache Storage names the service worker (src/service-worker/) and the app share. Renaming one strands what
 * students keep in it, so a new name needs a clean-up of the old one in the service worker's activate step.
 */
/** Public pages (HTML) a student opened: stale-while-revalidate, LRU with a cap. */
export const PAGES_CACHE = 'exam-prep-pages-v1';
/** Public `/api` reads a student's screens made: stale-while-revalidate, LRU with a cap. */
export const API_CACHE = 'exam-prep-api-v1';
/** Uploaded images and KaTeX fonts that were seen: within a byte budget (50 MB by default). */
export const MEDIA_CACHE = 'exam-prep-media-v1';
/** Hashed build files (JS, CSS) seen at run time beyond the precached shell. */
export const ASSETS_CACHE = 'exam-prep-assets-v1';
/**
 * What "Download for offline" fetched (pages, API reads, images, chunks): never evicted by the LRU caps or the
 * byte budget, only by the student on /offline. The service worker answers from it when the network and the
 * runtime caches have nothing.
 */
export const DOWNLOADS_CACHE = 'exam-prep-downloads-v1';
