// @vitest-environment happy-dom
import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminStudent, AdminStudentPage } from '@exam-prep/contract/admin/students';
import { answer, fail, hold } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests } from '@/test-support/screen';

// /manage-students through the app's routes against a fake API that keeps its students in memory: the rows (masked
// emails, state badges), the counts, the server's search and status filter, the pager, block and unblock, the
// confirmed delete (cancel keeps the student), the loading, empty and error states; and the dashboard's counts.

const student = (username: string, extra: Partial<AdminStudent> = {}): AdminStudent => ({
  _id: `student-${username}`,
  username,
  email_masked: `${username[0]}***@g***.com`,
  verified: true,
  blocked: false,
  created_at: '2026-03-01T10:00:00.000Z',
  ...extra,
});

let students: AdminStudent[] = [];

function studentPage(url: URL): AdminStudentPage {
  const search = url.searchParams.get('search')?.toLowerCase() ?? '';
  const status = url.searchParams.get('status') ?? 'all';
  const page = Number(url.searchParams.get('page') ?? 1);
  const limit = Number(url.searchParams.get('limit') ?? 10);
  const matching = students.filter(
    (entry) =>
      (!search || entry.username.toLowerCase().includes(search)) &&
      (status === 'all' ||
        (status === 'verified' && entry.verified) ||
        (status === 'unverified' && !entry.verified) ||
        (status === 'blocked' && entry.blocked)),
  );
  const pages = Math.max(1, Math.ceil(matching.length / limit));
  return {
    students: matching.slice((page - 1) * limit, page * limit),
    pagination: { current: page, total: pages, hasNext: page < pages, hasPrev: page > 1, items: matching.length, limit },
    counts: {
      total: students.length,
      verified: students.filter((entry) => entry.verified).length,
      blocked: students.filter((entry) => entry.blocked).length,
    },
  };
}

const setBlocked = (id: string | undefined, blocked: boolean) => {
  students = students.map((entry) => (entry._id === id ? { ...entry, blocked } : entry));
  return { message: blocked ? 'Student blocked: every session has ended.' : 'Student unblocked.' };
};

const api = setupScreenTests(
  answer('profile', { _id: 'admin-1', username: 'editor', email: 'editor@example.com' }),
  answer('listStudentsForAdmin', ({ url }) => studentPage(url)),
  answer('blockStudent', ({ params }) => setBlocked(params.id, true)),
  answer('unblockStudent', ({ params }) => setBlocked(params.id, false)),
  answer('deleteStudent', ({ params }) => {
    students = students.filter((entry) => entry._id !== params.id);
    return { message: 'Student deleted with all their data.' };
  }),
);
beforeEach(() => {
  students = [
    student('asha', { email_masked: 'a***@g***.com', saved_count: 4, results_count: 2 }),
    student('bina', { verified: false, email_masked: 'b***@e***.org' }),
    student('chetan', { blocked: true }),
  ];
});
afterEach(() => {
  students = [];
});

