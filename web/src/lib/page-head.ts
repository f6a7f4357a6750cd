import * as englishTexts from '@exam-prep/contract/page-meta';
import * as hindiTexts from '@exam-prep/contract/page-meta-hi';
import { fullTitle, type PageText } from '@exam-prep/contract/page-meta';
import type { SiteLocale } from '@exam-prep/contract/page-locale';
import { callPath, type ApiCall } from '@/lib/api';

/**
 * A page's head as the served HTML writes it (crawlers and link previews run no JavaScript), and its HTTP status.
 * Built by the page's head builder (the page table's `head`) from what the server render loaded for it, so the
 * status the proxy answers and the screen the render shows come from the same answers. Paths are the app's, in
 * English form: the server render puts them under /hi for a Hindi page.
 */
export interface PageHead {
  status: 200 | 404;
  /** The full title, with the site name. */
  title: string;
  description: string;
  keywords: string[];
  /** Path of the canonical address (the site's origin is added by the proxy). */
  canonicalPath: string;
  noindex: boolean;
  /** The page lives at this other path: the proxy answers 301 to it (with the query kept) and renders nothing. */
  movedTo?: string;
  /** The page's JSON-LD, built with its absolute canonical address (a question's page: Quiz). */
  structuredData?: (canonicalUrl: string) => Record<string, unknown>;
}

/** What a head builder is given: the address's parts, its language and the answers the render loaded. */
export interface PageHeadInput {
  params: Record<string, string | undefined>;
  query: URLSearchParams;
  locale: SiteLocale;
  /** The address's app path written the one way the site links to it (decoded segments re-encoded, no trailing slash). */
  path: string;
  /**
   * The answers to the page's reads, in the order declared: its `data`, then its `headData`. `undefined` is the
   * API's "no such thing" (a 4xx: an unknown name, slug or id). A read that failed otherwise (the CMS down) never
   * reaches a builder: the server render then has no head, and the proxy writes its generic one.
   */
  answers: readonly unknown[];
}

export type PageHeadBuilder = (input: PageHeadInput) => PageHead;

/** The page texts of a language (@exam-prep/contract/page-meta and page-meta-hi: the pages' <Seo> renders the same). */
export type PageTexts = typeof hindiTexts;
export const pageTexts = (locale: SiteLocale): PageTexts => (locale === 'hi' ? hindiTexts : englishTexts);

/** The path written the one way the site links to it: each segment encoded, no trailing slash. */
export const canonicalPathOf = (segments: readonly string[]): string =>
  `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;

/** A found page's head from its texts. */
export function pageHead(text: PageText, canonicalPath: string): PageHead {
  return {
    status: 200,
    title: fullTitle(text.title),
    description: text.description,
    keywords: text.keywords ?? [],
    canonicalPath,
    noindex: Boolean(text.noindex),
  };
}

/** The head of an address the site does not have (or a name, slug or id it does not know): 404, noindex. */
export function notFoundHead({ locale, path }: Pick<PageHeadInput, 'locale' | 'path'>): PageHead {
  return { ...pageHead(pageTexts(locale).notFoundPageMeta(), path), status: 404, noindex: true };
}

/** A found page's head from its texts in the page's language, at its own path unless another is canonical. */
export const textHead = (
  { locale, path }: Pick<PageHeadInput, 'locale' | 'path'>,
  text: (texts: PageTexts) => PageText,
  canonicalPath = path,
): PageHead => pageHead(text(pageTexts(locale)), canonicalPath);

/** The head of a page whose texts need nothing loaded (a page of fixed texts). */
export const fixedHead =
  (text: (texts: PageTexts) => PageText): PageHeadBuilder =>
  (input) =>
    textHead(input, text);

/** '{ topic_name }' objects for the builders that take API shapes, from plain names. */
export const named = <K extends string>(key: K, values: readonly string[]) =>
  values.map((value) => ({ [key]: value }) as Record<K, string>);

/** One address of the sitemap (an app path, in English form: the proxy adds each one's Hindi address). */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** Reads an API answer as the server render does (in process, in English). */
export type ApiRead = <T>(path: string) => Promise<T>;

/**
 * A page's addresses in the sitemap: `true`, the page's own path (a page without parameters); or every address the
 * content makes, read from the API. Pages left out (no `sitemap`) are noindex or endless (/saved, /search).
 */
export type SitemapLister = (read: ApiRead) => Promise<SitemapEntry[]>;

/*
 * The page table names its heads and sitemap listers by loaders: only the server render builds heads, so the
 * browser's copy of the table (in its entry chunk) carries neither them nor both languages' page texts.
 */
export type HeadLoader = () => Promise<PageHeadBuilder>;
export type PageSitemap = true | (() => Promise<SitemapLister>);

/** Every item of a paged list (`{ [items], pagination }`), page by page. */
export async function readEveryPage<Item>(
  read: ApiRead,
  path: (page: number) => string,
  items: (answer: never) => readonly Item[],
): Promise<Item[]> {
  const all: Item[] = [];
  for (let page = 1; ; page++) {
    const answer = await read<{ pagination: { totalPages: number } }>(path(page));
    all.push(...items(answer as never));
    if (page >= answer.pagination.totalPages) return all;
  }
}

/** Every item's page of a paged public list (`/{section}/{slug}`), with when it last changed. */
export const sluggedAddresses =
  <Answer>(
    section: string,
    operation: 'listCheatsheets' | 'listExamPatterns',
    itemsOf: (answer: Answer) => ReadonlyArray<{ slug: string; updatedAt?: string | null }>,
  ): SitemapLister =>
  async (read) =>
    (await readEveryPage(read, (page) => callPath({ operation, query: { page, limit: 100 } }), itemsOf)).map((item) => ({
      path: canonicalPathOf([section, item.slug]),
      lastmod: item.updatedAt ?? undefined,
    }));

/** The sitemap addresses one list makes: a path per item (undefined: that item has no page). */
export const addressesOf =
  <List>(call: ApiCall, paths: (list: List) => ReadonlyArray<string | null | undefined>): SitemapLister =>
  async (read) =>
    paths(await read<List>(callPath(call))).flatMap((path) => (path ? [{ path }] : []));
