import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ContentList } from '@/components/content-list/content-list';
import { ListSearchForm } from '@/components/list-search-form';
import { PageHero } from '@/components/page-hero';
import { Seo } from '@/components/seo';
import { useI18n } from '@/i18n/i18n';
import { useFaqs, useFeaturedFaqs } from '@/features/faqs/api/get-faqs';
import { FaqCard } from '@/features/faqs/components/faq-card';
import { filterFaqs } from '@/features/faqs/lib/faqs';
import { faqsPageMeta } from '@/features/faqs/lib/page-meta';
import styles from './faqs-page.module.css';

/** /faqs?search=: the FAQ topics, filtered from the address (the server renders the same page). */
export default function FaqsPage() {
  const { t, locale } = useI18n();
  const [params] = useSearchParams();
  const search = (params.get('search') ?? '').trim();
  const { data, error } = useFaqs();
  const { data: featured } = useFeaturedFaqs();
  const all = useMemo(() => data?.faqs ?? [], [data]);
  const results = useMemo(() => filterFaqs(all, search), [all, search]);

  return (
    <>
      <Seo {...faqsPageMeta(locale, all)} />
      <PageHero title={t('faqs.list.title')} lead={t('faqs.list.lead')}>
        <ListSearchForm
          key={search}
          path="/faqs"
          label={t('faqs.list.search')}
          placeholder={t('faqs.list.searchPlaceholder')}
          submitLabel={t('faqs.list.submit')}
          clearLabel={t('faqs.list.clear')}
          search={search}
        />
      </PageHero>

      <div className="container page">
        <ContentList
          loaded={Boolean(data)}
          failed={Boolean(error)}
          featured={search ? undefined : featured}
          results={results}
          clearTo="/faqs"
          card={(faq, number) => <FaqCard faq={faq} number={number} />}
          texts={{
            featuredTitle: t('faqs.list.featuredTitle'),
            allTitle: t('faqs.list.allTitle'),
            count: (count) => t('faqs.list.count', { count }),
            emptyTitle: t('faqs.list.emptyTitle'),
            emptyMessage: t('faqs.list.emptyMessage'),
            clearFilters: t('faqs.list.clearFilters'),
            errorTitle: t('faqs.list.errorTitle'),
            failed: t('faqs.list.failed'),
            tryAgain: t('faqs.list.tryAgain'),
            loading: t('faqs.list.loading'),
          }}
        />

        <section aria-labelledby="about-heading" className={styles.about}>
          <h2 id="about-heading">{t('faqs.list.aboutTitle')}</h2>
          <p>{t('faqs.list.about')}</p>
        </section>
      </div>
    </>
  );
}
