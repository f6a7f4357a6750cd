import { useMemo } from 'react';
import { useExamsForAdmin } from '@/api/exams';
import type { QuestionRecord } from '@/api/questions';
import { useAllSubtopicsForAdmin } from '@/api/subtopics';
import { AdminHeader } from '@/components/admin/admin-header';
import { AdminTable, DeleteButton, type AdminColumn } from '@/components/admin/admin-table';
import { patchBinder } from '@/components/admin/bind-field';
import { FilterSelect } from '@/components/admin/filter-select';
import { SearchField } from '@/components/admin/search-field';
import { FlashMessage } from '@/components/admin/flash-message';
import { useAdminList, type AdminListQuery } from '@/components/admin/use-admin-list';
import { useFlash } from '@/components/admin/use-flash';
import { useListRowActions } from '@/components/admin/use-list-row-actions';
import { Pager } from '@/components/ui/pager';
import { LoadingState } from '@/components/status-views';
import adminStyles from '@/components/admin/admin.module.css';
import tableStyles from '@/components/admin/data-table.module.css';
import { showingText } from '@/lib/admin-list';
import { titleCase } from '@/lib/format';
import { deleteQuestion } from '@/features/admin-questions/api/delete-question';
import { useAdminQuestions } from '@/features/admin-questions/api/get-admin-questions';
import {
  FILTER_TYPES,
  filtersOfType,
  initialFilters,
  previewText,
  questionListView,
  questionsPagePath,
  questionsPath,
  usesExam,
  usesSubtopic,
  type FilterType,
  type QuestionFilters,
} from '@/features/admin-questions/lib/question-list';
import styles from './admin-questions-page.module.css';
import { Button } from '@/components/ui/button';

// The server filters, searches and pages: one page of 10 per request, whatever the size of the bank.
const useQuestionList = ({ filters, page, search }: AdminListQuery<QuestionFilters>) =>
  useAdminQuestions(questionsPagePath(filters, page, search));

/**
 * /manage-questions (admin spec §2, §4): filter by subtopic, exam or both, search question text and answer,
 * 10 per page, edit and delete.
 */
export default function AdminQuestionsPage() {
  const subtopics = useAllSubtopicsForAdmin();
  const exams = useExamsForAdmin();
  const list = useAdminList({ initialFilters, useLoad: useQuestionList, viewOf: questionListView });
  const { filters, setFilters } = list;
  const path = questionsPath(filters);
  const { data, error, isLoading, isValidating, mutate } = list.response;
  const bind = patchBinder(filters, (patch) => setFilters((current) => ({ ...current, ...patch })));
  const { flash, show } = useFlash();
  const subtopicOptions = useMemo(
    () =>
      [...(subtopics.data ?? [])]
        .sort((a, b) => a.subtopic_name.localeCompare(b.subtopic_name))
        .map((subtopic) => ({
          value: subtopic.subtopic_name,
          label: titleCase(subtopic.subtopic_name) + (subtopic.topic_id ? ` (${titleCase(subtopic.topic_id.topic_name)})` : ''),
        })),
    [subtopics.data],
  );

  const rowActions = useListRowActions<QuestionRecord['question']>({
    remove: deleteQuestion,
    confirmDelete: () => 'Are you sure you want to delete this question? This action cannot be undone.',
    onDeleted: async ({ _id }) => {
      // Gone from the page at once; the page is then read again, so the next question moves up into it.
      await mutate(
        (current) =>
          current && { ...current, items: current.items.filter((record) => record.question._id !== _id), total: current.total - 1 },
      );
      show('success', 'Question deleted successfully!');
    },
    onDeleteFailed: () => show('error', 'Failed to delete question. Please try again.'),
  });
  const columns: AdminColumn<QuestionRecord>[] = [
    { header: '#', cell: (_, index) => list.first + index, className: tableStyles.number },
    {
      header: 'Question',
      cell: ({ question }) => (
        <>
          <span className={styles.preview}>{previewText(question.question)}</span>
          {question.question_image_url && <span className={styles.badge}>Has image</span>}
        </>
      ),
    },
    { header: 'Type', cell: ({ question }) => (question.question_type === 'image' ? 'Image' : 'Text') },
    { header: 'Answer', cell: ({ question }) => previewText(question.answer, 40), className: styles.answer },
    { header: 'Options', cell: ({ options }) => options.length },
    {
      header: 'Actions',
      cell: ({ question }, index) => (
        <div className={tableStyles.actions}>
          <Button
            variant="secondary"
            to={`/edit-question/${encodeURIComponent(question._id)}`}
            aria-label={`Edit question ${list.first + index}`}
          >
            Edit
          </Button>
          <DeleteButton row={question} label={`Delete question ${list.first + index}`} rowActions={rowActions} />
        </div>
      ),
    },
  ];

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
            <FilterSelect
              label="Filter type"
              value={filters.filterType}
              onChange={(type) => setFilters(filtersOfType(type as FilterType))}
              options={FILTER_TYPES}
            />
            <FilterSelect
              label="Subtopic"
              placeholder={subtopics.error && !subtopics.data ? 'Failed to load subtopics' : '-- Select a subtopic --'}
              disabled={!usesSubtopic(filters.filterType)}
              {...bind('subtopicName')}
              options={subtopicOptions}
            />
            <FilterSelect
              label="Exam"
              placeholder={exams.error && !exams.data ? 'Failed to load exams' : '-- Select an exam --'}
              disabled={!usesExam(filters.filterType)}
              {...bind('examName')}
              options={(exams.data ?? []).map((exam) => exam.exam_name)}
            />
            <SearchField
              className={styles.search}
              label="Search questions"
              placeholder="Question text or answer"
              value={list.search}
              onChange={list.setSearch}
            />
            <div className={styles.refresh}>
              <Button variant="secondary" disabled={loading || isValidating || filters.filterType === 'all'} onClick={() => void mutate()}>
                Refresh
              </Button>
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
          ) : list.total === 0 ? (
            <p className={styles.empty}>No questions found with the current filters</p>
          ) : (
            <>
              <p className={tableStyles.summary} aria-live="polite">
                {showingText({ first: list.first, last: list.last }, list.total, 'questions')}
              </p>
              <AdminTable
                layout="cards"
                columns={columns}
                rows={list.rows}
                rowKey={({ question }) => question._id}
                rowTestId="question-row"
              />
              <Pager
                page={Math.min(list.page, list.pageCount)}
                totalPages={list.pageCount}
                onChange={list.setPage}
                label="Question pages"
              />
            </>
          )}
        </section>
      </main>
    </>
  );
}
