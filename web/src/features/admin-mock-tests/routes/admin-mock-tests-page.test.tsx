// @vitest-environment happy-dom
import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminMockTest } from '@exam-prep/contract/admin/mock-tests';
import { answer } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests } from '@/test-support/screen';

// /manage-mock-tests and an unknown /edit-mock-test/{id}, through the app's routes against a fake API: the list's
// cells, the server's search and its empty answer, the confirmed delete (cancel keeps the paper), a list that fails
// to load, and the ways back.

const paper = (title: string, extra: Partial<AdminMockTest> = {}): AdminMockTest => ({
  _id: `paper-${title.toLowerCase().replace(/\W+/g, '-')}`,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  title,
  kind: 'practice',
  exam_id: 'exam-SSC CGL',
  exam_name: 'SSC CGL',
  exam_pattern_id: null,
  year: null,
  shift: null,
  instructions: '',
  is_active: true,
  marking_scheme: null,
  duration: 60,
  sections: [{ section_name: 'Only', duration: null, question_ids: ['q-1'], question_titles: ['Question 1?'], blueprint: [] }],
  total_questions: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});

let papers: AdminMockTest[] = [];

const api = setupScreenTests(
  answer('profile', { _id: 'admin-1', username: 'editor', email: 'editor@example.com' }),
  answer('listMockTestsForAdmin', ({ url }) => {
    const search = url.searchParams.get('search')?.toLowerCase();
    const found = papers.filter((entry) => !search || entry.title.toLowerCase().includes(search));
    return { mockTests: found, pagination: { current: 1, total: found.length, totalPages: 1, limit: 10, hasNext: false, hasPrev: false } };
  }),
  answer('deleteMockTest', ({ params }) => {
    papers = papers.filter((entry) => entry._id !== params.id);
    return { message: 'Mock test deleted', _id: params.id! };
  }),
);
beforeEach(() => {
  papers = [
    paper('SSC CGL 2023 Tier 1', { kind: 'previous_year', year: 2023, shift: 'Shift 1', total_questions: 14 }),
    paper('Weekly Practice', { is_active: false, exam_id: null, exam_name: null }),
  ];
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/manage-mock-tests', () => {
  it('lists each paper with its kind, exam, year, questions and status; the search is the server’s', async () => {
    const screen = renderScreen('/manage-mock-tests');
    expect(await screen.findByText('Showing 2 of 2 mock tests')).toBeVisible();
    const rows = screen.getAllByTestId('mock-test-row');
    const cells = within(rows[0]!).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('SSC CGL 2023 Tier 1');
    expect(cells[0]).toHaveTextContent('ssc-cgl-2023-tier-1');
    expect(cells.slice(1, 6).map((cell) => cell.textContent)).toEqual(['Previous-year paper', 'SSC CGL', '2023 (Shift 1)', '14', 'Active']);
    expect(within(rows[1]!).getAllByRole('cell')[5]).toHaveTextContent('Inactive');

    await screen.user.type(screen.getByLabelText('Search'), 'tier');
    expect(await screen.findByText('Showing 1 of 1 mock tests')).toBeVisible();
    expect(api.calls('listMockTestsForAdmin').at(-1)!.searchParams.get('search')).toBe('tier');
    await screen.user.type(screen.getByLabelText('Search'), ' no such paper');
    expect(await screen.findByText('No mock tests match "tier no such paper"')).toBeVisible();
  });

  it('deletes a paper only after the confirmation: cancelling keeps it', async () => {
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValue(true);
    vi.stubGlobal('confirm', confirm);
    const screen = renderScreen('/manage-mock-tests');
    await screen.findByText('Showing 2 of 2 mock tests');

    await screen.user.click(screen.getByRole('button', { name: 'Delete Weekly Practice' }));
    expect(confirm).toHaveBeenLastCalledWith('Are you sure you want to delete "Weekly Practice"? This action cannot be undone.');
    expect(api.calls('deleteMockTest')).toEqual([]);
    expect(screen.getAllByTestId('mock-test-row')).toHaveLength(2);

    await screen.user.click(screen.getByRole('button', { name: 'Delete Weekly Practice' }));
    expect(await screen.findByText('Mock test deleted successfully!')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Showing 1 of 1 mock tests')).toBeVisible();
    expect(api.calls('deleteMockTest')).toHaveLength(1);
  });

  it('an unknown paper says so; the ways back to the list and the dashboard; a list that fails to load', async () => {
    // A paper's path also matches the list's (/admin/all): the list passes through to its own handler.
    api.use(
      http.get('/api/mock-tests/admin/:id', ({ params }) =>
        params.id === 'all' ? undefined : HttpResponse.json({ message: 'Mock test not found' }, { status: 404 }),
      ),
    );
    const screen = renderScreen('/edit-mock-test/no-such-paper');
    expect(await screen.findByText('This mock test no longer exists')).toHaveAttribute('role', 'alert');
    await screen.user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Back to Mock Tests' }));
    expect(await screen.findByText('Showing 2 of 2 mock tests')).toBeVisible();
    expect(screen.location()).toBe('/manage-mock-tests');
    await screen.user.click(screen.getByRole('link', { name: /Back to Dashboard/ }));
    await screen.user.click(await screen.findByRole('link', { name: 'Manage Mock Tests' }));
    expect(await screen.findByText('Showing 2 of 2 mock tests')).toBeVisible();
    screen.unmount();

    api.use(http.get('/api/mock-tests/admin/all', () => HttpResponse.json({ message: 'The CMS is unreachable' }, { status: 503 })));
    const failed = renderScreen('/manage-mock-tests');
    expect(await failed.findByRole('alert')).toHaveTextContent('Failed to load mock tests');
  });
});
