import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { SearchResultType } from '@exam-prep/contract/public/search';
import { PageHero } from '@/components/page-hero';
import { Pager } from '@/components/ui/pager';
import { Seo } from '@/components/seo';
import { EmptyState, ErrorState, LoadingState } from '@/components/status-views';
import { useI18n } from '@/i18n/i18n';
import type { ApiError } from '@/lib/api';
import { searchPageHref } from '@/lib/site-search';
import { useSearch, type SearchAnswer } from '@/features/search/api/get-search';
import { SearchForm } from '@/features/search/components/search-form';
import { SearchResults } from '@/features/search/components/search-results';
import { TypeFilter } from '@/features/search/components/type-filter';
import { queryLengthProblem, resultCountText, searchFromParams } from '@/features/search/lib/search-query';
import styles from './search-page.module.css';
import { Button } from '@/components/ui/button';

/** Where to go when a search finds nothing, or before searching (named by the catalogs' search.links). */
const BROWSE_LINKS = [
  { to: '/practice', key: 'practice' },
  { to: '/exam-patterns', key: 'examPatterns' },
  { to: '/cheatsheets', key: 'cheatsheets' },
  { to: '/mock-tests', key: 'mockTests' },
  { to: '/faqs', key: 'faqs' },
  { to: '/programming-topics', key: 'programming' },
];

/** /search?q=&type=&page=: the site search's results, from the address alone (the server renders the same page). */
export default function SearchPage() {
  const [params] = useSearchParams();
  const { t } = useI18n();
  const search = searchFromParams(params);
  const lengthProblem = search && queryLengthProblem(search.q, t);
  const { data, error, mutate } = useSearch(lengthProblem ? undefined : search);
  const q = search?.q ?? '';

  // Another page of results, type or query keeps the path, so the app's scroll-to-top (per path) does not run.
  const address = params.toString();
  const shownAddress = useRef(address);
  useEffect(() => {
    if (shownAddress.current === address) return;
    shownAddress.current = address;
    window.scrollTo(0, 0);
  }, [address]);

  return (
    <>
      <Seo text={(meta) => meta.searchPageMeta(q)} />
      <PageHero title={t('search.title')} lead={t('search.lead')}>
        {/* Keyed by the address's search: a search made elsewhere (the navigation's box) shows its query here. */}
        <SearchForm key={`${q}\n${search?.type ?? ''}`} q={q} type={search?.type} />
      </PageHero>
      <div className={`container page ${styles.body}`}>
        {!search ? (
          <EmptyState title={t('search.promptTitle')} message={t('search.promptMessage')}>
            <BrowseLinks />
          </EmptyState>
        ) : lengthProblem ? (
          <ErrorState title={t('search.changeTitle')} message={lengthProblem} />
        ) : (
          <>
            <TypeFilter q={search.q} type={search.type} />
            {/* The answer first: a server render hands it over while SWR may still count as loading. */}
            {data ? (
              <Results answer={data} q={search.q} type={search.type} />
            ) : error ? (
              <SearchError error={error} retry={() => void mutate()} />
            ) : (
              <LoadingState label={t('search.searching')} />
            )}
          </>
        )}
      </div>
    </>
  );
}

function Results({ answer, q, type }: { answer: SearchAnswer; q: string; type?: SearchResultType }) {
  const { t } = useI18n();
  const { results, total, pagination } = answer;
  if (total === 0) {
    return (
      <EmptyState
        title={type ? t('search.noResultsOfType', { type: t(`search.types.${type}.none`), q }) : t('search.noResults', { q })}
        message={t('search.noResultsMessage')}
      >
        {type && <Button to={searchPageHref({ q })}>{t('search.allTypes')}</Button>}
        <BrowseLinks />
      </EmptyState>
    );
  }
  if (results.length === 0) {
    // A page past the last one (an old link, or an edited address).
    return (
      <EmptyState title={t('search.noPage', { page: pagination.current })}>
        <Button to={searchPageHref({ q, type })}>{t('search.firstPage')}</Button>
      </EmptyState>
    );
  }
  return (
    <section aria-labelledby="result-count">
      <h2 id="result-count" className={styles.count} data-testid="result-count">
        {resultCountText(total, q, type, t)}
      </h2>
      <SearchResults results={results} first={(pagination.current - 1) * pagination.limit + 1} />
      <Pager
        label={t('search.pages')}
        page={pagination.current}
        totalPages={pagination.totalPages}
        hrefForPage={(number) => searchPageHref({ q, type, page: number })}
      />
    </section>
  );
}

function SearchError({ error, retry }: { error: ApiError; retry: () => void }) {
  const { t } = useI18n();
  // A 400 is the query itself: the API's message says what to change, and retrying cannot help.
  if (error.status === 400) return <ErrorState title={t('search.changeTitle')} message={error.message} />;
  if (error.status === 429)
    return (
      <ErrorState
        title={t('search.tooManyTitle')}
        message={t('search.tooManyMessage')}
        actionLabel={t('search.tryAgain')}
        onAction={retry}
      />
    );
  return <ErrorState title={t('search.failedTitle')} message={error.message} actionLabel={t('search.tryAgain')} onAction={retry} />;
}

function BrowseLinks() {
  const { t } = useI18n();
  return (
    <nav aria-label={t('search.browse')} className={styles.browse}>
      <ul>
        {BROWSE_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{t(`search.links.${link.key}`)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
