import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Seo } from '@/components/seo';
import { NotFoundPage, PageLoading } from '@/components/page-states';
import { contentLang } from '@/i18n/content-lang';
import { useI18n } from '@/i18n/i18n';
import { useCheatsheet } from '@/features/cheatsheets/api/get-cheatsheet';
import type { Cheatsheet } from '@/features/cheatsheets/api/types';
import { CheatsheetItemView } from '@/features/cheatsheets/components/cheatsheet-item-view';
import { accentColor } from '@/features/cheatsheets/lib/filter';
import { filterItems, itemAnchor, itemCategories, showCategoryFilter, showContents, sortItems } from '@/features/cheatsheets/lib/items';
import styles from './cheatsheet-detail-page.module.css';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export default function CheatsheetDetailPage() {
  const { slug = '' } = useParams();
  const { data: sheet, error, isLoading } = useCheatsheet(slug);
  const { t } = useI18n();

  if (isLoading && !error) {
    return <PageLoading label={t('cheatsheets.detail.loading')} />;
  }
  // Any failure (404, network, server) shows the Not Found screen, as specified.
  if (!sheet) {
    return (
      <NotFoundPage
        title={t('cheatsheets.detail.notFoundTitle')}
        message={t('cheatsheets.detail.notFoundMessage')}
        keywords={['cheatsheets', 'quick reference']}
      >
        <Button to="/cheatsheets">{t('cheatsheets.detail.backToList')}</Button>
      </NotFoundPage>
    );
  }
  return <CheatsheetView key={sheet._id} sheet={sheet} />;
}

function CheatsheetView({ sheet }: { sheet: Cheatsheet }) {
  const { t, locale } = useI18n();
  // A cheatsheet not yet translated shows its own texts in English on a Hindi page.
  const lang = contentLang(sheet, locale);
  /** null = 'All'. */
  const [category, setCategory] = useState<string | null>(null);
  const sorted = useMemo(() => sortItems(sheet.items ?? []), [sheet.items]);
  const categories = useMemo(() => itemCategories(sorted), [sorted]);
  const visible = useMemo(
    () =>
      filterItems(
        sorted.map((item, index) => ({ item, anchor: itemAnchor(index), category: item.category })),
        category,
      ),
    [sorted, category],
  );

  return (
    <article className={`container page ${styles.page}`}>
      <Seo text={(meta) => meta.cheatsheetPageMeta(sheet)} />
      <div className={`no-print ${styles.toolbar}`}>
        <Button to="/cheatsheets" variant="secondary">
          {t('cheatsheets.detail.back')}
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          {t('cheatsheets.detail.print')}
        </Button>
      </div>

      <header className={styles.header} style={{ borderTopColor: accentColor(sheet.color) }}>
        <p className={styles.meta}>
          <span className={styles.category}>{sheet.category}</span>
          {sheet.views > 0 && (
            <span className={styles.views}>{t('cheatsheets.detail.views', { count: sheet.views.toLocaleString('en-IN') })}</span>
          )}
        </p>
        <h1 className={styles.title} lang={lang}>
          {sheet.title}
        </h1>
        {sheet.description && (
          <p className={styles.description} lang={lang}>
            {sheet.description}
          </p>
        )}
      </header>

      {showCategoryFilter(categories) && (
        <div role="group" aria-label={t('cheatsheets.detail.filter')} className={`no-print ${styles.filterBar}`}>
          <FilterButton label={t('cheatsheets.detail.all')} active={category === null} onClick={() => setCategory(null)} />
          {categories.map((name) => (
            <FilterButton key={name} label={name} active={category === name} onClick={() => setCategory(name)} />
          ))}
        </div>
      )}

      {showContents(visible.length) && (
        <Card as="nav" className={styles.contents} aria-labelledby="contents-heading">
          <h2 id="contents-heading" className={styles.contentsTitle}>
            {t('cheatsheets.detail.contents')}
          </h2>
          <ol lang={lang}>
            {visible.map(({ item, anchor }) => (
              <li key={anchor}>
                <a href={`#${anchor}`}>{item.title}</a>
              </li>
            ))}
          </ol>
        </Card>
      )}

      {visible.length === 0 ? (
        <p className={styles.none}>{t('cheatsheets.detail.none')}</p>
      ) : (
        <div className={styles.items}>
          {visible.map(({ item, anchor }, index) => (
            <CheatsheetItemView key={anchor} item={item} anchor={anchor} number={index + 1} showCategory={category === null} lang={lang} />
          ))}
        </div>
      )}
    </article>
  );
}

function FilterButton({ label, active, onClick }: { label: string; active: boolean; onClick: () => void }) {
  return (
    <button type="button" className={`${styles.filter} ${active ? styles.filterOn : ''}`} aria-pressed={active} onClick={onClick}>
      {label}
    </button>
  );
}
