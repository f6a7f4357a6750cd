// @vitest-environment happy-dom
import { waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminExamPattern } from '@exam-prep/contract/admin/exam-patterns';
import { adminExamPattern } from '@/test-support/exam-pattern-fixtures';
import { answer, fail } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests } from '@/test-support/screen';

// /manage-exam-patterns through the app's routes against a fake API: a list that cannot load, a reload that fails
// under a list already shown, and the Add modal (Cancel, a create with whole-number marks, the server's 409 shown
// inside the dialog).

let patterns: AdminExamPattern[] = [];
const created: Array<Record<string, unknown>> = [];

const api = setupScreenTests(
  answer('profile', { _id: 'admin-1', username: 'editor', email: 'editor@example.com' }),
  answer('listExamPatternsForAdmin', ({ url }) => {
    const search = url.searchParams.get('search')?.toLowerCase();
    const found = patterns.filter((entry) => !search || entry.exam_name.toLowerCase().includes(search));
    return {
      examPatterns: found,
      pagination: { current: 1, total: found.length, totalPages: 1, limit: 10, hasNext: false, hasPrev: false },
    };
  }),
  answer('examPatternStats', () => ({
    totalExams: patterns.length,
    activeExams: patterns.length,
    featuredExams: 0,
    examTypesStats: [],
  })),
  answer('createExamPattern', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown> & { exam_name: string; exam_level: AdminExamPattern['exam_level'] };
    created.push(body);
    const taken = patterns.find((entry) => entry.exam_name.toLowerCase() === body.exam_name.toLowerCase());
    if (taken) {
      const message = `An exam pattern named "${taken.exam_name}" already exists`;
      return HttpResponse.json({ message, error: message }, { status: 409 });
    }
    const stored = adminExamPattern(body.exam_name, { exam_level: body.exam_level });
    patterns = [...patterns, stored];
    return HttpResponse.json(stored, { status: 201 });
  }),
);

beforeEach(() => {
  patterns = [adminExamPattern('SSC CGL Tier 1'), adminExamPattern('IBPS PO Prelims')];
  created.length = 0;
});

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('/manage-exam-patterns', () => {
  it('says when the list cannot load, and keeps the last list with the message when a reload fails', async () => {
    api.use(fail('listExamPatternsForAdmin', 500, 'down'));
    const failed = renderScreen('/manage-exam-patterns');
    expect(await failed.findByRole('alert')).toHaveTextContent('Failed to load exam patterns');
    expect(failed.queryByRole('table', { name: 'Exam patterns' })).toBeNull();
    failed.unmount();

    // Loaded once, then a reload fails (a new search): the rows stay, with the message above them.
    api.server.resetHandlers();
    const screen = renderScreen('/manage-exam-patterns');
    const table = await screen.findByRole('table', { name: 'Exam patterns' });
    expect(bodyRows(table)).toHaveLength(2);
    api.use(fail('listExamPatternsForAdmin', 500, 'down'));
    await screen.user.type(screen.getByLabelText('Search'), 'zzz-no-such-record');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load exam patterns');
    expect(bodyRows(table)).toHaveLength(2);
  });

  it('the Add modal creates a pattern with whole-number marks; Cancel closes it; a taken name keeps it open with the reason', async () => {
    const screen = renderScreen('/manage-exam-patterns');
    const { user } = screen;
    expect(await screen.findByText('Showing 2 of 2 exam patterns')).toBeInTheDocument();
    expect(document.title).toBe('Manage Exam Patterns | ExamPrep Admin');

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
