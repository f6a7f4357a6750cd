import { expect, test } from './support/test';
import { acceptNextDialog, dismissNextDialog, runTag, signIn } from './support/admin';
import { removeTaggedContent } from './support/admin-content';

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
});

test.describe('topics and subtopics', () => {});

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
