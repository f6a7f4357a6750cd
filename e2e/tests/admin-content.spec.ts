import { expect, test } from './support/test';
import { acceptNextDialog, dismissNextDialog, runTag, signIn } from './support/admin';
import { json, removeTaggedContent } from './support/admin-content';

// Admin screens for exams, topics and subtopics (admin-area.md: /add-exam, /manage-exams, /add-topic, /add-subtopic),
// and every admin screen on a phone.

const tag = runTag();
/** Everything this run creates carries the tag, so the clean-up finds it and reruns never collide. */
const examPrefix = `E2E Exam ${tag}`;

test.beforeEach(async ({ page }) => {
  await signIn(page.request);
});

// Whatever happens below, nothing of this run stays behind for the other specs (topic counts, exam lists...).
test.afterAll(async ({ baseURL }) => removeTaggedContent(baseURL, tag));

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

    // The list panel scrolls at about 24rem, in a named region keyboard users can focus to scroll it.
    const scroller = page.getByRole('region', { name: 'Existing Exams, scrollable' });
    await expect(scroller).toHaveAttribute('tabindex', '0');
    await expect(scroller.getByRole('list', { name: /Existing Exams/ })).toBeVisible();
    expect(await scroller.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('384px');
    expect(await scroller.evaluate((element) => getComputedStyle(element).overflowY)).toBe('auto');

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
    for (const [suffix, level] of [
      ['One', 'Diploma'],
      ['Two', 'Diploma'],
      ['Three', 'Certificate'],
    ] as const) {
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

test.describe('admin screens on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of [
    '/dashboard',
    '/add-exam',
    '/manage-exams',
    '/add-topic',
    '/add-subtopic',
    '/manage-subtopics',
    '/add-question',
    '/manage-questions',
  ]) {
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
