import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useI18n } from '@/i18n/i18n';

/**
 * Reports every page view (each change of page) to the configured analytics service; nothing when none is.
 * A change of the query alone is not a new page: the subtopic search writes ?q= on every keystroke. The path is
 * the address in the browser's bar: a Hindi page's with its /hi (the router's paths are without it).
 */
export function PageViews() {
  const { pathname, search } = useLocation();
  const { href } = useI18n();
  // Reads the query it was opened with, without the query being a reason to report.
  const reportPage = useEffectEvent((path: string) => {
    const address = `${href(path)}${search}`;
    // The reporter loads only where the server configured analytics (its meta tag): most sites never need it.
    if (document.querySelector('meta[name="analytics-ga4"]'))
      void import('@/lib/analytics').then(({ reportPageView }) => reportPageView(address));
  });
  useEffect(() => {
    // Student account pages are never reported (and so never load the analytics script): no third party sees them.
    if (pathname.startsWith('/student/')) return;
    // After the new page has rendered, so its <title> is in place.
    reportPage(pathname);
  }, [pathname]);
  return null;
}
