import { Link } from 'react-router-dom';
import { AdminHeader } from '@/components/admin/admin-header';
import { AdminListLoadState } from '@/components/admin/admin-list-toolbar';
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table';
import { FlashMessage } from '@/components/admin/flash-message';
import { useReloadListAndStats } from '@/components/admin/featured-list-page';
import { SearchField } from '@/components/admin/search-field';
import { StatCards } from '@/components/admin/stat-cards';
import { useAdminList, type AdminListQuery } from '@/components/admin/use-admin-list';
import { useFlash } from '@/components/admin/use-flash';
import { useListRowActions, type ListRowActions } from '@/components/admin/use-list-row-actions';
import adminStyles from '@/components/admin/admin.module.css';
import tableStyles from '@/components/admin/admin-table.module.css';
import { Button } from '@/components/ui/button';
import { preferErrorField } from '@/lib/form-error';
import { deleteTopic, toggleTopicFeatured, TOPICS_PAGE_SIZE, useAdminTopics, useTopicStats } from '@/features/admin-programming/api/topics';
import type { AdminTopic, AdminTopicPage } from '@/features/admin-programming/api/types';
import { Chips, PageXofY, pagesView, RowSummary } from '@/features/admin-programming/components/list-parts';
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
      cell: (topic) => {
        const busy = rowActions.busyId === topic._id;
        return (
          <span className={styles.actions}>
            <Link
              className={tableStyles.actionButton}
              to={`/manage-code-questions?topicId=${encodeURIComponent(topic._id)}`}
              aria-label={`Questions of ${topic.title}`}
            >
              Questions
            </Link>
            <button
              type="button"
              className={tableStyles.actionButton}
              onClick={() => rowActions.toggleFeatured(topic)}
              disabled={busy}
              aria-pressed={topic.featured}
              aria-label={`Featured: ${topic.title}`}
              title={topic.featured ? 'Remove from featured' : 'Mark as featured'}
            >
              {topic.featured ? '★' : '☆'}
            </button>
            <Link
              className={tableStyles.actionButton}
              to={`/edit-programming-topic/${encodeURIComponent(topic._id)}`}
              aria-label={`Edit ${topic.title}`}
            >
              Edit
            </Link>
            <button
              type="button"
              className={`${tableStyles.actionButton} ${tableStyles.danger}`}
              onClick={() => rowActions.remove(topic)}
              disabled={busy}
              aria-label={`Delete ${topic.title}`}
            >
              {rowActions.deletingId === topic._id ? 'Deleting...' : 'Delete'}
            </button>
          </span>
        );
      },
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
    <>
      <AdminHeader title="Manage Programming Topics" />
      <main className={adminStyles.main}>
        <StatCards
          label="Programming topic statistics"
          stats={[
            { label: 'Total Topics', value: stats.data?.totalTopics },
            { label: 'Active', value: stats.data?.activeTopics },
            { label: 'Featured', value: stats.data?.featuredTopics },
            { label: 'Questions', value: stats.data?.totalQuestions },
          ]}
        />
        <div className={tableStyles.toolbar}>
          <SearchField
            className={tableStyles.grow}
            label="Search"
            placeholder="Search topics..."
            value={list.search}
            onChange={list.setSearch}
          />
          <SearchField
            className={tableStyles.fixed}
            label="Category"
            placeholder="Filter by category..."
            value={list.filters.category}
            onChange={(category) => list.setFilters({ category })}
          />
          <Button variant="accent" to="/create-programming-topic">
            + Create Topic
          </Button>
        </div>
        <FlashMessage flash={flash} />
        <AdminListLoadState
          error={list.response.error}
          loaded={Boolean(list.response.data)}
          errorText="Failed to load programming topics"
          loadingLabel="Loading topics..."
        >
          <AdminTable
            layout="cards"
            label="Programming topics"
            columns={topicColumns(rowActions)}
            rows={list.rows}
            rowKey={(topic) => topic._id}
            emptyText="No topics found"
            busy={list.response.isValidating}
          />
          <PageXofY label="Topic pages" page={list.page} pageCount={list.pageCount} onPageChange={list.setPage} />
        </AdminListLoadState>
      </main>
    </>
  );
}
