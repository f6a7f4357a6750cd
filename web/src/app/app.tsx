import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ServedHeadContext } from '@/components/served-head';
import { I18nProvider, type Translator } from '@/i18n/i18n';
import { swrFetcher } from '@/lib/api';
import { routes } from './router';
import { createAppRoutes } from './routes';
import { serverDataMiddleware, type ServerData, type ServerNotFound } from './server-data';

export const AppRoutes = createAppRoutes(routes);

/** One fetcher, no refetch on every tab focus (data changes rarely); the server renders with the same. */
export const SWR_CONFIG: SWRConfiguration = { fetcher: swrFetcher, revalidateOnFocus: false, dedupingInterval: 10_000, errorRetryCount: 2 };

/** Calls `onLeave` once the address differs from the one the page was opened at. */
function OnFirstNavigation({ onLeave }: { onLeave: () => void }) {
  const { pathname, search } = useLocation();
  const opened = useRef(pathname + search);
  useEffect(() => {
    if (pathname + search !== opened.current) onLeave();
  }, [pathname, search, onLeave]);
  return null;
}

export interface AppProps {
  /** The answers the page was rendered from, or those the language switch loaded for the page it shows. */
  serverData?: ServerData;
  serverNotFound?: ServerNotFound;
  translator: Translator;
  /** The document's head tags are the server's for the page shown (the served page, being hydrated: it has serverData). */
  headServed?: boolean;
}

/**
 * Providers: the page's language, SWR and the router. `serverData` is what a server-rendered page was rendered from
 * (entry-server.tsx), and `serverNotFound` the API's 404s it showed: the hooks start from them instead of fetching
 * again. A Hindi page's routes live under /hi. Mounted by LanguageRoot (language-root.tsx), afresh for each
 * language the reader switches to.
 */
export function App({ serverData, serverNotFound, translator, headServed = false }: AppProps) {
  const hydration = useMemo(
    () => (serverData ? serverDataMiddleware(serverData, serverNotFound) : undefined),
    [serverData, serverNotFound],
  );
  // The served head tags describe the served page only: from the first navigation on, the pages render their own.
  const [servedHeadShown, setServedHeadShown] = useState(headServed);
  const onFirstNavigation = useCallback(() => {
    hydration?.forget();
    setServedHeadShown(false);
  }, [hydration]);
  const config = useMemo<SWRConfiguration>(
    () => (hydration ? { ...SWR_CONFIG, fallback: serverData, use: [hydration.middleware] } : SWR_CONFIG),
    [hydration, serverData],
  );
  return (
    <I18nProvider translator={translator}>
      <SWRConfig value={config}>
        <BrowserRouter basename={translator.basename || undefined}>
          {hydration && <OnFirstNavigation onLeave={onFirstNavigation} />}
          <ServedHeadContext.Provider value={servedHeadShown}>
            <AppRoutes />
          </ServedHeadContext.Provider>
        </BrowserRouter>
      </SWRConfig>
    </I18nProvider>
  );
}
