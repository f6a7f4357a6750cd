import { useId, useState, type FormEvent } from 'react';
import { EXAM_LEVELS } from '@exam-prep/contract/enums';
import { mutate as mutateGlobal } from 'swr';
import { examsForAdminKey, type Exam } from '@/api/exams';
import { AdminHeader } from '@/components/admin/admin-header';
import { AdminTable, DeleteButton, type AdminColumn } from '@/components/admin/admin-table';
import { FilterSelect } from '@/components/admin/filter-select';
import { SearchField } from '@/components/admin/search-field';
import { FlashMessage } from '@/components/admin/flash-message';
import { serverMessage } from '@/components/admin/server-message';
import { useAdminList, type AdminListQuery } from '@/components/admin/use-admin-list';
import { useFlash } from '@/components/admin/use-flash';
import { useListRowActions } from '@/components/admin/use-list-row-actions';
import { Pager } from '@/components/ui/pager';
import { ErrorState, LoadingState } from '@/components/status-views';
import adminStyles from '@/components/admin/admin.module.css';
import tableStyles from '@/components/admin/data-table.module.css';
import { serverPageView, showingText } from '@/lib/admin-list';
import { addExam } from '@/features/admin-exams/api/add-exam';
import { deleteExam } from '@/features/admin-exams/api/delete-exam';
import { useAdminExams, type AdminExamList } from '@/features/admin-exams/api/get-admin-exams';
import { EXAM_PAGE_SIZE } from '@/features/admin-exams/lib/exam-list';
import { newExamProblem } from '@/features/admin-exams/lib/new-exam';
import styles from './admin-exams-page.module.css';
import { Button } from '@/components/ui/button';

const useExamList = ({ page, search, filters }: AdminListQuery<{ examLevel: string }>) =>
  useAdminExams({ page, search, examLevel: filters.examLevel });
const examView = (data: AdminExamList | undefined, { page }: AdminListQuery<unknown>) =>
  serverPageView(data?.exams, data?.pagination, page, EXAM_PAGE_SIZE);

/**
 * /manage-exams: the exam-management screen (admin spec §2: paging, search and an exam_level filter through
 * GET /api/exams/admin/all), with an add form that also sets the level, and delete.
 */
export default function AdminExamsPage() {
  // Typing in the search box asks the server once the admin pauses.
  const list = useAdminList({ initialFilters: { examLevel: '' }, useLoad: useExamList, viewOf: examView });
  const { data, error, isLoading, isValidating, mutate } = list.response;
  const { flash, show } = useFlash();

  const refresh = () => {
    void mutate();
    void mutateGlobal(examsForAdminKey);
  };
  const rowActions = useListRowActions<Exam>({
    remove: deleteExam,
    confirmDelete: (exam) => `Are you sure you want to delete "${exam.exam_name}"? This action cannot be undone.`,
    onDeleted: () => {
      show('success', 'Exam deleted successfully!');
      refresh();
    },
    onDeleteFailed: (caught) => show('error', serverMessage(caught, 'Failed to delete exam. Please try again.')),
  });
  const columns: AdminColumn<Exam>[] = [
    { header: '#', cell: (_, index) => list.first + index, className: tableStyles.number },
    { header: 'Exam', cell: (exam) => <strong>{exam.exam_name}</strong> },
    { header: 'Level', cell: (exam) => exam.exam_level ?? <span className={tableStyles.muted}>Not set</span> },
    {
      header: 'Actions',
      cell: (exam) => (
        <div className={tableStyles.actions}>
          <DeleteButton row={exam} label={`Delete ${exam.exam_name}`} rowActions={rowActions} />
        </div>
      ),
    },
  ];

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
            <SearchField label="Search exams" placeholder="Exam name" value={list.search} onChange={list.setSearch} />
            <FilterSelect
              label="Exam level"
              placeholder="Any level"
              value={list.filters.examLevel}
              onChange={(examLevel) => list.setFilters({ examLevel })}
              options={EXAM_LEVELS}
            />
          </div>

          {isLoading && !data ? (
            <LoadingState />
          ) : error && !data ? (
            <ErrorState message="Failed to load exams" onAction={() => void mutate()} />
          ) : list.rows.length === 0 ? (
            <p className={tableStyles.summary}>
              {list.query || list.filters.examLevel ? 'No exams match these filters.' : 'No exams yet.'}
            </p>
          ) : (
            <>
              <AdminTable layout="cards" columns={columns} rows={list.rows} rowKey={(exam) => exam._id} busy={isValidating} />
              <p className={tableStyles.summary} aria-live="polite">
                {showingText({ first: list.first, last: list.last }, list.total, 'exams')}
              </p>
              <Pager page={list.page} totalPages={list.pageCount} onChange={list.setPage} label="Exam pages" />
            </>
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
    const problem = newExamProblem({ exam_name: name, exam_level: level });
    if (problem) {
      onError(problem);
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
          <input
            id={nameId}
            className="input"
            value={name}
            placeholder="e.g. SSC CGL"
            autoComplete="off"
            onChange={(e) => setName(e.target.value)}
          />
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
        <Button type="submit" disabled={adding}>
          {adding ? 'Adding...' : 'Add Exam'}
        </Button>
      </div>
    </form>
  );
}
