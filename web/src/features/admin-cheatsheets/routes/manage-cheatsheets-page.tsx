import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminHeader } from '../../../components/admin/admin-header';
import { AdminListPager, AdminListTable } from '../../../components/admin/admin-list-table';
import { AdminListLoadState, AdminListToolbar } from '../../../components/admin/admin-list-toolbar';
import { FlashMessage } from '../../../components/admin/flash-message';
import { StatCards } from '../../../components/admin/stat-cards';
import { useFlash } from '../../../components/admin/use-flash';
import { useListRowActions } from '../../../components/admin/use-list-row-actions';
import adminStyles from '../../../components/admin/admin.module.css';
import styles from '../../../components/admin/admin-table.module.css';
import { pageCountOf, pageWithinRange, showingText } from '../../../lib/admin-list';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageOfFilters } from '../../../lib/use-page-of-filters';
import { deleteCheatsheet } from '../api/delete-cheatsheet';
import { CHEATSHEETS_PAGE_SIZE, useAdminCheatsheets } from '../api/get-admin-cheatsheets';
import { useCheatsheetStats } from '../api/get-cheatsheet-stats';
import { setCheatsheetFeatured } from '../api/set-cheatsheet-featured';
import { CATEGORY_FILTERS } from '../lib/form';
import { truncate } from '../lib/text';

/** /manage-cheatsheets: stats, search, category filter, the list with edit / feature / delete, paging by 10. */
export default function ManageCheatsheetsPage() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const { flash, show } = useFlash();
  const query = useDebouncedValue(search);
  const [page, setPage] = usePageOfFilters(JSON.stringify([query, category]));

  const list = useAdminCheatsheets({ page, search: query, category });
  const stats = useCheatsheetStats();
  const rows = list.data?.cheatsheets ?? [];
  const pageCount = pageCountOf(list.data?.pagination, CHEATSHEETS_PAGE_SIZE);

  // A delete that empties the last page steps back.
  useEffect(() => {
    if (list.data && page > pageCount) setPage(pageWithinRange(page, pageCount));
  }, [list.data, page, pageCount]);

  const { mutate: reloadList } = list;
  const { mutate: reloadStats } = stats;
  const reload = useCallback(() => Promise.all([reloadList(), reloadStats()]), [reloadList, reloadStats]);
  const rowActions = useListRowActions({
    setFeatured: setCheatsheetFeatured,
    remove: deleteCheatsheet,
    confirmDelete: 'Are you sure you want to delete this cheatsheet?',
    onDeleteFailed: () => show('error', 'Failed to delete cheatsheet'),
    reload,
  });

  return (
    <>
      <AdminHeader title="Manage Cheatsheets" />
      <main className={adminStyles.main}>
        <StatCards
          label="Cheatsheet statistics"
          stats={[
            { label: 'Total', value: stats.data?.totalCheatsheets },
            { label: 'Active', value: stats.data?.activeCheatsheets },
            { label: 'Featured', value: stats.data?.featuredCheatsheets },
            { label: 'Categories', value: stats.data?.categoryStats?.length },
          ]}
        />

        <AdminListToolbar
          searchPlaceholder="Search cheatsheets..."
          search={search}
          onSearch={setSearch}
          filter={{ label: 'Category', allLabel: 'All Categories', options: CATEGORY_FILTERS, value: category, onChange: setCategory }}
          action={
            <Link className="btn btn-gold" to="/create-cheatsheet">
              + Add Cheatsheet
            </Link>
          }
        />

        <FlashMessage flash={flash} />

        <AdminListLoadState error={list.error} loaded={Boolean(list.data)} errorText="Failed to load cheatsheets" loadingLabel="Loading cheatsheets...">
          <AdminListTable
            label="Cheatsheets"
            columns={['Title', 'Category', 'Slug', 'Views']}
            rows={rows}
            emptyText="No cheatsheets found"
            reloading={list.isValidating}
            nameOf={(sheet) => sheet.title}
            editPath={(sheet) => `/edit-cheatsheet/${encodeURIComponent(sheet._id)}`}
            rowActions={rowActions}
            renderCells={(sheet) => (
              <>
                <td>
                  <span className={styles.name}>
                    <span>
                      {sheet.title}
                      {sheet.description && (
                        <span className={styles.sub} title={sheet.description}>
                          {truncate(sheet.description, 60)}
                        </span>
                      )}
                    </span>
                  </span>
                </td>
                <td>{sheet.category}</td>
                <td className={styles.mono}>{sheet.slug}</td>
                <td>{sheet.views ?? 0}</td>
              </>
            )}
          />
          <AdminListPager
            label="Cheatsheet pages"
            summary={showingText(rows.length, list.data?.pagination?.total ?? rows.length, 'cheatsheets')}
            page={page}
            pageCount={pageCount}
            onPageChange={setPage}
          />
        </AdminListLoadState>
      </main>
    </>
  );
}
