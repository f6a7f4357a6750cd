import { HINDI_PREFIX, LOCALE_COOKIE } from '@exam-prep/contract/page-locale';

/* Which page an address is: the part of it a page is rendered and kept under, and where a reader is sent instead. */

/**
 * The address of a page whose page table is not at hand (no server build): its path alone. A page served without
 * the build is index.html with the generic head, which no query changes.
 */
export function pathOnly(originalUrl: string): string {
  const at = originalUrl.indexOf('?');
  return at === -1 ? originalUrl : originalUrl.slice(0, at);
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
