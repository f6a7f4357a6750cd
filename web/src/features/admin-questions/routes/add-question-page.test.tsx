// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminQuestionRecord } from '@exam-prep/contract/admin/question-records';
import { exam, subtopic } from '@/test-support/api-fixtures';
import { answer, failNetwork } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests } from '@/test-support/screen';

// /add-question through the app's routes against a fake API: the checks in the spec's order (nothing sent until they
// pass), the option rows, the picture checks, the server's refusal and its fallback, and the lists it needs.

/** The multipart bodies POSTed to /api/questions/add. */
const sent: FormData[] = [];
const STORED: AdminQuestionRecord = {
  question: {
    _id: 'q-new',
    question: '<p>Hexagon sides?</p>',
    question_type: 'text',
    question_image_url: null,
    answer: '6',
    explanation: null,
    subtopic_id: 'subtopic-bulk-set-1',
    exam_ids: [],
    locale: 'en',
    held_for_tests: false,
  },
  options: [
    { _id: 'o-1', option_type: 'text', option_text: '6', path_url: null },
    { _id: 'o-2', option_type: 'text', option_text: '8', path_url: null },
  ],
};

const api = setupScreenTests(
  answer('profile', { _id: 'admin-1', username: 'editor', email: 'editor@example.com' }),
  answer('listExams', [exam('SSC CGL')]),
  answer('listSubtopics', [subtopic('bulk-set-1', 'bulk-practice', null), subtopic('percentages', 'quantitative-aptitude', 'Arithmetic')]),
  answer(
    'addQuestion',
    async ({ request }) => {
      sent.push(await request.formData());
      return STORED;
    },
    { status: 201 },
  ),
);

function renderForm() {
  sent.length = 0;
  return renderScreen('/add-question');
}

/** Types into the question's rich-text editor (Tiptap's contenteditable). */
async function writeQuestion(user: UserEvent, text: string) {
  const editor = await screen.findByRole('textbox', { name: 'Question text' });
  await user.click(editor);
  await user.paste(text);
  await waitFor(() => expect(editor).toHaveTextContent(text));
}

/** The form once its subtopics and exams have loaded (the submit button waits for both). */
async function readyForm() {
  renderForm();
  await screen.findByRole('option', { name: 'Bulk Set 1' });
  await screen.findByRole('checkbox', { name: 'SSC CGL' });
}

const message = () => screen.getByRole('alert');

