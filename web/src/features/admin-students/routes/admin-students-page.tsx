import { useState } from 'react';
import { STUDENTS_PAGE_SIZE, type AdminStudent, type AdminStudentPage, type StudentStatus } from '@exam-prep/contract/admin/students';
import { AdminHeader } from '@/components/admin/admin-header';
import { AdminListLoadState } from '@/components/admin/admin-list-toolbar';
import { AdminListPager, AdminTable, NameCell, type AdminColumn } from '@/components/admin/admin-table';
import { FilterSelect } from '@/components/admin/filter-select';
import { FlashMessage } from '@/components/admin/flash-message';
import { SearchField } from '@/components/admin/search-field';
import { serverMessage } from '@/components/admin/server-message';
import { StatCards } from '@/components/admin/stat-cards';
import { useAdminList, type AdminListQuery } from '@/components/admin/use-admin-list';
import { useFlash } from '@/components/admin/use-flash';
import adminStyles from '@/components/admin/admin.module.css';
import listStyles from '@/components/admin/admin-table.module.css';
import tableStyles from '@/components/admin/data-table.module.css';
import { Button } from '@/components/ui/button';
import { rowPositions, showingText, type AdminListView } from '@/lib/admin-list';
import { useAdminStudents } from '@/features/admin-students/api/get-admin-students';
import { blockStudent, deleteStudent, unblockStudent } from '@/features/admin-students/api/student-actions';
import { DeleteStudentDialog } from '@/features/admin-students/components/delete-student-dialog';

interface Filters {
  status: StudentStatus;
}

const STATUS_OPTIONS: Array<{ value: StudentStatus; label: string }> = [
  { value: 'all', label: 'All students' },
  { value: 'verified', label: 'Verified' },
  { value: 'unverified', label: 'Not verified' },
  { value: 'blocked', label: 'Blocked' },
];

const INITIAL_FILTERS: Filters = { status: 'all' };

const JOINED = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

const useStudentList = ({ page, search, filters }: AdminListQuery<Filters>) => useAdminStudents({ page, search, status: filters.status });

/** The answer's `pagination.total` counts pages (the spec's admin lists); `items` counts the matching students. */
function studentView(data: AdminStudentPage | undefined, { page }: AdminListQuery<Filters>): AdminListView<AdminStudent> {
  const rows = data?.students ?? [];
  const total = data?.pagination.items ?? rows.length;
  return { rows, total, pageCount: Math.max(1, data?.pagination.total ?? 1), ...rowPositions(page, STUDENTS_PAGE_SIZE, total) };
}

function emptyText(query: string, status: StudentStatus): string {
  if (query) return `No students match "${query}"`;
  if (status !== 'all') return 'No students with this status.';
  return 'No students yet: accounts appear here once students sign up.';
}

type Action = 'block' | 'unblock' | 'delete';

const DONE: Record<Action, string> = {
  block: 'Student blocked: they have been signed out everywhere.',
  unblock: 'Student unblocked.',
  delete: 'Student deleted with all their data.',
};
const FAILED: Record<Action, string> = {
  block: 'Failed to block the student',
  unblock: 'Failed to unblock the student',
  delete: 'Failed to delete the student',
};
const RUN: Record<Action, (id: string) => Promise<unknown>> = { block: blockStudent, unblock: unblockStudent, delete: deleteStudent };

/**
 * /manage-students: student accounts, newest first, with masked emails; searched and filtered by the server, with
 * the counts above; block or unblock a student (blocking signs them out everywhere), or delete one after a
 * confirmation that says what is erased.
 */
