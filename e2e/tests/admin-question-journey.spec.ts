import { expect, test } from './support/test';
import { acceptNextDialog, dismissNextDialog, pngFile, runTag, signIn } from './support/admin';
import { json, removeTaggedContent, titleCase, type Exam, type QuestionRecord } from './support/admin-content';

// One question's life through the admin screens and the public practice page: topic, subtopic, question with
// pictures, edit, delete.

const tag = runTag();
/** Everything this run creates carries the tag, so the clean-up finds it and reruns never collide. */
const topicName = `E2E Topic ${tag}`;
const topicSlug = `e2e-topic-${tag}`;
const subtopicName = `E2E Figures ${tag}`;
const subtopicSlug = `e2e-figures-${tag}`;
const longQuestion = `Which of the four figures below completes the pattern shown in the picture for run ${tag}? Look at the shading.`;

test.beforeEach(async ({ page }) => {
  await signIn(page.request);
});

// Whatever happens below, nothing of this run stays behind for the other specs (topic counts, exam lists...).
test.afterAll(async ({ baseURL }) => removeTaggedContent(baseURL, tag));

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

    const colours: Array<[number, number, number]> = [
      [200, 40, 40],
      [40, 160, 60],
      [40, 60, 200],
    ];
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

    const answered = page.waitForResponse(
      (response) => response.url().endsWith('/api/questions/add') && response.request().method() === 'POST',
    );
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
