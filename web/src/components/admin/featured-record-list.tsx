import { AdminListLoadState } from './admin-list-toolbar';
import { AdminListPager, AdminTable, featuredRecordColumns, type AdminColumn, type FeaturedRecord } from './admin-table';
import { FlashMessage } from './flash-message';
import type { AdminList } from './use-admin-list';
import { useFlash } from './use-flash';
import { useListRowActions } from './use-list-row-actions';
import { showingText } from '@/lib/admin-list';

export interface FeaturedRecordListProps<Filters, Data, Row extends FeaturedRecord> {
  /** The record in lower case, e.g. 'exam pattern': the table, pager and messages are named after it. */
  noun: string;
  list: AdminList<Filters, Data, Row>;
  /** The record's own columns; Status and Actions follow them. */
  columns: AdminColumn<Row>[];
  nameOf: (row: Row) => string;
  editPath: (row: Row) => string;
  setFeatured: (id: string, featured: boolean) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  /** Reloads the list and its stats after a toggle or delete. */
  reload: () => Promise<unknown>;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The list part of the exam-pattern and cheatsheet admin pages: a delete's failure message, then the table with
 * Status and Actions (edit, feature, confirmed delete) and the pager, or the loading / error state.
 */
export function FeaturedRecordList<Filters, Data, Row extends FeaturedRecord>({
  noun,
  list,
  columns,
  nameOf,
  editPath,
  setFeatured,
  remove,
  reload,
}: FeaturedRecordListProps<Filters, Data, Row>) {
  const nouns = `${noun}s`;
  const { flash, show } = useFlash();
  const rowActions = useListRowActions<Row>({
    setFeatured,
    remove,
    confirmDelete: () => `Are you sure you want to delete this ${noun}?`,
    onDeleteFailed: () => show('error', `Failed to delete ${noun}`),
    reload,
  });

  return (
    <>
      <FlashMessage flash={flash} />

      <AdminListLoadState
        error={list.response.error}
        loaded={Boolean(list.response.data)}
        errorText={`Failed to load ${nouns}`}
        loadingLabel={`Loading ${nouns}...`}
      >
        <AdminTable
          layout="scroll"
          label={capitalised(nouns)}
          columns={[...columns, ...featuredRecordColumns({ nameOf, editPath, rowActions })]}
          rows={list.rows}
          rowKey={(row) => row._id}
          emptyText={`No ${nouns} found`}
          busy={list.response.isValidating}
        />
        <AdminListPager
          label={`${capitalised(noun)} pages`}
          summary={showingText(list.rows.length, list.total, nouns)}
          page={list.page}
          pageCount={list.pageCount}
          onPageChange={list.setPage}
        />
      </AdminListLoadState>
    </>
  );
}
