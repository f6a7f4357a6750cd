import useSWR from 'swr';
import { apiFetch } from '@/lib/api';

/** A list: asked again on every visit, the last page kept on screen while the next loads, a failure shown at once. */
const LIST_OPTIONS = { dedupingInterval: 0, keepPreviousData: true, shouldRetryOnError: false };

/** Stats and pickers: a failure is ignored (the cards show a dash). */
const STATS_OPTIONS = { dedupingInterval: 0, shouldRetryOnError: false };

/** A record an edit form loads once per visit: the form owns the values afterwards, nothing revalidates behind it. */
export const LOAD_ONCE_OPTIONS = {
  dedupingInterval: 0,
  revalidateOnMount: true,
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
};

const fetchPath = <T>(path: string) => apiFetch<T>(path);

/** A read of the admin screens whose failure is ignored or shown by the caller (stats, the choices of a picker). */
export const useAdminRead = <T>(path: string) => useSWR<T>(path, fetchPath, STATS_OPTIONS);

/**
 * The admin calls of one kind of record under `base` (e.g. '/api/faqs/admin'): `/all` with page and limit, `/stats`,
 * `/{id}` to read, update (PUT) and delete, `/create` (POST), and `/{id}/featured` (PATCH without a body: the server
 * flips the flag). Each feature names its own exports from these.
 */
export function adminRecordsApi<Row, Payload>(base: string, pageSize: number) {
  const recordPath = (id: string) => `${base}/${encodeURIComponent(id)}`;
  return {
    /** `/all?page&limit` and then the non-empty `filters`, in their order. */
    listPath(page: number, filters: Record<string, string | undefined> = {}): string {
      const query = new URLSearchParams({ page: String(page), limit: String(pageSize) });
      for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
      return `${base}/all?${query}`;
    },
    useList: <Page>(path: string) => useSWR<Page>(path, fetchPath, LIST_OPTIONS),
    useStats: <Stats>() => useAdminRead<Stats>(`${base}/stats`),
    useRecord: (id: string) => useSWR<Row>(id ? recordPath(id) : null, fetchPath, LOAD_ONCE_OPTIONS),
    create: (payload: Payload) => apiFetch<Row>(`${base}/create`, { method: 'POST', body: JSON.stringify(payload) }),
    update: (id: string, payload: Payload) => apiFetch<Row>(recordPath(id), { method: 'PUT', body: JSON.stringify(payload) }),
    remove: (id: string) => apiFetch<unknown>(recordPath(id), { method: 'DELETE' }),
    toggleFeatured: (id: string) => apiFetch<unknown>(`${recordPath(id)}/featured`, { method: 'PATCH' }),
  };
}