describe('/add-question', () => {
  it('checks in the spec order with its messages, and sends nothing until valid', async () => {
    const user = userEvent.setup({ delay: null });
    await readyForm();
    expect(document.title).toBe('Add Question | ExamPrep Admin');
    const submit = screen.getByRole('button', { name: 'Add Question' });
    expect(submit).toBeEnabled();

    await user.click(submit);
    expect(message()).toHaveTextContent('Please enter question text');
    await writeQuestion(user, 'Hexagon sides?');
    await user.click(screen.getByRole('radio', { name: 'Image' }));
    await user.click(submit);
    expect(message()).toHaveTextContent('Please upload a question image');
    await user.click(screen.getByRole('radio', { name: 'Text' }));
    await user.click(submit);
    expect(message()).toHaveTextContent('Please select a subtopic');
    await user.selectOptions(screen.getByLabelText('Subtopic (required)'), 'Bulk Set 1');
    await user.type(screen.getByLabelText('Option A text'), '6');
    await user.click(submit);
    expect(message()).toHaveTextContent('Please provide at least 2 options');
    await user.type(screen.getByLabelText('Option B text'), '8');
    await user.click(submit);
    expect(message()).toHaveTextContent('Please select the correct answer');
    await user.selectOptions(screen.getByLabelText('Correct answer'), 'C'); // an empty row
    await user.click(submit);
    expect(message()).toHaveTextContent('Please select a valid answer from the options');
    expect(sent).toEqual([]);

    // Valid: sent once, with the answer's text and only the filled rows; the form is reset.
    await user.selectOptions(screen.getByLabelText('Correct answer'), 'A');
    await user.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent('Question added successfully!');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.get('subtopic_id')).toBe('subtopic-bulk-set-1');
    expect(sent[0]!.get('answer')).toBe('6');
    expect(JSON.parse(String(sent[0]!.get('options')))).toEqual([
      { option_type: 'text', option_text: '6' },
      { option_type: 'text', option_text: '8' },
    ]);
    expect(screen.getByLabelText('Option A text')).toHaveValue('');
    expect(screen.getByLabelText('Subtopic (required)')).toHaveValue('');
  });

  it('options: four rows, remove only above two, no upper limit, removing the answer clears it', async () => {
    const user = userEvent.setup({ delay: null });
    await readyForm();
    const rows = () => screen.getAllByRole('listitem', { name: /^Option [A-Z]$/ });
    const removeButtons = () => screen.queryAllByRole('button', { name: /^Remove option/ });
    expect(rows()).toHaveLength(4);
    expect(removeButtons()).toHaveLength(4);

    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: '+ Add Option' }));
    expect(rows()).toHaveLength(7);
    expect(screen.getByLabelText('Option G text')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Option B text'), 'beta');
    await user.type(screen.getByLabelText('Option C text'), 'gamma');
    await user.selectOptions(screen.getByLabelText('Correct answer'), 'C');
    // Removing a row above the answer keeps the answer on its option (now B)...
    await user.click(screen.getByRole('button', { name: 'Remove option A' }));
    expect(screen.getByLabelText('Correct answer')).toHaveValue('B');
    expect(screen.getByLabelText('Option B text')).toHaveValue('gamma');
    // ...removing the answer's own option clears it.
    await user.click(screen.getByRole('button', { name: 'Remove option B' }));
    expect(screen.getByLabelText('Correct answer')).toHaveValue('');

    while (rows().length > 2) await user.click(removeButtons()[0]!);
    expect(rows()).toHaveLength(2);
    expect(removeButtons()).toHaveLength(0);
  });

  it('refuses pictures over 5 MB and files that are not images', async () => {
    // The file picker's accept list would hide the text file; a person can still choose "All files".
    const user = userEvent.setup({ applyAccept: false, delay: null });
    await readyForm();
    await user.click(screen.getByRole('radio', { name: 'Image' }));
    expect(screen.getAllByText('PNG or JPG, up to 5MB')[0]).toBeInTheDocument();
    const questionImage = screen.getByLabelText<HTMLInputElement>('Question image');

    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await user.upload(questionImage, huge);
    expect(message()).toHaveTextContent('Image size should be less than 5MB');
    expect(questionImage).toHaveValue('');
    expect(screen.queryByRole('img', { name: 'Chosen picture for question image' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Option A type'), 'image');
    await user.upload(screen.getByLabelText('Option A image'), new File(['not a picture'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Please select a valid image file');

    // A good picture is accepted and previewed; its field's message goes.
    await user.upload(questionImage, new File([new Uint8Array(64)], 'ok.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Chosen picture for question image' })).toBeInTheDocument();
    expect(screen.queryByText('Image size should be less than 5MB')).toBeNull();
  });

  it('shows the server message when the server refuses, and the fallback without one', async () => {
    const user = userEvent.setup({ delay: null });
    await readyForm();
    await writeQuestion(user, 'Server check');
    await user.selectOptions(screen.getByLabelText('Subtopic (required)'), 'Bulk Set 1');
    await user.type(screen.getByLabelText('Option A text'), 'yes');
    await user.type(screen.getByLabelText('Option B text'), 'no');
    await user.selectOptions(screen.getByLabelText('Correct answer'), 'A');

    api.use(answer('addQuestion', { message: 'The selected subtopic does not exist' }, { status: 400 }));
    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    expect(await screen.findByText('The selected subtopic does not exist')).toHaveAttribute('role', 'alert');
    api.use(failNetwork('addQuestion'));
    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    expect(await screen.findByText('Error adding question')).toHaveAttribute('role', 'alert');
    // Nothing was cleared: the editor can send again.
    expect(screen.getByLabelText('Option A text')).toHaveValue('yes');
  });

  it('submit is disabled when no exams or no subtopics are loaded', async () => {
    api.use(answer('listExams', []));
    const first = renderForm();
    expect(await screen.findByText('No exams available. Please add exams first.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Question' })).toBeDisabled();
    first.unmount();

    api.server.resetHandlers();
    api.use(answer('listSubtopics', []));
    renderForm();
    expect(await screen.findByText('No subtopics available. Please add subtopics first.')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('group', { name: 'Exams (optional)' })).findByRole('checkbox', { name: 'SSC CGL' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Question' })).toBeDisabled();
  });
});
