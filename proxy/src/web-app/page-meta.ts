import * as englishTexts from '@exam-prep/contract/page-meta';
import { fullTitle, SITE_NAME } from '@exam-prep/contract/page-meta';
import * as hindiTexts from '@exam-prep/contract/page-meta-hi';
import { localeOfPath, pathWithoutLocale, type SiteLocale } from '@exam-prep/contract/page-locale';

export { SITE_NAME };

/**
 * The head tags and HTTP status of a page, for the HTML the proxy serves (crawlers and link previews run no
 * JavaScript). Every public page's head comes from the web app's page table (web/src/app/pages.ts), built by its
 * server render from the answers it rendered (web/src/app/served-page.ts: ServedHead is this shape). This file
 * holds only what the proxy writes without the app: the admin screens' head (never server-rendered) and the
 * generic head of a page whose render is unavailable or whose data could not be read (the CMS down).
 */
export interface PageMeta {
  status: 200 | 404;
  /** The page's language (its address's: /hi/… is Hindi): the served <html lang>, and the texts' language. */
  locale: SiteLocale;
  /** The page's address inside the app, the same in every language (its hreflang alternates); absent for a 404. */
  appPath?: string;
  /** The page lives at this address: the proxy answers 301 to it, so students and crawlers land on the one address. */
  movedTo?: string;
  /** The full title, with the site name. */
  title: string;
  description: string;
  keywords: string[];
  /** Path of the canonical address (the site's public origin is added by the caller). */
  canonicalPath: string;
  noindex: boolean;
  /** The page's screen as Vite's manifest names it (for preloading its chunk). */
  module?: string;
  /**
   * The first API answer the page shows: its key among the rendered answers (a view-counted page's count), and the
   * address the browser fetches it at, preloaded by the HTML of a page that was not rendered. This relies on the
   * answers carrying `Cache-Control: no-cache` for browsers (cached-route.ts): with `stale-while-revalidate` Chrome
   * hands the preloaded answer to the app but then fetches it again in the background.
   */
  firstData?: { key: string; path: string };
  /** The kind of item whose views the page counts, one per HTML answer (a detail page: its first answer's item). */
  views?: string;
  /** A page whose answers move without a purge (a leaderboard): kept this many seconds at most. */
  keptSeconds?: number;
  /** The page's JSON-LD, built with its absolute canonical address (a question's page: Quiz). */
  structuredData?: (canonicalUrl: string) => Record<string, unknown>;
}

const PAGE_TEXTS = { en: englishTexts, hi: hindiTexts } satisfies Record<SiteLocale, unknown>;

/** Admin screens (admin-area.md §2, plus any further /add-, /manage-, /create-, /import-, /edit-{x}/{id} screen). */
export function isAdminPath(pathname: string): boolean {
  return (
    pathname === '/login' ||
    pathname === '/dashboard' ||
    /^\/(?:add|manage|create|import)-[a-z0-9-]+$/.test(pathname) ||
    /^\/edit-[a-z0-9-]+\/[^/]+$/.test(pathname)
  );
}

/** An admin screen's head: they set their own titles once signed in; crawlers only need to know to stay away. */
export function adminPageMeta(pathname: string): PageMeta {
  const text = englishTexts.adminPageMeta();
  return {
    status: 200,
    locale: 'en',
    title: fullTitle(text.title),
    description: text.description,
    keywords: [],
    canonicalPath: pathname,
    noindex: true,
  };
}

/**
 * What the HTML says when the page's head cannot be known (its render unavailable, or the CMS unreachable): the
 * generic site description, in the address's language. Such a page is served but not kept.
 */
export function fallbackPageMeta(pathname: string): PageMeta {
  const locale = localeOfPath(pathname);
  const home = PAGE_TEXTS[locale].homePageMeta();
  const canonicalPath = canonicalPathOf(pathname);
  return {
    status: 200,
    locale,
    title: home.title,
    description: home.description,
    keywords: home.keywords ?? [],
    canonicalPath,
    appPath: pathWithoutLocale(canonicalPath),
    noindex: false,
  };
}

/** The path written the one way the site links to it (decoded segments re-encoded, no trailing slash); '/' when undecodable. */
function canonicalPathOf(pathname: string): string {
  try {
    const segments = pathname
      .split('/')
      .filter(Boolean)
      .map((segment) => encodeURIComponent(decodeURIComponent(segment)));
    return `/${segments.join('/')}`;
  } catch {
    return '/';
  }
}
