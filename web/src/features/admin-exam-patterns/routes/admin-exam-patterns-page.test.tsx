// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminSessionContext } from '@/components/admin/session';
import { WithI18n } from '@/i18n/test-support';
import AdminExamPatternsPage from './admin-exam-patterns-page';

// /manage-exam-patterns against a fake API: a list that cannot load, a reload that fails under a list already shown,
// and the Add modal (Cancel, a create with whole-number marks, the server's 409 shown inside the dialog).

interface Pattern {
  _id: string;
  exam_name: string;
  slug: string;
  exam_level: string;
  total_questions: number;
  duration: number;
  is_active: boolean;
  featured: boolean;
}
let patterns: Pattern[] = [];
const created: Array<Record<string, unknown>> = [];

const pattern = (exam_name: string, extra: Partial<Pattern> = {}): Pattern => ({
  _id: `pattern-${exam_name}`,
  exam_name,
  slug: exam_name.toLowerCase().replace(/\s+/g, '-'),
  exam_level: 'Graduate',
  total_questions: 100,
  duration: 60,
  is_active: true,
  featured: false,
  ...extra,
});

const server = setupServer(
  http.get('/api/exam-patterns/admin/all', ({ request }) => {
    const search = new URL(request.url).searchParams.get('search')?.toLowerCase();
    const found = patterns.filter((entry) => !search || entry.exam_name.toLowerCase().includes(search));
    return HttpResponse.json({
      examPatterns: found,
      pagination: { current: 1, total: found.length, totalPages: 1, limit: 10, hasNext: false, hasPrev: false },
    });
  }),
  http.get('/api/exam-patterns/admin/stats', () =>
    HttpResponse.json({ totalExams: patterns.length, activeExams: patterns.length, featuredExams: 0, examTypesStats: [] }),
  ),
  http.post('/api/exam-patterns/admin/create', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown> & { exam_name: string };
    created.push(body);
    const taken = patterns.find((entry) => entry.exam_name.toLowerCase() === body.exam_name.toLowerCase());
    if (taken) {
      const message = `An exam pattern named "${taken.exam_name}" already exists`;
      return HttpResponse.json({ message, error: message }, { status: 409 });
    }
    const stored = pattern(body.exam_name, { exam_level: String(body.exam_level) });
    patterns = [...patterns, stored];
    return HttpResponse.json(stored, { status: 201 });
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // As the kit's screen tests wait (test-support/screen.tsx): a loaded machine renders a long form slowly.
  configure({ asyncUtilTimeout: 10_000 });
});
beforeEach(() => {
  patterns = [pattern('SSC CGL Tier 1'), pattern('IBPS PO Prelims')];
  created.length = 0;
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

function renderPage() {
  return render(
    <WithI18n>
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <AdminSessionContext.Provider value={{ user: { username: 'editor' } as never, signOut: () => undefined }}>
          <MemoryRouter initialEntries={['/manage-exam-patterns']}>
            <AdminExamPatternsPage />
          </MemoryRouter>
        </AdminSessionContext.Provider>
      </SWRConfig>
    </WithI18n>,
  );
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('/manage-exam-patterns', () => {
  it('says when the list cannot load, and keeps the last list with the message when a reload fails', async () => {
    const user = userEvent.setup();
    server.use(http.get('/api/exam-patterns/admin/all', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const first = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load exam patterns');
    expect(screen.queryByRole('table', { name: 'Exam patterns' })).toBeNull();
    first.unmount();

    // Loaded once, then a reload fails (a new search): the rows stay, with the message above them.
    server.resetHandlers();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Exam patterns' });
    expect(bodyRows(table)).toHaveLength(2);
    server.use(http.get('/api/exam-patterns/admin/all', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    await user.type(screen.getByLabelText('Search'), 'zzz-no-such-record');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load exam patterns');
    expect(bodyRows(table)).toHaveLength(2);
  });

  it('the Add modal creates a pattern with whole-number marks; Cancel closes it; a taken name keeps it open with the reason', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(document.title).toBe('Manage Exam Patterns | ExamPrep Admin');
    expect(await screen.findByText('Showing 2 of 2 exam patterns')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '+ Add Exam Pattern' }));
    let dialog = screen.getByRole('dialog', { name: 'Add New Exam Pattern' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Add New Exam Pattern' })).toBeNull();

    await user.click(screen.getByRole('button', { name: '+ Add Exam Pattern' }));
    dialog = screen.getByRole('dialog', { name: 'Add New Exam Pattern' });
    await user.type(within(dialog).getByLabelText(/^Exam Name/), 'Bank Clerk Mains');
    expect(within(dialog).getByLabelText(/^Total Questions/)).toHaveValue(100);
    const section = within(dialog).getByRole('group', { name: 'Section 1' });
    await user.type(within(section).getByLabelText(/^Section Name/), 'Reasoning');
    await user.type(within(section).getByLabelText(/^Section Code/), 'RE');
    await user.clear(within(section).getByLabelText(/^Marks per Question/));
    await user.type(within(section).getByLabelText(/^Marks per Question/), '2');
    await user.clear(within(dialog).getAllByLabelText(/^Total Marks/)[0]!);
    await user.type(within(dialog).getAllByLabelText(/^Total Marks/)[0]!, '200');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Exam Pattern' })).toBeNull());
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      exam_name: 'Bank Clerk Mains',
      exam_level: 'All',
      total_marks: 200,
      is_active: true,
      featured: false,
    });
    expect(created[0]!.sections).toEqual([
      expect.objectContaining({ section_name: 'Reasoning', section_code: 'RE', questions: 25, marks_per_question: 2 }),
    ]);
    // The list and stats are read again: the new pattern is there, with the bank icon its name gives it.
    expect(await screen.findByText('Showing 3 of 3 exam patterns')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Bank Clerk Mains/ });
    expect(row.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'bank');

    await user.click(screen.getByRole('button', { name: '+ Add Exam Pattern' }));
    dialog = screen.getByRole('dialog', { name: 'Add New Exam Pattern' });
    await user.type(within(dialog).getByLabelText(/^Exam Name/), 'Bank Clerk Mains');
    const again = within(dialog).getByRole('group', { name: 'Section 1' });
    await user.type(within(again).getByLabelText(/^Section Name/), 'Reasoning');
    await user.type(within(again).getByLabelText(/^Section Code/), 'RE');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An exam pattern named "Bank Clerk Mains" already exists');
    expect(screen.getByRole('dialog', { name: 'Add New Exam Pattern' })).toBeInTheDocument();
  });
});
