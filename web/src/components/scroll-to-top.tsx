import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The app scrolls to the top on every route change (in-page #anchors excepted). Not when it first mounts: a
 * server-rendered page may already have been scrolled while its scripts loaded (or the browser restored the
 * position on reload), and hydrating it must not jump back.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
