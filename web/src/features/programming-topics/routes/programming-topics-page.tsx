import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ListSearchForm } from '@/components/list-search-form';
import { PageHero } from '@/components/page-hero';
import { Seo } from '@/components/seo';
import { EmptyState, ErrorState, LoadingState } from '@/components/status-views';
import { Button } from '@/components/ui/button';
import { CardGrid } from '@/components/ui/card-grid';
import { useI18n } from '@/i18n/i18n';
import { useFeaturedTopics, useTopicCategories, useTopics } from '@/features/programming-topics/api/get-topics';
import { TopicCard } from '@/features/programming-topics/components/topic-card';
import { topicsPageMeta } from '@/features/programming-topics/lib/page-meta';
import { filterTopics } from '@/features/programming-topics/lib/topics';
import styles from './programming-topics-page.module.css';

/** /programming-topics?search=&category=: the topics, filtered from the address (the server renders the same page). */
export default function ProgrammingTopicsPage() {
  const { t, locale } = useI18n();
  const [params] = useSearchParams();
  const search = (params.get('search') ?? '').trim();
  const category = params.get('category') ?? '';
  const { data, error } = useTopics();
  const { data: featured } = useFeaturedTopics();
  const { data: categoryAnswer } = useTopicCategories();
  const all = useMemo(() => data?.topics ?? [], [data]);
  const results = useMemo(() => filterTopics(all, search, category), [all, search, category]);

  return (
    <>
      <Seo {...topicsPageMeta(locale, all)} />
      <PageHero
        title={t('programming-topics.list.title')}
        lead={t('programming-topics.list.lead')}
        badge={t('programming-topics.list.badge')}
      >
        <ListSearchForm
          key={`${search}\n${category}`}
          path="/programming-topics"
          label={t('programming-topics.list.search')}
          placeholder={t('programming-topics.list.searchPlaceholder')}
          submitLabel={t('programming-topics.list.submit')}
          clearLabel={t('programming-topics.list.clear')}
          search={search}
          category={{
            label: t('programming-topics.list.category'),
            allLabel: t('programming-topics.list.allCategories'),
            options: categoryAnswer?.categories ?? [],
            value: category,
          }}
        />
      </PageHero>

      <div className="container page">
        {data ? (
          <>
            {/* Hidden while searching; a category alone keeps it. */}
            {!search && featured && featured.length > 0 && (
              <section aria-labelledby="featured-heading" className={styles.section}>
                <h2 id="featured-heading" className={styles.sectionTitle}>
                  {t('programming-topics.list.featuredTitle')}
                </h2>
                <CardGrid aria-labelledby="featured-heading">
                  {featured.map((topic, index) => (
                    <li key={topic._id}>
                      <TopicCard topic={topic} number={index} />
                    </li>
                  ))}
                </CardGrid>
              </section>
            )}
            <section aria-labelledby="all-heading" className={styles.section}>
              <h2 id="all-heading" className={styles.sectionTitle}>
                {t('programming-topics.list.allTitle')}
              </h2>
              <p className={styles.count} data-testid="result-count">
                {t('programming-topics.list.count', { count: results.length })}
              </p>
              {results.length === 0 ? (
                <EmptyState title={t('programming-topics.list.emptyTitle')} message={t('programming-topics.list.emptyMessage')}>
                  <Button variant="secondary" to="/programming-topics">
                    {t('programming-topics.list.clearFilters')}
                  </Button>
                </EmptyState>
              ) : (
                <CardGrid aria-labelledby="all-heading">
                  {results.map((topic) => (
                    <li key={topic._id}>
                      <TopicCard topic={topic} />
                    </li>
                  ))}
                </CardGrid>
              )}
            </section>
          </>
        ) : error ? (
          <ErrorState
            title={t('programming-topics.list.errorTitle')}
            message={t('programming-topics.list.failed')}
            actionLabel={t('programming-topics.list.tryAgain')}
            onAction={() => window.location.reload()}
          />
        ) : (
          <LoadingState label={t('programming-topics.list.loading')} />
        )}
      </div>
    </>
  );
}
