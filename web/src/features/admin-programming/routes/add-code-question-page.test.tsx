// @vitest-environment happy-dom
import { waitFor, within } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests, type Screen } from '@/test-support/screen';
import { ADMIN, adminCodeQuestion, adminTopic, pagination } from '@/features/admin-programming/test-support/fixtures';

// The code-question form's content-block editor on /add-code-question?topicId= and /edit-code-question/{id}: blocks
// added at the end and under a block (order = highest + 1), moved (renumbered), deleted; what each save sends.

const PYTHON = adminTopic('Python Basics');
const SQL = adminTopic('SQL Joins', { category: 'SQL' });

const api = setupScreenTests(
  answer('profile', ADMIN),
  answer('listProgrammingTopicsForAdmin', { topics: [PYTHON, SQL], pagination: pagination(1, 2) }),
  answer('listCodeQuestionsForAdmin', { questions: [], pagination: pagination(1, 0) }),
  answer('codeQuestionStats', { totalQuestions: 0, activeQuestions: 0, byDifficulty: [] }),
);

const block = (screen: Screen, n: number) => screen.getByRole('region', { name: new RegExp(`Block ${n}$`) });
const badges = (screen: Screen) =>
  screen.getAllByRole('region', { name: /Block \d+$/ }).map((region) => region.querySelector('h3')?.textContent?.replace(/\s+/g, ' '));

/** Writes code through CodeMirror's own view (happy-dom cannot drive its selection as a browser does). */
async function writeCode(region: HTMLElement, code: string) {
  const editor = await within(region).findByRole('textbox', { name: 'Code' });
  const view = EditorView.findFromDOM(editor)!;
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: code } });
}

async function writeText(screen: Screen, region: HTMLElement, text: string) {
  const editor = await within(region).findByRole('textbox', { name: 'Text Content (Explanation)' });
  await screen.user.click(editor);
  await screen.user.paste(text);
  await waitFor(() => expect(editor).toHaveTextContent(text));
}

describe('the code-question form', () => {
  it('adds, moves and deletes blocks by the spec’s order rules and sends them as shown', async () => {
    const sent: unknown[] = [];
    api.use(
      answer('createCodeQuestion', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(adminCodeQuestion('Reverse a String', SQL), { status: 201 });
      }),
    );
    const screen = renderScreen(`/add-code-question?topicId=${SQL._id}`);
    const topic = await screen.findByLabelText(/^Topic/);
    await waitFor(() => expect(topic).toHaveDisplayValue('SQL Joins'));
    const create = screen.getByRole('button', { name: 'Create Question' });
    await screen.user.click(create);
    expect(screen.getByRole('alert')).toHaveTextContent('Topic and title are required');
    await screen.user.type(screen.getByLabelText(/^Title/), 'Reverse a String');
    await screen.user.click(create);
    expect(screen.getByRole('alert')).toHaveTextContent('At least one content block (code or text) is required');

    expect(badges(screen)).toEqual(['CODE Block 1']);
    expect(within(block(screen, 1)).queryByRole('button', { name: 'Delete Block 1' })).toBeNull();
    await screen.user.click(screen.getByRole('button', { name: 'Add Code block at the end' })); // order 1
    await screen.user.click(screen.getByRole('button', { name: 'Add Text block after Block 1' })); // order 2, second
    expect(badges(screen)).toEqual(['CODE Block 1', 'TEXT Block 2', 'CODE Block 3']);

    await writeCode(block(screen, 1), 's[::-1]');
    await screen.user.type(within(block(screen, 1)).getByLabelText('Label (optional)'), 'Slicing');
    await writeText(screen, block(screen, 2), 'Slices copy.');
    await screen.user.clear(within(block(screen, 3)).getByLabelText('Language'));
    await screen.user.type(within(block(screen, 3)).getByLabelText('Language'), 'JavaScript');
    await writeCode(block(screen, 3), "s.split('').reverse().join('')");
    await screen.user.clear(screen.getByLabelText('Order'));
    await screen.user.type(screen.getByLabelText('Order'), 'abc');
    await screen.user.click(create);
    expect(await screen.findByText('Question created successfully. Redirecting...')).toBeVisible();
    expect(sent).toEqual([
      {
        topic_id: SQL._id,
        title: 'Reverse a String',
        description: '',
        difficulty: 'Medium',
        content_blocks: [
          { type: 'code', code: 's[::-1]', language: 'python', order: 0, label: 'Slicing' },
          { type: 'text', text_content: '<p>Slices copy.</p>', order: 2 },
          { type: 'code', code: "s.split('').reverse().join('')", language: 'JavaScript', order: 1, label: '' },
        ],
        order: 0,
        is_active: true,
      },
    ]);
    // Back to the list of the topic it came from.
    await waitFor(() => expect(screen.location()).toBe(`/manage-code-questions?topicId=${SQL._id}`), { timeout: 3000 });
  });

  it('on edit, a move renumbers every block, a delete keeps the order, and every block carries every key', async () => {
    const sent: unknown[] = [];
    const stored = adminCodeQuestion('Sum of a List', PYTHON, {
      order: 4,
      content_blocks: [
        { type: 'code', order: 0, code: 'sum(xs)', language: 'python', label: 'Built-in', text_content: '' },
        { type: 'text', order: 5, code: '', language: 'python', label: '', text_content: '<p>Linear time.</p>' },
        { type: 'code', order: 7, code: 'reduce(add, xs)', language: 'python', label: 'Reduce', text_content: '' },
      ],
    });
    api.use(
      answer('getCodeQuestionForAdmin', stored),
      answer('updateCodeQuestion', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(stored);
      }),
    );
    const screen = renderScreen(`/edit-code-question/${stored._id}`);
    await screen.findByRole('button', { name: 'Update Question' });
    await waitFor(() => expect(screen.getByLabelText(/^Topic/)).toHaveDisplayValue('Python Basics'));
    await screen.user.click(screen.getByRole('button', { name: 'Delete Block 1' }));
    // The keyboard stays where it was: on the block now first.
    expect(screen.getByRole('heading', { name: 'TEXT Block 1' })).toHaveFocus();
    await screen.user.click(screen.getByRole('button', { name: 'Add Code block after Block 1' })); // order 8
    expect(badges(screen)).toEqual(['TEXT Block 1', 'CODE Block 2', 'CODE Block 3']);
    await writeCode(block(screen, 2), 'total = 0');
    await screen.user.click(screen.getByRole('button', { name: 'Move Block 3 up' }));
    await screen.user.click(screen.getByRole('button', { name: 'Update Question' }));
    expect(await screen.findByText('Question updated successfully. Redirecting...')).toBeVisible();
    expect(sent).toEqual([
      {
        topic_id: PYTHON._id,
        title: 'Sum of a List',
        description: '<p>Explain it.</p>',
        difficulty: 'Medium',
        content_blocks: [
          { type: 'text', code: '', language: 'python', text_content: '<p>Linear time.</p>', order: 0, label: '' },
          { type: 'code', code: 'reduce(add, xs)', language: 'python', text_content: '', order: 1, label: 'Reduce' },
          { type: 'code', code: 'total = 0', language: 'python', text_content: '', order: 2, label: '' },
        ],
        order: 4,
        is_active: true,
      },
    ]);
  });
});
