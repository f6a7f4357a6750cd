// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminQuestionRecord } from '@exam-prep/contract/admin/question-records';
import { exam, subtopic } from '@/test-support/api-fixtures';
import { answer, fail } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests } from '@/test-support/screen';

// /edit-question/{id} through the app's routes against a fake API: an unknown question's load error, and a question
// held for tests, whose box is ticked and sent unticked (the proxy's held-questions tests show it public again after
// that update); the hint of the question's open reports of a mistake, linking to /manage-reports.

const HELD: AdminQuestionRecord = {
  question: {
    _id: 'held-1',
    question: '<p>Which paper keeps this question?</p>',
    question_type: 'text',
    question_image_url: null,
    subtopic_id: 'subtopic-held-set',
    answer: 'Its own',
    explanation: null,
    exam_ids: [],
    locale: 'en',
    held_for_tests: true,
  },
  options: [
    { _id: 'opt-1', option_type: 'text', option_text: 'Its own', path_url: null },
    { _id: 'opt-2', option_type: 'text', option_text: 'None', path_url: null },
  ],
};
const updates: FormData[] = [];

const api = setupScreenTests(
  answer('profile', { _id: 'admin-1', username: 'editor', email: 'editor@example.com' }),
  answer('listExams', [exam('SSC CGL')]),
  answer('listSubtopics', [subtopic('held-set', 'held-topic', null)]),
  answer('getQuestionToEdit', HELD),
  answer('updateQuestion', async ({ request }) => {
    updates.push(await request.formData());
    return { ...HELD, question: { ...HELD.question, held_for_tests: false } };
  }),
);

function renderAt(path: string) {
  updates.length = 0;
  return renderScreen(path);
}

describe('/edit-question/{id}', () => {
  it('a question that does not exist gives the load error', async () => {
    api.use(fail('getQuestionToEdit', 404, 'Question not found'));
    renderAt('/edit-question/no-such-question');
    expect(await screen.findByText('Failed to load question data')).toBeInTheDocument();
  });

  it('a question held for tests opens with its box ticked; unticked and saved, it is sent released', async () => {
    const { user } = renderAt('/edit-question/held-1');
    const held = await screen.findByRole('checkbox', { name: 'Held for tests' });
    expect(held).toBeChecked();
    expect(screen.getByLabelText('Option A text')).toHaveValue('Its own');
    await screen.findByRole('option', { name: 'Held Set' });
    await screen.findByRole('checkbox', { name: 'SSC CGL' });

    await user.click(held);
    await user.click(screen.getByRole('button', { name: 'Update Question' }));
    expect(await screen.findByText('Question updated successfully!')).toBeInTheDocument();
    expect(updates).toHaveLength(1);
    expect(updates[0]!.get('held_for_tests')).toBe('false');
    // The options go back with their ids, so they keep what is stored with them.
    expect(JSON.parse(String(updates[0]!.get('options')))).toEqual([
      { option_type: 'text', option_text: 'Its own', _id: 'opt-1' },
      { option_type: 'text', option_text: 'None', _id: 'opt-2' },
    ]);
  });

  it('a question with open reports says how many above the form, with a link to /manage-reports', async () => {
    api.use(
      answer('getQuestionToEdit', { ...HELD, open_reports: 2 }),
      answer('reportStats', { open: 2, fixed: 0, rejected: 0 }),
      answer('listReportsForAdmin', { questions: [], pagination: { page: 1, limit: 20, total: 0 } }),
    );
    const { user } = renderAt('/edit-question/held-1');
    const link = await screen.findByRole('link', { name: '2 open reports' });
    expect(link.closest('p')).toHaveTextContent('2 open reports of a mistake in this question: once it is corrected, mark them fixed');
    expect(screen.getByLabelText('Option A text')).toHaveValue('Its own');
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Reports' })).toBeInTheDocument();
  });

  it.each([0, undefined])('no hint without open reports (%s)', async (count) => {
    api.use(answer('getQuestionToEdit', { ...HELD, open_reports: count }));
    renderAt('/edit-question/held-1');
    expect(await screen.findByLabelText('Option A text')).toHaveValue('Its own');
    expect(screen.queryByRole('link', { name: /open report/ })).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
