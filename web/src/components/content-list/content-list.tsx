import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '@/components/status-views';
import { Button } from '@/components/ui/button';
import { CardGrid } from '@/components/ui/card-grid';
import styles from './content-list.module.css';

/** The texts of a list page's sections and states, in the page's language. */
export interface ContentListTexts {
  featuredTitle: string;
  allTitle: string;
  /** 'N results', for the count shown. */
  count: (count: number) => string;
  emptyTitle: string;
  emptyMessage: string;
  clearFilters: string;
  errorTitle: string;
  failed: string;
  tryAgain: string;
  loading: string;
}

interface ContentListProps<Item extends { _id: string }> {
  /** Whether the list has arrived (a server render hands it over while SWR may still count as loading). */
  loaded: boolean;
  failed: boolean;
  /** The featured records, numbered; shown when given and not empty. */
  featured?: Item[];
  /** The records that match the filters. */
  results: Item[];
  /** The list's own address, without filters: the empty state's way out. */
  clearTo: string;
  /** A record's card; `number` (0, 1, …) for a featured one. */
  card: (item: Item, number?: number) => ReactNode;
  texts: ContentListTexts;
}

/**
 * A public list page's body (FAQs, programming topics): a Featured section, then All with its count, an empty state
 * with a way to clear the filters, or the error and loading states.
 */
export function ContentList<Item extends { _id: string }>({
  loaded,
  failed,
  featured,
  results,
  clearTo,
  card,
  texts,
}: ContentListProps<Item>) {
  // The answer first: a server render hands it over while SWR may still count as loading.
  if (loaded)
    return (
      <>
        {featured && featured.length > 0 && (
          <section aria-labelledby="featured-heading" className={styles.section}>
            <h2 id="featured-heading" className={styles.sectionTitle}>
              {texts.featuredTitle}
            </h2>
            <CardGrid aria-labelledby="featured-heading">
              {featured.map((item, index) => (
                <li key={item._id}>{card(item, index)}</li>
              ))}
            </CardGrid>
          </section>
        )}
        <section aria-labelledby="all-heading" className={styles.section}>
          <h2 id="all-heading" className={styles.sectionTitle}>
            {texts.allTitle}
          </h2>
          <p className={styles.count} data-testid="result-count">
            {texts.count(results.length)}
          </p>
          {results.length === 0 ? (
            <EmptyState title={texts.emptyTitle} message={texts.emptyMessage}>
              <Button variant="secondary" to={clearTo}>
                {texts.clearFilters}
              </Button>
            </EmptyState>
          ) : (
            <CardGrid aria-labelledby="all-heading">
              {results.map((item) => (
                <li key={item._id}>{card(item)}</li>
              ))}
            </CardGrid>
          )}
        </section>
      </>
    );
  if (failed)
    return (
      <ErrorState title={texts.errorTitle} message={texts.failed} actionLabel={texts.tryAgain} onAction={() => window.location.reload()} />
    );
  return <LoadingState label={texts.loading} />;
}
