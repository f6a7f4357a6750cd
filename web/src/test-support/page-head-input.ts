import type { SiteLocale } from '@exam-prep/contract/page-locale';
import type { PageHeadInput } from '@/lib/page-head';

/** What the server hands a page's head builder for `path`, given the answers to the page's reads. */
export const pageHeadInput = (path: string, answers: unknown[], locale: SiteLocale = 'en'): PageHeadInput => ({
  params: {},
  query: new URLSearchParams(),
  locale,
  path,
  answers,
});
