import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { reportPageView } from '../lib/analytics';

/** Reports every page view (each route change) to the configured analytics service; nothing when none is. */
export function PageViews() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    // After the new page has rendered, so its <title> is in place.
    reportPageView(`${pathname}${search}`);
  }, [pathname, search]);
  return null;
}