const counts = (screen: ReturnType<typeof renderScreen>) =>
  within(screen.getByRole('list', { name: 'Student counts' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('/manage-students', () => {
  it('lists students with masked emails and their state, and the counts', async () => {
    const screen = renderScreen('/manage-students');
    expect(await screen.findByText('Showing 3 of 3 students')).toBeVisible();
    const rows = screen.getAllByTestId('student-row');
    const cells = within(rows[0]!).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('asha');
    expect(cells[0]).toHaveTextContent('a***@g***.com');
    expect(cells[1]).toHaveTextContent('Verified');
    expect(cells[2]).toHaveTextContent('1 Mar 2026');
    expect(cells[3]).toHaveTextContent('4 saved · 2 tests');
    expect(within(rows[1]!).getAllByRole('cell')[3]).toHaveTextContent('–');
    expect(within(rows[1]!).getAllByRole('cell')[1]).toHaveTextContent('Not verified');
    expect(within(rows[2]!).getAllByRole('cell')[1]).toHaveTextContent('VerifiedBlocked');
    expect(within(rows[2]!).getByRole('button', { name: 'Unblock chetan' })).toBeEnabled();
    expect(counts(screen)).toEqual(['3Students', '2Verified', '1Blocked']);
    expect(screen.getByText('Page 1 of 1')).toBeVisible();
  });

  it('searches and filters on the server; says when nothing matches', async () => {
    const screen = renderScreen('/manage-students');
    await screen.findByText('Showing 3 of 3 students');
    await screen.user.selectOptions(screen.getByLabelText('Status'), 'Blocked');
    expect(await screen.findByText('Showing 1 of 1 students')).toBeVisible();
    expect(api.calls('listStudentsForAdmin').at(-1)!.searchParams.get('status')).toBe('blocked');
    expect(screen.getAllByTestId('student-row')[0]).toHaveTextContent('chetan');

    await screen.user.selectOptions(screen.getByLabelText('Status'), 'All students');
    await screen.user.type(screen.getByLabelText('Search'), 'BIN');
    expect(await screen.findByText('Showing 1 of 1 students')).toBeVisible();
    const last = api.calls('listStudentsForAdmin').at(-1)!;
    expect(last.searchParams.get('search')).toBe('BIN');
    expect(last.searchParams.has('status')).toBe(false);
    await screen.user.type(screen.getByLabelText('Search'), 'x');
    expect(await screen.findByText('No students match "BINx"')).toBeVisible();
  });

  it('pages through the students', async () => {
    students = Array.from({ length: 12 }, (_, index) => student(`s${String(index + 1).padStart(2, '0')}`));
    const screen = renderScreen('/manage-students');
    expect(await screen.findByText('Showing 10 of 12 students')).toBeVisible();
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    await screen.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 2 of 12 students')).toBeVisible();
    expect(screen.getAllByTestId('student-row').map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      's11s***@g***.com',
      's12s***@g***.com',
    ]);
  });

  it('blocks and unblocks a student', async () => {
    const screen = renderScreen('/manage-students');
    await screen.findByText('Showing 3 of 3 students');
    await screen.user.click(screen.getByRole('button', { name: 'Block asha' }));
    expect(await screen.findByText('Student blocked: they have been signed out everywhere.')).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('button', { name: 'Unblock asha' })).toBeEnabled();
    expect(counts(screen)).toEqual(['3Students', '2Verified', '2Blocked']);
    expect(api.calls('blockStudent').map((url) => url.pathname)).toEqual(['/api/students/admin/student-asha/block']);

    await screen.user.click(screen.getByRole('button', { name: 'Unblock chetan' }));
    expect(await screen.findByText('Student unblocked.')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Block chetan' })).toBeEnabled();
  });

  it('deletes a student only after the confirmation; cancelling keeps them', async () => {
    const screen = renderScreen('/manage-students');
    await screen.findByText('Showing 3 of 3 students');

    await screen.user.click(screen.getByRole('button', { name: 'Delete bina' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this student?' });
    expect(dialog).toHaveTextContent('The account bina (b***@e***.org) is deleted at once');
    await screen.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('deleteStudent')).toEqual([]);

    await screen.user.click(screen.getByRole('button', { name: 'Delete bina' }));
    await screen.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete bina' }));
    expect(await screen.findByText('Student deleted with all their data.')).toBeVisible();
    expect(await screen.findByText('Showing 2 of 2 students')).toBeVisible();
    expect(api.calls('deleteStudent')).toHaveLength(1);
    expect(counts(screen)).toEqual(['2Students', '2Verified', '1Blocked']);
  });

  it('shows the server’s message when an action fails', async () => {
    api.use(fail('blockStudent', 404, 'Student not found'));
    const screen = renderScreen('/manage-students');
    await screen.findByText('Showing 3 of 3 students');
    await screen.user.click(screen.getByRole('button', { name: 'Block asha' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Student not found');
  });

  it('loading, empty and error states', async () => {
    const held = hold('listStudentsForAdmin');
    api.use(held.handler);
    const loading = renderScreen('/manage-students');
    expect(await loading.findByText('Loading students...')).toBeVisible();
    held.release();
    expect(await loading.findByText('Showing 3 of 3 students')).toBeVisible();
    loading.unmount();

    students = [];
    const empty = renderScreen('/manage-students');
    expect(await empty.findByText('No students yet: accounts appear here once students sign up.')).toBeVisible();
    expect(counts(empty)).toEqual(['0Students', '0Verified', '0Blocked']);
    empty.unmount();

    api.use(fail('listStudentsForAdmin', 503, 'The CMS is unreachable'));
    const failed = renderScreen('/manage-students');
    expect(await failed.findByRole('alert')).toHaveTextContent('Failed to load students');
    expect(counts(failed)).toEqual(['–Students', '–Verified', '–Blocked']);
  });
});

describe('the dashboard', () => {
  it('shows the count of students and of verified students, and links to /manage-students', async () => {
    const screen = renderScreen('/dashboard');
    const stats = await screen.findByRole('list', { name: 'Student accounts' });
    await within(stats).findByText('3');
    expect(
      within(stats)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['3Students', '2Verified students']);
    await screen.user.click(screen.getByRole('link', { name: 'Manage Students' }));
    expect(await screen.findByText('Showing 3 of 3 students')).toBeVisible();
    expect(screen.location()).toBe('/manage-students');
  });
});
