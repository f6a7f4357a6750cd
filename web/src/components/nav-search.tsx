import { useRef, type FormEvent } from 'react';
import { useI18n } from '@/i18n/i18n';
import { useLocation, useNavigate } from 'react-router-dom';
import { SEARCH_QUERY_MAX_LENGTH, searchPageHref } from '@/lib/site-search';
import { useDisclosure } from '@/lib/use-disclosure';
import styles from './nav-search.module.css';
import { Button } from '@/components/ui/button';

/**
 * The navigation's search box: a magnifier that opens a row with a GET form to /search. A <details> disclosure,
 * so it opens and submits without JavaScript too (the server renders the results); with it, the field takes the
 * focus on opening, Escape or a click elsewhere closes it, and submitting moves to the results client-side.
 */
export function NavSearch() {
  const { t, href } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  // A new page closes it; so do a click or tap outside and Escape (the focus back on the magnifier).
  const { open, setOpen, details: detailsRef } = useDisclosure(location.pathname + location.search);
  const inputRef = useRef<HTMLInputElement>(null);

  const onToggle = () => {
    const nowOpen = Boolean(detailsRef.current?.open);
    setOpen(nowOpen);
    if (nowOpen) inputRef.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const value = new FormData(form).get('q');
    const q = typeof value === 'string' ? value.trim() : '';
    if (!q) {
      inputRef.current?.focus();
      return;
    }
    form.reset();
    setOpen(false);
    navigate(searchPageHref({ q }));
  };

  return (
    <details ref={detailsRef} className={styles.search} open={open} onToggle={onToggle}>
      <summary className={styles.toggle}>
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="8.5" cy="8.5" r="5.75" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M13 13l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t('siteSearch.toggle')}</span>
      </summary>
      <div className={styles.panel}>
        <form
          action={href('/search')}
          method="get"
          role="search"
          aria-label={t('siteSearch.region')}
          className={`container ${styles.form}`}
          onSubmit={onSubmit}
        >
          <label htmlFor="nav-search-q" className="visually-hidden">
            {t('siteSearch.label')}
          </label>
          <input
            ref={inputRef}
            id="nav-search-q"
            type="search"
            name="q"
            className={`input ${styles.input}`}
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            placeholder={t('siteSearch.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            required
          />
          <Button type="submit" variant="accent" className={styles.submit}>
            {t('siteSearch.submit')}
          </Button>
        </form>
      </div>
    </details>
  );
}
