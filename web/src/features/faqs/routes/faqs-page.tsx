import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ListSearchForm } from '@/components/list-search-form';
import { PageHero } from '@/components/page-hero';
import { Seo } from '@/components/seo';
import { EmptyState, ErrorState, LoadingState } from '@/components/status-views';
import { Button } from '@/components/ui/button';
import { CardGrid } from '@/components/ui/card-grid';
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
        {/* The answer first: a server render hands it over while SWR may still count as loading. */}
        {data ? (
          <>
            {!search && featured && featured.length > 0 && (
              <section aria-labelledby="featured-heading" className={styles.section}>
                <h2 id="featured-heading" className={styles.sectionTitle}>
                  {t('faqs.list.featuredTitle')}
                </h2>
                <CardGrid aria-labelledby="featured-heading">
                  {featured.map((faq, index) => (
                    <li key={faq._id}>
                      <FaqCard faq={faq} number={index} />
                    </li>
                  ))}
                </CardGrid>
              </section>
            )}
            <section aria-labelledby="all-heading" className={styles.section}>
              <h2 id="all-heading" className={styles.sectionTitle}>
                {t('faqs.list.allTitle')}
              </h2>
              <p className={styles.count} data-testid="result-count">
                {t('faqs.list.count', { count: results.length })}
              </p>
              {results.length === 0 ? (
                <EmptyState title={t('faqs.list.emptyTitle')} message={t('faqs.list.emptyMessage')}>
                  <Button variant="secondary" to="/faqs">
                    {t('faqs.list.clearFilters')}
                  </Button>
                </EmptyState>
              ) : (
                <CardGrid aria-labelledby="all-heading">
                  {results.map((faq) => (
                    <li key={faq._id}>
                      <FaqCard faq={faq} />
                    </li>
                  ))}
                </CardGrid>
              )}
            </section>
          </>
        ) : error ? (
          <ErrorState
            title={t('faqs.list.errorTitle')}
            message={t('faqs.list.failed')}
            actionLabel={t('faqs.list.tryAgain')}
            onAction={() => window.location.reload()}
          />
        ) : (
          <LoadingState label={t('faqs.list.loading')} />
        )}

        <section aria-labelledby="about-heading" className={styles.about}>
          <h2 id="about-heading">{t('faqs.list.aboutTitle')}</h2>
          <p>{t('faqs.list.about')}</p>
        </section>
      </div>
    </>
  );
}
