import { AdminHeader } from '@/components/admin/admin-header';
import { AdminListLoadState, AdminListToolbar } from '@/components/admin/admin-list-toolbar';
import { AdminListPager, AdminTable, DeleteButton, NameCell, type AdminColumn } from '@/components/admin/admin-table';
import { FlashMessage } from '@/components/admin/flash-message';
import { serverMessage } from '@/components/admin/server-message';
import { useAdminList, type AdminListQuery } from '@/components/admin/use-admin-list';
import { useFlash } from '@/components/admin/use-flash';
import { useListRowActions } from '@/components/admin/use-list-row-actions';
import adminStyles from '@/components/admin/admin.module.css';
import listStyles from '@/components/admin/admin-table.module.css';
import tableStyles from '@/components/admin/data-table.module.css';
import { serverPageView, showingText } from '@/lib/admin-list';
import { deleteMockTest } from '@/features/admin-mock-tests/api/delete-mock-test';
import { MOCK_TESTS_PAGE_SIZE, useAdminMockTests } from '@/features/admin-mock-tests/api/get-admin-mock-tests';
import type { AdminMockTest, AdminMockTestPage } from '@/features/admin-mock-tests/api/types';
import { KIND_LABELS } from '@/features/admin-mock-tests/lib/form';
import { Button } from '@/components/ui/button';

const useMockTestList = ({ page, search }: AdminListQuery<Record<string, never>>) => useAdminMockTests({ page, search });
const mockTestView = (data: AdminMockTestPage | undefined, { page }: AdminListQuery<unknown>) =>
  serverPageView(data?.mockTests, data?.pagination, page, MOCK_TESTS_PAGE_SIZE);

const NO_FILTERS: Record<string, never> = {};

/** /manage-mock-tests: every paper (inactive ones too), searched and paged by the server, with edit and delete. */
export default function AdminMockTestsPage() {
  const list = useAdminList({ initialFilters: NO_FILTERS, useLoad: useMockTestList, viewOf: mockTestView });
  const { flash, show } = useFlash();
  const rowActions = useListRowActions<AdminMockTest>({
    remove: deleteMockTest,
    confirmDelete: (paper) => `Are you sure you want to delete "${paper.title}"? This action cannot be undone.`,
    onDeleted: () => show('success', 'Mock test deleted successfully!'),
    onDeleteFailed: (error) => show('error', serverMessage(error, 'Failed to delete mock test')),
    reload: () => list.response.mutate(),
  });

  const columns: AdminColumn<AdminMockTest>[] = [
    {
      header: 'Title',
      cell: (paper) => <NameCell name={paper.title} sub={paper.slug} mono />,
    },
    { header: 'Kind', cell: (paper) => KIND_LABELS[paper.kind] },
    { header: 'Exam', cell: (paper) => paper.exam_name ?? '–' },
    { header: 'Year', cell: (paper) => (paper.year === null ? '–' : `${paper.year}${paper.shift ? ` (${paper.shift})` : ''}`) },
    { header: 'Questions', cell: (paper) => paper.total_questions },
    {
      header: 'Active',
      // Wrapped, so the badge keeps its own width in a phone's card, where the cell is a grid.
      cell: (paper) => (
        <span>
          <span className={`${listStyles.badge} ${paper.is_active ? listStyles.active : listStyles.inactive}`}>
            {paper.is_active ? 'Active' : 'Inactive'}
          </span>
        </span>
      ),
    },
    {
      header: 'Actions',
      cell: (paper) => (
        <div className={tableStyles.actions}>
          <Button variant="secondary" to={`/edit-mock-test/${encodeURIComponent(paper._id)}`} aria-label={`Edit ${paper.title}`}>
            Edit
          </Button>
          <DeleteButton row={paper} label={`Delete ${paper.title}`} rowActions={rowActions} />
        </div>
      ),
    },
  ];

  return (
    <>
      <AdminHeader title="Manage Mock Tests" />
      <main className={adminStyles.main}>
        <AdminListToolbar
          searchPlaceholder="Search mock tests by title..."
          search={list.search}
          onSearch={list.setSearch}
          action={
            <Button variant="accent" to="/create-mock-test">
              + Create Mock Test
            </Button>
          }
        />

        <FlashMessage flash={flash} />

        <AdminListLoadState
          error={list.response.error}
          loaded={Boolean(list.response.data)}
          errorText="Failed to load mock tests"
          loadingLabel="Loading mock tests..."
        >
          <AdminTable
            layout="cards"
            label="Mock tests"
            columns={columns}
            rows={list.rows}
            rowKey={(paper) => paper._id}
            emptyText={list.query ? `No mock tests match "${list.query}"` : 'No mock tests yet: create the first one.'}
            busy={list.response.isValidating}
            rowTestId="mock-test-row"
          />
          <AdminListPager
            label="Mock test pages"
            summary={showingText(list.rows.length, list.total, 'mock tests')}
            page={list.page}
            pageCount={list.pageCount}
            onPageChange={list.setPage}
          />
        </AdminListLoadState>
      </main>
    </>
  );
}
