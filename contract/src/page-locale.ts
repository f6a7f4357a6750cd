/**
 * The site's languages and where their pages live: English at the root (/practice), Hindi under /hi (/hi/practice).
 * Shared by the app (its router's basename, its language switch) and the proxy (the served page's lang, hreflang
 * alternates, the sitemap). Slugs and ids are the same in both languages, so a page's address in the other
 * language is the same path with or without the prefix.
 */
export const SITE_LOCALES = ['en', 'hi'] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];
export const DEFAULT_SITE_LOCALE: SiteLocale = 'en';

/** Each language's name in itself, as the language switch shows it. */
export const LOCALE_NAMES: Record<SiteLocale, string> = { en: 'English', hi: 'हिंदी' };

/** The path prefix of the Hindi pages (the app's router basename there). */
export const HINDI_PREFIX = '/hi';

/** The language of a page by its path: /hi and /hi/… are Hindi, everything else English. */
export function localeOfPath(pathname: string): SiteLocale {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? 'hi' : 'en';
}

/** The path inside the app (what its routes match): '/hi/practice' → '/practice', '/hi' → '/'. */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  return pathname.slice(HINDI_PREFIX.length) || '/';
}

/** The address of an app path in a language: ('/practice', 'hi') → '/hi/practice', ('/', 'hi') → '/hi'. */
export function pathInLocale(appPath: string, locale: SiteLocale): string {
  if (locale === 'en') return appPath;
  return appPath === '/' ? HINDI_PREFIX : `${HINDI_PREFIX}${appPath}`;
}

/** The router basename of a language's pages ('' for English). */
export const basenameOf = (locale: SiteLocale) => (locale === 'en' ? '' : HINDI_PREFIX);

/** The name of the cookie (and localStorage key) that remembers the language a reader chose. */
export const LOCALE_COOKIE = 'site_locale';

/** A language tag from a cookie or storage: one of ours, or undefined. */
export const asSiteLocale = (value: string | null | undefined): SiteLocale | undefined =>
  (SITE_LOCALES as readonly string[]).includes(value ?? '') ? (value as SiteLocale) : undefined;
