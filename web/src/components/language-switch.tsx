import { LOCALE_COOKIE, LOCALE_NAMES, SITE_LOCALES, pathInLocale, type SiteLocale } from '@exam-prep/contract/page-locale';
import { useLocation } from 'react-router-dom';
import { useI18n } from '@/i18n/i18n';
import styles from './language-switch.module.css';

/** Each language's short name, for the bar of the narrowest phones (the full name stays its accessible name). */
const SHORT_NAMES: Record<SiteLocale, string> = { en: 'EN', hi: 'हिं' };

/** A year: the choice outlives the visit. */
const REMEMBER_SECONDS = 365 * 24 * 60 * 60;

/**
 * Remembers the reader's language in a cookie (the proxy sends a returning Hindi reader from / to /hi; nothing is
 * read during render). Set on the click, before the browser follows the link.
 */
function remember(locale: SiteLocale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${REMEMBER_SECONDS}; samesite=lax`;
}

/**
 * English / हिंदी: links to this same page in each language (the same path with or without /hi, and the same
 * query), each named in its own language. Plain links, not router links: the other language is another app
 * (its own basename and texts), so the browser loads it afresh, and without JavaScript they work the same.
 * `compact`: only the other language, for the top bar.
 */
export function LanguageSwitch({ compact = false, className = '' }: { compact?: boolean; className?: string }) {
  const { locale, t } = useI18n();
  const { pathname, search } = useLocation();
  const locales = compact ? SITE_LOCALES.filter((candidate) => candidate !== locale) : SITE_LOCALES;
  return (
    <ul className={`${styles.switch} ${compact ? styles.compact : ''} ${className}`.trimEnd()} aria-label={t('language.label')}>
      {locales.map((target) => {
        const current = target === locale;
        return (
          <li key={target}>
            <a
              href={pathInLocale(pathname, target) + search}
              hrefLang={target}
              lang={target}
              className={styles.link}
              aria-current={current ? 'true' : undefined}
              title={current ? undefined : t('language.readIn', { language: LOCALE_NAMES[target] })}
              onClick={() => remember(target)}
              data-locale-switch={target}
            >
              <span className={styles.name}>{LOCALE_NAMES[target]}</span>
              <span className={styles.short} aria-hidden="true">
                {SHORT_NAMES[target]}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
