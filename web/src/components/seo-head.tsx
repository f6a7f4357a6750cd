import { fullTitle as withSiteName, SITE_NAME } from '@exam-prep/contract/page-text';
import { jsonForScript } from '@exam-prep/contract/html-escape';
import { pathInLocale, SITE_LOCALES } from '@exam-prep/contract/page-locale';
import type { SiteLocale } from '@exam-prep/contract/page-locale';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useI18n, type PageMetaBuilders } from '@/i18n/i18n';

/*
 * The page-text builders load after hydration, each language its own chunk: the server's HTML already carries the
 * head tags, so the builders (~2.7 KB gzipped) are needed only from the first navigation on, not on first load.
 */
const BUILDERS: Record<SiteLocale, () => Promise<PageMetaBuilders>> = {
  en: () => import('@exam-prep/contract/page-meta'),
  hi: () => import('@exam-prep/contract/page-meta-hi'),
};
const loadedBuilders: Partial<Record<SiteLocale, PageMetaBuilders>> = {};

/** The builders of the page's language once hydrated: undefined until their chunk has loaded (once per page load). */
function usePageMetaBuilders(locale: SiteLocale, wanted: boolean): PageMetaBuilders | undefined {
  const [builders, setBuilders] = useState(() => loadedBuilders[locale]);
  useEffect(() => {
    if (!wanted || builders) return;
    let current = true;
    void BUILDERS[locale]().then((loaded) => {
      loadedBuilders[locale] = loaded;
      if (current) setBuilders(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [locale, wanted, builders]);
  return builders;
}

import type { SeoProps } from './seo';

/**
 * Per-page head tags (rendered by <Seo> once hydrated, this module its own chunk). React 19 hoists these into <head>. The proxy writes the same tags into the HTML it
 * serves (for crawlers without JavaScript); these render only in the browser, once hydrated (server rendering would
 * put them in the page's body), and remove the server copies as they first appear.
 * Pages pass the texts of the contract's builders (@exam-prep/contract/page-meta), the proxy's source too
 * (e2e/tests/crawler-meta.spec.ts fails when they differ).
 */
export default function SeoHead({ text, canonicalPath, structuredData, ...given }: SeoProps) {
  const location = useLocation();
  const { locale } = useI18n();
  // The server's HTML carries the proxy's copies of these tags (web-app/routes.ts), from the same texts.
  const builders = usePageMetaBuilders(locale, text !== undefined);
  const ready = !text || builders !== undefined;
  // The proxy's copies stay until these replace them (in the same paint), so the head is never without a title.
  useLayoutEffect(() => {
    if (ready) document.querySelectorAll('[data-server-meta]').forEach((element) => element.remove());
  }, [ready]);
  if (!ready) return null;
  const fromBuilder = text && builders ? text(builders) : undefined;
  const title = fromBuilder?.title ?? given.title ?? '';
  const description = fromBuilder?.description ?? given.description ?? '';
  const keywords = fromBuilder?.keywords ?? given.keywords ?? [];
  const noindex = fromBuilder?.noindex ?? given.noindex;
  const fullTitle = withSiteName(title);
  const appPath = canonicalPath ?? location.pathname;
  const url = `${window.location.origin}${pathInLocale(appPath, locale)}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords.length > 0 && <meta name="keywords" content={keywords.join(', ')} />}
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {/* The page in each language, and English for any other (the proxy's HTML carries the same). */}
      {SITE_LOCALES.map((other) => (
        <link key={other} rel="alternate" hrefLang={other} href={`${window.location.origin}${pathInLocale(appPath, other)}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${window.location.origin}${appPath}`} />
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      {/* Rendered where the page is (React hoists no inline script); the JSON escapes <, so no text ends it. */}
      {structuredData && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(structuredData(url)) }} />}
    </>
  );
}
