import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './admin-table.module.css';
import type { ListRowActions } from './use-list-row-actions';

/** What every row of an admin list has: the Status and Actions columns are built from these. */
interface ListedRecord {
  _id: string;
  is_active: boolean;
  featured: boolean;
}

interface AdminListTableProps<Row extends ListedRecord> {
  /** The table's accessible name, e.g. 'Cheatsheets'. */
  label: string;
  /** Headings of the record's own columns; Status and Actions follow them. */
  columns: string[];
  rows: Row[];
  emptyText: string;
  /** A reload is under way (aria-busy). */
  reloading: boolean;
  /** The record's own cells, one <td> per column. */
  renderCells: (row: Row) => ReactNode;
  /** Names the row in the action buttons' accessible names ('Edit …', 'Delete …'). */
  nameOf: (row: Row) => string;
  editPath: (row: Row) => string;
  /** While a row's toggle or delete is under way, its buttons are disabled. */
  rowActions: ListRowActions;
}

/**
 * The table of the exam-pattern and cheatsheet lists: the record's columns, then Active/Inactive and Featured
 * badges, then Edit, a featured toggle (★/☆) and Delete. It scrolls sideways on phones.
 */
export function AdminListTable<Row extends ListedRecord>(props: AdminListTableProps<Row>) {
  const { rows, nameOf, rowActions } = props;
  const columnCount = props.columns.length + 2;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label={props.label} aria-busy={props.reloading}>
        <thead>
          <tr>
            {[...props.columns, 'Status', 'Actions'].map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columnCount} className={styles.empty}>
                {props.emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => {
              const busy = rowActions.busyId === row._id;
              const name = nameOf(row);
              return (
                <tr key={row._id}>
                  {props.renderCells(row)}
                  <td>
                    <span className={styles.badges}>
                      <span className={`${styles.badge} ${row.is_active ? styles.active : styles.inactive}`}>{row.is_active ? 'Active' : 'Inactive'}</span>
                      {row.featured && <span className={`${styles.badge} ${styles.featured}`}>Featured</span>}
                    </span>
                  </td>
                  <td>
                    <span className={styles.actions}>
                      <Link className={styles.actionButton} to={props.editPath(row)} aria-label={`Edit ${name}`}>
                        Edit
                      </Link>
                      <button
                        type="button"
                        className={styles.actionButton}
                        onClick={() => rowActions.toggleFeatured(row)}
                        disabled={busy}
                        aria-pressed={row.featured}
                        aria-label={`Featured: ${name}`}
                        title={row.featured ? 'Remove from featured' : 'Mark as featured'}
                      >
                        {row.featured ? '★' : '☆'}
                      </button>
                      <button
                        type="button"
                        className={`${styles.actionButton} ${styles.danger}`}
                        onClick={() => rowActions.remove(row)}
                        disabled={busy}
                        aria-label={`Delete ${name}`}
                      >
                        {rowActions.deletingId === row._id ? 'Deleting...' : 'Delete'}
                      </button>
                    </span>
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}

interface AdminListPagerProps {
  /** The pager's accessible name, e.g. 'Cheatsheet pages'. */
  label: string;
  /** 'Showing X of Y …', announced as a status. */
  summary: string;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** The count and Previous / 'Page X of Y' / Next under an admin list table. */
export function AdminListPager({ label, summary, page, pageCount, onPageChange }: AdminListPagerProps) {
  return (
    <div className={styles.pager}>
      <p className={styles.count} role="status">
        {summary}
      </p>
      <nav className={styles.pagerButtons} aria-label={label}>
        <button type="button" className="btn btn-outline" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
          Previous
        </button>
        <span>
          Page {Math.min(page, pageCount)} of {pageCount}
        </span>
        <button type="button" className="btn btn-outline" onClick={() => onPageChange(page + 1)} disabled={page >= pageCount}>
          Next
        </button>
      </nav>
    </div>
  );
}
