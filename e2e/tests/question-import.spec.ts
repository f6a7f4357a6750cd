import { expect, test, type Page } from './support/test';
import { runTag, signIn } from './support/admin';
import { removeTaggedContent } from './support/admin-content';
import { csv, makeImportTargets, questionsIn } from './support/question-import';

// /import-questions: the dry-run report, all-or-nothing and skip_invalid imports, the template, export,
// and the screen on a phone.

const tag = runTag();
let targets: Awaited<ReturnType<typeof makeImportTargets>>;

test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  await signIn(api);
  targets = await makeImportTargets(api, tag, 'screen');
  await api.dispose();
});
test.beforeEach(async ({ page }) => {
  await signIn(page.request);
});
test.afterAll(async ({ baseURL }) => removeTaggedContent(baseURL, tag));

const COLUMNS = ['subtopic', 'question', 'option_a', 'option_b', 'option_c', 'correct', 'explanation', 'exams'];
/** Line 2 valid; line 3 a letter naming no option; line 4 an unknown subtopic. */
const mixedFile = (name: string) => ({
  name: `${name}-${tag}.csv`,
  mimeType: 'text/csv',
  buffer: Buffer.from(
    csv(COLUMNS, [
      [targets.subtopic, `${name} ${tag}: what is 2 + 2?`, '4', '5', '', 'A', 'Two and two.', ''],
      [targets.subtopic, `${name} ${tag}: what is 3 + 3?`, '6', '7', '', 'G', '', ''],
      [`no-such-subtopic-${tag}`, `${name} ${tag}: what is 4 + 4?`, '8', '9', '', 'A', '', ''],
    ]),
  ),
});

async function openScreen(page: Page) {
  await page.goto('/import-questions');
  await expect(page.getByRole('heading', { name: 'Import Questions', level: 1 })).toBeVisible();
}

test('the dashboard links to the screen; without a session it goes to /login; it is never indexed', async ({ page, browser, baseURL }) => {
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Import / Export Questions' }).click();
  await expect(page).toHaveURL(/\/import-questions$/);
  await expect(page.getByRole('button', { name: 'Check file' })).toBeDisabled();

  const html = await (await page.request.get('/import-questions')).text();
  expect(html).toContain('noindex');

  const stranger = await browser.newContext({ baseURL });
  const strangerPage = await stranger.newPage();
  await strangerPage.goto('/import-questions');
  await expect(strangerPage).toHaveURL(/\/login$/);
  await stranger.close();
});

test('a valid file imports with a progress bar (default subtopic and exam), and its questions are in Manage Questions', async ({
  page,
}) => {
  await openScreen(page);
  const file = csv(
    ['question', 'option_a', 'option_b', 'option_c', 'option_d', 'correct', 'explanation'],
    [
      [`Valid ${tag}: the square of $x = 3$?`, '$9$', '$6$', '$3$', '$27$', 'a', 'Three times three.'],
      [`Valid ${tag}: a hexagon's sides?`, '5', '6', '7', '8', 'B', ''],
    ],
  );
  await page.getByLabel('Question file').setInputFiles({ name: `valid-${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(file) });
  await page.getByLabel('Default subtopic (optional)').selectOption(targets.subtopic);
  await page.getByRole('checkbox', { name: targets.exam }).check();

  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByRole('status')).toHaveText('The file is ready: 2 rows valid, no errors.');
  await expect(page.getByRole('table')).toHaveCount(0);

  // Held on its way until the bar has been seen: "Uploading…" at first, then "Writing 2 questions…".
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/questions/import', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('progressbar', { name: /Uploading…|Writing 2 questions…/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Importing...' })).toBeDisabled();
  release();
  await expect(page.getByRole('status')).toHaveText('Imported 2 questions.');
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  const stored = await questionsIn(page.request, targets.subtopic);
  const imported = stored.filter((record) => record.question.question.includes(`Valid ${tag}`));
  expect(imported).toHaveLength(2);
  for (const record of imported) expect(record.question.exam_ids).toHaveLength(1);
  expect(imported.map((record) => record.question.answer).sort()).toEqual(['$9$', '6']);

  await page.getByRole('link', { name: 'See the questions in Manage Questions' }).click();
  await page.getByLabel('Filter type').selectOption('subtopic');
  await page.getByLabel('Subtopic').selectOption(targets.subtopic);
  await expect(page.getByTestId('question-row').filter({ hasText: `Valid ${tag}` })).toHaveCount(2);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the screen and its report fit without sideways scrolling, and work from the keyboard', async ({ page }, testInfo) => {
    await openScreen(page);
    await page.getByLabel('Question file').setInputFiles(mixedFile('phone'));
    const check = page.getByRole('button', { name: 'Check file' });
    await check.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('table', { name: /Rows with errors/ }).locator('tbody tr')).toHaveCount(2);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath('phone.png'), fullPage: true });
  });
});
