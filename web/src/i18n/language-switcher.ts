import { createContext, useContext } from 'react';
import type { SiteLocale } from '@exam-prep/contract/page-locale';

/**
 * Switching the page's language inside the running app (app/language-root.tsx): the switch's links hand their
 * click to it instead of loading the other language's page afresh.
 */
export interface LanguageSwitcher {
  /** The language being switched to, while its texts and the page's data load. */
  pending: SiteLocale | null;
  /** Starts loading what showing this page at `href` in `locale` needs (a finger on the link, a pointer over it). */
  prepare: (locale: SiteLocale, href: string) => void;
  /**
   * Shows the page at `href` in `locale` once that is loaded, as a new history entry. False when it cannot be
   * done here (a timed test is running): the link is followed as a plain link.
   */
  switchTo: (locale: SiteLocale, href: string) => boolean;
}

export const LanguageSwitcherContext = createContext<LanguageSwitcher | null>(null);

/** The app's switcher; null on the server (and in a test without one): the links stay plain links. */
export const useLanguageSwitcher = () => useContext(LanguageSwitcherContext);
