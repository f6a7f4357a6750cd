import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrFetcher } from '../lib/api';
import { routes } from './router';
import { createAppRoutes } from './routes';

const AppRoutes = createAppRoutes(routes);

/** Providers: SWR (one fetcher, no refetch on every tab focus: data changes rarely) and the router. */
export function App() {
  return (
    <SWRConfig value={{ fetcher: swrFetcher, revalidateOnFocus: false, dedupingInterval: 10_000, errorRetryCount: 2 }}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </SWRConfig>
  );
}
