// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminSessionContext } from '@/components/admin/session';
import { WithI18n } from '@/i18n/test-support';
import AddExamPage from './add-exam-page';

// /add-exam's states against a fake API: the required name, the button while adding, the server's 409 and its
// fallback, the confirmed delete (cancel keeps the exam), the load failure and the way back.

interface StoredExam {
  _id: string;
  exam_name: string;
  exam_level: string | null;
  locale: 'en';
}

let exams: StoredExam[] = [];
const added: unknown[] = [];

const server = setupServer(
  http.get('/api/exams/all', () => HttpResponse.json(exams)),
  http.post('/api/exams/add', async ({ request }) => {
    const body = (await request.json()) as { exam_name: string };
    added.push(body);
    const taken = exams.find((exam) => exam.exam_name.toLowerCase() === body.exam_name.toLowerCase());
    if (taken) return HttpResponse.json({ message: `An exam named "${taken.exam_name}" already exists` }, { status: 409 });
    const exam: StoredExam = { _id: `exam-${exams.length + 1}`, exam_name: body.exam_name, exam_level: null, locale: 'en' };
    exams = [...exams, exam];
    return HttpResponse.json(exam, { status: 201 });
  }),
  http.delete('/api/exams/delete/:id', ({ params }) => {
    exams = exams.filter((exam) => exam._id !== params.id);
    return HttpResponse.json({ message: 'Exam deleted', _id: params.id });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.unstubAllGlobals();
  added.length = 0;
});
afterAll(() => server.close());

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderAt(path: string, page: ReactNode) {
  return render(
    <WithI18n>
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <AdminSessionContext.Provider value={{ user: { username: 'editor' } as never, signOut: () => undefined }}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={path} element={page} />
              <Route path="*" element={<p>elsewhere</p>} />
            </Routes>
            <Location />
          </MemoryRouter>
        </AdminSessionContext.Provider>
      </SWRConfig>
    </WithI18n>,
  );
}

describe('/add-exam', () => {
  it('asks for a name (blank or spaces), says Adding... while the call is on its way, then lists the new exam', async () => {
    exams = [{ _id: 'exam-1', exam_name: 'SSC CGL', exam_level: null, locale: 'en' }];
    const user = userEvent.setup();
    renderAt('/add-exam', <AddExamPage />);
    expect(document.title).toBe('Add Exam | ExamPrep Admin');
    const list = await screen.findByRole('list', { name: /Existing Exams/ });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    const name = screen.getByLabelText('Exam name');
    const add = screen.getByRole('button', { name: 'Add Exam' });

    await user.click(add);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter an exam name');
    await user.type(name, '   ');
    await user.click(add);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter an exam name');
    expect(added).toEqual([]);

    // The add is held until the test lets it through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('/api/exams/add', async () => {
        await held;
        return undefined;
      }),
    );
    await user.clear(name);
    await user.type(name, 'RRB NTPC');
    await user.click(add);
    expect(await screen.findByRole('button', { name: 'Adding...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('status')).toHaveTextContent('Exam added successfully!');
    expect(name).toHaveValue('');
    expect(added).toEqual([{ exam_name: 'RRB NTPC' }]);
    await waitFor(() => expect(within(list).getByText('RRB NTPC')).toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Existing Exams, scrollable' })).toHaveAttribute('tabindex', '0');
  });

  it('messages clear themselves after 3 s', async () => {
    exams = [];
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderAt('/add-exam', <AddExamPage />);
      await user.click(screen.getByRole('button', { name: 'Add Exam' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter an exam name');
      vi.advanceTimersByTime(2900);
      expect(screen.getByRole('alert')).toBeInTheDocument();
      vi.advanceTimersByTime(200);
      await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the server's message for a duplicate, and the fallback when the server gives none", async () => {
    exams = [{ _id: 'exam-1', exam_name: 'SSC CGL', exam_level: null, locale: 'en' }];
    const user = userEvent.setup();
    renderAt('/add-exam', <AddExamPage />);
    await screen.findByRole('list', { name: /Existing Exams/ });
    await user.type(screen.getByLabelText('Exam name'), 'ssc cgl');
    await user.click(screen.getByRole('button', { name: 'Add Exam' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An exam named "SSC CGL" already exists');

    server.use(http.post('/api/exams/add', () => new HttpResponse('', { status: 500 })));
    await user.clear(screen.getByLabelText('Exam name'));
    await user.type(screen.getByLabelText('Exam name'), 'Never Stored');
    await user.click(screen.getByRole('button', { name: 'Add Exam' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to add exam. Please try again.'));
  });

  it('deletes only after the confirmation: cancelling keeps the exam', async () => {
    exams = [
      { _id: 'exam-1', exam_name: 'SSC CGL', exam_level: null, locale: 'en' },
      { _id: 'exam-2', exam_name: 'SSC CHSL', exam_level: null, locale: 'en' },
    ];
    const user = userEvent.setup();
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    renderAt('/add-exam', <AddExamPage />);
    const list = await screen.findByRole('list', { name: /Existing Exams/ });

    await user.click(within(list).getByRole('button', { name: 'Delete SSC CHSL' }));
    expect(confirm).toHaveBeenLastCalledWith('Are you sure you want to delete "SSC CHSL"? This action cannot be undone.');
    expect(exams).toHaveLength(2);
    expect(within(list).getByText('SSC CHSL')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Delete SSC CHSL' }));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('status')).toHaveTextContent('Exam deleted successfully!');
    await waitFor(() => expect(within(list).queryByText('SSC CHSL')).toBeNull());
    expect(exams.map((exam) => exam.exam_name)).toEqual(['SSC CGL']);
  });

  it('says when the exams cannot load; Back to Dashboard leads to the dashboard', async () => {
    server.use(http.get('/api/exams/all', async () => (await delay(0), new HttpResponse('', { status: 500 }))));
    const user = userEvent.setup();
    renderAt('/add-exam', <AddExamPage />);
    expect(await screen.findByText('Failed to load exams')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Back to Dashboard/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });
});
