import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useExamsForAdmin } from '../../../api/exams';
import { useAllSubtopicsForAdmin } from '../../../api/subtopics';
import { AdminHeader } from '../../../components/admin/admin-header';
import { FlashMessage } from '../../../components/admin/flash-message';
import { useFlash } from '../../../components/admin/use-flash';
import { Pagination } from '../../../components/pagination';
import { LoadingState } from '../../../components/status-views';
import adminStyles from '../../../components/admin/admin.module.css';
import tableStyles from '../../../components/admin/data-table.module.css';
import { showingText } from '../../../lib/admin-list';
import { titleCase } from '../../../lib/format';
import { deleteQuestion } from '../api/delete-question';
import { useAdminQuestions } from '../api/get-admin-questions';
import {
  FILTER_TYPES,
  initialFilters,
  pageOfQuestions,
  previewText,
  questionsPath,
  searchQuestions,
  usesExam,
  usesSubtopic,
  withExam,
  withFilterType,
  withSearch,
  withSubtopic,
  type FilterType,
  type QuestionFilters,
} from '../lib/question-list';
import styles from './manage-questions-page.module.css';

/**
 * /manage-questions (admin spec §2, §4): filter by subtopic, exam or both, search question text and answer,
 * 10 per page, edit and delete.
 */
