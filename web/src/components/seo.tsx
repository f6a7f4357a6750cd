import type { PageText } from '@exam-prep/contract/page-text';
import { createContext, lazy, Suspense, useContext, useLayoutEffect } from 'react';
import type { PageMetaBuilders } from '@/i18n/i18n';
import { useHydrated } from '@/lib/use-hydrated';

// The head tags' code and texts load after hydration: the served HTML already carries the same tags.
const SeoHead = lazy(() => import('./seo-head'));

export interface SeoProps {
  /** The page's texts from its language's builders (@exam-prep/contract/page-meta or page-meta-hi). */
  text?: (builders: PageMetaBuilders) => PageText;
  title?: string;
  description?: string;
  keywords?: string[];
  /** Canonical path when it differs from the current one (e.g. /test/{name} for /onlinetest/{name}). */
  canonicalPath?: string;
  noindex?: boolean;
  /** The page's JSON-LD, from its absolute canonical address: the builder the proxy writes into its HTML too. */
  structuredData?: (canonicalUrl: string) => Record<string, unknown>;
}

/**
 * True while the head tags in the document are the server's for the page shown: on the server, and in the browser
 * from hydration to the first navigation (app.tsx). The app then renders nothing of its own: the same tags again
 * would cost a chunk, a render and a restyle on a cheap phone's first seconds, for no change.
 */
export const ServedHeadContext = createContext(false);

/**
 * A page's head tags (title, description, canonical, alternates, Open Graph, JSON-LD): nothing while the served
 * HTML's tags are the page's (above), then ./seo-head.tsx, which replaces the server's copies.
 */
export function Seo(props: SeoProps) {
  if (useContext(ServedHeadContext)) return null;
  return (
    <Suspense fallback={null}>
      <SeoHead {...props} />
    </Suspense>
  );
}

/**
 * Rendered with a page's empty state (an unknown topic or subtopic, or one with nothing in it yet): such a page
 * is not worth a search result. The proxy already answers unknown names with 404 and noindex, but the page's head
 * tags replace the server's, so the app says it again for crawlers that run JavaScript (and takes the place of
 * the server's copy, so there is one).
 */
export function NoIndex() {
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    if (hydrated) document.querySelector('meta[name="robots"][data-server-meta]')?.remove();
  }, [hydrated]);
  if (!hydrated) return null;
  return <meta name="robots" content="noindex, nofollow" />;
}
