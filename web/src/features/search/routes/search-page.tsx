import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { SearchResultType } from '@exam-prep/contract/public/search';
import { PageHero } from '../../../components/page-hero';
import { Pagination } from '../../../components/pagination';
import { Seo } from '../../../components/seo';
import { EmptyState, ErrorState, LoadingState } from '../../../components/status-views';
import type { ApiError } from '../../../lib/api';
import { searchPageHref } from '../../../lib/site-search';
import { useSearch, type SearchAnswer } from '../api/get-search';
import { SearchForm } from '../components/search-form';
import { SearchResults } from '../components/search-results';
import { TypeFilter } from '../components/type-filter';
import { queryLengthProblem, RESULT_TYPES, resultCountText, searchFromParams } from '../lib/search-query';
import styles from './search-page.module.css';

/** Where to go when a search finds nothing, or before searching. */
const BROWSE_LINKS = [
  { to: '/practice', label: 'Practice topics' },
  { to: '/exam-patterns', label: 'Exam patterns' },
  { to: '/cheatsheets', label: 'Cheatsheets' },
  { to: '/mock-tests', label: 'Mock tests' },
];

/** /search?q=&type=&page=: the site search's results, from the address alone (the server renders the same page). */
export default function SearchPage() {
  const [params] = useSearchParams();
  const search = searchFromParams(params);
  const lengthProblem = search && queryLengthProblem(search.q);
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
      <PageHero title="Search" lead="Practice questions, subtopics, exam patterns and cheatsheets, all in one place.">
        {/* Keyed by the address's search: a search made elsewhere (the navigation's box) shows its query here. */}
        <SearchForm key={`${q}\n${search?.type ?? ''}`} q={q} type={search?.type} />
      </PageHero>
      <div className={`container page ${styles.body}`}>
        {!search ? (
          <EmptyState title="What are you looking for?" message="Type a word or two above, such as a topic, an exam or part of a question.">
            <BrowseLinks />
          </EmptyState>
        ) : lengthProblem ? (
          <ErrorState title="Please change your search" message={lengthProblem} />
        ) : (
          <>
            <TypeFilter q={search.q} type={search.type} />
            {/* The answer first: a server render hands it over while SWR may still count as loading. */}
            {data ? (
              <Results answer={data} q={search.q} type={search.type} />
            ) : error ? (
              <SearchError error={error} retry={() => void mutate()} />
            ) : (
              <LoadingState label="Searching..." />
            )}
          </>
        )}
      </div>
    </>
  );
}

function Results({ answer, q, type }: { answer: SearchAnswer; q: string; type?: SearchResultType }) {
  const { results, total, pagination } = answer;
  if (total === 0) {
    return (
      <EmptyState
        title={type ? `No ${RESULT_TYPES[type].filter.toLowerCase()} found for “${q}”` : `No results for “${q}”`}
        message="Check the spelling, or try fewer or more general words."
      >
        {type && (
          <Link to={searchPageHref({ q })} className="btn btn-primary">
            Search all types
          </Link>
        )}
        <BrowseLinks />
      </EmptyState>
    );
  }
  if (results.length === 0) {
    // A page past the last one (an old link, or an edited address).
    return (
      <EmptyState title={`There is no page ${pagination.current} of these results`}>
        <Link to={searchPageHref({ q, type })} className="btn btn-primary">
          Go to the first page
        </Link>
      </EmptyState>
    );
  }
  return (
    <section aria-labelledby="result-count">
      <h2 id="result-count" className={styles.count} data-testid="result-count">
        {resultCountText(total, q, type)}
      </h2>
      <SearchResults results={results} first={(pagination.current - 1) * pagination.limit + 1} />
      <Pagination
        label="Result pages"
        page={pagination.current}
        totalPages={pagination.totalPages}
        hrefForPage={(number) => searchPageHref({ q, type, page: number })}
      />
    </section>
  );
}

function SearchError({ error, retry }: { error: ApiError; retry: () => void }) {
  // A 400 is the query itself: the API's message says what to change, and retrying cannot help.
  if (error.status === 400) return <ErrorState title="Please change your search" message={error.message} />;
  if (error.status === 429)
    return (
      <ErrorState title="Too many searches" message="Please wait a moment, then try again." actionLabel="Try again" onAction={retry} />
    );
  return <ErrorState title="Search failed" message={error.message} actionLabel="Try again" onAction={retry} />;
}

function BrowseLinks() {
  return (
    <nav aria-label="Browse instead" className={styles.browse}>
      <ul>
        {BROWSE_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
