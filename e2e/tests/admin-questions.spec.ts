import { expect, test, type Page } from './support/test';
import { acceptNextDialog, pngFile, runTag, signIn } from './support/admin';
import { json, removeTaggedContent, type QuestionRecord } from './support/admin-content';

// The question form (/add-question, /edit-question/{id}) and /manage-questions.

const tag = runTag();

test.beforeEach(async ({ page }) => {
  await signIn(page.request);
});

// Whatever happens below, nothing of this run stays behind for the other specs (topic counts, exam lists...).
test.afterAll(async ({ baseURL }) => removeTaggedContent(baseURL, tag));

test.describe('the question form', () => {
  test('checks in the spec order with its messages, and sends nothing until valid', async ({ page }) => {
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/questions/add')) sent++;
    });
    await page.goto('/add-question');
    const submit = page.getByRole('button', { name: 'Add Question' });
    await expect(submit).toBeEnabled();
    const message = page.getByRole('alert');

    await submit.click();
    await expect(message).toHaveText('Please enter question text');
    await page.getByRole('textbox', { name: 'Question text' }).fill('How many sides has a hexagon?');
    await page.getByRole('radio', { name: 'Image' }).check();
    await submit.click();
    await expect(message).toHaveText('Please upload a question image');
    await page.getByRole('radio', { name: 'Text' }).check();
    await submit.click();
    await expect(message).toHaveText('Please select a subtopic');
    await page.getByLabel('Subtopic (required)').selectOption({ label: 'Bulk Set 1' });
    await page.getByLabel('Option A text').fill('6');
    await submit.click();
    await expect(message).toHaveText('Please provide at least 2 options');
    await page.getByLabel('Option B text').fill('8');
    await submit.click();
    await expect(message).toHaveText('Please select the correct answer');
    await page.getByLabel('Correct answer').selectOption('C'); // an empty row
    await submit.click();
    await expect(message).toHaveText('Please select a valid answer from the options');
    expect(sent).toBe(0);
  });

  test('options: four rows, remove only above two, no upper limit, removing the answer clears it', async ({ page }) => {
    await page.goto('/add-question');
    const rows = page.getByRole('listitem', { name: /^Option [A-Z]$/ });
    await expect(rows).toHaveCount(4);
    await expect(page.getByRole('button', { name: /^Remove option/ })).toHaveCount(4);

    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: '+ Add Option' }).click();
    await expect(rows).toHaveCount(7);
    await expect(page.getByLabel('Option G text')).toBeVisible();

    await page.getByLabel('Option B text').fill('beta');
    await page.getByLabel('Option C text').fill('gamma');
    await page.getByLabel('Correct answer').selectOption('C');
    // Removing a row above the answer keeps the answer on its option (now B)...
    await page.getByRole('button', { name: 'Remove option A' }).click();
    await expect(page.getByLabel('Correct answer')).toHaveValue('B');
    await expect(page.getByLabel('Option B text')).toHaveValue('gamma');
    // ...removing the answer's own option clears it.
    await page.getByRole('button', { name: 'Remove option B' }).click();
    await expect(page.getByLabel('Correct answer')).toHaveValue('');

    while ((await rows.count()) > 2)
      await page
        .getByRole('button', { name: /^Remove option/ })
        .first()
        .click();
    await expect(rows).toHaveCount(2);
    await expect(page.getByRole('button', { name: /^Remove option/ })).toHaveCount(0);
  });

  test('refuses pictures over 5 MB and files that are not images', async ({ page }) => {
    await page.goto('/add-question');
    await page.getByRole('radio', { name: 'Image' }).check();
    await expect(page.getByText('PNG or JPG, up to 5MB').first()).toBeVisible();
    const questionImage = page.getByLabel('Question image');

    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    await questionImage.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
    await expect(page.getByRole('alert')).toHaveText('Image size should be less than 5MB');
    await expect(questionImage).toHaveValue('');

    await page.getByLabel('Option A type').selectOption('image');
    await page
      .getByLabel('Option A image')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect(page.getByRole('alert').filter({ hasText: 'Please select a valid image file' })).toBeVisible();

    // A good picture is accepted and previewed.
    await questionImage.setInputFiles(pngFile('ok.png', [10, 20, 30]));
    await expect(page.getByRole('img', { name: 'Chosen picture for question image' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Image size should be less than 5MB' })).toHaveCount(0);
  });

  test('shows the server message when the server refuses, and the fallback without one', async ({ page }) => {
    await page.goto('/add-question');
    await page.getByRole('textbox', { name: 'Question text' }).fill('Server check');
    await page.getByLabel('Subtopic (required)').selectOption({ label: 'Bulk Set 1' });
    await page.getByLabel('Option A text').fill('yes');
    await page.getByLabel('Option B text').fill('no');
    await page.getByLabel('Correct answer').selectOption('A');

    await page.route('**/api/questions/add', (route) =>
      route.fulfill({ status: 400, json: { message: 'The selected subtopic does not exist' } }),
    );
    await page.getByRole('button', { name: 'Add Question' }).click();
    await expect(page.getByRole('alert')).toHaveText('The selected subtopic does not exist');
    await page.route('**/api/questions/add', (route) => route.abort());
    await page.getByRole('button', { name: 'Add Question' }).click();
    await expect(page.getByRole('alert')).toHaveText('Error adding question');
  });

  test('submit is disabled when no subtopics or no exams are loaded; a missing question gives the load error', async ({ page }) => {
    await page.route('**/api/exams/all', (route) => route.fulfill({ json: [] }));
    await page.goto('/add-question');
    await expect(page.getByText('No exams available. Please add exams first.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Question' })).toBeDisabled();
    await page.unroute('**/api/exams/all');

    await page.route('**/api/subtopics/all', (route) => route.fulfill({ json: [] }));
    await page.reload();
    await expect(page.getByText('No subtopics available. Please add subtopics first.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Question' })).toBeDisabled();

    await page.goto('/edit-question/no-such-question');
    await expect(page.getByText('Failed to load question data')).toBeVisible();
  });

  test('the rich-text editor has the spec toolbar, makes links, and never loads on public pages', async ({ page }) => {
    // Chunk names follow the source file names (PascalCase before web/src went kebab-case, kebab-case after).
    const tiptapChunk = /TiptapEditor|tiptap-editor/;
    const editorChunks: string[] = [];
    page.on('request', (request) => {
      if (/TiptapEditor|RichTextEditor-|tiptap-editor|rich-text-editor-/.test(request.url()) && !request.url().includes('notes'))
        editorChunks.push(request.url());
    });
    await page.goto('/practice');
    await expect(page.getByRole('heading', { name: 'Practice Topics' })).toBeVisible();
    await page.goto('/practice/general-aptitude');
    await expect(page.getByRole('heading', { level: 1, name: 'General Aptitude' })).toBeVisible();
    expect(editorChunks.filter((url) => tiptapChunk.test(url))).toEqual([]);

    await page.goto('/add-question');
    const toolbar = page.getByRole('toolbar', { name: 'Explanation (optional) formatting' });
    const tools = [
      'Heading 1',
      'Heading 2',
      'Heading 3',
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Numbered list',
      'Bulleted list',
      'Link',
      'Clear formatting',
    ];
    await expect(toolbar.getByRole('button')).toHaveCount(tools.length);
    expect(await toolbar.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))).toEqual(
      tools,
    );
    expect(editorChunks.some((url) => tiptapChunk.test(url))).toBe(true);

    const explanation = page.getByRole('textbox', { name: 'Explanation (optional)' });
    await explanation.click();
    await page.keyboard.type('Read the notice');
    await page.keyboard.press('Shift+Home');
    await toolbar.getByRole('button', { name: 'Link' }).click();
    await page.getByLabel('Link address').fill('javascript:alert(1)');
    await page.getByLabel('Link address').press('Enter');
    await expect(page.getByText('Enter a web address (https://...) or an e-mail address')).toBeVisible();
    await page.getByLabel('Link address').fill('ssc.gov.in/notice');
    await page.getByLabel('Link address').press('Enter');
    await expect(explanation.locator('a')).toHaveAttribute('href', 'https://ssc.gov.in/notice');
    await expect(explanation.locator('a')).toHaveText('Read the notice');

    // Keyboard: the toolbar is one tab stop, arrows move inside it.
    await toolbar.getByRole('button', { name: 'Heading 1' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: 'Heading 2' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(toolbar.getByRole('button', { name: 'Clear formatting' })).toBeFocused();

    // Headings, lists and clean.
    await explanation.click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Steps');
    await toolbar.getByRole('button', { name: 'Heading 2' }).click();
    await expect(explanation.locator('h2')).toHaveText('Steps');
    await expect(toolbar.getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'true');
    await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
    await expect(explanation.locator('ul li')).toHaveText('Steps');
    await toolbar.getByRole('button', { name: 'Clear formatting' }).click();
    await expect(explanation.locator('ul, h2')).toHaveCount(0);
  });

  test('editing keeps stored formatting the toolbar does not make (sup, sub, code, code blocks, tables)', async ({ page }) => {
    // A question of this run, made through the API with such formatting in its text and explanation.
    const topic = await page.request.post('/api/topics/add', { data: { topic_name: `e2e keep ${tag}` } });
    expect(topic.status()).toBe(201);
    const subtopic = await page.request.post('/api/subtopics/add', {
      data: { subtopic_name: `e2e keep ${tag}`, topic_id: (await topic.json())._id },
    });
    expect(subtopic.status()).toBe(201);
    const created = await page.request.post('/api/questions/add', {
      data: {
        question: '<p>Solve x<sup>2</sup> = 16 for H<sub>2</sub>O with <code>x</code></p>',
        question_type: 'text',
        subtopic_id: (await subtopic.json())._id,
        explanation:
          '<p>Steps:</p><pre><code>x = 4</code></pre><table><thead><tr><th>Root</th><th>Sign</th></tr></thead><tbody><tr><td>4</td><td>+</td></tr><tr><td colspan="2">both</td></tr></tbody></table>',
        options: JSON.stringify([
          { option_type: 'text', option_text: '4' },
          { option_type: 'text', option_text: '8' },
        ]),
        answer: '4',
        exam_ids: '[]',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as QuestionRecord).question._id;

    await page.goto(`/edit-question/${id}`);
    const questionText = page.getByRole('textbox', { name: 'Question text' });
    await expect(questionText.locator('sup')).toHaveText('2');
    await expect(questionText.locator('sub')).toHaveText('2');
    await expect(questionText.locator('code')).toHaveText('x');
    const explanation = page.getByRole('textbox', { name: 'Explanation (optional)' });
    await expect(explanation.locator('pre')).toHaveText('x = 4');
    await expect(explanation.locator('th')).toHaveText(['Root', 'Sign']);
    await expect(explanation.locator('td[colspan="2"]')).toHaveText('both');

    // Edits elsewhere in both texts; the stored HTML keeps all of it.
    await questionText.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' now');
    await explanation.locator('p').first().click();
    await page.keyboard.press('End');
    await page.keyboard.type(' (checked)');
    await page.getByRole('button', { name: 'Update Question' }).click();
    await expect(page.getByText('Question updated successfully!')).toBeVisible();

    const stored = await json<QuestionRecord>(page.request, `/api/questions/id/${id}`);
    expect(stored.question.question).toContain('x<sup>2</sup>');
    expect(stored.question.question).toContain('H<sub>2</sub>O');
    expect(stored.question.question).toContain('<code>x</code>');
    expect(stored.question.question).toContain(' now');
    expect(stored.question.explanation).toContain('Steps: (checked)');
    expect(stored.question.explanation).toMatch(/<pre><code>x = 4<\/code><\/pre>/);
    expect(stored.question.explanation).toMatch(/<th[^>]*>.*Root.*<\/th>/);
    expect(stored.question.explanation).toMatch(/<td colspan="2"[^>]*>.*both.*<\/td>/);
  });
});

