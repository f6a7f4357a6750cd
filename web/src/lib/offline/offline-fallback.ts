import { pathWithoutLocale } from '@exam-prep/contract/page-locale';

/** The meta tag the proxy writes into the /offline page's HTML (proxy/src/web-app/page-html.ts). */
export const OFFLINE_FALLBACK_META = 'offline-fallback';

/**
 * The service worker answers a page with nothing kept with the offline page's HTML (sw.ts). Before hydrating, the
 * address becomes that page's, with the one asked for in `from` (/offline?from=/practice/x), so the app renders
 * the page the HTML is and hydration matches; the offline page reads `from`.
 */
export function adoptOfflineFallback(doc: Document = document, location: Location = window.location, history: History = window.history) {
  if (!doc.querySelector(`meta[name="${OFFLINE_FALLBACK_META}"]`)) return;
  const appPath = pathWithoutLocale(location.pathname);
  if (appPath === '/offline') return;
  const prefix = appPath === location.pathname ? '' : '/hi';
  const from = `${appPath}${location.search}`;
  history.replaceState(null, '', `${prefix}/offline?from=${encodeURIComponent(from)}`);
}
