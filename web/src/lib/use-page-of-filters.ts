import { useCallback, useState } from 'react';

/**
 * A list's page, back to 1 whenever its filters change. Derived while rendering (not reset in an effect), so no
 * request goes out for the old page under the new filters first.
 */
export function usePageOfFilters(filtersKey: string): [page: number, setPage: (page: number) => void] {
  const [chosen, setChosen] = useState({ filtersKey, page: 1 });
  // New filters: page 1 now, and remembered, so going back to earlier filters does not revive their old page.
  // (Setting one's own state while rendering is React's way to adjust state to a changed input.)
  if (chosen.filtersKey !== filtersKey) setChosen({ filtersKey, page: 1 });
  const page = chosen.filtersKey === filtersKey ? chosen.page : 1;
  const setPage = useCallback((next: number) => setChosen({ filtersKey, page: next }), [filtersKey]);
  return [page, setPage];
}
