import { useSearchParams } from 'react-router-dom';
import { EditLink, RowDeleteButton, type AdminColumn } from '@/components/admin/admin-table';
import { useReloadListAndStats } from '@/components/admin/featured-list-page';
import { FilterSelect } from '@/components/admin/filter-select';
import { useAdminList, type AdminListQuery } from '@/components/admin/use-admin-list';
import { useFlash } from '@/components/admin/use-flash';
import { useListRowActions, type ListRowActions } from '@/components/admin/use-list-row-actions';
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
import { Chips, pagesView, RowSummary } from '@/features/admin-programming/components/list-parts';
import { ProgrammingListPage } from '@/features/admin-programming/components/programming-list-page';
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
          <EditLink to={`/edit-code-question/${encodeURIComponent(question._id)}`} name={stripHtml(question.title)} />
          <RowDeleteButton row={question} name={stripHtml(question.title)} rowActions={rowActions} />
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
  const reload = useReloadListAndStats(list, stats);
  const rowActions = useListRowActions<AdminCodeQuestion>({
    remove: deleteCodeQuestion,
    confirmDelete: () => 'Are you sure you want to delete this question?',
    onDeleteFailed: (error) => show('error', preferErrorField(error, 'Failed to delete question')),
    reload,
  });
  const setFilter = (key: keyof CodeQuestionFilters, value: string) => {
    list.setFilters((current) => ({ ...current, [key]: value }));
    // The topics and the stats follow every filter change too (spec §3.4).
    void topics.mutate();
    void stats.mutate();
  };

  return (
    <ProgrammingListPage
      title="Manage Code Questions"
      stats={{
        label: 'Code question statistics',
        cards: [
          { label: 'Total', value: stats.data?.totalQuestions },
          { label: 'Active', value: stats.data?.activeQuestions },
          ...(stats.data?.byDifficulty ?? []).map((entry) => ({ label: entry._id ?? 'Unknown', value: entry.count })),
        ],
      }}
      list={list}
      searchPlaceholder="Search questions..."
      filters={
        <>
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
        </>
      }
      action={
        <Button variant="accent" to={addQuestionPath(list.filters.topicId)}>
          + Add Question
        </Button>
      }
      flash={flash}
      columns={questionColumns(rowActions)}
      texts={{
        loadFailed: 'Failed to load questions',
        loading: 'Loading questions...',
        table: 'Code questions',
        empty: 'No questions found',
        pager: 'Question pages',
      }}
    />
  );
}
