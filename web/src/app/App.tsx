import { RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrFetcher } from '../lib/api';
import { router } from './router';

/** Providers: SWR (one fetcher, no refetch on every tab focus: data changes rarely) and the router. */
export function App() {
  return (
    <SWRConfig value={{ fetcher: swrFetcher, revalidateOnFocus: false, dedupingInterval: 10_000, errorRetryCount: 2 }}>
      <RouterProvider router={router} />
    </SWRConfig>
  );
}
