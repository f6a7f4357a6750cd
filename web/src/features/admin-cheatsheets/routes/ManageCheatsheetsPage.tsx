import { useCallback, useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminHeader } from '../../../components/admin/AdminHeader';
import { FlashMessage } from '../../../components/admin/FlashMessage';
import { StatCards } from '../../../components/admin/StatCards';
import { useFlash } from '../../../components/admin/useFlash';
import adminStyles from '../../../components/admin/Admin.module.css';
import styles from '../../../components/admin/AdminTable.module.css';
import { LoadingState } from '../../../components/StatusViews';
import { pageCountOf, pageWithinRange, showingText } from '../../../lib/admin-list';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { deleteCheatsheet } from '../api/delete-cheatsheet';
import { CHEATSHEETS_PAGE_SIZE, useAdminCheatsheets } from '../api/get-admin-cheatsheets';
import { useCheatsheetStats } from '../api/get-cheatsheet-stats';
import { setCheatsheetFeatured } from '../api/set-cheatsheet-featured';
import type { AdminCheatsheetSummary } from '../api/types';
import { CATEGORY_FILTERS } from '../lib/form';
import { truncate } from '../lib/text';

/** /manage-cheatsheets: stats, search, category filter, the list with edit / feature / delete, paging by 10. */
export default function ManageCheatsheetsPage() {
  const searchId = useId();
  const categoryId = useId();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [page, setPage] = useState(1);
  const [busyId, setBusyId] = useState<string | null>(null);
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

  async function toggleFeatured(sheet: AdminCheatsheetSummary) {
    setBusyId(sheet._id);
    // A failed toggle is ignored (spec §8); the reload shows the stored value either way.
    await setCheatsheetFeatured(sheet._id, !sheet.featured).catch(() => undefined);
    await reload();
    setBusyId(null);
  }

  async function remove(sheet: AdminCheatsheetSummary) {
    if (!window.confirm('Are you sure you want to delete this cheatsheet?')) return;
    setBusyId(sheet._id);
    try {
      await deleteCheatsheet(sheet._id);
    } catch {
      show('error', 'Failed to delete cheatsheet');
    }
    await reload();
    setBusyId(null);
  }

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
            <div className={styles.tableWrap}>
              <table className={styles.table} aria-label="Cheatsheets" aria-busy={list.isValidating}>
                <thead>
                  <tr>
                    <th scope="col">Title</th>
                    <th scope="col">Category</th>
                    <th scope="col">Slug</th>
                    <th scope="col">Views</th>
                    <th scope="col">Status</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.length === 0 ? (
                    <tr>
                      <td colSpan={6} className={styles.empty}>
                        No cheatsheets found
                      </td>
                    </tr>
                  ) : (
                    rows.map((sheet) => {
                      const busy = busyId === sheet._id;
                      return (
                        <tr key={sheet._id}>
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
                          <td>
                            <span className={styles.badges}>
                              <span className={`${styles.badge} ${sheet.is_active ? styles.active : styles.inactive}`}>{sheet.is_active ? 'Active' : 'Inactive'}</span>
                              {sheet.featured && <span className={`${styles.badge} ${styles.featured}`}>Featured</span>}
                            </span>
                          </td>
                          <td>
                            <span className={styles.actions}>
                              <Link className={styles.actionButton} to={`/edit-cheatsheet/${encodeURIComponent(sheet._id)}`} aria-label={`Edit ${sheet.title}`}>
                                Edit
                              </Link>
                              <button
                                type="button"
                                className={styles.actionButton}
                                onClick={() => void toggleFeatured(sheet)}
                                disabled={busy}
                                aria-pressed={sheet.featured}
                                aria-label={`Featured: ${sheet.title}`}
                                title={sheet.featured ? 'Remove from featured' : 'Mark as featured'}
                              >
                                {sheet.featured ? '★' : '☆'}
                              </button>
                              <button
                                type="button"
                                className={`${styles.actionButton} ${styles.danger}`}
                                onClick={() => void remove(sheet)}
                                disabled={busy}
                                aria-label={`Delete ${sheet.title}`}
                              >
                                {busy ? 'Deleting...' : 'Delete'}
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
            <div className={styles.pager}>
              <p className={styles.count} role="status">
                {showingText(rows.length, list.data.pagination?.total ?? rows.length, 'cheatsheets')}
              </p>
              <nav className={styles.pagerButtons} aria-label="Cheatsheet pages">
                <button type="button" className="btn btn-outline" onClick={() => setPage(page - 1)} disabled={page <= 1}>
                  Previous
                </button>
                <span>
                  Page {Math.min(page, pageCount)} of {pageCount}
                </span>
                <button type="button" className="btn btn-outline" onClick={() => setPage(page + 1)} disabled={page >= pageCount}>
                  Next
                </button>
              </nav>
            </div>
          </>
        )}
      </main>
    </>
  );
}
