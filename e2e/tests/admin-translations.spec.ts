import { expect, test } from './support/test';
import { acceptNextDialog, runTag, signIn } from './support/admin';
import { json, removeTaggedContent, type QuestionRecord } from './support/admin-content';

// The language switch of the admin forms (English / हिंदी). हिंदी edits the document's Hindi version: its
// texts only, with the English ones shown under each field and what both languages share read-only.

const tag = runTag();

test.beforeEach(async ({ page }) => {
  await signIn(page.request);
});

test.afterAll(async ({ baseURL }) => removeTaggedContent(baseURL, tag));

test('a question: switch to हिंदी, write its Hindi version, save; the site serves it, English stays as it was', async ({ page }) => {
  const topic = await page.request.post('/api/topics/add', { data: { topic_name: `e2e hindi ${tag}` } });
  const subtopic = await page.request.post('/api/subtopics/add', {
    data: { subtopic_name: `e2e hindi ${tag}`, topic_id: (await topic.json())._id },
  });
  const created = await page.request.post('/api/questions/add', {
    data: {
      question: '<p>What is 20% of 150?</p>',
      question_type: 'text',
      subtopic_id: (await subtopic.json())._id,
      explanation: '<p>150 × 0.2 = 30.</p>',
      options: JSON.stringify(['25', '30', '35', '40'].map((option_text) => ({ option_type: 'text', option_text }))),
      answer: '30',
      exam_ids: '[]',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as QuestionRecord).question._id;

  await page.goto(`/edit-question/${id}`);
  const switcher = page.getByRole('group', { name: 'Language of this form' });
  await expect(switcher.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  // An unsaved English edit survives a trip to the Hindi form and back.
  await page.getByLabel('Option D text').fill('45');
  await switcher.getByRole('button', { name: 'हिंदी' }).click();
  await expect(page).toHaveURL(/[?&]language=hi\b/);
  await expect(page.getByText('No हिंदी version yet')).toBeVisible();
  // What both languages share is shown, not editable here.
  await expect(page.getByRole('definition').filter({ hasText: /^B$/ })).toBeVisible();
  await expect(page.getByText('English: What is 20% of 150?')).toBeVisible();
  await expect(page.getByLabel('Option D text')).toBeHidden();

  await page.getByRole('textbox', { name: 'Question text (Hindi)' }).fill('150 का 20% कितना है?');
  for (const [letter, text] of [
    ['A', 'पच्चीस'],
    ['B', 'तीस'],
    ['C', 'पैंतीस'],
    ['D', 'चालीस'],
  ])
    await page.getByLabel(`Option ${letter} (Hindi)`).fill(text);
  const saved = page.waitForResponse(
    (response) => response.url().includes(`/api/translations/questions/${id}`) && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save हिंदी version' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'हिंदी version saved.' })).toBeVisible();

  const hindi = await json<QuestionRecord & { question: { locale: string } }>(page.request, `/api/questions/id/${id}?locale=hi`);
  expect(hindi.question).toMatchObject({ question: '<p>150 का 20% कितना है?</p>', answer: 'तीस', locale: 'hi' });
  expect(hindi.options.map((option) => option.option_text)).toEqual(['पच्चीस', 'तीस', 'पैंतीस', 'चालीस']);
  const english = await json<QuestionRecord>(page.request, `/api/questions/id/${id}`);
  expect(english.question.question).toBe('<p>What is 20% of 150?</p>');

  // Back in English, the unsaved edit is still there; a reload with ?language=hi opens the saved Hindi version.
  await switcher.getByRole('button', { name: 'English' }).click();
  await expect(page).not.toHaveURL(/language=/);
  await expect(page.getByLabel('Option D text')).toHaveValue('45');
  await page.goto(`/edit-question/${id}?language=hi`);
  await expect(page.getByText('This हिंदी version is what हिंदी readers see.')).toBeVisible();
  await expect(page.getByLabel('Option B (Hindi)')).toHaveValue('तीस');

  // Removing it: Hindi readers get the English question again.
  const confirmed = acceptNextDialog(page);
  await page.getByRole('button', { name: 'Remove हिंदी version' }).click();
  expect(await confirmed).toContain('Remove the हिंदी version?');
  await expect(page.getByText('No हिंदी version yet')).toBeVisible();
  expect((await json<{ question: { locale: string } }>(page.request, `/api/questions/id/${id}?locale=hi`)).question.locale).toBe('en');
});
