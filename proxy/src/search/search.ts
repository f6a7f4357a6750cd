import {
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LIMIT,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_RESULT_TYPES,
  searchQuery,
  type SearchAnswer,
  type SearchResult,
  type SearchResultType,
} from '@exam-prep/contract/public/search';
import { escapeHtml } from '@exam-prep/contract/html-escape';
import { readableMath } from '@exam-prep/contract/plain-math';
import { questionPagePath } from '@exam-prep/contract/question-path';
import type { SiteSearchHit } from '@exam-prep/contract/site-search-hit';
import { badRequest } from '#src/lib/errors.js';
import type { StrapiClient } from '#src/strapi/client.js';
import { readPaging } from '#src/lib/pagination.js';
import { parseOrThrow } from '#src/lib/validation.js';
import { DEFAULT_LOCALE, localeOf, readLocale, type Locale } from '#src/strapi/locale.js';

/** A search as asked: the query trimmed, the kind if one was chosen, and the page. */
export interface SearchInput {
  q: string;
  type?: SearchResultType;
  limit: number;
  page: number;
  /** The language searched in. */
  locale: Locale;
}

/**
 * Reads `?q`, `?type`, `?limit` and `?page`. `limit` and `page` follow the other lists' rules (a whole number,
 * clamped into range: limit 1 to 50, default 10). An empty `type` means every kind (a form's "All"). A missing,
 * empty or blank `q`, one longer than SEARCH_QUERY_MAX_LENGTH, or an unknown `type` is a 400 naming the field.
 */
export function readSearchInput(query: Record<string, unknown>): SearchInput {
  const { page, limit } = readPaging(query, { limit: SEARCH_DEFAULT_LIMIT, maxLimit: SEARCH_MAX_LIMIT });
  const locale = readLocale(query);
  const parsed = parseOrThrow(searchQuery, { ...query, type: query.type === '' ? undefined : query.type, locale: undefined });
  const q = parsed.q.trim();
  if (!q) throw badRequest(`q must not be empty: give 1 to ${SEARCH_QUERY_MAX_LENGTH} characters to search for`);
  if (q.length > SEARCH_QUERY_MAX_LENGTH) throw badRequest(`q must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`);
  return { q, type: parsed.type, limit, page, locale };
}

/**
 * The cache key's query of a search: the query as the index reads it (case and runs of spaces do not change the
 * answer), the kind, and the page as read. Input readSearchInput refuses is kept as written: its 400 is never cached.
 */
export function searchCacheQuery(query: Record<string, unknown>): string {
  try {
    const { q, type, limit, page, locale } = readSearchInput(query);
    const key = new URLSearchParams({ q: q.toLowerCase().replace(/\s+/g, ' ') });
    if (type) key.set('type', type);
    if (limit !== SEARCH_DEFAULT_LIMIT) key.set('limit', String(limit));
    if (page !== 1) key.set('page', String(page));
    if (locale !== DEFAULT_LOCALE) key.set('locale', locale);
    return key.toString();
  } catch {
    return new URLSearchParams(
      ['q', 'type', 'limit', 'page', 'locale'].map((name): [string, string] => [name, String(query[name] ?? '')]),
    ).toString();
  }
}

/** The CMS's answer (cms/src/api/site-search): one page of hits and how many match in all. */
interface CmsSearchAnswer {
  data: SiteSearchHit[];
  meta: { total: number };
}

/** The CMS's markers around a matched word (cms/src/site-search/query.ts). */
const MARKS = ['\u0001', '\u0002'] as const;
const MARKED = /\u0001([^\u0001\u0002]*)\u0002/g;
/** Control characters, the CMS's markers among them, left over once the marked words are <mark>ed. */
const LEFT_OVER = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/**
 * A snippet as HTML: every character of the stored text escaped, and only the CMS's markers made into <mark>
 * elements. Nothing stored is trusted as markup, so a stored `<script>` shows as text. Formulas are made readable
 * first (`$\frac{1}{2}$` reads `1/2`); one holding a matched word is marked whole.
 */
export function markedSnippet(snippet: string): string {
  return escapeHtml(readableMath(snippet, { marks: MARKS }))
    .replace(MARKED, (_whole, words: string) => (words ? `<mark>${words}</mark>` : ''))
    .replace(LEFT_OVER, '');
}

/** A site address of these path segments, each encoded: how web-app/page-meta.ts spells canonical addresses. */
const pathOf = (segments: string[]) => `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;

/** The page a hit is found on, or undefined when it has none (a subtopic whose topic has just been removed). */
function addressOf(hit: SiteSearchHit): string | undefined {
  switch (hit.type) {
    case 'question':
      return questionPagePath(hit.documentId, hit.question ?? '');
    case 'subtopic':
      return hit.topic && hit.subtopic ? pathOf(['practice', hit.topic, hit.subtopic]) : undefined;
    case 'exam_pattern':
      return hit.slug ? pathOf(['exam-patterns', hit.slug]) : undefined;
    case 'cheatsheet':
      return hit.slug ? pathOf(['cheatsheets', hit.slug]) : undefined;
    case 'faq':
      return hit.slug ? pathOf(['faqs', hit.slug]) : undefined;
    // A code question is shown on its topic's page (the CMS gives the topic's slug).
    case 'code_question':
      return hit.slug ? pathOf(['programming-topics', hit.slug]) : undefined;
    default:
      return undefined;
  }
}

/** Whether the public answer may carry hits of this kind (the CMS may index kinds the contract does not list yet). */
const isResultType = (type: string): type is SearchResultType => (SEARCH_RESULT_TYPES as readonly string[]).includes(type);

/** GET /api/search: one CMS request, answered from the database's full-text index (cms/src/api/site-search). */
export async function searchSite(cms: StrapiClient, input: SearchInput): Promise<SearchAnswer> {
  const answer = await cms.get<CmsSearchAnswer>('/site-search', {
    q: input.q,
    type: input.type,
    limit: String(input.limit),
    page: String(input.page),
    // English is the CMS's default: its requests stay as they were.
    locale: input.locale === DEFAULT_LOCALE ? undefined : input.locale,
  });
  const results: SearchResult[] = [];
  for (const hit of answer.data) {
    const url = addressOf(hit);
    if (url && isResultType(hit.type))
      results.push({ type: hit.type, title: readableMath(hit.title), url, snippet: markedSnippet(hit.snippet), locale: localeOf(hit) });
  }
  const total = answer.meta.total;
  const totalPages = Math.ceil(total / input.limit);
  return {
    results,
    total,
    pagination: {
      current: input.page,
      total,
      totalPages,
      limit: input.limit,
      hasNext: input.page < totalPages,
      hasPrev: input.page > 1,
    },
  };
}
