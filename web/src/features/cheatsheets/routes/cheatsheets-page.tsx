import { useId, useMemo, useState } from 'react';
import { HeroSearch } from '@/components/hero-search';
import { PageHero } from '@/components/page-hero';
import { Seo } from '@/components/seo';
import { useI18n } from '@/i18n/i18n';
import { searchPageHref } from '@/lib/site-search';
import { EmptyState, ErrorState, LoadingState } from '@/components/status-views';
import { useCheatsheetCategories } from '@/api/cheatsheet-categories';
import { useCheatsheets } from '@/features/cheatsheets/api/get-cheatsheets';
import { useFeaturedCheatsheets } from '@/features/cheatsheets/api/get-featured-cheatsheets';
import type { CheatsheetSummary } from '@/features/cheatsheets/api/types';
import { CheatsheetCard } from '@/features/cheatsheets/components/cheatsheet-card';
import { filterCheatsheets, toggleCategory, type ViewMode } from '@/features/cheatsheets/lib/filter';
import styles from './cheatsheets-page.module.css';
import { Button } from '@/components/ui/button';

export default function CheatsheetsPage() {
  const { t } = useI18n();
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
      <PageHero title={t('cheatsheets.list.title')} lead={t('cheatsheets.list.lead')}>
        <HeroSearch
          label={t('cheatsheets.list.search')}
          placeholder={t('cheatsheets.list.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        >
          <Button
            variant={filtersOpen ? 'accent' : 'secondary'}
            className={styles.filterToggle}
            aria-expanded={filtersOpen}
            aria-controls={chipsId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {category ? t('cheatsheets.list.filtersOn') : t('cheatsheets.list.filters')}
          </Button>
        </HeroSearch>
        <div id={chipsId} className={styles.chipPanel} hidden={!filtersOpen}>
          <div role="group" aria-label={t('cheatsheets.list.category')} className={styles.chips}>
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
            {categories.length === 0 && <span className={styles.noChips}>{t('cheatsheets.list.noCategories')}</span>}
          </div>
          <button type="button" className={styles.clear} onClick={() => setCategory('')} disabled={!category}>
            {t('cheatsheets.list.clear')}
          </button>
        </div>
      </PageHero>

      <div className="container page">
        {error && !data ? (
          <ErrorState
            title={t('cheatsheets.list.errorTitle')}
            message={t('cheatsheets.list.failed')}
            actionLabel={t('cheatsheets.list.tryAgain')}
            onAction={() => window.location.reload()}
          />
        ) : isLoading ? (
          <LoadingState label={t('cheatsheets.list.loading')} />
        ) : (
          <>
            {!filtering && featured && featured.length > 0 && (
              <section aria-labelledby="featured-heading" className={styles.section}>
                <h2 id="featured-heading" className={styles.sectionTitle}>
                  {t('cheatsheets.list.featuredTitle')}
                </h2>
                <SheetList sheets={featured} view="grid" />
              </section>
            )}
            <section aria-labelledby="all-heading" className={styles.section}>
              <div className={styles.sectionHead}>
                <div>
                  <h2 id="all-heading" className={styles.sectionTitle}>
                    {t('cheatsheets.list.allTitle')}
                  </h2>
                  <p className={styles.count} aria-live="polite" data-testid="result-count">
                    {t('cheatsheets.list.count', { count: results.length })}
                  </p>
                </div>
                <div role="group" aria-label={t('cheatsheets.list.view')} className={styles.viewToggle}>
                  <button
                    type="button"
                    aria-pressed={view === 'grid'}
                    onClick={() => setView('grid')}
                    className={view === 'grid' ? styles.viewOn : ''}
                  >
                    <GridIcon /> {t('cheatsheets.list.grid')}
                  </button>
                  <button
                    type="button"
                    aria-pressed={view === 'list'}
                    onClick={() => setView('list')}
                    className={view === 'list' ? styles.viewOn : ''}
                  >
                    <ListIcon /> {t('cheatsheets.list.listView')}
                  </button>
                </div>
              </div>
              {results.length === 0 ? (
                <EmptyState title={t('cheatsheets.list.emptyTitle')} message={t('cheatsheets.list.emptyMessage')}>
                  <Button variant="secondary" onClick={clearFilters}>
                    {t('cheatsheets.list.clearFilters')}
                  </Button>
                  {/* The filter above reads this list only; the site search reads every kind of page. */}
                  {search.trim() && <Button to={searchPageHref({ q: search.trim() })}>{t('cheatsheets.list.searchSite')}</Button>}
                </EmptyState>
              ) : (
                <SheetList sheets={results} view={view} label={t('cheatsheets.list.all')} />
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
