import { expect, test, untilInteractive } from './support/test';
import { runTag, signIn } from './support/admin';
import { removeTaggedContent, type QuestionRecord } from './support/admin-content';

// A mistake's whole loop at 360 px: a student reports it from a practice page (no account), an administrator finds
// it on /manage-reports, corrects the answer with the question form and marks the report fixed, and the student's
// link then reads "Reported · fixed". The question is this run's own, so no other spec sees its answer change.

const tag = runTag();
const name = `e2e-reports-${tag}`;
const practicePath = `/practice/${name}/${name}`;
let questionId = '';

test.use({ viewport: { width: 360, height: 740 } });

test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  await signIn(api);
  const topic = await api.post('/api/topics/add', { data: { topic_name: name } });
  expect(topic.status(), await topic.text()).toBe(201);
  const subtopic = await api.post('/api/subtopics/add', { data: { subtopic_name: name, topic_id: (await topic.json())._id } });
  expect(subtopic.status(), await subtopic.text()).toBe(201);
  const created = await api.post('/api/questions/add', {
    data: {
      question: `<p>What is 15% of 200? (run ${tag})</p>`,
      question_type: 'text',
      subtopic_id: (await subtopic.json())._id,
      explanation: '<p>15 × 2 = 30.</p>',
      // The mistake the student will find: the stored answer is 35.
      options: JSON.stringify([
        { option_type: 'text', option_text: '30' },
        { option_type: 'text', option_text: '35' },
      ]),
      answer: '35',
      exam_ids: '[]',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  questionId = ((await created.json()) as QuestionRecord).question._id;
  await api.dispose();
});

test.afterAll(async ({ baseURL }) => removeTaggedContent(baseURL, tag));

test('a student reports a wrong answer; an administrator corrects it and marks it fixed; the student sees "fixed"', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const card = page.locator(`[data-question-id="${questionId}"]`);

  await test.step('the student reports it from the practice page, without an account', async () => {
    await page.goto(practicePath);
    await untilInteractive(page);
    await card.getByRole('button', { name: /^Option A:/ }).click();
    await card.getByRole('button', { name: 'Report a mistake' }).click();

    const dialog = page.getByRole('dialog', { name: 'Report a mistake' });
    await expect(dialog).toBeVisible();
    // Sending without a reason says what is missing and sends nothing.
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Choose what is wrong first.')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Wrong answer' }).check();
    await dialog.getByRole('textbox', { name: /Note/ }).fill('15% of 200 is 30, not 35.');
    const sent = page.waitForResponse((response) => response.url().endsWith(`/api/questions/${questionId}/reports`));
    await dialog.getByRole('button', { name: 'Send report' }).click();
    expect((await sent).status()).toBe(201);
    const thanks = page.getByRole('dialog', { name: 'Thank you!' });
    await expect(thanks.getByRole('status')).toContainText('Your report reached our editors.');
    await thanks.getByRole('button', { name: 'Close' }).last().click();
    await expect(thanks).toBeHidden();
    await expect(card.getByRole('button', { name: 'Reported' })).toBeVisible();
  });

  await test.step('an administrator finds it on /manage-reports, corrects the answer and marks it fixed', async () => {
    const admin = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const adminPage = await admin.newPage();
    await signIn(adminPage.request);
    await adminPage.goto('/manage-reports');
    const reported = adminPage.getByRole('article').filter({ hasText: `run ${tag}` });
    await expect(reported).toBeVisible();
    await expect(reported).toContainText('15% of 200 is 30, not 35.');
    await expect(reported).toContainText('Wrong answer');

    // The existing question form: the right answer is option A.
    await reported.getByRole('link', { name: /Edit question/ }).click();
    await expect(adminPage).toHaveURL(new RegExp(`/edit-question/${questionId}$`));
    await expect(adminPage.getByText(/1 open report/)).toBeVisible();
    await adminPage.getByLabel('Correct answer').selectOption('A');
    await adminPage.getByRole('button', { name: 'Update Question' }).click();
    await expect(adminPage.getByText('Question updated successfully!')).toBeVisible();

    await adminPage.goto('/manage-reports');
    await reported.getByRole('button', { name: 'Mark fixed' }).click();
    const confirm = adminPage.getByRole('dialog', { name: 'Mark the reports fixed?' });
    await confirm.getByRole('textbox').fill('Answer corrected to 30.');
    await confirm.getByRole('button', { name: 'Mark fixed' }).click();
    await expect(adminPage.getByText('1 report marked fixed')).toBeVisible();
    await expect(reported).toHaveCount(0);
    await admin.close();
  });

  await test.step('the student\'s link reads "Reported · fixed", and option A is now the right answer', async () => {
    await page.reload();
    await untilInteractive(page);
    await card.getByRole('button', { name: /^Option A:/ }).click();
    await expect(card.getByRole('button', { name: /^Option A:/ })).toHaveAttribute('data-state', 'correct');
    // The link asks for the report's status once it comes on screen.
    await card.getByRole('button', { name: /^Reported/ }).scrollIntoViewIfNeeded();
    await expect(card.getByRole('button', { name: 'Reported · fixed' })).toBeVisible();
  });
});
