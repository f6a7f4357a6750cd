import { useId, useMemo, useState } from 'react';
import { HeroSearch } from '@/components/hero-search';
import { PageHero } from '@/components/page-hero';
import { Seo } from '@/components/seo';
import { choiceText, useI18n, withParts } from '@/i18n/i18n';
import { searchPageHref } from '@/lib/site-search';
import { EmptyState, ErrorState, LoadingState } from '@/components/status-views';
import { useExamPatternFilters } from '@/features/exam-patterns/api/get-exam-pattern-filters';
import { useExamPatterns } from '@/features/exam-patterns/api/get-exam-patterns';
import { useFeaturedExamPatterns } from '@/features/exam-patterns/api/get-featured-exam-patterns';
import type { ExamPattern } from '@/features/exam-patterns/api/types';
import { ExamPatternCard } from '@/features/exam-patterns/components/exam-pattern-card';
import { filterExamPatterns, shownExamPatterns } from '@/features/exam-patterns/lib/filter';
import styles from './exam-patterns-page.module.css';
import { Button } from '@/components/ui/button';
import { CardGrid } from '@/components/ui/card-grid';

export default function ExamPatternsPage() {
  const { t } = useI18n();
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
      <PageHero title={t('exam-patterns.list.title')} lead={t('exam-patterns.list.lead')}>
        <HeroSearch
          label={t('exam-patterns.list.search')}
          placeholder={t('exam-patterns.list.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
        <ul className={styles.counters} aria-label={t('exam-patterns.list.glance')}>
          <li>
            {withParts((params) => t('exam-patterns.list.exams', params), {
              count: <strong data-testid="exam-count">{examCount ?? '–'}</strong>,
            })}
          </li>
          <li>
            {withParts((params) => t('exam-patterns.list.featured', params), {
              count: <strong data-testid="featured-count">{data || featuredList ? featured.length : '–'}</strong>,
            })}
          </li>
          <li>{withParts((params) => t('exam-patterns.list.free', params), { count: <strong>100%</strong> })}</li>
        </ul>
      </PageHero>

      <div className="container page">
        {error && !data ? (
          <ErrorState
            title={t('exam-patterns.list.errorTitle')}
            message={t('exam-patterns.list.failed')}
            actionLabel={t('exam-patterns.list.retry')}
            onAction={() => window.location.reload()}
          />
        ) : isLoading ? (
          <LoadingState label={t('exam-patterns.list.loading')} />
        ) : (
          <>
            {!filtering && featured.length > 0 && (
              <section aria-labelledby="featured-heading" className={styles.section}>
                <h2 id="featured-heading" className={styles.sectionTitle}>
                  {t('exam-patterns.list.featuredTitle')}
                </h2>
                <PatternGrid patterns={featured} />
              </section>
            )}

            <section aria-labelledby="all-heading" className={styles.section}>
              <div className={styles.sectionHead}>
                <h2 id="all-heading" className={styles.sectionTitle}>
                  {t('exam-patterns.list.allTitle')}
                </h2>
                {filters && filters.examLevels.length > 0 && (
                  <div className={styles.levelFilter}>
                    <label htmlFor={levelId} className={styles.levelLabel}>
                      {t('exam-patterns.list.level')}
                    </label>
                    <select id={levelId} className="select" value={level} onChange={(event) => setLevel(event.target.value)}>
                      <option value="">{t('exam-patterns.list.allLevels')}</option>
                      {filters.examLevels.map((examLevel) => (
                        <option key={examLevel} value={examLevel}>
                          {choiceText(t, 'exam-patterns.values.level', examLevel)}
                        </option>
                      ))}
                    </select>
                  </div>
                )}
              </div>
              <p className={styles.count} aria-live="polite">
                {matching.length > shown.length
                  ? t('exam-patterns.list.showing', { shown: shown.length, total: matching.length })
                  : t('exam-patterns.list.count', { count: matching.length })}
              </p>
              {shown.length === 0 ? (
                <EmptyState
                  title={t('exam-patterns.list.emptyTitle')}
                  message={filtering ? t('exam-patterns.list.noMatch') : t('exam-patterns.list.none')}
                >
                  {filtering && (
                    <Button variant="secondary" onClick={clearFilters}>
                      {t('exam-patterns.list.clear')}
                    </Button>
                  )}
                  {/* The filter above reads this list only; the site search reads every kind of page. */}
                  {search.trim() && <Button to={searchPageHref({ q: search.trim() })}>{t('exam-patterns.list.searchSite')}</Button>}
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
    <CardGrid min="16.5rem">
      {patterns.map((pattern) => (
        <li key={pattern._id}>
          <ExamPatternCard pattern={pattern} />
        </li>
      ))}
    </CardGrid>
  );
}
