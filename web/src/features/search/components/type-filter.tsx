import { Link } from 'react-router-dom';
import type { SearchResultType } from '@exam-prep/contract/public/search';
import { searchPageHref } from '../../../lib/site-search';
import { RESULT_TYPES } from '../lib/search-query';
import styles from './type-filter.module.css';

const FILTERS: Array<{ type?: SearchResultType; name: string }> = [
  { name: 'All' },
  ...(Object.keys(RESULT_TYPES) as SearchResultType[]).map((type) => ({ type, name: RESULT_TYPES[type].filter })),
];

/** All / Questions / Subtopics / Exam patterns / Cheatsheets: links (they work without JavaScript), the current one marked. */
export function TypeFilter({ q, type }: { q: string; type?: SearchResultType }) {
  return (
    <nav aria-label="Result types" className={styles.filter}>
      <ul>
        {FILTERS.map((filter) => {
          const current = filter.type === type;
          return (
            <li key={filter.name}>
              <Link
                to={searchPageHref({ q, type: filter.type })}
                className={current ? `${styles.chip} ${styles.current}` : styles.chip}
                aria-current={current ? 'page' : undefined}
              >
                {filter.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
