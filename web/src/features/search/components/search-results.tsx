import { Link } from 'react-router-dom';
import type { SearchResult } from '@/features/search/api/get-search';
import { contentLang } from '@/i18n/content-lang';
import { useI18n } from '@/i18n/i18n';
import { resultHref, resultTypeLabel } from '@/features/search/lib/search-query';
import { ResultSnippet } from './result-snippet';
import styles from './search-results.module.css';
import { Badge } from '@/components/ui/badge';

/** One page of results, best match first: the title links to the page, with the kind of page and the matched text. */
export function SearchResults({ results, first }: { results: SearchResult[]; first: number }) {
  const { t, locale } = useI18n();
  return (
    <ol className={styles.results} start={first} aria-label={t('search.results')}>
      {results.map((result, index) => {
        const href = resultHref(result.url);
        // A result not yet translated is in English on a Hindi page.
        const lang = contentLang(result, locale);
        return (
          <li key={`${result.url}#${index}`} className={styles.result}>
            <Badge tone="neutral" className={styles.type} data-type={result.type}>
              {resultTypeLabel(result.type, t)}
            </Badge>
            <h3 className={styles.title} lang={lang}>
              {href ? <Link to={href}>{result.title}</Link> : result.title}
            </h3>
            {result.snippet && <ResultSnippet html={result.snippet} className={styles.snippet} lang={lang} />}
          </li>
        );
      })}
    </ol>
  );
}
