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
import { deleteExamPattern } from '../api/delete-exam-pattern';
import { EXAM_PATTERNS_PAGE_SIZE, useAdminExamPatterns } from '../api/get-admin-exam-patterns';
import { useExamPatternStats } from '../api/get-exam-pattern-stats';
import { setExamPatternFeatured } from '../api/set-exam-pattern-featured';
import type { AdminExamPattern } from '../api/types';
import { AddExamPatternModal } from '../components/AddExamPatternModal';
import { examIcon } from '../lib/exam-icon';
import { EXAM_LEVELS } from '../lib/form';

/** /manage-exam-patterns: stats, search, level filter, the list with edit / feature / delete, and the Add modal. */
export default function ManageExamPatternsPage() {
  const searchId = useId();
  const levelId = useId();
  const [search, setSearch] = useState('');
  const [level, setLevel] = useState('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  const { flash, show } = useFlash();
  const query = useDebouncedValue(search);

  const list = useAdminExamPatterns({ page, search: query, examLevel: level });
  const stats = useExamPatternStats();
  const rows = list.data?.examPatterns ?? [];
  const pageCount = pageCountOf(list.data?.pagination, EXAM_PATTERNS_PAGE_SIZE);

  // A new search or filter starts at page 1; a delete that empties the last page steps back.
  useEffect(() => setPage(1), [query, level]);
  useEffect(() => {
    if (list.data && page > pageCount) setPage(pageWithinRange(page, pageCount));
  }, [list.data, page, pageCount]);

  const { mutate: reloadList } = list;
  const { mutate: reloadStats } = stats;
  const reload = useCallback(() => Promise.all([reloadList(), reloadStats()]), [reloadList, reloadStats]);
  // Stable, so the dialog keeps focus where the admin is typing while the page behind re-renders.
  const closeModal = useCallback(() => setAdding(false), []);
  const created = useCallback(() => {
    setAdding(false);
    void reload();
  }, [reload]);

  async function toggleFeatured(pattern: AdminExamPattern) {
    setBusyId(pattern._id);
    // A failed toggle is ignored (spec §8); the list shows the stored value after the reload either way.
    await setExamPatternFeatured(pattern._id, !pattern.featured).catch(() => undefined);
    await reload();
    setBusyId(null);
  }

  async function remove(pattern: AdminExamPattern) {
    if (!window.confirm('Are you sure you want to delete this exam pattern?')) return;
    setBusyId(pattern._id);
    try {
      await deleteExamPattern(pattern._id);
    } catch {
      show('error', 'Failed to delete exam pattern');
    }
    await reload();
    setBusyId(null);
  }

  return (
    <>
      <AdminHeader title="Manage Exam Patterns" />
      <main className={adminStyles.main}>
        <StatCards
          label="Exam pattern statistics"
          stats={[
            { label: 'Total Exams', value: stats.data?.totalExams },
            { label: 'Active Exams', value: stats.data?.activeExams },
            { label: 'Featured', value: stats.data?.featuredExams },
            { label: 'Exam Types', value: stats.data?.examTypesStats?.length },
          ]}
        />

        <div className={styles.toolbar}>
          <div className={styles.grow}>
            <label className="field-label" htmlFor={searchId}>
              Search
            </label>
            <input id={searchId} className="input" type="search" placeholder="Search exam patterns..." value={search} onChange={(e) => setSearch(e.target.value)} />
          </div>
          <div className={styles.fixed}>
            <label className="field-label" htmlFor={levelId}>
              Exam Level
            </label>
            <select id={levelId} className="select" value={level} onChange={(e) => setLevel(e.target.value)}>
              <option value="">All Levels</option>
              {EXAM_LEVELS.map((examLevel) => (
                <option key={examLevel} value={examLevel}>
                  {examLevel}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="btn btn-gold" onClick={() => setAdding(true)}>
            + Add Exam Pattern
          </button>
        </div>

        <FlashMessage flash={flash} />

        {list.error && !list.data ? (
          <p className={adminStyles.error} role="alert">
            Failed to load exam patterns
          </p>
        ) : !list.data ? (
          <LoadingState label="Loading exam patterns..." />
        ) : (
          <>
            {list.error && (
              <p className={adminStyles.error} role="alert">
                Failed to load exam patterns
              </p>
            )}
            <div className={styles.tableWrap}>
              <table className={styles.table} aria-label="Exam patterns" aria-busy={list.isValidating}>
                <thead>
                  <tr>
                    <th scope="col">Exam</th>
                    <th scope="col">Level</th>
                    <th scope="col">Questions</th>
                    <th scope="col">Duration (min)</th>
                    <th scope="col">Status</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.length === 0 ? (
                    <tr>
                      <td colSpan={6} className={styles.empty}>
                        No exam patterns found
                      </td>
                    </tr>
                  ) : (
                    rows.map((pattern) => {
                      const { icon, kind } = examIcon(pattern.exam_name);
                      const busy = busyId === pattern._id;
                      return (
                        <tr key={pattern._id}>
                          <td>
                            <span className={styles.name}>
                              <span className={styles.icon} aria-hidden="true" data-icon={kind}>
                                {icon}
                              </span>
                              <span>
                                {pattern.exam_name}
                                <span className={`${styles.sub} ${styles.mono}`}>{pattern.slug}</span>
                              </span>
                            </span>
                          </td>
                          <td>{pattern.exam_level}</td>
                          <td>{pattern.total_questions ?? '–'}</td>
                          <td>{pattern.duration ?? '–'}</td>
                          <td>
                            <span className={styles.badges}>
                              <span className={`${styles.badge} ${pattern.is_active ? styles.active : styles.inactive}`}>{pattern.is_active ? 'Active' : 'Inactive'}</span>
                              {pattern.featured && <span className={`${styles.badge} ${styles.featured}`}>Featured</span>}
                            </span>
                          </td>
                          <td>
                            <span className={styles.actions}>
                              <Link className={styles.actionButton} to={`/edit-exam-pattern/${encodeURIComponent(pattern._id)}`} aria-label={`Edit ${pattern.exam_name}`}>
                                Edit
                              </Link>
                              <button
                                type="button"
                                className={styles.actionButton}
                                onClick={() => void toggleFeatured(pattern)}
                                disabled={busy}
                                aria-pressed={pattern.featured}
                                aria-label={`Featured: ${pattern.exam_name}`}
                                title={pattern.featured ? 'Remove from featured' : 'Mark as featured'}
                              >
                                {pattern.featured ? '★' : '☆'}
                              </button>
                              <button
                                type="button"
                                className={`${styles.actionButton} ${styles.danger}`}
                                onClick={() => void remove(pattern)}
                                disabled={busy}
                                aria-label={`Delete ${pattern.exam_name}`}
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
                {showingText(rows.length, list.data.pagination?.total ?? rows.length, 'exam patterns')}
              </p>
              <nav className={styles.pagerButtons} aria-label="Exam pattern pages">
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
      {adding && (
        <AddExamPatternModal onClose={closeModal} onCreated={created} />
      )}
    </>
  );
}
