import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { acceptNextDialog, dismissNextDialog, pngFile, runTag, signIn } from './support/admin';

interface Exam {
  _id: string;
  exam_name: string;
  exam_level: string | null;
}
interface QuestionRecord {
  question: { _id: string; question: string; question_type: string; question_image_url: string | null; answer: string; explanation: string | null; exam_ids: string[] };
  options: Array<{ _id: string; option_type: string; option_text: string; path_url: string | null }>;
}

const tag = runTag();
/** Everything this run creates carries the tag, so the clean-up finds it and reruns never collide. */
const topicName = `E2E Topic ${tag}`;
const topicSlug = `e2e-topic-${tag}`;
const subtopicName = `E2E Figures ${tag}`;
const subtopicSlug = `e2e-figures-${tag}`;
const examPrefix = `E2E Exam ${tag}`;
const longQuestion = `Which of the four figures below completes the pattern shown in the picture for run ${tag}? Look at the shading.`;

const titleCase = (slug: string) =>
  slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

async function json<T>(api: APIRequestContext, path: string): Promise<T> {
  const response = await api.get(path);
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

test.beforeEach(async ({ page }) => {
  await signIn(page.request);
});

// Whatever happens above, nothing of this run stays behind for the other specs (topic counts, exam lists...).
test.afterAll(async ({ baseURL }) => {
  const api = await playwrightRequest.newContext({ baseURL });
  await signIn(api);
  const subtopics = await json<Array<{ _id: string; subtopic_name: string }>>(api, '/api/subtopics/all');
  for (const subtopic of subtopics.filter((item) => item.subtopic_name.includes(tag))) {
    const questions = await json<QuestionRecord[]>(api, `/api/questions/all/subtopic/${subtopic.subtopic_name}`);
    for (const record of questions) await api.delete(`/api/questions/delete/${record.question._id}`);
    await api.delete(`/api/subtopics/delete/${subtopic._id}`);
  }
  const topics = await json<Array<{ _id: string; topic_name: string }>>(api, '/api/topics/all');
  for (const topic of topics.filter((item) => item.topic_name.includes(tag))) await api.delete(`/api/topics/delete/${topic._id}`);
  const exams = await json<Exam[]>(api, '/api/exams/all');
  for (const exam of exams.filter((item) => item.exam_name.toLowerCase().includes(tag))) await api.delete(`/api/exams/delete/${exam._id}`);
  await api.dispose();
});

test.describe('exams', () => {
  test('/add-exam validates, adds, refuses a duplicate with the server message, and deletes after a confirmation', async ({ page }) => {
    await page.goto('/add-exam');
    await expect(page.getByRole('heading', { name: 'Add Exam', level: 1 })).toBeVisible();
    const name = page.getByLabel('Exam name');
    const add = page.getByRole('button', { name: 'Add Exam' });

    await add.click();
    await expect(page.getByRole('alert')).toHaveText('Please enter an exam name');
    await name.fill('   ');
    await add.click();
    await expect(page.getByRole('alert')).toHaveText('Please enter an exam name');
    // Messages clear themselves after 3 s.
    await expect(page.getByRole('alert')).toBeHidden({ timeout: 4_500 });

    // While the call is on its way the button says 'Adding...' and is disabled.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/exams/add', async (route) => {
      await held;
      await route.continue();
    });
    const examName = `${examPrefix} Alpha`;
    await name.fill(examName);
    await add.click();
    await expect(page.getByRole('button', { name: 'Adding...' })).toBeDisabled();
    release();
    await expect(page.getByRole('status')).toHaveText('Exam added successfully!');
    await expect(name).toHaveValue('');
    const list = page.getByRole('list', { name: /Existing Exams/ });
    await expect(list.getByText(examName, { exact: true })).toBeVisible();
    await expect(page.getByRole('status')).toBeHidden({ timeout: 4_500 });
    await page.unroute('**/api/exams/add');

    // The list panel scrolls at about 24rem.
    expect(await list.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('384px');
    expect(await list.evaluate((element) => getComputedStyle(element).overflowY)).toBe('auto');

    await name.fill(examName.toUpperCase());
    await add.click();
    await expect(page.getByRole('alert')).toHaveText(`An exam named "${examName}" already exists`);

    // Cancelling the confirmation keeps the exam; accepting deletes it.
    const row = list.getByRole('listitem').filter({ hasText: examName });
    const dismissed = dismissNextDialog(page);
    await row.getByRole('button', { name: `Delete ${examName}` }).click();
    expect(await dismissed).toBe(`Are you sure you want to delete "${examName}"? This action cannot be undone.`);
    await expect(row).toBeVisible();
    const accepted = acceptNextDialog(page);
    await row.getByRole('button', { name: `Delete ${examName}` }).click();
    expect(await accepted).toBe(`Are you sure you want to delete "${examName}"? This action cannot be undone.`);
    await expect(page.getByRole('status')).toHaveText('Exam deleted successfully!');
    await expect(list.getByText(examName, { exact: true })).toHaveCount(0);
  });

  test('/add-exam shows the fallback texts when the server gives no message, and the load failure', async ({ page }) => {
    await page.route('**/api/exams/add', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/add-exam');
    await page.getByLabel('Exam name').fill(`${examPrefix} Never`);
    await page.getByRole('button', { name: 'Add Exam' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to add exam. Please try again.');

    await page.route('**/api/exams/all', (route) => route.fulfill({ status: 500, body: '' }));
    await page.reload();
    await expect(page.getByText('Failed to load exams')).toBeVisible({ timeout: 15_000 });
  });

  test('/manage-exams pages by 10, searches by name and filters by level', async ({ page }) => {
    // Three exams of this run, two of them 'Diploma'.
    for (const [suffix, level] of [['One', 'Diploma'], ['Two', 'Diploma'], ['Three', 'Certificate']] as const) {
      const response = await page.request.post('/api/exams/add', { data: { exam_name: `${examPrefix} ${suffix}`, exam_level: level } });
      expect(response.status()).toBe(201);
    }
    const { pagination } = await json<{ pagination: { total: number } }>(page.request, '/api/exams/admin/all?limit=1');
    const total = pagination.total;
    expect(total).toBeGreaterThan(10);

    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Manage Exams' }).click();
    await expect(page).toHaveURL(/\/manage-exams$/);
    await expect(page.getByText(`Showing 1 to 10 of ${total} exams`)).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(10);
    const pager = page.getByRole('navigation', { name: 'Exam pages' });
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(`Showing 11 to ${Math.min(20, total)} of ${total} exams`)).toBeVisible();
    // A search from page 2 asks for its first page only: no request for page 2 under the new search.
    const listCalls: URL[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/exams/admin/all')) listCalls.push(new URL(request.url()));
    });
    await page.getByLabel('Search exams').fill(examPrefix.toLowerCase());
    await expect(page.getByText('Showing 1 to 3 of 3 exams')).toBeVisible();
    expect(listCalls.length).toBeGreaterThan(0);
    expect(listCalls.filter((url) => url.searchParams.get('page') !== '1').map(String)).toEqual([]);
    page.removeAllListeners('request');
    await page.getByLabel('Search exams').fill('');
    await expect(page.getByText(`Showing 1 to 10 of ${total} exams`)).toBeVisible();
    await pager.getByRole('button', { name: 'Page 1', exact: true }).click();
    await expect(page.getByText(`Showing 1 to 10 of ${total} exams`)).toBeVisible();

    await page.getByLabel('Search exams').fill(examPrefix.toLowerCase());
    await expect(page.getByText('Showing 1 to 3 of 3 exams')).toBeVisible();
    await expect(pager).toHaveCount(0);
    await page.getByLabel('Exam level').selectOption('Diploma');
    await expect(page.getByText('Showing 1 to 2 of 2 exams')).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveText([new RegExp(`${examPrefix} One`), new RegExp(`${examPrefix} Two`)]);

    // Add with a level from this screen, then delete.
    await page.getByLabel('Exam name').fill(`${examPrefix} Four`);
    await page.getByLabel('Level (optional)').selectOption('Diploma');
    await page.getByRole('button', { name: 'Add Exam' }).click();
    await expect(page.getByRole('status')).toHaveText('Exam added successfully!');
    await expect(page.getByText('Showing 1 to 3 of 3 exams')).toBeVisible();
    const confirm = acceptNextDialog(page);
    await page.getByRole('button', { name: `Delete ${examPrefix} Four` }).click();
    expect(await confirm).toBe(`Are you sure you want to delete "${examPrefix} Four"? This action cannot be undone.`);
    await expect(page.getByText('Showing 1 to 2 of 2 exams')).toBeVisible();
  });
});

test.describe('topics and subtopics', () => {
  test('/add-topic shows the stored slug, refuses names without letters, and validates', async ({ page }) => {
    await page.goto('/add-topic');
    const name = page.getByLabel('Topic name');
    await page.getByRole('button', { name: 'Add Topic' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a topic name');

    await name.fill('!!! ---');
    await expect(page.getByText('Topic name must contain letters or digits')).toBeVisible();
    await page.getByRole('button', { name: 'Add Topic' }).click();
    await expect(page.getByRole('alert')).toHaveText('Topic name must contain letters or digits');

    await name.fill('  Profit & Loss (Basics)  ');
    await expect(page.getByTestId('stored-name')).toHaveText('profit-loss-basics');
    await expect(page.getByLabel('Topic name')).toHaveAccessibleDescription(/Will be stored as: profit-loss-basics/);
  });

  test('/add-subtopic is disabled without topics', async ({ page }) => {
    await page.route('**/api/topics/all', (route) => route.fulfill({ json: [] }));
    await page.goto('/add-subtopic');
    await expect(page.getByText('No topics available. Please add topics first.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Subtopic' })).toBeDisabled();
  });
});

test.describe.serial('a question from topic to practice page and back', () => {
  let topicId = '';
  let questionId = '';

  test('create a topic through /add-topic', async ({ page }) => {
    await page.goto('/add-topic');
    await page.getByLabel('Topic name').fill(topicName);
    await expect(page.getByTestId('stored-name')).toHaveText(topicSlug);
    await page.getByRole('button', { name: 'Add Topic' }).click();
    await expect(page.getByRole('status')).toHaveText('Topic added successfully!');
    const list = page.getByRole('list', { name: /Existing Topics/ });
    await expect(list.getByText(topicSlug, { exact: true })).toBeVisible();

    // A second topic with the same stored name is refused with the server's message.
    await page.getByLabel('Topic name').fill(topicSlug.toUpperCase());
    await page.getByRole('button', { name: 'Add Topic' }).click();
    await expect(page.getByRole('alert')).toHaveText(`A topic named "${topicSlug}" already exists`);

    const topics = await json<Array<{ _id: string; topic_name: string }>>(page.request, '/api/topics/all');
    topicId = topics.find((topic) => topic.topic_name === topicSlug)!._id;
    expect(topicId).toBeTruthy();
  });

  test('create a subtopic through /add-subtopic and find it in /manage-subtopics', async ({ page }) => {
    await page.goto('/add-subtopic');
    const save = page.getByRole('button', { name: 'Add Subtopic' });
    await save.click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a subtopic name');
    await page.getByLabel('Subtopic name').fill(subtopicName);
    await expect(page.getByTestId('stored-name')).toHaveText(subtopicSlug);
    await save.click();
    await expect(page.getByRole('alert')).toHaveText('Please select a topic');
    await page.getByLabel('Topic', { exact: true }).selectOption({ label: titleCase(topicSlug) });
    await page.getByLabel('Category (optional)').fill('Visual Reasoning');
    await save.click();
    await expect(page.getByRole('status')).toHaveText('Subtopic added successfully!');
    await expect(page.getByLabel('Subtopic name')).toHaveValue('');
    await expect(page.getByRole('list', { name: 'Subtopics in this topic' }).getByText(subtopicSlug)).toBeVisible();

    await page.goto('/manage-subtopics');
    await expect(page.getByText('Choose a topic to list its subtopics.')).toBeVisible();
    const filter = page.getByLabel('Filter by topic');
    await filter.selectOption({ label: titleCase(topicSlug) });
    const list = page.getByRole('list', { name: /Subtopics of/ });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).toContainText(subtopicSlug);
    await expect(list.getByRole('listitem')).toContainText('Visual Reasoning');
    // Choosing none clears the list.
    await filter.selectOption({ label: '-- Select a topic --' });
    await expect(list).toHaveCount(0);
    await expect(page.getByText('Choose a topic to list its subtopics.')).toBeVisible();
  });

  test('add an image question with image options through /add-question', async ({ page }) => {
    const exams = await json<Exam[]>(page.request, '/api/exams/all');
    const exam = exams.find((item) => item.exam_name === 'SSC CHSL')!;
    await page.goto('/add-question');

    const questionText = page.getByRole('textbox', { name: 'Question text' });
    await questionText.click();
    // 'shading' typed in bold: the toolbar's Bold turns on, then off again.
    const bold = page.getByRole('toolbar', { name: 'Question text formatting' }).getByRole('button', { name: 'Bold' });
    await page.keyboard.type(longQuestion.replace(/shading\.$/, ''));
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('shading');
    await bold.click();
    await page.keyboard.type('.');
    await expect(questionText.locator('strong')).toHaveText('shading');
    await expect(questionText).toHaveText(longQuestion);

    await page.getByRole('radio', { name: 'Image' }).check();
    await page.getByLabel('Question image').setInputFiles(pngFile('pattern.png', [25, 42, 65], 64));
    await expect(page.getByRole('img', { name: 'Chosen picture for question image' })).toBeVisible();
    await page.getByLabel('Subtopic (required)').selectOption({ label: titleCase(subtopicSlug) });
    await page.getByRole('checkbox', { name: exam.exam_name }).check();

    const colours: Array<[number, number, number]> = [[200, 40, 40], [40, 160, 60], [40, 60, 200]];
    for (const [index, letter] of ['A', 'B', 'C'].entries()) {
      await page.getByLabel(`Option ${letter} type`).selectOption('image');
      await page.getByLabel(`Option ${letter} image`).setInputFiles(pngFile(`figure-${letter}.png`, colours[index]!));
    }
    await page.getByLabel('Option C caption (optional)').fill('Figure C');
    await page.getByLabel('Option D text').fill('None of these');
    // B is a picture without text: its letter is the answer sent.
    await page.getByLabel('Correct answer').selectOption('B');
    const explanation = page.getByRole('textbox', { name: 'Explanation (optional)' });
    await explanation.click();
    await page.keyboard.type('The shading moves one step clockwise each time.');

    const answered = page.waitForResponse((response) => response.url().endsWith('/api/questions/add') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Add Question' }).click();
    expect((await answered).status()).toBe(201);

    await expect(page.getByRole('status').filter({ hasText: 'Question added successfully!' })).toBeVisible();
    // The form is reset: type text, four empty text options, fields cleared.
    await expect(page.getByRole('radio', { name: 'Text' })).toBeChecked();
    await expect(page.getByLabel('Question image')).toHaveCount(0);
    for (const letter of ['A', 'B', 'C', 'D']) {
      await expect(page.getByLabel(`Option ${letter} type`)).toHaveValue('text');
      await expect(page.getByLabel(`Option ${letter} text`)).toHaveValue('');
    }
    await expect(page.getByLabel('Option E type')).toHaveCount(0);
    await expect(questionText).toHaveText('');
    await expect(explanation).toHaveText('');
    await expect(page.getByLabel('Subtopic (required)')).toHaveValue('');
    await expect(page.getByLabel('Correct answer')).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: exam.exam_name })).not.toBeChecked();
    // ... and the message goes after 3 s.
    await expect(page.getByText('Question added successfully!')).toBeHidden({ timeout: 4_500 });

    const [record] = await json<QuestionRecord[]>(page.request, `/api/questions/all/subtopic/${subtopicSlug}`);
    expect(record).toBeTruthy();
    questionId = record!.question._id;
    expect(record!.question).toMatchObject({ question_type: 'image', answer: 'B', exam_ids: [exam._id] });
    expect(record!.question.question).toContain('<strong>shading</strong>');
    expect(record!.question.question_image_url).toBeTruthy();
    expect(record!.options.map((option) => [option.option_type, option.option_text, Boolean(option.path_url)])).toEqual([
      ['image', '', true],
      ['image', '', true],
      ['image', 'Figure C', true],
      ['text', 'None of these', false],
    ]);
  });

  test('the question shows on the public practice page with its pictures and answer', async ({ page }) => {
    await page.goto(`/practice/${topicSlug}/${subtopicSlug}`);
    const card = page.getByTestId('question-card');
    await expect(card).toHaveCount(1);
    await expect(card.locator('strong')).toHaveText('shading');
    const figure = card.getByRole('img', { name: 'Figure for question 1' });
    await expect(figure).toBeVisible();
    expect(await figure.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    await expect(card.getByRole('img', { name: 'Option A' })).toBeVisible();
    await card.getByRole('button', { name: /Option B/ }).click();
    await expect(card.getByText('Correct! B is the right answer.')).toBeVisible();
  });

  test('edit the question through /manage-questions and see the change on the practice page', async ({ page }) => {
    await page.goto('/manage-questions');
    await page.getByLabel('Filter type').selectOption('subtopic');
    await page.getByLabel('Subtopic').selectOption(subtopicSlug);
    const row = page.getByTestId('question-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Has image')).toBeVisible();
    // Preview: formatting stripped, cut at 80 characters with an ellipsis.
    await expect(row.locator('td[data-label="Question"] > span').first()).toHaveText(`${longQuestion.slice(0, 80)}...`);
    await expect(row.locator('td[data-label="Type"]')).toHaveText('Image');
    await expect(row.locator('td[data-label="Answer"]')).toHaveText('B');
    await expect(row.locator('td[data-label="Options"]')).toHaveText('4');
    await row.getByRole('link', { name: 'Edit question 1', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/edit-question/${questionId}$`));

    // The stored question is loaded, its letter answer mapped back, its pictures kept.
    const questionText = page.getByRole('textbox', { name: 'Question text' });
    await expect(questionText).toContainText(longQuestion);
    await expect(page.getByRole('radio', { name: 'Image' })).toBeChecked();
    await expect(page.getByRole('img', { name: 'Current picture for question image' })).toBeVisible();
    await expect(page.getByLabel('Correct answer')).toHaveValue('B');
    await expect(page.getByLabel('Option D text')).toHaveValue('None of these');
    await expect(page.getByRole('img', { name: 'Current picture for option a image' })).toBeVisible();

    await questionText.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(`Edited ${tag}: which figure comes next?`);
    await page.getByLabel('Option D text').fill('All of these');
    await page.getByLabel('Correct answer').selectOption('D');
    const started = Date.now();
    await page.getByRole('button', { name: 'Update Question' }).click();
    await expect(page.getByText('Question updated successfully!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update Question' })).toBeDisabled();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);

    await page.goto(`/practice/${topicSlug}/${subtopicSlug}`);
    const card = page.getByTestId('question-card');
    await expect(card).toContainText(`Edited ${tag}: which figure comes next?`);
    await expect(card.getByRole('img', { name: 'Option A' })).toBeVisible();
    await expect(card.getByRole('img', { name: 'Figure for question 1' })).toBeVisible();
    await card.getByRole('button', { name: /Option D/ }).click();
    await expect(card.getByText('Correct! D is the right answer.')).toBeVisible();

    // Reopening the edit screen shows the stored values (never an earlier copy).
    await page.goto(`/edit-question/${questionId}`);
    await expect(page.getByLabel('Correct answer')).toHaveValue('D');
    await expect(page.getByLabel('Option D text')).toHaveValue('All of these');
  });

  test('delete the question from /manage-questions; it leaves the practice page', async ({ page }) => {
    await page.goto('/manage-questions');
    await page.getByLabel('Filter type').selectOption('subtopic');
    await page.getByLabel('Subtopic').selectOption(subtopicSlug);
    await expect(page.getByTestId('question-row')).toHaveCount(1);

    const dismissed = dismissNextDialog(page);
    await page.getByRole('button', { name: 'Delete question 1', exact: true }).click();
    expect(await dismissed).toBe('Are you sure you want to delete this question? This action cannot be undone.');
    await expect(page.getByTestId('question-row')).toHaveCount(1);

    const accepted = acceptNextDialog(page);
    await page.getByRole('button', { name: 'Delete question 1', exact: true }).click();
    expect(await accepted).toBe('Are you sure you want to delete this question? This action cannot be undone.');
    await expect(page.getByRole('status')).toHaveText('Question deleted successfully!');
    await expect(page.getByTestId('question-row')).toHaveCount(0);
    await expect(page.getByText('No questions found with the current filters')).toBeVisible();
    await expect(page.getByRole('status')).toBeHidden({ timeout: 4_500 });

    const response = await page.request.get(`/api/questions/id/${questionId}`);
    expect(response.status()).toBe(404);
    await page.goto(`/practice/${topicSlug}/${subtopicSlug}`);
    await expect(page.getByTestId('question-card')).toHaveCount(0);
  });

  test('delete the subtopic in /manage-subtopics and the topic in /add-topic', async ({ page }) => {
    await page.goto('/manage-subtopics');
    await page.getByLabel('Filter by topic').selectOption({ label: titleCase(topicSlug) });
    const list = page.getByRole('list', { name: /Subtopics of/ });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    const confirm = acceptNextDialog(page);
    await list.getByRole('button', { name: `Delete ${titleCase(subtopicSlug)}` }).click();
    expect(await confirm).toBe(`Are you sure you want to delete "${titleCase(subtopicSlug)}"? This action cannot be undone.`);
    await expect(page.getByRole('status')).toHaveText('Subtopic deleted successfully!');
    // The list reloads: the topic has none left.
    await expect(page.getByText('This topic has no subtopics yet.')).toBeVisible();

    await page.goto('/add-topic');
    const topics = page.getByRole('list', { name: /Existing Topics/ });
    const row = topics.getByRole('listitem').filter({ hasText: topicSlug });
    const confirmTopic = acceptNextDialog(page);
    await row.getByRole('button', { name: /^Delete / }).click();
    expect(await confirmTopic).toBe(`Are you sure you want to delete "${titleCase(topicSlug)}"? This action cannot be undone.`);
    await expect(page.getByRole('status')).toHaveText('Topic deleted successfully!');
    await expect(topics.getByText(topicSlug, { exact: true })).toHaveCount(0);
    const remaining = await json<Array<{ _id: string }>>(page.request, '/api/topics/all');
    expect(remaining.some((topic) => topic._id === topicId)).toBe(false);
  });
});

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

    while ((await rows.count()) > 2) await page.getByRole('button', { name: /^Remove option/ }).first().click();
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
    await page.getByLabel('Option A image').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
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

    await page.route('**/api/questions/add', (route) => route.fulfill({ status: 400, json: { message: 'The selected subtopic does not exist' } }));
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
    const editorChunks: string[] = [];
    page.on('request', (request) => {
      if (/TiptapEditor|RichTextEditor-/.test(request.url()) && !request.url().includes('notes')) editorChunks.push(request.url());
    });
    await page.goto('/practice');
    await expect(page.getByRole('heading', { name: 'Practice Topics' })).toBeVisible();
    await page.goto('/practice/general-aptitude');
    await expect(page.getByRole('heading', { level: 1, name: 'General Aptitude' })).toBeVisible();
    expect(editorChunks.filter((url) => url.includes('TiptapEditor'))).toEqual([]);

    await page.goto('/add-question');
    const toolbar = page.getByRole('toolbar', { name: 'Explanation (optional) formatting' });
    const tools = ['Heading 1', 'Heading 2', 'Heading 3', 'Bold', 'Italic', 'Underline', 'Strikethrough', 'Numbered list', 'Bulleted list', 'Link', 'Clear formatting'];
    await expect(toolbar.getByRole('button')).toHaveCount(tools.length);
    expect(await toolbar.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))).toEqual(tools);
    expect(editorChunks.some((url) => url.includes('TiptapEditor'))).toBe(true);

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
    const subtopic = await page.request.post('/api/subtopics/add', { data: { subtopic_name: `e2e keep ${tag}`, topic_id: (await topic.json())._id } });
    expect(subtopic.status()).toBe(201);
    const created = await page.request.post('/api/questions/add', {
      data: {
        question: '<p>Solve x<sup>2</sup> = 16 for H<sub>2</sub>O with <code>x</code></p>',
        question_type: 'text',
        subtopic_id: (await subtopic.json())._id,
        explanation:
          '<p>Steps:</p><pre><code>x = 4</code></pre><table><thead><tr><th>Root</th><th>Sign</th></tr></thead><tbody><tr><td>4</td><td>+</td></tr><tr><td colspan="2">both</td></tr></tbody></table>',
        options: JSON.stringify([{ option_type: 'text', option_text: '4' }, { option_type: 'text', option_text: '8' }]),
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
    const byAnswer = bulk.filter((record) => record.question.answer.replace(/<[^>]+>/g, '').toLowerCase().includes(answerText.toLowerCase()) || record.question.question.replace(/<[^>]+>/g, '').toLowerCase().includes(answerText.toLowerCase()));
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

test.describe('admin screens on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of ['/dashboard', '/add-exam', '/manage-exams', '/add-topic', '/add-subtopic', '/manage-subtopics', '/add-question', '/manage-questions']) {
    test(`${path} fits without sideways scrolling`, async ({ page }, testInfo) => {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
      if (path === '/manage-questions') {
        await page.getByLabel('Filter type').selectOption('subtopic');
        await page.getByLabel('Subtopic').selectOption('bulk-set-1');
        await expect(page.getByTestId('question-row')).toHaveCount(10);
      }
      if (path === '/add-question') {
        await expect(page.getByRole('toolbar', { name: 'Question text formatting' })).toBeVisible();
        await page.getByLabel('Option A type').selectOption('image');
      }
      if (path === '/manage-exams') await expect(page.locator('tbody tr').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath('phone.png'), fullPage: true });
    });
  }
});
