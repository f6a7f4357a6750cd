import { HINDI_PREFIX, LOCALE_COOKIE } from '@exam-prep/contract/page-locale';

/* Which page an address is: the part of it a page is rendered and kept under, and where a reader is sent instead. */

/** The query parameters the app's pages read (a list's page, search words and type, an exam filter). */
const PAGE_QUERY_PARAMS = new Set(['page', 'q', 'type', 'exam']);

/**
 * The address a page is rendered and kept under: its path and the query parameters the app reads, in the order
 * given. Any other parameter (a tracking tag, a cache-buster) changes nothing on the page, so it neither makes
 * a new render nor a new cache entry.
 */
export function pageAddress(originalUrl: string): string {
  const at = originalUrl.indexOf('?');
  if (at === -1) return originalUrl;
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(originalUrl.slice(at + 1))) if (PAGE_QUERY_PARAMS.has(name)) kept.append(name, value);
  const query = kept.toString();
  return originalUrl.slice(0, at) + (query ? `?${query}` : '');
}

/** The language switch's cookie saying a reader chose Hindi (web/src/components/language-switch.tsx). */
const CHOSE_HINDI = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=hi(?:;|$)`);

/**
 * A returning reader who chose Hindi, asking for the home page: sent to the Hindi one. Only the bare home page
 * (every other address is the page asked for, in the language its address says). The answer depends on the
 * cookie, so it is never stored by a shared cache and says it varies with it.
 */
export function hindiHomeRedirect(method: string | undefined, url: string | undefined, cookie: string | undefined): string | undefined {
  if ((method !== 'GET' && method !== 'HEAD') || !url || !cookie || !CHOSE_HINDI.test(cookie)) return undefined;
  const at = url.indexOf('?');
  if ((at === -1 ? url : url.slice(0, at)) !== '/') return undefined;
  return HINDI_PREFIX + (at === -1 ? '' : url.slice(at));
}

/** Files, not pages: a missing one is a plain 404, never the app's HTML. */
export const FILE_PATH = /^\/assets\/|\.(?:js|mjs|css|map|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|json|txt|xml|webmanifest)$/i;
