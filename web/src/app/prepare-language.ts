import { pathWithoutLocale, type SiteLocale } from '@exam-prep/contract/page-locale';
import { matchRoutes } from 'react-router-dom';
import type { Translator } from '@/i18n/i18n';
import { loadTranslatorLike } from '@/i18n/load';
import { apiFetch, inApiLocale } from '@/lib/api';
import { pageDataKey, PUBLIC_PAGES, type PageData } from './pages';
import type { ServerData } from './server-data';

/*
 * What the language switch (language-root.tsx) loads before it shows a page in the other language. Its parts are
 * the app's own (the page table, the texts' loader, the API's fetch): served-page.ts, which the server render
 * matches addresses with, would bring every language's head builders into the first load.
 */

/** The other language's texts, and the answers the page at the new address shows first (by SWR key). */
export interface PreparedLanguage {
  translator: Translator;
  data: ServerData;
}

// The page-text builders of each language (its head: title, description): loaded here so the new page's head is
// written as soon as it shows (components/seo-head.tsx imports the same modules).
const PAGE_META: Record<SiteLocale, () => Promise<unknown>> = {
  en: () => import('@exam-prep/contract/page-meta'),
  hi: () => import('@exam-prep/contract/page-meta-hi'),
};

const PAGE_ROUTES = PUBLIC_PAGES.map((page) => ({ path: page.path, page, caseSensitive: true }));

/** What the page table says the page at an address (path and query, in either language) shows first. */
export function firstReads(href: string): PageData[] {
  const address = new URL(href, 'http://localhost');
  const match = matchRoutes(PAGE_ROUTES, pathWithoutLocale(address.pathname))?.[0];
  return match?.route.page.data?.({ params: { ...match.params }, query: address.searchParams }) ?? [];
}

/**
 * Loads the texts of `locale` (those the page has loaded in its own) and what the page table says the page at
 * `href` reads first, in that language, with the hooks' own fetchers: the same answers its server render starts
 * from. Rejects when any of it cannot be loaded (offline, an error, a 404): the switch then loads the page afresh.
 */
export async function prepareLanguage(locale: SiteLocale, href: string, current: Translator): Promise<PreparedLanguage> {
  const reads = firstReads(href);
  const keys = reads.map(pageDataKey);
  const [translator, answers] = await Promise.all([
    loadTranslatorLike(locale, current),
    Promise.all(reads.map((read, index) => inApiLocale(locale, () => (read.fetch ?? apiFetch)(keys[index]!)))),
    PAGE_META[locale](),
  ]);
  return { translator, data: Object.fromEntries(keys.map((key, index) => [key, answers[index]])) };
}
