import useSWR from 'swr';
import type { SearchAnswer, SearchResult, SearchResultType } from '@exam-prep/contract/public/search';
import { apiFetch, ApiError } from '@/lib/api';
import { searchApiPath, type SearchParams } from '@/lib/site-search';

/** GET /api/search?q=&type=&page= — `{results: [{type, title, url, snippet}], total, pagination}`, best match first. */
export type { SearchAnswer, SearchResult, SearchResultType };

export const fetchSearch = (search: SearchParams) => apiFetch<SearchAnswer>(searchApiPath(search));

/**
 * The results of a search; no request without one. The key is the API address itself (searchApiPath), so a
 * server render can hand the answer over as SWR's fallback. A 4xx (a query too long, a bad type, too many
 * searches) is not retried: asking again would get the same answer.
 */
export const useSearch = (search: SearchParams | undefined) =>
  useSWR<SearchAnswer, ApiError>(search ? searchApiPath(search) : null, () => fetchSearch(search!), {
    shouldRetryOnError: (error: unknown) => !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
