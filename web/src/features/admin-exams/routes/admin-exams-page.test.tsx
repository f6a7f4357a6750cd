// @vitest-environment happy-dom
import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Exam } from '@exam-prep/contract/public/catalogue';
import { answer, fail } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests, type Screen } from '@/test-support/screen';

// /manage-exams through the app's routes against a fake API that pages, searches and filters as the proxy does (GET /api/exams/admin/all):
// the pager, a search from page 2 asking for page 1 only, the level filter, an add with a level and a delete.

let exams: Exam[] = [];
/** Every list call's query, in order. */
const listCalls: URLSearchParams[] = [];

const api = setupScreenTests(
  answer('profile', { _id: 'admin-1', username: 'editor', email: 'editor@example.com' }),
  answer('listExamsForAdmin', ({ url }) => {
    const query = url.searchParams;
    listCalls.push(query);
    const page = Number(query.get('page') ?? 1);
    const limit = Number(query.get('limit') ?? 10);
    const search = query.get('search')?.toLowerCase();
    const level = query.get('exam_level');
    const matching = exams
      .filter((exam) => (!search || exam.exam_name.toLowerCase().includes(search)) && (!level || exam.exam_level === level))
      .sort((a, b) => a.exam_name.localeCompare(b.exam_name));
    const totalPages = Math.ceil(matching.length / limit);
    return {
      exams: matching.slice((page - 1) * limit, page * limit),
      pagination: { current: page, total: matching.length, totalPages, limit, hasNext: page < totalPages, hasPrev: page > 1 },
    };
  }),
  answer('listExams', () => exams),
  answer(
    'addExam',
    async ({ request }) => {
      const body = (await request.json()) as { exam_name: string; exam_level?: Exam['exam_level'] };
      const exam: Exam = { _id: `new-${exams.length}`, exam_name: body.exam_name, exam_level: body.exam_level ?? null, locale: 'en' };
      exams = [...exams, exam];
      return exam;
    },
    { status: 201 },
  ),
  answer('deleteExam', ({ params }) => {
    exams = exams.filter((exam) => exam._id !== params.id);
    return { message: 'Exam deleted', _id: params.id! };
  }),
);
beforeEach(() => {
  // 22 exams from 'Exam 01' to 'Exam 22' (alphabetical = numeric), and three of a run, two of them Diploma.
  exams = Array.from({ length: 22 }, (_, index) => ({
    _id: `exam-${index + 1}`,
    exam_name: `Exam ${String(index + 1).padStart(2, '0')}`,
    exam_level: null,
    locale: 'en' as const,
  }));
  exams.push(
    { _id: 'run-1', exam_name: 'Run One', exam_level: 'Diploma', locale: 'en' },
    { _id: 'run-2', exam_name: 'Run Two', exam_level: 'Diploma', locale: 'en' },
    { _id: 'run-3', exam_name: 'Run Three', exam_level: 'Certificate', locale: 'en' },
  );
  listCalls.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

let screen: Screen;
function renderPage() {
  screen = renderScreen('/manage-exams');
  return screen;
}

const rowTexts = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('/manage-exams', () => {
  it('pages by 10; a search from page 2 asks for its first page only; clearing it goes back to every exam', async () => {
    const { user } = renderPage();
    expect(await screen.findByText('Showing 1 to 10 of 25 exams')).toBeInTheDocument();
    expect(rowTexts()).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: 'Exam pages' });
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11 to 20 of 25 exams')).toBeInTheDocument();

    listCalls.length = 0;
    await user.type(screen.getByLabelText('Search exams'), 'RUN');
    expect(await screen.findByText('Showing 1 to 3 of 3 exams')).toBeInTheDocument();
    expect(listCalls.length).toBeGreaterThan(0);
    expect(listCalls.filter((query) => query.get('page') !== '1').map(String)).toEqual([]);
    expect(listCalls.at(-1)!.get('search')).toBe('RUN');
    // One page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Exam pages' })).toBeNull();

    await user.clear(screen.getByLabelText('Search exams'));
    expect(await screen.findByText('Showing 1 to 10 of 25 exams')).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Exam pages' })).getByRole('button', { name: 'Page 1' }));
    expect(screen.getByText('Showing 1 to 10 of 25 exams')).toBeInTheDocument();
  });

  it('filters by level within a search, and says when nothing matches', async () => {
    const { user } = renderPage();
    await screen.findByText('Showing 1 to 10 of 25 exams');
    await user.type(screen.getByLabelText('Search exams'), 'run');
    await screen.findByText('Showing 1 to 3 of 3 exams');
    await user.selectOptions(screen.getByLabelText('Exam level'), 'Diploma');
    expect(await screen.findByText('Showing 1 to 2 of 2 exams')).toBeInTheDocument();
    expect(rowTexts()).toEqual([expect.stringContaining('Run One'), expect.stringContaining('Run Two')]);
    expect(listCalls.at(-1)!.get('exam_level')).toBe('Diploma');

    await user.type(screen.getByLabelText('Search exams'), ' nothing');
    expect(await screen.findByText('No exams match these filters.')).toBeInTheDocument();
  });

  it('adds an exam with a level from this screen, and deletes one after the confirmation', async () => {
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValue(true);
    vi.stubGlobal('confirm', confirm);
    const { user } = renderPage();
    await screen.findByText('Showing 1 to 10 of 25 exams');
    await user.type(screen.getByLabelText('Search exams'), 'run');
    await screen.findByText('Showing 1 to 3 of 3 exams');

    await user.type(screen.getByLabelText('Exam name'), 'Run Four');
    await user.selectOptions(screen.getByLabelText('Level (optional)'), 'Diploma');
    await user.click(screen.getByRole('button', { name: 'Add Exam' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Exam added successfully!');
    expect(exams.at(-1)).toMatchObject({ exam_name: 'Run Four', exam_level: 'Diploma' });
    expect(await screen.findByText('Showing 1 to 4 of 4 exams')).toBeInTheDocument();
    expect(screen.getByLabelText('Exam name')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Delete Run Four' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete "Run Four"? This action cannot be undone.');
    expect(exams.some((exam) => exam.exam_name === 'Run Four')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Delete Run Four' }));
    expect(await screen.findByText('Showing 1 to 3 of 3 exams')).toBeInTheDocument();
    expect(exams.some((exam) => exam.exam_name === 'Run Four')).toBe(false);
  });

  it('says when the list cannot load', async () => {
    api.use(fail('listExamsForAdmin', 503, 'CMS unreachable'));
    renderPage();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to load exams'));
  });
});
