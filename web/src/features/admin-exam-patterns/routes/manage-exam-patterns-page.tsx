import { useCallback, useEffect, useState } from 'react';
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
import { deleteExamPattern } from '../api/delete-exam-pattern';
import { EXAM_PATTERNS_PAGE_SIZE, useAdminExamPatterns } from '../api/get-admin-exam-patterns';
import { useExamPatternStats } from '../api/get-exam-pattern-stats';
import { setExamPatternFeatured } from '../api/set-exam-pattern-featured';
import { AddExamPatternModal } from '../components/add-exam-pattern-modal';
import { examIcon } from '../lib/exam-icon';
import { EXAM_LEVELS } from '../lib/form';

/** /manage-exam-patterns: stats, search, level filter, the list with edit / feature / delete, and the Add modal. */
export default function ManageExamPatternsPage() {
  const [search, setSearch] = useState('');
  const [level, setLevel] = useState('');
  const [adding, setAdding] = useState(false);
  const { flash, show } = useFlash();
  const query = useDebouncedValue(search);
  const [page, setPage] = usePageOfFilters(JSON.stringify([query, level]));

  const list = useAdminExamPatterns({ page, search: query, examLevel: level });
  const stats = useExamPatternStats();
  const rows = list.data?.examPatterns ?? [];
  const pageCount = pageCountOf(list.data?.pagination, EXAM_PATTERNS_PAGE_SIZE);

  // A new search or filter starts at page 1 (usePageOfFilters); a delete that empties the last page steps back.
  useEffect(() => {
    if (list.data && page > pageCount) setPage(pageWithinRange(page, pageCount));
  }, [list.data, page, pageCount]);

  const { mutate: reloadList } = list;
  const { mutate: reloadStats } = stats;
  const reload = useCallback(() => Promise.all([reloadList(), reloadStats()]), [reloadList, reloadStats]);
  const rowActions = useListRowActions({
    setFeatured: setExamPatternFeatured,
    remove: deleteExamPattern,
    confirmDelete: 'Are you sure you want to delete this exam pattern?',
    onDeleteFailed: () => show('error', 'Failed to delete exam pattern'),
    reload,
  });
  // Stable, so the dialog keeps focus where the admin is typing while the page behind re-renders.
  const closeModal = useCallback(() => setAdding(false), []);
  const created = useCallback(() => {
    setAdding(false);
    void reload();
  }, [reload]);

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

        <AdminListToolbar
          searchPlaceholder="Search exam patterns..."
          search={search}
          onSearch={setSearch}
          filter={{ label: 'Exam Level', allLabel: 'All Levels', options: EXAM_LEVELS, value: level, onChange: setLevel }}
          action={
            <button type="button" className="btn btn-gold" onClick={() => setAdding(true)}>
              + Add Exam Pattern
            </button>
          }
        />

        <FlashMessage flash={flash} />

        <AdminListLoadState error={list.error} loaded={Boolean(list.data)} errorText="Failed to load exam patterns" loadingLabel="Loading exam patterns...">
          <AdminListTable
            label="Exam patterns"
            columns={['Exam', 'Level', 'Questions', 'Duration (min)']}
            rows={rows}
            emptyText="No exam patterns found"
            reloading={list.isValidating}
            nameOf={(pattern) => pattern.exam_name}
            editPath={(pattern) => `/edit-exam-pattern/${encodeURIComponent(pattern._id)}`}
            rowActions={rowActions}
            renderCells={(pattern) => {
              const { icon, kind } = examIcon(pattern.exam_name);
              return (
                <>
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
                </>
              );
            }}
          />
          <AdminListPager
            label="Exam pattern pages"
            summary={showingText(rows.length, list.data?.pagination?.total ?? rows.length, 'exam patterns')}
            page={page}
            pageCount={pageCount}
            onPageChange={setPage}
          />
        </AdminListLoadState>
      </main>
      {adding && (
        <AddExamPatternModal onClose={closeModal} onCreated={created} />
      )}
    </>
  );
}
