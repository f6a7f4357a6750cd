import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import scrollStyles from './admin-table.module.css';
import cardStyles from './data-table.module.css';
import type { ListRowActions } from './use-list-row-actions';
import { Button } from '@/components/ui/button';

/** One column of an admin list: its heading and the cell of a row (its position on the page from 0). */
export interface AdminColumn<Row> {
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  className?: string;
}

interface AdminTableProps<Row> {
  /** The table's accessible name, e.g. 'Cheatsheets'. */
  label?: string;
  columns: AdminColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A reload is under way (aria-busy). */
  busy?: boolean;
  /** Shown in one full-width row when there are no rows; lists that say so outside the table leave it out. */
  emptyText?: string;
  /**
   * 'cards': one card a row on phones, each cell labelled by its heading (questions, exams);
   * 'scroll': the table scrolls sideways on phones (exam patterns, cheatsheets).
   */
  layout: 'cards' | 'scroll';
  /** A test id on every row, e.g. 'question-row'. */
  rowTestId?: string;
}

/** The table of every admin list: a navy heading row, then one row a record. */
export function AdminTable<Row>({ label, columns, rows, rowKey, busy, emptyText, layout, rowTestId }: AdminTableProps<Row>) {
  const styles =
    layout === 'cards'
      ? { wrap: cardStyles.wrap, table: cardStyles.table, empty: scrollStyles.empty }
      : { wrap: scrollStyles.tableWrap, table: scrollStyles.table, empty: scrollStyles.empty };
  return (
    <div className={styles.wrap}>
      <table className={styles.table} aria-label={label} aria-busy={busy}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && emptyText !== undefined ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row)} data-testid={rowTestId}>
                {columns.map((column) => (
                  <td key={column.header} data-label={column.header} className={column.className}>
                    {column.cell(row, index)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** What every row of a featured list (exam patterns, cheatsheets) has: its Status and Actions come from these. */
export interface FeaturedRecord {
  _id: string;
  is_active: boolean;
  featured: boolean;
}

interface FeaturedColumnsOptions<Row> {
  /** Names the row in the action buttons' accessible names ('Edit …', 'Delete …'). */
  nameOf: (row: Row) => string;
  editPath: (row: Row) => string;
  /** While a row's toggle or delete is under way, its buttons are disabled. */
  rowActions: ListRowActions<Row>;
}

/** The last two columns of the exam-pattern and cheatsheet lists: Active/Inactive and Featured badges; Edit, ★/☆ and Delete. */
export function featuredRecordColumns<Row extends FeaturedRecord>({
  nameOf,
  editPath,
  rowActions,
}: FeaturedColumnsOptions<Row>): AdminColumn<Row>[] {
  const styles = scrollStyles;
  return [
    {
      header: 'Status',
      cell: (row) => (
        <span className={styles.badges}>
          <span className={`${styles.badge} ${row.is_active ? styles.active : styles.inactive}`}>
            {row.is_active ? 'Active' : 'Inactive'}
          </span>
          {row.featured && <span className={`${styles.badge} ${styles.featured}`}>Featured</span>}
        </span>
      ),
    },
    {
      header: 'Actions',
      cell: (row) => {
        const name = nameOf(row);
        return (
          <span className={styles.actions}>
            <EditLink to={editPath(row)} name={name} />
            <FeaturedToggle row={row} name={name} rowActions={rowActions} />
            <RowDeleteButton row={row} name={name} rowActions={rowActions} />
          </span>
        );
      },
    },
  ];
}

/** A row's Edit link, named after the row ('Edit …'). */
export function EditLink({ to, name }: { to: string; name: string }) {
  return (
    <Link className={scrollStyles.actionButton} to={to} aria-label={`Edit ${name}`}>
      Edit
    </Link>
  );
}

interface RowActionProps<Row> {
  row: Row & { _id: string };
  /** Names the row in the button's accessible name. */
  name: string;
  rowActions: ListRowActions<Row>;
}

/** A row's ★ / ☆ toggle (aria-pressed), waiting while the row's toggle or delete is under way. */
export function FeaturedToggle<Row>({ row, name, rowActions }: RowActionProps<Row> & { row: { featured: boolean } }) {
  return (
    <button
      type="button"
      className={scrollStyles.actionButton}
      onClick={() => rowActions.toggleFeatured(row)}
      disabled={rowActions.busyId === row._id}
      aria-pressed={row.featured}
      aria-label={`Featured: ${name}`}
      title={row.featured ? 'Remove from featured' : 'Mark as featured'}
    >
      {row.featured ? '★' : '☆'}
    </button>
  );
}

/** A row's compact Delete button: 'Deleting...' while its confirmed delete is under way. */
export function RowDeleteButton<Row>({ row, name, rowActions }: RowActionProps<Row>) {
  return (
    <button
      type="button"
      className={`${scrollStyles.actionButton} ${scrollStyles.danger}`}
      onClick={() => rowActions.remove(row)}
      disabled={rowActions.busyId === row._id}
      aria-label={`Delete ${name}`}
    >
      {rowActions.deletingId === row._id ? 'Deleting...' : 'Delete'}
    </button>
  );
}

interface DeleteButtonProps<Row> {
  row: Row & { _id: string };
  /** The button's accessible name while it waits for nothing, e.g. 'Delete question 3'. */
  label: string;
  rowActions: ListRowActions<Row>;
}

/**
 * The Delete button of the question, exam and subtopic lists: all of them wait while one delete is under way,
 * and the one deleting says 'Deleting...' (its text is then its name).
 */
export function DeleteButton<Row>({ row, label, rowActions }: DeleteButtonProps<Row>) {
  const deleting = rowActions.deletingId === row._id;
  return (
    <Button
      variant="danger"
      disabled={rowActions.busyId !== null}
      aria-label={deleting ? undefined : label}
      onClick={() => rowActions.remove(row)}
    >
      {deleting ? 'Deleting...' : 'Delete'}
    </Button>
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

/** The count and Previous / 'Page X of Y' / Next under the exam-pattern and cheatsheet tables. */
export function AdminListPager({ label, summary, page, pageCount, onPageChange }: AdminListPagerProps) {
  const styles = scrollStyles;
  return (
    <div className={styles.pager}>
      <p className={styles.count} role="status">
        {summary}
      </p>
      <PageButtons className={styles.pagerButtons} label={label} page={page} pageCount={pageCount} onPageChange={onPageChange} />
    </div>
  );
}

interface PageButtonsProps {
  /** The pager's accessible name, e.g. 'Topic pages'. */
  label: string;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  className?: string;
  /** 'Page X of Y' is announced when it changes (lists without a separate count). */
  announce?: boolean;
}

/** Previous / 'Page X of Y' / Next of an admin list. */
export function PageButtons({ label, page, pageCount, onPageChange, className, announce = false }: PageButtonsProps) {
  return (
    <nav className={className} aria-label={label}>
      <Button variant="secondary" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
        Previous
      </Button>
      <span aria-live={announce ? 'polite' : undefined}>
        Page {Math.min(page, pageCount)} of {pageCount}
      </span>
      <Button variant="secondary" onClick={() => onPageChange(page + 1)} disabled={page >= pageCount}>
        Next
      </Button>
    </nav>
  );
}

interface NameCellProps {
  name: string;
  /** The second line under the name (a slug, a shortened description); left out when undefined. */
  sub?: string;
  /** The slug style for the second line. */
  mono?: boolean;
  /** A tooltip on the second line (the whole text it shortens). */
  subTitle?: string;
  /** Before the name (an exam's icon). */
  icon?: ReactNode;
}

/** The first cell of a list row: the record's name, with a second line under it, after an optional icon. */
export function NameCell({ name, sub, mono = false, subTitle, icon }: NameCellProps) {
  return (
    <span className={scrollStyles.name}>
      {icon}
      <span>
        {name}
        {sub !== undefined && (
          <span className={mono ? `${scrollStyles.sub} ${scrollStyles.mono}` : scrollStyles.sub} title={subTitle}>
            {sub}
          </span>
        )}
      </span>
    </span>
  );
}
