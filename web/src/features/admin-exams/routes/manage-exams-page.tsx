import { useEffect, useId, useState, type FormEvent } from 'react';
import { mutate as mutateGlobal } from 'swr';
import { examsForAdminKey } from '../../../api/exams';
import { AdminHeader } from '../../../components/admin/admin-header';
import { FlashMessage } from '../../../components/admin/flash-message';
import { serverMessage } from '../../../components/admin/server-message';
import { useFlash } from '../../../components/admin/use-flash';
import { Pagination } from '../../../components/pagination';
import { ErrorState, LoadingState } from '../../../components/status-views';
import adminStyles from '../../../components/admin/admin.module.css';
import tableStyles from '../../../components/admin/data-table.module.css';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageOfFilters } from '../../../lib/use-page-of-filters';
import { addExam } from '../api/add-exam';
import { deleteExam } from '../api/delete-exam';
import { useAdminExams } from '../api/get-admin-exams';
import { rowPositions, showingText } from '../../../lib/admin-list';
import { EXAM_LEVELS } from '../lib/exam-list';
import styles from './manage-exams-page.module.css';

/**
 * /manage-exams: the exam-management screen (admin spec §2: paging, search and an exam_level filter through
 * GET /api/exams/admin/all), with an add form that also sets the level, and delete.
 */
export default function ManageExamsPage() {
  const [searchText, setSearchText] = useState('');
  // Typing in the search box asks the server once the admin pauses.
  const search = useDebouncedValue(searchText.trim());
  const [examLevel, setExamLevel] = useState('');
  const [page, setPage] = usePageOfFilters(JSON.stringify([search, examLevel]));
  const { data, error, isLoading, isValidating, mutate } = useAdminExams({ page, search, examLevel });
  const { flash, show } = useFlash();
  const [deletingId, setDeletingId] = useState<string | null>(null);

  // A delete may empty the last page: step back to the last page that exists.
  const totalPages = data?.pagination.totalPages ?? 1;
  useEffect(() => {
    if (data && page > Math.max(1, totalPages)) setPage(Math.max(1, totalPages));
  }, [data, page, totalPages]);

  const refresh = () => {
    void mutate();
    void mutateGlobal(examsForAdminKey);
  };

  async function onDelete(id: string, name: string) {
    if (!window.confirm(`Are you sure you want to delete "${name}"? This action cannot be undone.`)) return;
    setDeletingId(id);
    try {
      await deleteExam(id);
      show('success', 'Exam deleted successfully!');
      refresh();
    } catch (caught) {
      show('error', serverMessage(caught, 'Failed to delete exam. Please try again.'));
    } finally {
      setDeletingId(null);
    }
  }

  const searchId = useId();
  const levelId = useId();
  const exams = data?.exams ?? [];
  const total = data?.pagination.total ?? 0;

  return (
    <>
      <AdminHeader title="Manage Exams" />
      <main className={adminStyles.main}>
        <FlashMessage flash={flash} />
        <AddExamForm
          onAdded={() => {
            show('success', 'Exam added successfully!');
            refresh();
          }}
          onError={(text) => show('error', text)}
        />

        <section className={adminStyles.panel} aria-labelledby="exam-list-title">
          <h2 id="exam-list-title" className={styles.heading}>
            All Exams
          </h2>
          <div className={styles.filters} role="search">
            <div>
              <label className="field-label" htmlFor={searchId}>
                Search exams
              </label>
              <input id={searchId} className="input" type="search" placeholder="Exam name" value={searchText} onChange={(e) => setSearchText(e.target.value)} />
            </div>
            <div>
              <label className="field-label" htmlFor={levelId}>
                Exam level
              </label>
              <select
                id={levelId}
                className="select"
                value={examLevel}
                onChange={(e) => setExamLevel(e.target.value)}
              >
                <option value="">Any level</option>
                {EXAM_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {level}
                  </option>
                ))}
              </select>
            </div>
          </div>

          {isLoading && !data ? (
            <LoadingState />
          ) : error && !data ? (
            <ErrorState message="Failed to load exams" onAction={() => void mutate()} />
          ) : exams.length === 0 ? (
            <p className={tableStyles.summary}>{search || examLevel ? 'No exams match these filters.' : 'No exams yet.'}</p>
          ) : (
            <div className={tableStyles.wrap} aria-busy={isValidating}>
              <table className={tableStyles.table}>
                <thead>
                  <tr>
                    <th scope="col">#</th>
                    <th scope="col">Exam</th>
                    <th scope="col">Level</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {exams.map((exam, index) => (
                    <tr key={exam._id}>
                      <td data-label="#" className={tableStyles.number}>
                        {(page - 1) * (data?.pagination.limit ?? 10) + index + 1}
                      </td>
                      <td data-label="Exam">
                        <strong>{exam.exam_name}</strong>
                      </td>
                      <td data-label="Level">{exam.exam_level ?? <span className={tableStyles.muted}>Not set</span>}</td>
                      <td data-label="Actions">
                        <div className={tableStyles.actions}>
                          <button
                            type="button"
                            className="btn btn-danger"
                            disabled={deletingId !== null}
                            aria-label={deletingId === exam._id ? undefined : `Delete ${exam.exam_name}`}
                            onClick={() => void onDelete(exam._id, exam.exam_name)}
                          >
                            {deletingId === exam._id ? 'Deleting...' : 'Delete'}
                          </button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className={tableStyles.summary} aria-live="polite">
                {showingText(rowPositions(page, data?.pagination.limit ?? 10, total), total, 'exams')}
              </p>
              <Pagination page={page} totalPages={totalPages} onChange={setPage} label="Exam pages" />
            </div>
          )}
        </section>
      </main>
    </>
  );
}

function AddExamForm({ onAdded, onError }: { onAdded: () => void; onError: (text: string) => void }) {
  const [name, setName] = useState('');
  const [level, setLevel] = useState('');
  const [adding, setAdding] = useState(false);
  const nameId = useId();
  const levelId = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      onError('Please enter an exam name');
      return;
    }
    setAdding(true);
    try {
      await addExam({ exam_name: name.trim(), ...(level ? { exam_level: level } : {}) });
      setName('');
      setLevel('');
      onAdded();
    } catch (caught) {
      onError(serverMessage(caught, 'Failed to add exam. Please try again.'));
    } finally {
      setAdding(false);
    }
  }

  return (
    <form className={`${adminStyles.panel} ${styles.addForm}`} onSubmit={onSubmit} noValidate aria-labelledby="add-exam-title">
      <h2 id="add-exam-title" className={styles.heading}>
        Add Exam
      </h2>
      <div className={styles.addFields}>
        <div>
          <label className="field-label" htmlFor={nameId}>
            Exam name
          </label>
          <input id={nameId} className="input" value={name} placeholder="e.g. SSC CGL" autoComplete="off" onChange={(e) => setName(e.target.value)} />
        </div>
        <div>
          <label className="field-label" htmlFor={levelId}>
            Level (optional)
          </label>
          <select id={levelId} className="select" value={level} onChange={(e) => setLevel(e.target.value)}>
            <option value="">Not set</option>
            {EXAM_LEVELS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary" disabled={adding}>
          {adding ? 'Adding...' : 'Add Exam'}
        </button>
      </div>
    </form>
  );
}
