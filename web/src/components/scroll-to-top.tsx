import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The app scrolls to the top on every route change (in-page #anchors excepted). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
