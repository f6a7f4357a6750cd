import { matchRoutes } from 'react-router-dom';
import { localeOfPath, pathInLocale, pathWithoutLocale, type SiteLocale } from '@exam-prep/contract/page-locale';
import { NOT_FOUND_PAGE, pageDataKey, PUBLIC_PAGES, screenFile, type PageData, type PublicPage } from '@/app/pages';
import { canonicalPathOf, type ApiRead, type PageHead, type SitemapEntry } from '@/lib/page-head';
import { localizedApiPath } from '@/lib/api';
import { boundedMemo } from './bounded-memo';

/*
 * What the proxy's served HTML needs to know of a public address, from the page table: which page it is, what
 * that page reads, its head in the address's language, and the sitemap's addresses. The server render
 * (entry-server.tsx) loads the reads; this file says what they are and what their answers make.
 */

/** A public address as the page table sees it. */
export interface AddressedPage {
  page: PublicPage;
  locale: SiteLocale;
  params: Record<string, string | undefined>;
  query: URLSearchParams;
  /** The app path written the one way the site links to it. */
  path: string;
  /** What the page shows first (embedded in its HTML), then what only its head needs (not embedded). */
  data: PageData[];
  headData: PageData[];
}

// Matched as written: /Practice is no address of the site (a 404 for crawlers, whatever the browser's router shows).
const PAGE_ROUTES = PUBLIC_PAGES.map((page) => ({ path: page.path, page, caseSensitive: true }));

/** '/practice/general-aptitude/' → ['practice', 'general-aptitude']; undefined when a segment cannot be decoded. */
function pathSegments(pathname: string): string[] | undefined {
  try {
    return pathname
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

/**
 * The table's page at an app path (none: Page Not Found), with its route parameters: matched once per path, as
 * matchRoutes ranks the whole table on every call and the proxy asks for every request with a query.
 */
const matchedPage = boundedMemo((appPath: string) => (pathSegments(appPath) ? matchRoutes(PAGE_ROUTES, appPath)?.[0] : undefined));

/** The page an address (path and query, in any language) shows: Page Not Found for any address the table lacks. */
export function addressedPage(url: string): AddressedPage {
  const address = new URL(url, 'http://localhost');
  const locale = localeOfPath(address.pathname);
  const appPath = pathWithoutLocale(address.pathname);
  const segments = pathSegments(appPath);
  const match = matchedPage(appPath);
  const query = address.searchParams;
  if (!match)
    return { page: NOT_FOUND_PAGE, locale, params: {}, query, path: segments ? canonicalPathOf(segments) : '/', data: [], headData: [] };
  const { page } = match.route;
  // A copy: the match is kept for the next request of this path.
  const params = { ...match.params };
  const pageMatch = { params, query };
  return {
    page,
    locale,
    params,
    query,
    path: canonicalPathOf(segments!),
    data: page.data?.(pageMatch) ?? [],
    headData: page.headData?.(pageMatch) ?? [],
  };
}

/**
 * The address (path and query, in any language) a page is rendered and kept under: its path as given and the query
 * parameters its page reads (the table's `query`), in the order given. Any other parameter changes nothing on the
 * page, so it neither makes a new render nor a new copy.
 */
export function pageAddress(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const path = url.slice(0, at);
  const appPath = pathWithoutLocale(path);
  const reads = matchedPage(appPath)?.route.page.query;
  const kept = new URLSearchParams();
  if (reads) for (const [name, value] of new URLSearchParams(url.slice(at + 1))) if (reads.includes(name)) kept.append(name, value);
  const query = kept.toString();
  return path + (query ? `?${query}` : '');
}

/** A page's head as the served HTML writes it, in its language, with what it preloads. */
export interface ServedHead extends PageHead {
  /** The page's language (its address's): the served <html lang>, and the texts' language. */
  locale: SiteLocale;
  /** The page's path inside the app, the same in every language (its hreflang alternates); absent for a 404. */
  appPath?: string;
  /** The page's screen as Vite's manifest names it (its chunk is preloaded). */
  module: string;
  /**
   * The first answer the page shows: its key among the rendered answers, and the address the browser fetches it
   * at (preloaded by the HTML of a page that was not rendered, so the data arrives while the scripts still load).
   */
  firstData?: { key: string; path: string };
  /** The kind of item whose view this page counts (the item is its first answer). */
  views?: PublicPage['views'];
  /** How long the proxy may keep the page's HTML at most (none: until the next purge). */
  keptSeconds?: number;
}

/**
 * The head of an addressed page from the answers to its reads (`undefined`: the API said there is no such thing).
 * A Hindi page's addresses (canonical, redirect, data) are under /hi and its texts Hindi.
 */
export async function servedHead(addressed: AddressedPage, answers: readonly unknown[]): Promise<ServedHead> {
  const { page, locale, params, query, path } = addressed;
  const buildHead = await page.head();
  const head = buildHead({ params, query, locale, path, answers });
  const found = head.status === 200;
  const first = found && !head.movedTo ? addressed.data[0] : undefined;
  return {
    ...head,
    locale,
    appPath: found ? head.canonicalPath : undefined,
    canonicalPath: pathInLocale(head.canonicalPath, locale),
    movedTo: head.movedTo && pathInLocale(head.movedTo, locale),
    noindex: head.noindex || !found,
    module: screenFile((found ? page : NOT_FOUND_PAGE).screen),
    views: first ? page.views : undefined,
    keptSeconds: found ? page.keptSeconds : undefined,
    firstData: first && { key: pageDataKey(first), path: localizedApiPath(pageDataKey(first), locale) },
  };
}

/**
 * Every public, indexable address the content makes, in canonical English form, in the table's order (the proxy
 * adds each one's Hindi address). Reads that fail throw: the proxy keeps serving the sitemap it had.
 */
export async function sitemapEntries(read: ApiRead): Promise<SitemapEntry[]> {
  const lists = await Promise.all(
    PUBLIC_PAGES.map(async ({ path, sitemap }) => {
      if (sitemap === true) return [{ path }];
      return sitemap ? (await sitemap())(read) : [];
    }),
  );
  return lists.flat();
}
