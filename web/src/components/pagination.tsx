import { PAGE_GAP, pageWindow } from '../lib/paging';
import styles from './pagination.module.css';

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Numbered buttons are shown only when asked (the practice page shows them above 10 questions). */
  showNumbers?: boolean;
  label?: string;
  /** Keep Previous/Next (disabled) even with a single page, as the practice page does. */
  alwaysShow?: boolean;
}

/** Previous / numbered pages (a window of them when there are many) / Next. Pages are 1-based. */
export function Pagination({ page, totalPages, onChange, showNumbers = true, label = 'Pages', alwaysShow = false }: PaginationProps) {
  if (totalPages <= 1 && !alwaysShow) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <button type="button" className="btn btn-outline" onClick={() => onChange(page - 1)} disabled={page <= 1}>
        Previous
      </button>
      {showNumbers && (
        <ol className={styles.numbers}>
          {pageWindow(page, totalPages).map((number, index) =>
            number === PAGE_GAP ? (
              <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={number}>
                <button
                  type="button"
                  className={number === page ? `${styles.number} ${styles.current}` : styles.number}
                  aria-current={number === page ? 'page' : undefined}
                  aria-label={`Page ${number}`}
                  onClick={() => onChange(number)}
                >
                  {number}
                </button>
              </li>
            ),
          )}
        </ol>
      )}
      <button type="button" className="btn btn-outline" onClick={() => onChange(page + 1)} disabled={page >= totalPages}>
        Next
      </button>
    </nav>
  );
}

/** The slice of `items` on a 1-based page. */
export function pageSlice<T>(items: T[], page: number, perPage: number): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
