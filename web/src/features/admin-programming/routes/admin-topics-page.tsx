import { Link } from 'react-router-dom';
import { EditLink, FeaturedToggle, RowDeleteButton, type AdminColumn } from '@/components/admin/admin-table';
import { useReloadListAndStats } from '@/components/admin/featured-list-page';
import { SearchField } from '@/components/admin/search-field';
import { useAdminList, type AdminListQuery } from '@/components/admin/use-admin-list';
import { useFlash } from '@/components/admin/use-flash';
import { useListRowActions, type ListRowActions } from '@/components/admin/use-list-row-actions';
import tableStyles from '@/components/admin/admin-table.module.css';
import { Button } from '@/components/ui/button';
import { preferErrorField } from '@/lib/form-error';
import { deleteTopic, toggleTopicFeatured, TOPICS_PAGE_SIZE, useAdminTopics, useTopicStats } from '@/features/admin-programming/api/topics';
import type { AdminTopic, AdminTopicPage } from '@/features/admin-programming/api/types';
import { Chips, pagesView, RowSummary } from '@/features/admin-programming/components/list-parts';
import { ProgrammingListPage } from '@/features/admin-programming/components/programming-list-page';
import styles from '@/features/admin-programming/components/programming-list.module.css';

const useTopicList = ({ page, search, filters }: AdminListQuery<{ category: string }>) =>
  useAdminTopics({ page, search, category: filters.category });
const topicView = (data: AdminTopicPage | undefined, { page }: AdminListQuery<unknown>) =>
  pagesView(data?.topics, data?.pagination.total, page, TOPICS_PAGE_SIZE);

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

function topicColumns(rowActions: ListRowActions<AdminTopic>): AdminColumn<AdminTopic>[] {
  return [
    {
      header: 'Topic',
      cell: (topic) => (
        <RowSummary
          title={
            <>
              {topic.title}
              {topic.featured && (
                <span role="img" aria-label="Featured">
                  ★
                </span>
              )}
              {!topic.is_active && <span className={`${tableStyles.badge} ${tableStyles.inactive}`}>Inactive</span>}
            </>
          }
          description={topic.description ? <p className={styles.description}>{topic.description}</p> : undefined}
        />
      ),
    },
    {
      header: 'Details',
      cell: (topic) => <Chips items={[topic.category, topic.difficulty, count(topic.question_count ?? 0, 'question')]} />,
    },
    {
      header: 'Actions',
      cell: (topic) => (
        <span className={styles.actions}>
          <Link
            className={tableStyles.actionButton}
            to={`/manage-code-questions?topicId=${encodeURIComponent(topic._id)}`}
            aria-label={`Questions of ${topic.title}`}
          >
            Questions
          </Link>
          <FeaturedToggle row={topic} name={topic.title} rowActions={rowActions} />
          <EditLink to={`/edit-programming-topic/${encodeURIComponent(topic._id)}`} name={topic.title} />
          <RowDeleteButton row={topic} name={topic.title} rowActions={rowActions} />
        </span>
      ),
    },
  ];
}

/** /manage-programming-topics (spec §3.4): stats, search and category (free text), rows with chips and actions. */
export default function AdminTopicsPage() {
  const list = useAdminList({ initialFilters: { category: '' }, useLoad: useTopicList, viewOf: topicView, searchDelayMs: 0 });
  const stats = useTopicStats();
  const reload = useReloadListAndStats(list, stats);
  const { flash, show } = useFlash(5000);
  const rowActions = useListRowActions<AdminTopic>({
    setFeatured: (id) =>
      toggleTopicFeatured(id).catch((error: unknown) => {
        show('error', 'Failed to toggle featured status');
        throw error;
      }),
    remove: deleteTopic,
    confirmDelete: () => 'Are you sure you want to delete this topic? This will also delete all associated questions.',
    onDeleteFailed: (error) => show('error', preferErrorField(error, 'Failed to delete topic')),
    reload,
  });

  return (
    <ProgrammingListPage
      title="Manage Programming Topics"
      stats={{
        label: 'Programming topic statistics',
        cards: [
          { label: 'Total Topics', value: stats.data?.totalTopics },
          { label: 'Active', value: stats.data?.activeTopics },
          { label: 'Featured', value: stats.data?.featuredTopics },
          { label: 'Questions', value: stats.data?.totalQuestions },
        ],
      }}
      list={list}
      searchPlaceholder="Search topics..."
      filters={
        <SearchField
          className={tableStyles.fixed}
          label="Category"
          placeholder="Filter by category..."
          value={list.filters.category}
          onChange={(category) => list.setFilters({ category })}
        />
      }
      action={
        <Button variant="accent" to="/create-programming-topic">
          + Create Topic
        </Button>
      }
      flash={flash}
      columns={topicColumns(rowActions)}
      texts={{
        loadFailed: 'Failed to load programming topics',
        loading: 'Loading topics...',
        table: 'Programming topics',
        empty: 'No topics found',
        pager: 'Topic pages',
      }}
    />
  );
}
