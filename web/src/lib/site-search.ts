import type { SEARCH_QUERY_MAX_LENGTH as ContractQueryMaxLength, SearchResultType } from '@exam-prep/contract/public/search';
import { operationPath } from '@exam-prep/contract/routes/paths';

/**
 * The site search's addresses, shared by the navigation's search box, the /search page and the list pages that
 * offer "search the whole site". Zod-free: the navigation is in the entry chunk.
 */

/**
 * Longest query the API accepts (longer is a 400). The contract's value is imported as a type only: its module
 * builds zod schemas, which would otherwise come along into the bundle. A changed limit fails the typecheck here.
 */
export const SEARCH_QUERY_MAX_LENGTH: typeof ContractQueryMaxLength = 200;

export interface SearchParams {
  q: string;
  type?: SearchResultType;
  page?: number;
}

/** The query string of a search: `q`, then `type` when one is chosen, then `page` past the first. */
function searchQueryString({ q, type, page }: SearchParams): string {
  const params = new URLSearchParams({ q });
  if (type) params.set('type', type);
  if (page && page > 1) params.set('page', String(page));
  return params.toString();
}

/** The results page of a search: /search?q=…&type=…&page=… (the same address the page's GET form submits). */
export const searchPageHref = (search: SearchParams): string => `/search?${searchQueryString(search)}`;

/**
 * The API address of a search (the SWR key of the results page, and what a server render fetches for it): the
 * contract's searchSite with the same query as the page's address. A search always has words (no request without).
 */
export const searchApiPath = ({ q, type, page }: SearchParams): string =>
  operationPath('searchSite', undefined, { q, type, page: page && page > 1 ? page : undefined });
