// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Exam } from '@exam-prep/contract/public/catalogue';
import { answer, hold } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests } from '@/test-support/screen';

// /add-exam through the app's routes against a fake API: the required name, the button while adding, the server's
// 409 and its fallback, the confirmed delete (cancel keeps the exam), the load failure and the way back.

let exams: Exam[] = [];
const added: unknown[] = [];
const stored = (_id: string, exam_name: string): Exam => ({ _id, exam_name, exam_level: null, locale: 'en' });

const api = setupScreenTests(
  answer('profile', { _id: 'admin-1', username: 'editor', email: 'editor@example.com' }),
  answer('listExams', () => exams),
  answer('addExam', async ({ request }) => {
    const body = (await request.json()) as { exam_name: string };
    added.push(body);
    const taken = exams.find((exam) => exam.exam_name.toLowerCase() === body.exam_name.toLowerCase());
    if (taken) return HttpResponse.json({ message: `An exam named "${taken.exam_name}" already exists` }, { status: 409 });
    const exam = stored(`exam-${exams.length + 1}`, body.exam_name);
    exams = [...exams, exam];
    return HttpResponse.json(exam, { status: 201 });
  }),
  answer('deleteExam', ({ params }) => {
    exams = exams.filter((exam) => exam._id !== params.id);
    return { message: 'Exam deleted', _id: params.id! };
  }),
);
afterEach(() => {
  vi.unstubAllGlobals();
  added.length = 0;
});

const renderAt = (path: string) => renderScreen(path);

describe('/add-exam', () => {
  it('asks for a name (blank or spaces), says Adding... while the call is on its way, then lists the new exam', async () => {
    exams = [stored('exam-1', 'SSC CGL')];
    const user = userEvent.setup();
    renderAt('/add-exam');
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
    const held = hold('addExam');
    api.use(held.handler);
    await user.clear(name);
    await user.type(name, 'RRB NTPC');
    await user.click(add);
    expect(await screen.findByRole('button', { name: 'Adding...' })).toBeDisabled();
    held.release();
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
      renderAt('/add-exam');
      await user.click(await screen.findByRole('button', { name: 'Add Exam' }));
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
    exams = [stored('exam-1', 'SSC CGL')];
    const user = userEvent.setup();
    renderAt('/add-exam');
    await screen.findByRole('list', { name: /Existing Exams/ });
    await user.type(screen.getByLabelText('Exam name'), 'ssc cgl');
    await user.click(screen.getByRole('button', { name: 'Add Exam' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An exam named "SSC CGL" already exists');

    api.use(answer('addExam', () => new HttpResponse('', { status: 500 })));
    await user.clear(screen.getByLabelText('Exam name'));
    await user.type(screen.getByLabelText('Exam name'), 'Never Stored');
    await user.click(screen.getByRole('button', { name: 'Add Exam' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to add exam. Please try again.'));
  });

  it('deletes only after the confirmation: cancelling keeps the exam', async () => {
    exams = [stored('exam-1', 'SSC CGL'), stored('exam-2', 'SSC CHSL')];
    const user = userEvent.setup();
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    renderAt('/add-exam');
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
    api.use(answer('listExams', () => new HttpResponse('', { status: 500 })));
    const user = userEvent.setup();
    renderAt('/add-exam');
    expect(await screen.findByText('Failed to load exams')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Back to Dashboard/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  });
});
