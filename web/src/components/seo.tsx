import type { PageText } from '@exam-prep/contract/page-text';
import { lazy, Suspense, useContext, useLayoutEffect } from 'react';
import type { PageMetaBuilders } from '@/i18n/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { ServedHeadContext } from './served-head';

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
 * A page's head tags (title, description, canonical, alternates, Open Graph, JSON-LD): nothing while the served
 * HTML's tags are the page's (./served-head.ts), then ./seo-head.tsx, which replaces the server's copies.
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
