import { useCallback, type ReactNode } from 'react';
import { AdminHeader } from './admin-header';
import { AdminListToolbar } from './admin-list-toolbar';
import type { FeaturedRecord } from './admin-table';
import { FeaturedRecordList, type FeaturedRecordListProps } from './featured-record-list';
import { StatCards } from './stat-cards';
import adminStyles from './admin.module.css';

interface FeaturedListPageProps<Filters extends Record<string, string>, Data, Row extends FeaturedRecord> extends FeaturedRecordListProps<
  Filters,
  Data,
  Row
> {
  title: string;
  stats: { label: string; cards: Array<{ label: string; value: number | undefined }> };
  searchPlaceholder: string;
  /** The list's one drop-down filter, bound to list.filters[name] (the FAQ list has none). */
  filter?: { name: keyof Filters & string; label: string; allLabel: string; options: readonly string[] };
  /** The Add button or link at the end of the toolbar. */
  action: ReactNode;
  /** Shown after the page's main part (the Add dialog). */
  children?: ReactNode;
}

/** Reloads a list and its stats together, after a toggle, a delete or an add. */
export function useReloadListAndStats(list: { response: { mutate: () => Promise<unknown> } }, stats: { mutate: () => Promise<unknown> }) {
  const { mutate: reloadList } = list.response;
  const { mutate: reloadStats } = stats;
  return useCallback(() => Promise.all([reloadList(), reloadStats()]), [reloadList, reloadStats]);
}

/** The exam-pattern and cheatsheet admin pages: header, stat cards, Search with one filter and Add, then the list. */
export function FeaturedListPage<Filters extends Record<string, string>, Data, Row extends FeaturedRecord>({
  title,
  stats,
  searchPlaceholder,
  filter,
  action,
  children,
  ...recordList
}: FeaturedListPageProps<Filters, Data, Row>) {
  const { list } = recordList;
  return (
    <>
      <AdminHeader title={title} />
      <main className={adminStyles.main}>
        <StatCards label={stats.label} stats={stats.cards} />
        <AdminListToolbar
          searchPlaceholder={searchPlaceholder}
          search={list.search}
          onSearch={list.setSearch}
          filter={
            filter && {
              ...filter,
              value: list.filters[filter.name],
              onChange: (value) => list.setFilters((current) => ({ ...current, [filter.name]: value })),
            }
          }
          action={action}
        />
        <FeaturedRecordList {...recordList} />
      </main>
      {children}
    </>
  );
}
