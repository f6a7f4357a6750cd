import { Link } from 'react-router-dom';
import type { SearchResultType } from '@exam-prep/contract/public/search';
import { searchPageHref } from '@/lib/site-search';
import { useI18n } from '@/i18n/i18n';
import { RESULT_TYPES } from '@/features/search/lib/search-query';
import styles from './type-filter.module.css';

/** All, then every type (the catalogs' search.types.{type}.filter names them). */
const FILTERS: Array<SearchResultType | undefined> = [undefined, ...RESULT_TYPES];

/** All / Questions / Subtopics / Exam patterns / Cheatsheets: links (they work without JavaScript), the current one marked. */
export function TypeFilter({ q, type }: { q: string; type?: SearchResultType }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t('search.typesLabel')} className={styles.filter}>
      <ul>
        {FILTERS.map((filter) => {
          const current = filter === type;
          return (
            <li key={filter ?? 'all'}>
              <Link
                to={searchPageHref({ q, type: filter })}
                className={current ? `${styles.chip} ${styles.current}` : styles.chip}
                aria-current={current ? 'page' : undefined}
              >
                {filter ? t(`search.types.${filter}.filter`) : t('search.all')}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
