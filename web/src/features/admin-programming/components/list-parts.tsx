import type { ReactNode } from 'react';
import { PageButtons } from '@/components/admin/admin-table';
import styles from './programming-list.module.css';

/** A row's chips: category, difficulty, counts. */
export function Chips({ items }: { items: Array<string | false | undefined> }) {
  const shown = items.filter((item): item is string => Boolean(item));
  return (
    <span className={styles.chips}>
      {shown.map((item) => (
        <span key={item} className={styles.chip}>
          {item}
        </span>
      ))}
    </span>
  );
}

/** The first cell of a topic or question row: its title line (with badges) and a clamped description under it. */
export function RowSummary({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <div>
      <div className={styles.title}>{title}</div>
      {description}
    </div>
  );
}

interface PagerProps {
  label: string;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** Previous / 'Page X of Y' / Next, shown only when there is more than one page (spec §3.4). */
export function PageXofY({ label, page, pageCount, onPageChange }: PagerProps) {
  if (pageCount <= 1) return null;
  return <PageButtons className={styles.pager} label={label} page={page} pageCount={pageCount} onPageChange={onPageChange} announce />;
}

/** A page of the answer: the rows and the page count the server gave (`pagination.total` counts pages). */
export function pagesView<Row>(rows: Row[] | undefined, pageCount: number | undefined, page: number, limit: number) {
  const shown = rows ?? [];
  const first = (page - 1) * limit + 1;
  return { rows: shown, total: shown.length, pageCount: Math.max(1, pageCount ?? 1), first, last: first + shown.length - 1 };
}
