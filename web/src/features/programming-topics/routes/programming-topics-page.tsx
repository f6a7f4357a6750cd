import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ContentList } from '@/components/content-list/content-list';
import { ListSearchForm } from '@/components/list-search-form';
import { PageHero } from '@/components/page-hero';
import { Seo } from '@/components/seo';
import { useI18n } from '@/i18n/i18n';
import { useFeaturedTopics, useTopicCategories, useTopics } from '@/features/programming-topics/api/get-topics';
import { TopicCard } from '@/features/programming-topics/components/topic-card';
import { topicsPageMeta } from '@/features/programming-topics/lib/page-meta';
import { filterTopics } from '@/features/programming-topics/lib/topics';

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
        <ContentList
          loaded={Boolean(data)}
          failed={Boolean(error)}
          // Hidden while searching; a category alone keeps it.
          featured={search ? undefined : featured}
          results={results}
          clearTo="/programming-topics"
          card={(topic, number) => <TopicCard topic={topic} number={number} />}
          texts={{
            featuredTitle: t('programming-topics.list.featuredTitle'),
            allTitle: t('programming-topics.list.allTitle'),
            count: (count) => t('programming-topics.list.count', { count }),
            emptyTitle: t('programming-topics.list.emptyTitle'),
            emptyMessage: t('programming-topics.list.emptyMessage'),
            clearFilters: t('programming-topics.list.clearFilters'),
            errorTitle: t('programming-topics.list.errorTitle'),
            failed: t('programming-topics.list.failed'),
            tryAgain: t('programming-topics.list.tryAgain'),
            loading: t('programming-topics.list.loading'),
          }}
        />
      </div>
    </>
  );
}
