import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { HeroSearch } from '../../../components/hero-search';
import { PageHero } from '../../../components/page-hero';
import { Seo } from '../../../components/seo';
import { searchPageHref } from '../../../lib/site-search';
import { EmptyState, ErrorState, LoadingState } from '../../../components/status-views';
import { useCheatsheetCategories } from '../../../api/cheatsheet-categories';
import { useCheatsheets } from '../api/get-cheatsheets';
import { useFeaturedCheatsheets } from '../api/get-featured-cheatsheets';
import type { CheatsheetSummary } from '../api/types';
import { CheatsheetCard } from '../components/cheatsheet-card';
import { filterCheatsheets, resultCount, toggleCategory, type ViewMode } from '../lib/filter';
import styles from './cheatsheets-page.module.css';

export default function CheatsheetsPage() {
  const { data, error, isLoading } = useCheatsheets();
  const { data: featured } = useFeaturedCheatsheets();
  const { data: categoryAnswer } = useCheatsheetCategories();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [view, setView] = useState<ViewMode>('grid');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const chipsId = useId();

  const all = useMemo(() => data?.cheatsheets ?? [], [data]);
  const results = useMemo(() => filterCheatsheets(all, search, category), [all, search, category]);
  const categories = categoryAnswer?.categories ?? [];
  const filtering = search.trim() !== '' || category !== '';

  const clearFilters = () => {
    setSearch('');
    setCategory('');
  };

  return (
    <>
      <Seo text={(meta) => meta.cheatsheetsPageMeta(all)} />
      <PageHero title="Cheatsheets" lead="Quick references with code, formulas and key facts — ready to revise or print.">
        <HeroSearch label="Search cheatsheets" placeholder="Search cheatsheets..." value={search} onChange={setSearch}>
          <button
            type="button"
            className={`btn ${filtersOpen ? 'btn-gold' : 'btn-outline'} ${styles.filterToggle}`}
            aria-expanded={filtersOpen}
            aria-controls={chipsId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            Filters{category ? ' (1)' : ''}
          </button>
        </HeroSearch>
        <div id={chipsId} className={styles.chipPanel} hidden={!filtersOpen}>
          <div role="group" aria-label="Category" className={styles.chips}>
            {categories.map((name) => (
              <button
                key={name}
                type="button"
                className={`${styles.chip} ${category === name ? styles.chipOn : ''}`}
                aria-pressed={category === name}
                onClick={() => setCategory((current) => toggleCategory(current, name))}
              >
                {name}
              </button>
            ))}
            {categories.length === 0 && <span className={styles.noChips}>No categories yet.</span>}
          </div>
          <button type="button" className={styles.clear} onClick={() => setCategory('')} disabled={!category}>
            Clear
          </button>
        </div>
      </PageHero>

      <div className="container page">
        {error && !data ? (
          <ErrorState
            title="Something went wrong"
            message="Failed to load cheatsheets"
            actionLabel="Try Again"
            onAction={() => window.location.reload()}
          />
        ) : isLoading ? (
          <LoadingState label="Loading cheatsheets..." />
        ) : (
          <>
            {!filtering && featured && featured.length > 0 && (
              <section aria-labelledby="featured-heading" className={styles.section}>
                <h2 id="featured-heading" className={styles.sectionTitle}>
                  Featured Cheatsheets
                </h2>
                <SheetList sheets={featured} view="grid" />
              </section>
            )}
            <section aria-labelledby="all-heading" className={styles.section}>
              <div className={styles.sectionHead}>
                <div>
                  <h2 id="all-heading" className={styles.sectionTitle}>
                    All Cheatsheets
                  </h2>
                  <p className={styles.count} aria-live="polite" data-testid="result-count">
                    {resultCount(results.length)}
                  </p>
                </div>
                <div role="group" aria-label="View" className={styles.viewToggle}>
                  <button
                    type="button"
                    aria-pressed={view === 'grid'}
                    onClick={() => setView('grid')}
                    className={view === 'grid' ? styles.viewOn : ''}
                  >
                    <GridIcon /> Grid
                  </button>
                  <button
                    type="button"
                    aria-pressed={view === 'list'}
                    onClick={() => setView('list')}
                    className={view === 'list' ? styles.viewOn : ''}
                  >
                    <ListIcon /> List
                  </button>
                </div>
              </div>
              {results.length === 0 ? (
                <EmptyState title="No results found" message="Try adjusting your search or filters">
                  <button type="button" className="btn btn-outline" onClick={clearFilters}>
                    Clear Filters
                  </button>
                  {/* The filter above reads this list only; the site search reads every kind of page. */}
                  {search.trim() && (
                    <Link to={searchPageHref({ q: search.trim() })} className="btn btn-primary">
                      Search the whole site
                    </Link>
                  )}
                </EmptyState>
              ) : (
                <SheetList sheets={results} view={view} label="All cheatsheets" />
              )}
            </section>
          </>
        )}
      </div>
    </>
  );
}

function SheetList({ sheets, view, label }: { sheets: CheatsheetSummary[]; view: ViewMode; label?: string }) {
  return (
    <ul className={view === 'grid' ? styles.grid : styles.list} data-view={view} aria-label={label}>
      {sheets.map((sheet) => (
        <li key={sheet._id}>
          <CheatsheetCard sheet={sheet} view={view} />
        </li>
      ))}
    </ul>
  );
}

const GridIcon = () => (
  <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
    <path d="M1 1h6v6H1zM9 1h6v6H9zM1 9h6v6H1zM9 9h6v6H9z" fill="currentColor" />
  </svg>
);
const ListIcon = () => (
  <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
    <path d="M1 2h14v3H1zM1 7h14v3H1zM1 12h14v3H1z" fill="currentColor" />
  </svg>
);
