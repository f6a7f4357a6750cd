import type { ReactNode } from 'react';
import { AdminHeader } from '@/components/admin/admin-header';
import { AdminListLoadState, AdminListToolbar } from '@/components/admin/admin-list-toolbar';
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table';
import { FlashMessage } from '@/components/admin/flash-message';
import { StatCards } from '@/components/admin/stat-cards';
import type { AdminList } from '@/components/admin/use-admin-list';
import type { Flash } from '@/components/admin/use-flash';
import adminStyles from '@/components/admin/admin.module.css';
import { PageXofY } from './list-parts';

interface ProgrammingListPageProps<Filters, Data, Row extends { _id: string }> {
  title: string;
  stats: { label: string; cards: Array<{ label: string; value: number | undefined }> };
  list: AdminList<Filters, Data, Row>;
  searchPlaceholder: string;
  /** The list's own filters, between Search and the Add action. */
  filters: ReactNode;
  action: ReactNode;
  /** A failed toggle or delete. */
  flash: Flash | null;
  columns: AdminColumn<Row>[];
  texts: { loadFailed: string; loading: string; table: string; empty: string; pager: string };
}

/**
 * The programming-topic and code-question admin pages (spec §3.4): header, stats, Search with the list's filters
 * and Add, a failure message, then the cards of the rows and 'Page X of Y', or the load state.
 */
export function ProgrammingListPage<Filters, Data, Row extends { _id: string }>({
  title,
  stats,
  list,
  searchPlaceholder,
  filters,
  action,
  flash,
  columns,
  texts,
}: ProgrammingListPageProps<Filters, Data, Row>) {
  return (
    <>
      <AdminHeader title={title} />
      <main className={adminStyles.main}>
        <StatCards label={stats.label} stats={stats.cards} />
        <AdminListToolbar searchPlaceholder={searchPlaceholder} search={list.search} onSearch={list.setSearch} action={action}>
          {filters}
        </AdminListToolbar>
        <FlashMessage flash={flash} />
        <AdminListLoadState
          error={list.response.error}
          loaded={Boolean(list.response.data)}
          errorText={texts.loadFailed}
          loadingLabel={texts.loading}
        >
          <AdminTable
            layout="cards"
            label={texts.table}
            columns={columns}
            rows={list.rows}
            rowKey={(row) => row._id}
            emptyText={texts.empty}
            busy={list.response.isValidating}
          />
          <PageXofY label={texts.pager} page={list.page} pageCount={list.pageCount} onPageChange={list.setPage} />
        </AdminListLoadState>
      </main>
    </>
  );
}
