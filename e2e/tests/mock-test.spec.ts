import { expect, test, type APIRequestContext, type Page } from './support/test';

interface Option {
  _id: string;
  option_text: string;
}
interface QuestionRecord {
  question: { _id: string; answer: string };
  options: Option[];
}

const SUBTOPIC = 'percentages';
const TEST_URL = `/onlinetest/${SUBTOPIC}`;
const T0 = new Date('2026-01-15T09:00:00Z').getTime();
const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * Playwright's fake clock: installed before the page loads and left running while it loads (React reveals
 * lazy pages with timers), then paused at a known moment so only fastForward/runFor move it and every figure
 * on screen is exact.
 */
const installClock = (page: Page) => page.clock.install({ time: T0 });
const pauseAt = (page: Page, at: number) => page.clock.pauseAt(new Date(at));

/** The deadline the page stored for this subtopic (ms since the epoch). */
const storedDeadline = (page: Page) =>
  page.evaluate(
    (key) => (JSON.parse(window.localStorage.getItem(key) ?? 'null') as { deadline: number } | null)?.deadline ?? NaN,
    `mockTest:${SUBTOPIC}`,
  );

/** m:ss of the whole seconds left at `now`, the way a countdown shows them (rounded up). */
const clockText = (deadline: number, now: number) => {
  const seconds = Math.max(0, Math.ceil((deadline - now) / SECOND));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** The demo questions of the subtopic, read from the API: the bank the test's questions are drawn from. */
async function loadQuestions(request: APIRequestContext): Promise<QuestionRecord[]> {
  const response = await request.get(`/api/questions/subtopic/${SUBTOPIC}`);
  expect(response.ok()).toBe(true);
  const records = (await response.json()) as QuestionRecord[];
  expect(records.length).toBeGreaterThanOrEqual(5);
  return records;
}
/**
 * The questions the server drew for the attempt on screen, in the order the test shows them: the page stores
 * them with the session (a reload resumes the same draw), so the test knows which option is right.
 */
async function drawnQuestions(page: Page): Promise<QuestionRecord[]> {
  await expect(timer(page).or(page.getByRole('heading', { name: 'Test Complete!' }))).toBeVisible();
  return page.evaluate(
    (key) => (JSON.parse(window.localStorage.getItem(key) ?? 'null') as { questions?: QuestionRecord[] } | null)?.questions ?? [],
    `mockTest:${SUBTOPIC}`,
  );
}
const correctIndex = (record: QuestionRecord) => record.options.findIndex((option) => option.option_text === record.question.answer);
const wrongIndex = (record: QuestionRecord) => record.options.findIndex((option) => option.option_text !== record.question.answer);
const letter = (index: number) => String.fromCharCode(65 + index);

/** The radio of option `index` on the question on screen ('Option B: …'). */
const option = (page: Page, index: number) => page.getByRole('radio', { name: new RegExp(`^Option ${letter(index)}:`) });
const timer = (page: Page) => page.getByRole('timer');
const counter = (page: Page) => page.getByText(/^Question \d+ of \d+/);

test('a full mock test: answer, change an answer, skip, stay within bounds, submit and review', async ({ page, request }) => {
  const bank = await loadQuestions(request);
  const questionCalls: string[] = [];
  page.on('request', (call) => {
    if (new URL(call.url()).pathname.startsWith('/api/questions')) questionCalls.push(call.url());
  });

  await page.goto('/test-topics');
  await expect(page.getByRole('heading', { level: 1, name: 'Select a Topic' })).toBeVisible();
  await page.getByRole('link', { name: /General Aptitude/ }).click();
  await expect(page).toHaveURL(/\/test-topics\/general-aptitude$/);
  await expect(page.getByRole('link', { name: /Back to Topics/ })).toBeVisible();
  await page.getByRole('link', { name: /^Percentages/ }).click();
  await expect(page).toHaveURL(new RegExp(`${TEST_URL}$`));

  // The server drew the test (up to 30 questions, no repeats, all of this subtopic); no whole list was loaded.
  const records = await drawnQuestions(page);
  const total = records.length;
  expect(total).toBe(Math.min(30, bank.length));
  expect(new Set(records.map((record) => record.question._id)).size).toBe(total);
  const bankIds = new Set(bank.map((record) => record.question._id));
  expect(records.every((record) => bankIds.has(record.question._id))).toBe(true);
  expect(questionCalls.map((url) => new URL(url).search)).toEqual(['?sample=30']);

  await expect(counter(page)).toContainText(`Question 1 of ${total}`);
  await expect(timer(page)).toHaveText(/^(30:00|29:5\d)$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/test/${SUBTOPIC}$`));
  await expect(page.getByRole('progressbar', { name: 'Test progress' })).toHaveAttribute('aria-valuenow', '1');
  for (let index = 0; index < records[0].options.length; index++) await expect(option(page, index)).toBeVisible();

  // Never below the first question.
  await expect(page.getByRole('button', { name: /Previous/ })).toBeDisabled();

  // Q1 right.
  await option(page, correctIndex(records[0])).check();
  await page.getByRole('button', { name: /Next/ }).click();
  await expect(counter(page)).toContainText(`Question 2 of ${total}`);
  // Q2 wrong.
  await option(page, wrongIndex(records[1])).check();
  await page.getByRole('button', { name: /Next/ }).click();
  // Q3 skipped.
  await page.getByRole('button', { name: /Next/ }).click();
  // Q4 wrong at first, then changed to the right answer.
  await option(page, wrongIndex(records[3])).check();
  await option(page, correctIndex(records[3])).check();
  await expect(option(page, correctIndex(records[3]))).toBeChecked();
  await expect(option(page, wrongIndex(records[3]))).not.toBeChecked();

  // Back to Q2: its answer is still there.
  await page.getByRole('button', { name: /Previous/ }).click();
  await page.getByRole('button', { name: /Previous/ }).click();
  await expect(counter(page)).toContainText(`Question 2 of ${total}`);
  await expect(option(page, wrongIndex(records[1]))).toBeChecked();

  // To the last question: Next gives way to Submit Test; never beyond the last.
  for (let position = 2; position < total; position++) await page.getByRole('button', { name: /Next/ }).click();
  await expect(counter(page)).toContainText(`Question ${total} of ${total}`);
  await expect(page.getByRole('button', { name: /Next/ })).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: 'Test progress' })).toHaveAttribute('aria-valuenow', String(total));
  await page.getByRole('button', { name: 'Submit Test' }).click();

  await expect(page.getByRole('heading', { name: 'Test Complete!' })).toBeVisible();
  await expect(page.getByTestId('score-percentage')).toHaveText(`${Math.round((2 / total) * 100)}%`);
  await expect(page.getByText('You got 2 out of 3 answered questions correct')).toBeVisible();
  await expect(page.getByTestId('skipped-count')).toHaveText(`${total - 3} skipped`);

  const review = page.getByRole('region', { name: 'Question Review' }).locator(':scope > ol > li');
  await expect(review).toHaveCount(total);
  await expect(review.nth(0)).toHaveAttribute('data-status', 'correct');
  await expect(review.nth(1)).toHaveAttribute('data-status', 'wrong');
  await expect(review.nth(2)).toHaveAttribute('data-status', 'skipped');
  await expect(review.nth(2)).toContainText('Skipped – not answered');
  await expect(review.nth(3)).toHaveAttribute('data-status', 'correct');

  // Q2: the correct option is marked, and so is the student's wrong choice.
  const q2Options = review.nth(1).getByRole('listitem');
  await expect(q2Options.nth(correctIndex(records[1]))).toContainText('✓ Correct answer');
  await expect(q2Options.nth(wrongIndex(records[1]))).toContainText('✗ Your answer');
  await expect(review.nth(1).getByText('✗ Your answer')).toHaveCount(1);
  // Q3 (skipped): the correct option is still shown, and no choice.
  await expect(review.nth(2).getByRole('listitem').nth(correctIndex(records[2]))).toContainText('✓ Correct answer');
  await expect(review.nth(2).getByText(/Your answer/)).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to Topics' }).click();
  await expect(page).toHaveURL(/\/test-topics$/);
});

test('a reload mid-test keeps the clock running from the true remaining time, the answers and the question', async ({ page }) => {
  await installClock(page);
  await page.goto(`/test/${SUBTOPIC}`);
  await expect(timer(page)).toHaveText(/^(30:00|29:5\d)$/);
  const records = await drawnQuestions(page);

  await option(page, correctIndex(records[0])).check();
  await page.getByRole('button', { name: /Next/ }).click();
  await option(page, wrongIndex(records[1])).check();
  await page.getByRole('button', { name: /Next/ }).click();
  await expect(counter(page)).toContainText('Question 3 of');

  const deadline = await storedDeadline(page);
  expect(deadline).toBeGreaterThanOrEqual(T0 + 30 * MINUTE);
  expect(deadline).toBeLessThan(T0 + 31 * MINUTE);
  await pauseAt(page, T0 + MINUTE);
  await expect(timer(page)).toHaveText(clockText(deadline, T0 + MINUTE));
  await page.clock.fastForward('07:30');
  await expect(timer(page)).toHaveText(clockText(deadline, T0 + MINUTE + 450 * SECOND));

  // Reload 10 minutes in: the countdown shows what is truly left (about 20 minutes), not a fresh 30:00.
  await page.clock.resume();
  const callsAfterReload: string[] = [];
  page.on('request', (call) => {
    if (new URL(call.url()).pathname.startsWith('/api/questions')) callsAfterReload.push(call.url());
  });
  await page.reload();
  await expect(timer(page)).toBeVisible();
  await pauseAt(page, T0 + 10 * MINUTE);
  await expect(timer(page)).toHaveText(clockText(deadline, T0 + 10 * MINUTE));
  expect(await storedDeadline(page)).toBe(deadline);

  // The same draw, the same question, the same answers: the reload asked the server for nothing.
  expect(callsAfterReload).toEqual([]);
  expect((await drawnQuestions(page)).map((record) => record.question._id)).toEqual(records.map((record) => record.question._id));
  await expect(counter(page)).toContainText('Question 3 of');
  await page.getByRole('button', { name: /Previous/ }).click();
  await expect(option(page, wrongIndex(records[1]))).toBeChecked();
  await page.getByRole('button', { name: /Previous/ }).click();
  await expect(option(page, correctIndex(records[0]))).toBeChecked();

  // And it keeps ticking once a second.
  await page.clock.runFor(5 * SECOND);
  await expect(timer(page)).toHaveText(clockText(deadline, T0 + 10 * MINUTE + 5 * SECOND));
});

test('the test submits itself when the clock reaches zero, announcing the last minute', async ({ page }) => {
  await installClock(page);
  await page.goto(TEST_URL);
  const records = await drawnQuestions(page);
  await option(page, correctIndex(records[0])).check();

  const deadline = await storedDeadline(page);
  await pauseAt(page, T0 + MINUTE);
  // The live region stays silent until the last minute (it does not read out every second).
  const liveRegion = page.locator('[aria-live="assertive"]');
  await page.clock.fastForward(deadline - (T0 + MINUTE) - 62 * SECOND);
  await expect(timer(page)).toHaveText('1:02');
  await expect(liveRegion).toHaveText('');
  await page.clock.runFor(2 * SECOND);
  await expect(timer(page)).toHaveText('1:00');
  await expect(liveRegion).toHaveText('1 minute left');
  await page.clock.runFor(30 * SECOND);
  await expect(timer(page)).toHaveText('0:30');
  await expect(liveRegion).toHaveText('30 seconds left');
  await page.clock.runFor(29 * SECOND);
  await expect(timer(page)).toHaveText('0:01');
  await expect(page.getByRole('heading', { name: 'Test Complete!' })).toHaveCount(0);

  await page.clock.runFor(SECOND);
  await expect(page.getByRole('heading', { name: 'Test Complete!' })).toBeVisible();
  await expect(page.getByTestId('score-percentage')).toHaveText(`${Math.round((1 / records.length) * 100)}%`);
  await expect(page.getByText('You got 1 out of 1 answered questions correct')).toBeVisible();
  await expect(page.getByTestId('skipped-count')).toHaveText(`${records.length - 1} skipped`);
});

test('a test reopened after its deadline submits at once; Retake Test starts a fresh one', async ({ page }) => {
  await installClock(page);
  await page.goto(TEST_URL);
  const records = await drawnQuestions(page);
  await option(page, wrongIndex(records[0])).check();
  await expect(option(page, wrongIndex(records[0]))).toBeChecked();

  // Leave the test, come back 45 minutes later.
  await page.goto('/test-topics');
  await expect(page.getByRole('heading', { name: 'Select a Topic' })).toBeVisible();
  await page.clock.fastForward('45:00');
  await page.goto(TEST_URL);

  await expect(page.getByRole('heading', { name: 'Test Complete!' })).toBeVisible();
  await expect(timer(page)).toHaveCount(0);
  await expect(page.getByText('You got 0 out of 1 answered questions correct')).toBeVisible();
  await expect(page.getByTestId('score-percentage')).toHaveText('0%');
  // Time taken is the full 30 minutes (submitted at the deadline), not 45.
  await expect(page.getByText('30:00 time taken')).toBeVisible();

  // A reload still shows the finished attempt.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Test Complete!' })).toBeVisible();

  const retakeAt = T0 + 50 * MINUTE;
  await pauseAt(page, retakeAt);
  await page.getByRole('button', { name: 'Retake Test' }).click();
  await expect(counter(page)).toContainText(`Question 1 of ${records.length}`);
  await expect(timer(page)).toHaveText('30:00');
  await expect(option(page, wrongIndex(records[0]))).not.toBeChecked();
  expect(await storedDeadline(page)).toBe(retakeAt + 30 * MINUTE);
  await page.clock.runFor(3 * SECOND);
  await expect(timer(page)).toHaveText('29:57');

  // The new attempt survives a reload too.
  await page.clock.resume();
  await page.reload();
  await expect(timer(page)).toBeVisible();
  await pauseAt(page, retakeAt + MINUTE);
  await expect(timer(page)).toHaveText('29:00');
});
