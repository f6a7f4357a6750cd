import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useI18n } from '@/i18n/i18n';
import styles from './legal-layout.module.css';
import { Button } from '@/components/ui/button';

interface LegalLayoutProps {
  /** Which legal page: its title and headings are the catalogs' legal.{page}. */
  page: 'privacy' | 'terms';
  /** The sections' ids, in order (each section's heading: legal.{page}.sections.{id}). */
  sections: readonly string[];
  /** The other legal page, linked at the top and bottom. */
  related: { to: string; page: 'privacy' | 'terms' };
  children: ReactNode;
}

/** 'Last updated' is the day the page is read (spec): the text applies as it stands today. */
const lastUpdated = (locale: string) =>
  new Intl.DateTimeFormat(`${locale}-IN`, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());
const isoDay = (date = new Date()) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * A legal page: its headings in the page's language, its text in English (the text that applies). On a page in
 * another language the text is marked lang="en", under a note that says so; the headings keep the page's language.
 */
export function LegalLayout({ page, sections, related, children }: LegalLayoutProps) {
  const { t, locale } = useI18n();
  const title = t(`legal.${page}.title`);
  const english = locale !== 'en';
  return (
    <div className={`container page ${styles.legal}`}>
      <nav aria-label={t('breadcrumb')} className="breadcrumbs">
        <ol>
          <li>
            <Link to="/">{t('legal.home')}</Link>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <h1 className="page-title">{title}</h1>
      <p className={styles.updated}>
        {t('legal.updated')} <time dateTime={isoDay()}>{lastUpdated(locale)}</time>
      </p>
      <nav aria-label={t('legal.onThisPage')} className={styles.toc}>
        <h2 className={styles.tocTitle}>{t('legal.onThisPage')}</h2>
        <ol>
          {sections.map((id) => (
            <li key={id}>
              <a href={`#${id}`}>{t(`legal.${page}.sections.${id}`)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {english && <p className={styles.updated}>{t('legal.englishOnly')}</p>}
      <div className={styles.body} lang={english ? 'en' : undefined}>
        {children}
      </div>
      <nav aria-label={t('legal.related')} className={styles.footerLinks}>
        <Button to="/" variant="secondary">
          {t('legal.home')}
        </Button>
        <Button to={related.to} variant="secondary">
          {t(`legal.${related.page}.title`)}
        </Button>
      </nav>
    </div>
  );
}

/** A section's heading: '3. Data stored on your device', in the page's language (inside the English text). */
export function LegalHeading({ page, id, number }: { page: 'privacy' | 'terms'; id: string; number: number }) {
  const { t, locale } = useI18n();
  return (
    <h2 id={`${id}-h`} lang={locale === 'en' ? undefined : locale}>
      {number}. {t(`legal.${page}.sections.${id}`)}
    </h2>
  );
}
