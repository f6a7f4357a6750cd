import type { SearchResultType } from './public/search.js';

/**
 * One hit of the CMS's site search (GET /site-search, cms/src/site-search/query.ts), as the proxy reads it
 * (proxy/src/search/search.ts): plain texts and what its page's address is made of. Not part of /api/*: the
 * proxy turns it into a SearchResult. Types only, so the CMS (which loads none of the contract at run time) can
 * import it.
 */
/** What the CMS indexes: the public search's kinds. */
export type SiteSearchHitType = SearchResultType;

export interface SiteSearchHit {
  type: SiteSearchHitType;
  documentId: string;
  /** The language of the version found: the searched one, or `en` for a document not translated into it. */
  locale: string;
  title: string;
  /** Plain text with the matched words between \u0001 and \u0002 (never HTML: the proxy escapes it). */
  snippet: string;
  /** A question's stored text (its page's slug is made from it). */
  question?: string;
  /** An exam pattern's, cheatsheet's or FAQ's slug; a code question's topic's slug (the page it is shown on). */
  slug?: string;
  /** A subtopic's stored name and its topic's. */
  subtopic?: string;
  topic?: string;
}