export default function ManageQuestionsPage() {
  const subtopics = useAllSubtopicsForAdmin();
  const exams = useExamsForAdmin();
  const [filters, setFilters] = useState<QuestionFilters>(initialFilters);
  const path = questionsPath(filters);
  const { data, error, isLoading, isValidating, mutate } = useAdminQuestions(path);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const { flash, show } = useFlash();
  const ids = { filterType: useId(), subtopic: useId(), exam: useId(), search: useId() };

  // 'Failed to load questions' empties the list (no stale rows from an earlier answer).
  const records = error ? [] : (data ?? []);
  const view = useMemo(() => pageOfQuestions(searchQuestions(records, filters.search), filters.page), [records, filters.search, filters.page]);
  const sortedSubtopics = useMemo(
    () => [...(subtopics.data ?? [])].sort((a, b) => a.subtopic_name.localeCompare(b.subtopic_name)),
    [subtopics.data],
  );

  async function onDelete(id: string) {
    if (!window.confirm('Are you sure you want to delete this question? This action cannot be undone.')) return;
    setDeletingId(id);
    try {
      await deleteQuestion(id);
      await mutate((current) => current?.filter((record) => record.question._id !== id), { revalidate: false });
      show('success', 'Question deleted successfully!');
    } catch {
      show('error', 'Failed to delete question. Please try again.');
    } finally {
      setDeletingId(null);
    }
  }

  const loading = Boolean(path) && (isLoading || (isValidating && !data && !error));
  let placeholder: string | null = null;
  if (filters.filterType === 'all') placeholder = 'Please select a filter type to view questions';
  else if (!path) {
    placeholder =
      filters.filterType === 'subtopic'
        ? 'Select a subtopic to view its questions'
        : filters.filterType === 'exam'
          ? 'Select an exam to view its questions'
          : 'Select an exam and a subtopic to view their questions';
  }

  return (
    <>
      <AdminHeader title="ExamPrep Admin · Manage Questions" tabTitle="Manage Questions" />
      <main className={adminStyles.main}>
        <FlashMessage flash={flash} />
        <section className={adminStyles.panel} aria-label="Filters">
          <div className={styles.filters}>
            <div>
              <label className="field-label" htmlFor={ids.filterType}>
                Filter type
              </label>
              <select
                id={ids.filterType}
                className="select"
                value={filters.filterType}
                onChange={(e) => setFilters((current) => withFilterType(current, e.target.value as FilterType))}
              >
                {FILTER_TYPES.map((type) => (
                  <option key={type.value} value={type.value}>
                    {type.label}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label className="field-label" htmlFor={ids.subtopic}>
                Subtopic
              </label>
              <select
                id={ids.subtopic}
                className="select"
                value={filters.subtopicName}
                disabled={!usesSubtopic(filters.filterType)}
                onChange={(e) => setFilters((current) => withSubtopic(current, e.target.value))}
              >
                <option value="">{subtopics.error && !subtopics.data ? 'Failed to load subtopics' : '-- Select a subtopic --'}</option>
                {sortedSubtopics.map((subtopic) => (
                  <option key={subtopic._id} value={subtopic.subtopic_name}>
                    {titleCase(subtopic.subtopic_name)}
                    {subtopic.topic_id ? ` (${titleCase(subtopic.topic_id.topic_name)})` : ''}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label className="field-label" htmlFor={ids.exam}>
                Exam
              </label>
              <select
                id={ids.exam}
                className="select"
                value={filters.examName}
                disabled={!usesExam(filters.filterType)}
                onChange={(e) => setFilters((current) => withExam(current, e.target.value))}
              >
                <option value="">{exams.error && !exams.data ? 'Failed to load exams' : '-- Select an exam --'}</option>
                {(exams.data ?? []).map((exam) => (
                  <option key={exam._id} value={exam.exam_name}>
                    {exam.exam_name}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.search}>
              <label className="field-label" htmlFor={ids.search}>
                Search questions
              </label>
              <input
                id={ids.search}
                className="input"
                type="search"
                placeholder="Question text or answer"
                value={filters.search}
                onChange={(e) => setFilters((current) => withSearch(current, e.target.value))}
              />
            </div>
            <div className={styles.refresh}>
              <button type="button" className="btn btn-outline" disabled={loading || isValidating || filters.filterType === 'all'} onClick={() => void mutate()}>
                Refresh
              </button>
            </div>
          </div>
        </section>

        <section className={`${adminStyles.panel} ${styles.results}`} aria-label="Questions">
          {placeholder ? (
            <p className={styles.empty}>{placeholder}</p>
          ) : loading ? (
            <LoadingState />
          ) : error ? (
            <p className={styles.loadError} role="alert">
              Failed to load questions
            </p>
          ) : view.total === 0 ? (
            <p className={styles.empty}>No questions found with the current filters</p>
          ) : (
            <>
              <p className={tableStyles.summary} aria-live="polite">
                {showingText(view, view.total, 'questions')}
              </p>
              <div className={tableStyles.wrap}>
                <table className={tableStyles.table}>
                  <thead>
                    <tr>
                      <th scope="col">#</th>
                      <th scope="col">Question</th>
                      <th scope="col">Type</th>
                      <th scope="col">Answer</th>
                      <th scope="col">Options</th>
                      <th scope="col">Actions</th>
                    </tr>
                  </thead>
                  <tbody>
                    {view.rows.map(({ question, options }, index) => {
                      const number = view.first + index;
                      return (
                        <tr key={question._id} data-testid="question-row">
                          <td data-label="#" className={tableStyles.number}>
                            {number}
                          </td>
                          <td data-label="Question">
                            <span className={styles.preview}>{previewText(question.question)}</span>
                            {question.question_image_url && <span className={styles.badge}>Has image</span>}
                          </td>
                          <td data-label="Type">{question.question_type === 'image' ? 'Image' : 'Text'}</td>
                          <td data-label="Answer" className={styles.answer}>
                            {previewText(question.answer, 40)}
                          </td>
                          <td data-label="Options">{options.length}</td>
                          <td data-label="Actions">
                            <div className={tableStyles.actions}>
                              <Link className="btn btn-outline" to={`/edit-question/${encodeURIComponent(question._id)}`} aria-label={`Edit question ${number}`}>
                                Edit
                              </Link>
                              <button
                                type="button"
                                className="btn btn-danger"
                                disabled={deletingId !== null}
                                aria-label={deletingId === question._id ? undefined : `Delete question ${number}`}
                                onClick={() => void onDelete(question._id)}
                              >
                                {deletingId === question._id ? 'Deleting...' : 'Delete'}
                              </button>
                            </div>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
              <Pagination page={view.page} totalPages={view.totalPages} onChange={(page) => setFilters((current) => ({ ...current, page }))} label="Question pages" />
            </>
          )}
        </section>
      </main>
    </>
  );
}