test.describe('/manage-questions', () => {
  async function questionsOf(page: Page, path: string) {
    return json<QuestionRecord[]>(page.request, path);
  }

  test('filters by subtopic, exam or both, searches, and pages by 10', async ({ page }) => {
    await page.goto('/manage-questions');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ExamPrep');
    await expect(page.getByText('Please select a filter type to view questions')).toBeVisible();
    const refresh = page.getByRole('button', { name: 'Refresh' });
    await expect(refresh).toBeDisabled();
    await expect(page.getByLabel('Subtopic')).toBeDisabled();
    await expect(page.getByLabel('Exam')).toBeDisabled();

    await page.getByLabel('Filter type').selectOption('subtopic');
    await expect(refresh).toBeEnabled();
    await expect(page.getByLabel('Exam')).toBeDisabled();
    await page.getByLabel('Subtopic').selectOption('bulk-set-1');
    const bulk = await questionsOf(page, '/api/questions/all/subtopic/bulk-set-1');
    expect(bulk).toHaveLength(25);
    await expect(page.getByText('Showing 1 to 10 of 25 questions')).toBeVisible();
    const rows = page.getByTestId('question-row');
    await expect(rows).toHaveCount(10);
    await expect(rows.first().locator('td').first()).toHaveText('1');
    await expect(page.getByRole('columnheader')).toHaveText(['#', 'Question', 'Type', 'Answer', 'Options', 'Actions']);

    const pager = page.getByRole('navigation', { name: 'Question pages' });
    await expect(pager.getByRole('button', { name: /^Page \d$/ })).toHaveText(['1', '2', '3']);
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Showing 11 to 20 of 25 questions')).toBeVisible();
    await expect(rows.first().locator('td').first()).toHaveText('11');
    await pager.getByRole('button', { name: 'Page 3' }).click();
    await expect(page.getByText('Showing 21 to 25 of 25 questions')).toBeVisible();
    await expect(rows).toHaveCount(5);
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
    const edit = rows.first().getByRole('link', { name: 'Edit question 21' });
    await expect(edit).toHaveAttribute('href', `/edit-question/${bulk[20]!.question._id}`);

    // Search: question text and answer, any case; the page goes back to 1; one page hides the pager.
    const probe = bulk[13]!;
    const answerText = probe.question.answer.replace(/<[^>]+>/g, '');
    const byAnswer = bulk.filter(
      (record) =>
        record.question.answer
          .replace(/<[^>]+>/g, '')
          .toLowerCase()
          .includes(answerText.toLowerCase()) ||
        record.question.question
          .replace(/<[^>]+>/g, '')
          .toLowerCase()
          .includes(answerText.toLowerCase()),
    );
    await page.getByLabel('Search questions').fill(answerText.toUpperCase());
    await expect(page.getByText(`Showing 1 to ${Math.min(10, byAnswer.length)} of ${byAnswer.length} questions`)).toBeVisible();
    await page.getByLabel('Search questions').fill('zz-no-such-text-zz');
    await expect(page.getByText('No questions found with the current filters')).toBeVisible();
    await expect(pager).toHaveCount(0);
    await page.getByLabel('Search questions').fill('');
    await expect(page.getByText('Showing 1 to 10 of 25 questions')).toBeVisible();

    // Changing the filter type clears the selections, the results and the page.
    await page.getByLabel('Filter type').selectOption('exam');
    await expect(page.getByLabel('Subtopic')).toHaveValue('');
    await expect(page.getByLabel('Exam')).toHaveValue('');
    await expect(rows).toHaveCount(0);
    await page.getByLabel('Exam').selectOption('SSC CGL');
    const byExam = await questionsOf(page, '/api/questions/all/exam/SSC%20CGL');
    expect(byExam.length).toBeGreaterThan(10);
    await expect(page.getByText(`Showing 1 to 10 of ${byExam.length} questions`)).toBeVisible();

    await page.getByLabel('Filter type').selectOption('both');
    await expect(rows).toHaveCount(0);
    await page.getByLabel('Exam').selectOption('SSC CGL');
    await page.getByLabel('Subtopic').selectOption('percentages');
    const both = await questionsOf(page, '/api/questions/all/exam/SSC%20CGL/subtopic/percentages');
    if (both.length === 0) await expect(page.getByText('No questions found with the current filters')).toBeVisible();
    else await expect(page.getByText(`Showing 1 to ${Math.min(10, both.length)} of ${both.length} questions`)).toBeVisible();
    expect(both.every((record) => byExam.some((other) => other.question._id === record.question._id))).toBe(true);

    await page.getByLabel('Filter type').selectOption('all');
    await expect(page.getByText('Please select a filter type to view questions')).toBeVisible();
    await expect(refresh).toBeDisabled();
  });

  test("Refresh refetches; 'Failed to load questions' empties the list; a failed delete says so", async ({ page }) => {
    await page.goto('/manage-questions');
    await page.getByLabel('Filter type').selectOption('subtopic');
    await page.getByLabel('Subtopic').selectOption('bulk-set-1');
    await expect(page.getByTestId('question-row')).toHaveCount(10);

    await page.route('**/api/questions/delete/**', (route) => route.fulfill({ status: 500, json: { message: 'internal' } }));
    const confirm = acceptNextDialog(page);
    await page.getByRole('button', { name: 'Delete question 1', exact: true }).click();
    await confirm;
    await expect(page.getByRole('alert')).toHaveText('Failed to delete question. Please try again.');
    await expect(page.getByTestId('question-row')).toHaveCount(10);

    await page.route('**/api/questions/all/subtopic/**', (route) => route.fulfill({ status: 503, json: { message: 'CMS unreachable' } }));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByText('Failed to load questions')).toBeVisible();
    await expect(page.getByTestId('question-row')).toHaveCount(0);

    await page.unroute('**/api/questions/all/subtopic/**');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByTestId('question-row')).toHaveCount(10);
  });
});
