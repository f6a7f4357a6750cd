import type { SearchResultType } from '@exam-prep/contract/public/search';
import type { Translator } from '@/i18n/i18n';
import { pageFromQuery } from '@/lib/paging';
import { SEARCH_QUERY_MAX_LENGTH, type SearchParams } from '@/lib/site-search';

/**
 * Every kind of result, in the type filter's order: its label on a result, its name in the filter and in an empty
 * answer are the catalogs' search.types.{type} texts.
 */
export const RESULT_TYPES: readonly SearchResultType[] = ['question', 'subtopic', 'exam_pattern', 'cheatsheet', 'faq', 'code_question'];

const isResultType = (value: string | null): value is SearchResultType =>
  value !== null && (RESULT_TYPES as readonly string[]).includes(value);

/** A result's type label; an unknown type (a newer server) is shown as 'Result' rather than breaking the list. */
export const resultTypeLabel = (type: string, t: Translator['t']): string =>
  isResultType(type) ? t(`search.types.${type}.label`) : t('search.result');

/**
 * The search an address asks for (`?q=&type=&page=`), or undefined when there is nothing to search yet (no `q`,
 * or only spaces). `q` is kept as typed apart from the spaces around it (an over-long one is the API's to refuse,
 * with its own message); an unknown `type` means every type; `page` is a whole number from 1.
 */
export function searchFromParams(params: URLSearchParams): (SearchParams & { page: number }) | undefined {
  const q = (params.get('q') ?? '').trim();
  if (!q) return undefined;
  const type = params.get('type');
  return { q, type: isResultType(type) ? type : undefined, page: pageFromQuery(params.get('page')) };
}

/** '23 results for “triangle”', '1 result for “x”', with the type when filtered: '… in Questions'. */
export function resultCountText(total: number, q: string, type: SearchResultType | undefined, t: Translator['t']): string {
  return type ? t('search.countOfType', { total, q, type: t(`search.types.${type}.filter`) }) : t('search.count', { total, q });
}

/**
 * A result's address as a link target: root-relative paths of this site only. Anything else (a full URL, a
 * protocol-relative `//host`, `javascript:`) would take the student off the site, so the title is then not a link.
 */
export function resultHref(url: string): string | undefined {
  return /^\/(?![/\\])/.test(url) ? url : undefined;
}

/**
 * What is wrong with a query the API would refuse for its length (as it counts: after trimming, in UTF-16 units),
 * or undefined. Said at once, without asking: the server render can then show it too (a failed fetch there
 * leaves the page loading, for the browser to ask again), and a page without JavaScript would never get further.
 */
export function queryLengthProblem(q: string, t: Translator['t']): string | undefined {
  if (q.length <= SEARCH_QUERY_MAX_LENGTH) return undefined;
  return t('search.tooLong', { max: SEARCH_QUERY_MAX_LENGTH, length: q.length });
}