export default function AdminStudentsPage() {
  const list = useAdminList({ initialFilters: INITIAL_FILTERS, useLoad: useStudentList, viewOf: studentView });
  const { flash, show } = useFlash();
  const [busy, setBusy] = useState<{ id: string; action: Action } | null>(null);
  const [confirming, setConfirming] = useState<AdminStudent | null>(null);
  const counts = list.response.data?.counts;

  async function run(student: AdminStudent, action: Action) {
    setBusy({ id: student._id, action });
    try {
      await RUN[action](student._id);
      show('success', DONE[action]);
    } catch (error) {
      show('error', serverMessage(error, FAILED[action]));
    }
    await list.response.mutate();
    setBusy(null);
  }

  const columns: AdminColumn<AdminStudent>[] = [
    { header: 'Student', cell: (student) => <NameCell name={student.username} sub={student.email_masked} mono /> },
    {
      header: 'Status',
      cell: (student) => (
        <span className={listStyles.badges}>
          <span className={`${listStyles.badge} ${student.verified ? listStyles.active : listStyles.inactive}`}>
            {student.verified ? 'Verified' : 'Not verified'}
          </span>
          {student.blocked && <span className={`${listStyles.badge} ${listStyles.featured}`}>Blocked</span>}
        </span>
      ),
    },
    { header: 'Joined', cell: (student) => JOINED.format(new Date(student.created_at)) },
    {
      header: 'Activity',
      cell: (student) =>
        student.saved_count === undefined && student.results_count === undefined
          ? '–'
          : `${student.saved_count ?? 0} saved · ${student.results_count ?? 0} tests`,
    },
    {
      header: 'Actions',
      cell: (student) => {
        const mine = busy?.id === student._id ? busy.action : null;
        const toggle: Action = student.blocked ? 'unblock' : 'block';
        return (
          <div className={tableStyles.actions}>
            <Button
              variant="secondary"
              disabled={busy !== null}
              aria-label={mine === toggle ? undefined : `${student.blocked ? 'Unblock' : 'Block'} ${student.username}`}
              onClick={() => void run(student, toggle)}
            >
              {mine === 'block' ? 'Blocking...' : mine === 'unblock' ? 'Unblocking...' : student.blocked ? 'Unblock' : 'Block'}
            </Button>
            <Button
              variant="danger"
              disabled={busy !== null}
              aria-label={mine === 'delete' ? undefined : `Delete ${student.username}`}
              onClick={() => setConfirming(student)}
            >
              {mine === 'delete' ? 'Deleting...' : 'Delete'}
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <>
      <AdminHeader title="Manage Students" />
      <main className={adminStyles.main}>
        <StatCards
          label="Student counts"
          stats={[
            { label: 'Students', value: counts?.total },
            { label: 'Verified', value: counts?.verified },
            { label: 'Blocked', value: counts?.blocked },
          ]}
        />

        <div className={listStyles.toolbar}>
          <SearchField
            className={listStyles.grow}
            label="Search"
            placeholder="Search by username or email..."
            value={list.search}
            onChange={list.setSearch}
          />
          <FilterSelect
            className={listStyles.fixed}
            label="Status"
            value={list.filters.status}
            onChange={(status) => list.setFilters({ status: status as StudentStatus })}
            options={STATUS_OPTIONS}
          />
        </div>

        <FlashMessage flash={flash} />

        <AdminListLoadState
          error={list.response.error}
          loaded={Boolean(list.response.data)}
          errorText="Failed to load students"
          loadingLabel="Loading students..."
        >
          <AdminTable
            layout="cards"
            label="Students"
            columns={columns}
            rows={list.rows}
            rowKey={(student) => student._id}
            emptyText={emptyText(list.query, list.filters.status)}
            busy={list.response.isValidating}
            rowTestId="student-row"
          />
          <AdminListPager
            label="Student pages"
            summary={showingText(list.rows.length, list.total, 'students')}
            page={list.page}
            pageCount={list.pageCount}
            onPageChange={list.setPage}
          />
        </AdminListLoadState>
      </main>

      {confirming && (
        <DeleteStudentDialog
          student={confirming}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            const student = confirming;
            setConfirming(null);
            void run(student, 'delete');
          }}
        />
      )}
    </>
  );
}
