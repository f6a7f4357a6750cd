import { useCallback, useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminHeader } from '../../../components/admin/AdminHeader';
import { AdminListPager, AdminListTable } from '../../../components/admin/AdminListTable';
import { FlashMessage } from '../../../components/admin/FlashMessage';
import { StatCards } from '../../../components/admin/StatCards';
import { useFlash } from '../../../components/admin/useFlash';
import { useListRowActions } from '../../../components/admin/useListRowActions';
import adminStyles from '../../../components/admin/Admin.module.css';
import styles from '../../../components/admin/AdminTable.module.css';
import { LoadingState } from '../../../components/StatusViews';
import { pageCountOf, pageWithinRange, showingText } from '../../../lib/admin-list';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { deleteCheatsheet } from '../api/delete-cheatsheet';
import { CHEATSHEETS_PAGE_SIZE, useAdminCheatsheets } from '../api/get-admin-cheatsheets';
import { useCheatsheetStats } from '../api/get-cheatsheet-stats';
import { setCheatsheetFeatured } from '../api/set-cheatsheet-featured';
import { CATEGORY_FILTERS } from '../lib/form';
import { truncate } from '../lib/text';

/** /manage-cheatsheets: stats, search, category filter, the list with edit / feature / delete, paging by 10. */
export default function ManageCheatsheetsPage() {
  const searchId = useId();
  const categoryId = useId();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [page, setPage] = useState(1);
  const { flash, show } = useFlash();
  const query = useDebouncedValue(search);

  const list = useAdminCheatsheets({ page, search: query, category });
  const stats = useCheatsheetStats();
  const rows = list.data?.cheatsheets ?? [];
  const pageCount = pageCountOf(list.data?.pagination, CHEATSHEETS_PAGE_SIZE);

  useEffect(() => setPage(1), [query, category]);
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

        <div className={styles.toolbar}>
          <div className={styles.grow}>
            <label className="field-label" htmlFor={searchId}>
              Search
            </label>
            <input id={searchId} className="input" type="search" placeholder="Search cheatsheets..." value={search} onChange={(e) => setSearch(e.target.value)} />
          </div>
          <div className={styles.fixed}>
            <label className="field-label" htmlFor={categoryId}>
              Category
            </label>
            <select id={categoryId} className="select" value={category} onChange={(e) => setCategory(e.target.value)}>
              <option value="">All Categories</option>
              {CATEGORY_FILTERS.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <Link className="btn btn-gold" to="/create-cheatsheet">
            + Add Cheatsheet
          </Link>
        </div>

        <FlashMessage flash={flash} />

        {list.error && !list.data ? (
          <p className={adminStyles.error} role="alert">
            Failed to load cheatsheets
          </p>
        ) : !list.data ? (
          <LoadingState label="Loading cheatsheets..." />
        ) : (
          <>
            {list.error && (
              <p className={adminStyles.error} role="alert">
                Failed to load cheatsheets
              </p>
            )}
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
              summary={showingText(rows.length, list.data.pagination?.total ?? rows.length, 'cheatsheets')}
              page={page}
              pageCount={pageCount}
              onPageChange={setPage}
            />
          </>
        )}
      </main>
    </>
  );
}
