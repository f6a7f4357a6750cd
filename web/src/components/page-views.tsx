import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { reportPageView } from '../lib/analytics';

/**
 * Reports every page view (each change of page) to the configured analytics service; nothing when none is.
 * A change of the query alone is not a new page: the subtopic search writes ?q= on every keystroke.
 */
export function PageViews() {
  const { pathname, search } = useLocation();
  const currentSearch = useRef(search);
  currentSearch.current = search;
  useEffect(() => {
    // After the new page has rendered, so its <title> is in place; with the query it was opened with.
    reportPageView(`${pathname}${currentSearch.current}`);
  }, [pathname]);
  return null;
}
