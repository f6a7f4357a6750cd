import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { HeroSearch } from '../../../components/hero-search';
import { PageHero } from '../../../components/page-hero';
import { Seo } from '../../../components/seo';
import { searchPageHref } from '../../../lib/site-search';
import { EmptyState, ErrorState, LoadingState } from '../../../components/status-views';
import { useExamPatternFilters } from '../api/get-exam-pattern-filters';
import { useExamPatterns } from '../api/get-exam-patterns';
import { useFeaturedExamPatterns } from '../api/get-featured-exam-patterns';
import type { ExamPattern } from '../api/types';
import { ExamPatternCard } from '../components/exam-pattern-card';
import { filterExamPatterns, shownExamPatterns } from '../lib/filter';
import styles from './exam-patterns-page.module.css';

export default function ExamPatternsPage() {
  const { data, error, isLoading } = useExamPatterns();
  // Both of these are extras: when they fail, the page simply goes without them.
  const { data: featuredList } = useFeaturedExamPatterns();
  const { data: filters } = useExamPatternFilters();
  const [search, setSearch] = useState('');
  const [level, setLevel] = useState('');
  const levelId = useId();

  const all = useMemo(() => data?.examPatterns ?? [], [data]);
  const matching = useMemo(() => filterExamPatterns(all, search, level), [all, search, level]);
  const shown = shownExamPatterns(matching);
  const featured = featuredList ?? all.filter((pattern) => pattern.featured);
  const filtering = search.trim() !== '' || level !== '';
  const examCount = data ? (data.pagination?.total ?? all.length) : null;

  const clearFilters = () => {
    setSearch('');
    setLevel('');
  };

  return (
    <>
      <Seo text={(meta) => meta.examPatternsPageMeta(all)} />
      <PageHero
        title="Exam Patterns"
        lead="Sections, marking scheme, eligibility and a preparation strategy for every exam — in one place."
      >
        <HeroSearch label="Search exams" placeholder="Search exams..." value={search} onChange={setSearch} />
        <ul className={styles.counters} aria-label="At a glance">
          <li>
            <strong data-testid="exam-count">{examCount ?? '–'}</strong> Exams
          </li>
          <li>
            <strong data-testid="featured-count">{data || featuredList ? featured.length : '–'}</strong> Featured
          </li>
          <li>
            <strong>100%</strong> Free
          </li>
        </ul>
      </PageHero>

      <div className="container page">
        {error && !data ? (
          <ErrorState
            title="Error Loading Data"
            message="Failed to load exam patterns"
            actionLabel="Retry"
            onAction={() => window.location.reload()}
          />
        ) : isLoading ? (
          <LoadingState label="Loading exam patterns..." />
        ) : (
          <>
            {!filtering && featured.length > 0 && (
              <section aria-labelledby="featured-heading" className={styles.section}>
                <h2 id="featured-heading" className={styles.sectionTitle}>
                  Featured Exams
                </h2>
                <PatternGrid patterns={featured} />
              </section>
            )}

            <section aria-labelledby="all-heading" className={styles.section}>
              <div className={styles.sectionHead}>
                <h2 id="all-heading" className={styles.sectionTitle}>
                  All Exam Patterns
                </h2>
                {filters && filters.examLevels.length > 0 && (
                  <div className={styles.levelFilter}>
                    <label htmlFor={levelId} className={styles.levelLabel}>
                      Level
                    </label>
                    <select id={levelId} className="select" value={level} onChange={(event) => setLevel(event.target.value)}>
                      <option value="">All Levels</option>
                      {filters.examLevels.map((examLevel) => (
                        <option key={examLevel} value={examLevel}>
                          {examLevel}
                        </option>
                      ))}
                    </select>
                  </div>
                )}
              </div>
              <p className={styles.count} aria-live="polite">
                {matching.length > shown.length
                  ? `Showing ${shown.length} of ${matching.length} exam patterns — search to narrow them down.`
                  : `${matching.length} exam pattern${matching.length === 1 ? '' : 's'}`}
              </p>
              {shown.length === 0 ? (
                <EmptyState
                  title="No Exam Patterns Found"
                  message={
                    filtering
                      ? 'No exam matches your search. Try another name or level.'
                      : 'Exam patterns will appear here once they are added.'
                  }
                >
                  {filtering && (
                    <button type="button" className="btn btn-outline" onClick={clearFilters}>
                      Clear Filters
                    </button>
                  )}
                  {/* The filter above reads this list only; the site search reads every kind of page. */}
                  {search.trim() && (
                    <Link to={searchPageHref({ q: search.trim() })} className="btn btn-primary">
                      Search the whole site
                    </Link>
                  )}
                </EmptyState>
              ) : (
                <PatternGrid patterns={shown} />
              )}
            </section>
          </>
        )}
      </div>
    </>
  );
}

function PatternGrid({ patterns }: { patterns: ExamPattern[] }) {
  return (
    <ul className={styles.grid}>
      {patterns.map((pattern) => (
        <li key={pattern._id}>
          <ExamPatternCard pattern={pattern} />
        </li>
      ))}
    </ul>
  );
}
