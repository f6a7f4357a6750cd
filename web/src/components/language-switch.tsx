import { LOCALE_COOKIE, LOCALE_NAMES, SITE_LOCALES, pathInLocale, type SiteLocale } from '@exam-prep/contract/page-locale';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useI18n } from '@/i18n/i18n';
import { useLanguageSwitcher } from '@/i18n/language-switcher';
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

/** A click the browser would open elsewhere (a new tab or window, a download): left to the browser. */
const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * English / हिंदी: links to this same page in each language (the same path with or without /hi, and the same
 * query), each named in its own language. Real links (crawlers and readers without JavaScript follow them), whose
 * click the app takes over (app/language-root.tsx): the link shows itself busy at once while the other language's
 * texts and the page's data load, then the page changes language in place. A finger or pointer on the link starts
 * that loading. `compact`: only the other language, for the top bar.
 */
export function LanguageSwitch({ compact = false, className = '' }: { compact?: boolean; className?: string }) {
  const { locale, t } = useI18n();
  const { pathname, search } = useLocation();
  const switcher = useLanguageSwitcher();
  const locales = compact ? SITE_LOCALES.filter((candidate) => candidate !== locale) : SITE_LOCALES;
  return (
    <ul className={`${styles.switch} ${compact ? styles.compact : ''} ${className}`.trimEnd()} aria-label={t('language.label')}>
      {locales.map((target) => {
        const current = target === locale;
        const href = pathInLocale(pathname, target) + search;
        const switching = switcher?.pending === target;
        const prepare = current || !switcher ? undefined : () => switcher.prepare(target, href);
        return (
          <li key={target}>
            <a
              href={href}
              hrefLang={target}
              lang={target}
              className={`${styles.link} ${switching ? styles.switching : ''}`.trimEnd()}
              aria-current={current ? 'true' : undefined}
              aria-busy={switching || undefined}
              title={current ? undefined : t('language.readIn', { language: LOCALE_NAMES[target] })}
              onPointerDown={prepare}
              onMouseEnter={prepare}
              onClick={(event) => {
                remember(target);
                if (current || !switcher || event.defaultPrevented || opensElsewhere(event)) return;
                if (switcher.switchTo(target, href)) event.preventDefault();
              }}
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
