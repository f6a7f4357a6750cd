import { expect, test, type APIRequestContext, type Page } from './support/test';

interface QuestionRecord {
  question: { _id: string; answer: string; explanation: string | null; question_image_url: string | null };
  options: { _id: string; option_type: string; option_text: string; path_url: string | null }[];
}

async function questions(request: APIRequestContext, path: string): Promise<QuestionRecord[]> {
  const response = await request.get(path);
  expect(response.ok()).toBe(true);
  return response.json();
}
const storedIds = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('savedQuestions') ?? '[]') as string[]);
const seedIds = (page: Page, ids: string[]) =>
  page.addInitScript((value) => {
    // Only on the first document of the test: later navigations keep what the page stored.
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('savedQuestions', value);
      sessionStorage.setItem('seeded', '1');
    }
  }, JSON.stringify(ids));
const cards = (page: Page) => page.getByTestId('question-card');

async function expectImagesLoaded(page: Page) {
  const images = page.getByTestId('question-card').locator('img');
  const count = await images.count();
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('src', /^\/uploads\/[^/]+$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  }
  return count;
}

test('the saved page lists saved questions with working images, answers, explanation and Remove', async ({ page, request }) => {
  const records = await questions(request, '/api/questions/subtopic/direction-sense');
  const withQuestionImage = records.find((r) => r.question.question_image_url)!;
  const withOptionImages = records.find((r) => r.options.some((o) => o.path_url))!;
  expect(withQuestionImage && withOptionImages).toBeTruthy();

  // Save both from the practice page, as a student would.
  await page.goto('/practice/logical-reasoning/direction-sense');
  for (const record of [withQuestionImage, withOptionImages]) {
    await page.locator(`[data-question-id="${record.question._id}"]`).getByRole('button', { name: 'Save', exact: true }).click();
  }
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Saved' }).click();
  await expect(page).toHaveURL(/\/saved$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Practice\s*Saved Questions/);
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Questions' })).toBeVisible();
  await expect(cards(page)).toHaveCount(2);
  // Newest saved first.
  await expect(cards(page).first()).toHaveAttribute('data-question-id', withOptionImages.question._id);
  await expect(page.getByText('2 saved questions on this device')).toBeVisible();

  // Images are built from /uploads/{name} and really load (the original site built them wrongly).
  const expectedImages = [withQuestionImage, withOptionImages].reduce(
    (sum, r) => sum + (r.question.question_image_url ? 1 : 0) + r.options.filter((o) => o.path_url).length,
    0,
  );
  expect(expectedImages).toBeGreaterThanOrEqual(5);
  expect(await expectImagesLoaded(page)).toBe(expectedImages);

  // Answering works here too.
  const optionCard = cards(page).first();
  const correct = withOptionImages.options.findIndex((o) => o.option_text.toLowerCase() === withOptionImages.question.answer.toLowerCase());
  const letter = 'ABCD'[correct];
  const right = optionCard.getByRole('button', { name: `Option ${letter}: ${withOptionImages.options[correct].option_text}` });
  await right.click();
  await expect(right).toHaveAttribute('data-state', 'correct');

  // The explanation modal shows the correct answer.
  await optionCard.getByRole('button', { name: 'Explanation', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Correct answer');
  await expect(dialog).toContainText(new RegExp(`Correct answer\\s*${letter}\\s*${withOptionImages.options[correct].option_text}`));
  const answerImage = dialog.locator('img');
  await expect.poll(() => answerImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);

  // Remove takes it out of the list and out of storage.
  await optionCard.getByRole('button', { name: 'Remove' }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByText('1 saved question on this device')).toBeVisible();
  expect(await storedIds(page)).toEqual([withQuestionImage.question._id]);
  await page.reload();
  await expect(cards(page)).toHaveCount(1);

  await cards(page).first().getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('heading', { name: 'No Saved Questions' })).toBeVisible();
  expect(await storedIds(page)).toEqual([]);
  await page.getByRole('link', { name: 'Start Practicing' }).click();
  await expect(page).toHaveURL(/\/practice$/);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('saved questions with images fit the screen and can be removed', async ({ page, request }) => {
    const records = await questions(request, '/api/questions/subtopic/direction-sense');
    const ids = records.filter((r) => r.question.question_image_url || r.options.some((o) => o.path_url)).map((r) => r.question._id);
    await seedIds(page, ids);
    await page.goto('/saved');
    await expect(cards(page)).toHaveCount(ids.length);
    await expectImagesLoaded(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await cards(page).first().getByRole('button', { name: 'Remove' }).tap();
    await expect(cards(page)).toHaveCount(ids.length - 1);
  });
});
