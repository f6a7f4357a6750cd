import { expect, test } from './support/test';
import { runTag, signIn } from './support/admin';
import { removeTaggedContent, type QuestionRecord } from './support/admin-content';

// A question held for tests (kept for its papers, absent from every public read) in the admin question form.

const tag = runTag();

test.beforeEach(async ({ page }) => {
  await signIn(page.request);
});

test.afterAll(async ({ baseURL }) => removeTaggedContent(baseURL, tag));

test('a question held for tests opens in the form with its box ticked; unticked and saved, it is public', async ({ page }) => {
  const topic = await page.request.post('/api/topics/add', { data: { topic_name: `e2e held ${tag}` } });
  const subtopic = await page.request.post('/api/subtopics/add', {
    data: { subtopic_name: `e2e held ${tag}`, topic_id: (await topic.json())._id },
  });
  const created = await page.request.post('/api/questions/add', {
    data: {
      question: '<p>Which paper keeps this question?</p>',
      subtopic_id: (await subtopic.json())._id,
      options: JSON.stringify([
        { option_type: 'text', option_text: 'Its own' },
        { option_type: 'text', option_text: 'None' },
      ]),
      answer: 'Its own',
      held_for_tests: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as QuestionRecord).question._id;
  expect((await page.request.get(`/api/questions/id/${id}`)).status()).toBe(404);

  await page.goto(`/edit-question/${id}`);
  const held = page.getByRole('checkbox', { name: 'Held for tests' });
  await expect(held).toBeChecked();
  await held.uncheck();
  await page.getByRole('button', { name: 'Update Question' }).click();
  await expect(page.getByText('Question updated successfully!')).toBeVisible();
  expect((await page.request.get(`/api/questions/id/${id}`)).status()).toBe(200);
});
