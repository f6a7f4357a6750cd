import { useEffect, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import type { SWRResponse } from 'swr';
import { pageWithinRange, type AdminListView } from '@/lib/admin-list';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePageOfFilters } from '@/lib/use-page-of-filters';

/** What an admin list asks for: the 1-based page, the search text (trimmed, settled) and its own filters. */
export interface AdminListQuery<Filters> {
  page: number;
  search: string;
  filters: Filters;
}

interface AdminListOptions<Filters, Data, Row> {
  initialFilters: Filters;
  /** The list's SWR hook for a query (a module-level function, so it is the same on every render). */
  useLoad: (query: AdminListQuery<Filters>) => SWRResponse<Data>;
  /** The rows on screen and the counts, from the answer (module-level too: it is memoised on its inputs). */
  viewOf: (data: Data | undefined, query: AdminListQuery<Filters>) => AdminListView<Row>;
  /** How long the search box rests before the list follows it: 300 ms for server searches, 0 for lists searched here. */
  searchDelayMs?: number;
}

export interface AdminList<Filters, Data, Row> extends AdminListView<Row> {
  /** The search box's text, as typed. */
  search: string;
  setSearch: (text: string) => void;
  /** The search the list follows (trimmed, once typing pauses). */
  query: string;
  filters: Filters;
  setFilters: Dispatch<SetStateAction<Filters>>;
  page: number;
  setPage: (page: number) => void;
  response: SWRResponse<Data>;
}

/**
 * The state of every admin list: a search box, its filters, and the page, back to 1 whenever the search or a
 * filter changes; after a delete empties the last page, the list steps back to the page that now is the last.
 */
export function useAdminList<Filters, Data, Row>({
  initialFilters,
  useLoad,
  viewOf,
  searchDelayMs = 300,
}: AdminListOptions<Filters, Data, Row>): AdminList<Filters, Data, Row> {
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState(initialFilters);
  const settled = useDebouncedValue(search.trim(), searchDelayMs);
  const query = searchDelayMs > 0 ? settled : search.trim();
  const [page, setPage] = usePageOfFilters(JSON.stringify([query, filters]));
  const response = useLoad({ page, search: query, filters });
  const { data } = response;
  const view = useMemo(() => viewOf(data, { page, search: query, filters }), [viewOf, data, page, query, filters]);

  const { pageCount } = view;
  useEffect(() => {
    if (data !== undefined && page > pageCount) setPage(pageWithinRange(page, pageCount));
  }, [data, page, pageCount, setPage]);

  return { ...view, search, setSearch, query, filters, setFilters, page, setPage, response };
}
