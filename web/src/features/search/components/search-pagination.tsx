import { Link } from 'react-router-dom';
import type { SearchResultType } from '@exam-prep/contract/public/search';
import { PAGE_GAP, pageWindow } from '../../../lib/paging';
import { searchPageHref } from '../../../lib/site-search';
import styles from './search-pagination.module.css';

interface SearchPaginationProps {
  q: string;
  type?: SearchResultType;
  page: number;
  totalPages: number;
}

/**
 * Previous / numbered pages / Next as links (?q=&type=&page=), not buttons: they work without JavaScript and
 * crawlers could follow them (the shared Pagination calls back instead). Nothing for a single page.
 */
export function SearchPagination({ q, type, page, totalPages }: SearchPaginationProps) {
  if (totalPages <= 1) return null;
  const href = (number: number) => searchPageHref({ q, type, page: number });
  return (
    <nav className={styles.pager} aria-label="Result pages">
      {page > 1 ? (
        <Link to={href(page - 1)} className="btn btn-outline" rel="prev">
          Previous
        </Link>
      ) : (
        <span className={`btn btn-outline ${styles.disabled}`} aria-disabled="true">
          Previous
        </span>
      )}
      <ol className={styles.numbers}>
        {pageWindow(page, totalPages).map((number, index) =>
          number === PAGE_GAP ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                to={href(number)}
                className={number === page ? `${styles.number} ${styles.current}` : styles.number}
                aria-current={number === page ? 'page' : undefined}
                aria-label={`Page ${number}`}
              >
                {number}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < totalPages ? (
        <Link to={href(page + 1)} className="btn btn-outline" rel="next">
          Next
        </Link>
      ) : (
        <span className={`btn btn-outline ${styles.disabled}`} aria-disabled="true">
          Next
        </span>
      )}
    </nav>
  );
}
