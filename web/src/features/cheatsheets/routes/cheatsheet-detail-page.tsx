import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Seo } from '../../../components/seo';
import { NotFoundPage, PageLoading } from '../../../components/page-states';
import { useCheatsheet } from '../api/get-cheatsheet';
import type { Cheatsheet } from '../api/types';
import { CheatsheetItemView } from '../components/cheatsheet-item-view';
import { accentColor } from '../lib/filter';
import { filterItems, itemAnchor, itemCategories, showCategoryFilter, showContents, sortItems } from '../lib/items';
import styles from './cheatsheet-detail-page.module.css';

export default function CheatsheetDetailPage() {
  const { slug = '' } = useParams();
  const { data: sheet, error, isLoading } = useCheatsheet(slug);

  if (isLoading && !error) {
    return <PageLoading label="Loading cheatsheet..." />;
  }
  // Any failure (404, network, server) shows the Not Found screen, as specified.
  if (!sheet) {
    return (
      <NotFoundPage
        title="Cheatsheet Not Found"
        message="The cheatsheet you're looking for doesn't exist."
        keywords={['cheatsheets', 'quick reference']}
      >
        <Link to="/cheatsheets" className="btn btn-primary">
          Back to Cheatsheets
        </Link>
      </NotFoundPage>
    );
  }
  return <CheatsheetView key={sheet._id} sheet={sheet} />;
}

function CheatsheetView({ sheet }: { sheet: Cheatsheet }) {
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
        <Link to="/cheatsheets" className="btn btn-outline">
          ← Back
        </Link>
        <button type="button" className="btn btn-outline" onClick={() => window.print()}>
          Print
        </button>
      </div>

      <header className={styles.header} style={{ borderTopColor: accentColor(sheet.color) }}>
        <p className={styles.meta}>
          <span className={styles.category}>{sheet.category}</span>
          {sheet.views > 0 && <span className={styles.views}>{sheet.views.toLocaleString('en-IN')} views</span>}
        </p>
        <h1 className={styles.title}>{sheet.title}</h1>
        {sheet.description && <p className={styles.description}>{sheet.description}</p>}
      </header>

      {showCategoryFilter(categories) && (
        <div role="group" aria-label="Filter items by category" className={`no-print ${styles.filterBar}`}>
          <FilterButton label="All" active={category === null} onClick={() => setCategory(null)} />
          {categories.map((name) => (
            <FilterButton key={name} label={name} active={category === name} onClick={() => setCategory(name)} />
          ))}
        </div>
      )}

      {showContents(visible.length) && (
        <nav className={`card ${styles.contents}`} aria-labelledby="contents-heading">
          <h2 id="contents-heading" className={styles.contentsTitle}>
            Contents
          </h2>
          <ol>
            {visible.map(({ item, anchor }) => (
              <li key={anchor}>
                <a href={`#${anchor}`}>{item.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}

      {visible.length === 0 ? (
        <p className={styles.none}>No items found for the selected category.</p>
      ) : (
        <div className={styles.items}>
          {visible.map(({ item, anchor }, index) => (
            <CheatsheetItemView key={anchor} item={item} anchor={anchor} number={index + 1} showCategory={category === null} />
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
