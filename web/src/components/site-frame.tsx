import { createContext, useContext, useLayoutEffect } from 'react';

/**
 * What a public page may ask of the site's frame around it (PublicLayout): to step aside while the page needs the
 * whole screen (a running exam), and to open the 'My Notes' panel from a button of the page's own.
 */
export interface SiteFrame {
  /** true: no site header, footer or floating buttons around the page. */
  setFullScreen: (fullScreen: boolean) => void;
  /** Opens the notes panel, as the floating notes button does. */
  openNotes: () => void;
}

export const SiteFrameContext = createContext<SiteFrame | null>(null);

/** While the calling component is mounted, the page has the screen to itself (before the first paint). */
export function useFullScreenPage() {
  const frame = useContext(SiteFrameContext);
  useLayoutEffect(() => {
    if (!frame) return;
    frame.setFullScreen(true);
    return () => frame.setFullScreen(false);
  }, [frame]);
}

/** Opens the notes panel; null outside the public site's frame (nothing to open there). */
export function useOpenNotes(): (() => void) | null {
  return useContext(SiteFrameContext)?.openNotes ?? null;
}
