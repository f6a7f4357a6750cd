import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SearchResultType } from '@exam-prep/contract/public/search';
import { SEARCH_QUERY_MAX_LENGTH, searchPageHref } from '@/lib/site-search';
import { useI18n } from '@/i18n/i18n';
import styles from './search-form.module.css';
import { Button } from '@/components/ui/button';

interface SearchFormProps {
  /** The query shown (the page's own); the field is uncontrolled, so give the form a `key` of it. */
  q: string;
  /** The type filter in force: a new query keeps it. */
  type?: SearchResultType;
}

/**
 * The results page's search box: a GET form to /search, so it works before (or without) the JavaScript; with
 * it, submitting moves to the results client-side.
 */
export function SearchForm({ q, type }: SearchFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const { t, href } = useI18n();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    const query = typeof value === 'string' ? value.trim() : '';
    navigate(query ? searchPageHref({ q: query, type }) : '/search');
  };
  return (
    // The form's own address is the page's language's (without JavaScript the browser goes there, not the router).
    <form action={href('/search')} method="get" role="search" aria-label={t('search.form')} className={styles.form} onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        {t('search.terms')}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        className={`input ${styles.input}`}
        defaultValue={q}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
      />
      {type && <input type="hidden" name="type" value={type} />}
      <Button type="submit" variant="accent" className={styles.submit}>
        {t('search.submit')}
      </Button>
    </form>
  );
}
