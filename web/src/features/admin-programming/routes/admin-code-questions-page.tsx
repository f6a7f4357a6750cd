import { Link, useSearchParams } from 'react-router-dom';
import { AdminHeader } from '@/components/admin/admin-header';
import { AdminListLoadState } from '@/components/admin/admin-list-toolbar';
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table';
import { FilterSelect } from '@/components/admin/filter-select';
import { FlashMessage } from '@/components/admin/flash-message';
import { SearchField } from '@/components/admin/search-field';
import { StatCards } from '@/components/admin/stat-cards';
import { useAdminList, type AdminListQuery } from '@/components/admin/use-admin-list';
import { useFlash } from '@/components/admin/use-flash';
import { useListRowActions, type ListRowActions } from '@/components/admin/use-list-row-actions';
import adminStyles from '@/components/admin/admin.module.css';
import tableStyles from '@/components/admin/admin-table.module.css';
import { Button } from '@/components/ui/button';
import { preferErrorField } from '@/lib/form-error';
import { stripHtml } from '@/lib/plain-text';
import {
  deleteCodeQuestion,
  QUESTIONS_PAGE_SIZE,
  useAdminCodeQuestions,
  useCodeQuestionStats,
  type CodeQuestionFilters,
} from '@/features/admin-programming/api/code-questions';
import { useTopicChoices } from '@/features/admin-programming/api/topics';
import { QUESTION_DIFFICULTIES, type AdminCodeQuestion, type AdminCodeQuestionPage } from '@/features/admin-programming/api/types';
import { Chips, PageXofY, pagesView, RowSummary } from '@/features/admin-programming/components/list-parts';
import styles from '@/features/admin-programming/components/programming-list.module.css';
import { addQuestionPath } from '@/features/admin-programming/lib/paths';

const useQuestionList = ({ page, search, filters }: AdminListQuery<CodeQuestionFilters>) =>
  useAdminCodeQuestions({ page, search, filters });
const questionView = (data: AdminCodeQuestionPage | undefined, { page }: AdminListQuery<unknown>) =>
  pagesView(data?.questions, data?.pagination.total, page, QUESTIONS_PAGE_SIZE);

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
const topicTitle = (question: AdminCodeQuestion) =>
  question.topic_id && typeof question.topic_id === 'object' ? question.topic_id.title : 'Unknown Topic';

function questionColumns(rowActions: ListRowActions<AdminCodeQuestion>): AdminColumn<AdminCodeQuestion>[] {
  return [
    {
      header: 'Question',
      cell: (question) => {
        const description = stripHtml(question.description);
        return (
          <RowSummary
            title={
              <>
                {stripHtml(question.title)}
                {question.is_active === false && <span className={`${tableStyles.badge} ${tableStyles.inactive}`}>Inactive</span>}
              </>
            }
            description={description ? <p className={styles.description}>{description}</p> : undefined}
          />
        );
      },
    },
    {
      header: 'Details',
      cell: (question) => {
        const blocks = question.content_blocks ?? [];
        const codeBlocks = blocks.filter((block) => block.type === 'code').length;
        return (
          <Chips
            items={[
              topicTitle(question),
              question.difficulty,
              count(codeBlocks, 'code block'),
              count(blocks.length - codeBlocks, 'text block'),
              `Order: ${question.order ?? 0}`,
            ]}
          />
        );
      },
    },
    {
      header: 'Actions',
      cell: (question) => (
        <span className={styles.actions}>
          <Link
            className={tableStyles.actionButton}
            to={`/edit-code-question/${encodeURIComponent(question._id)}`}
            aria-label={`Edit ${stripHtml(question.title)}`}
          >
            Edit
          </Link>
          <button
            type="button"
            className={`${tableStyles.actionButton} ${tableStyles.danger}`}
            onClick={() => rowActions.remove(question)}
            disabled={rowActions.busyId === question._id}
            aria-label={`Delete ${stripHtml(question.title)}`}
          >
            {rowActions.deletingId === question._id ? 'Deleting...' : 'Delete'}
          </button>
        </span>
      ),
    },
  ];
}

/** /manage-code-questions[?topicId=] (spec §3.4): stats, search / topic / difficulty filters (each back to page 1), the list. */
export default function AdminCodeQuestionsPage() {
  const [params] = useSearchParams();
  const list = useAdminList({
    initialFilters: { topicId: params.get('topicId') ?? '', difficulty: '' },
    useLoad: useQuestionList,
    viewOf: questionView,
    searchDelayMs: 0,
  });
  const stats = useCodeQuestionStats();
  const topics = useTopicChoices();
  const { flash, show } = useFlash(5000);
  const { mutate: reloadList } = list.response;
  const { mutate: reloadStats } = stats;
  const rowActions = useListRowActions<AdminCodeQuestion>({
    remove: deleteCodeQuestion,
    confirmDelete: () => 'Are you sure you want to delete this question?',
    onDeleteFailed: (error) => show('error', preferErrorField(error, 'Failed to delete question')),
    reload: () => Promise.all([reloadList(), reloadStats()]),
  });
  const setFilter = (key: keyof CodeQuestionFilters, value: string) => {
    list.setFilters((current) => ({ ...current, [key]: value }));
    // The topics and the stats follow every filter change too (spec §3.4).
    void topics.mutate();
    void reloadStats();
  };

  return (
    <>
      <AdminHeader title="Manage Code Questions" />
      <main className={adminStyles.main}>
        <StatCards
          label="Code question statistics"
          stats={[
            { label: 'Total', value: stats.data?.totalQuestions },
            { label: 'Active', value: stats.data?.activeQuestions },
            ...(stats.data?.byDifficulty ?? []).map((entry) => ({ label: entry._id ?? 'Unknown', value: entry.count })),
          ]}
        />
        <div className={tableStyles.toolbar}>
          <SearchField
            className={tableStyles.grow}
            label="Search"
            placeholder="Search questions..."
            value={list.search}
            onChange={list.setSearch}
          />
          <FilterSelect
            className={tableStyles.fixed}
            label="Topic"
            placeholder="All Topics"
            value={list.filters.topicId}
            onChange={(topicId) => setFilter('topicId', topicId)}
            options={(topics.data?.topics ?? []).map((topic) => ({ value: topic._id, label: topic.title }))}
          />
          <FilterSelect
            className={tableStyles.fixed}
            label="Difficulty"
            placeholder="All Difficulties"
            value={list.filters.difficulty}
            onChange={(difficulty) => setFilter('difficulty', difficulty)}
            options={QUESTION_DIFFICULTIES}
          />
          <Button variant="accent" to={addQuestionPath(list.filters.topicId)}>
            + Add Question
          </Button>
        </div>
        <FlashMessage flash={flash} />
        <AdminListLoadState
          error={list.response.error}
          loaded={Boolean(list.response.data)}
          errorText="Failed to load questions"
          loadingLabel="Loading questions..."
        >
          <AdminTable
            layout="cards"
            label="Code questions"
            columns={questionColumns(rowActions)}
            rows={list.rows}
            rowKey={(question) => question._id}
            emptyText="No questions found"
            busy={list.response.isValidating}
          />
          <PageXofY label="Question pages" page={list.page} pageCount={list.pageCount} onPageChange={list.setPage} />
        </AdminListLoadState>
      </main>
    </>
  );
}
