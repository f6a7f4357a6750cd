import { expect, test } from '@playwright/test';
import { pngFile, signIn } from './support/admin';

for (const [name, viewport] of [['desktop', { width: 1280, height: 900 }], ['phone', { width: 360, height: 740 }]] as const) {
  test.describe(name, () => {
    test.use({ viewport });
    test(`screens ${name}`, async ({ page }) => {
      await signIn(page.request);
      const shot = (file: string) => page.screenshot({ path: `/tmp/admin-a-shots/${name}-${file}.png`, fullPage: true });
      await page.goto('/add-exam');
      await expect(page.getByRole('list', { name: /Existing Exams/ })).toBeVisible();
      await page.getByRole('button', { name: 'Add Exam' }).click();
      await shot('add-exam');
      await page.goto('/manage-exams');
      await expect(page.locator('tbody tr').first()).toBeVisible();
      await shot('manage-exams');
      await page.goto('/add-topic');
      await page.getByLabel('Topic name').fill('Quantitative Aptitude & Maths');
      await shot('add-topic');
      await page.goto('/add-subtopic');
      await page.getByLabel('Topic', { exact: true }).selectOption({ index: 1 });
      await expect(page.getByRole('list', { name: 'Subtopics in this topic' })).toBeVisible();
      await shot('add-subtopic');
      await page.goto('/manage-subtopics');
      await page.getByLabel('Filter by topic').selectOption({ index: 2 });
      await expect(page.getByRole('list', { name: /Subtopics of/ })).toBeVisible();
      await shot('manage-subtopics');
      await page.goto('/add-question');
      await page.getByRole('textbox', { name: 'Question text' }).fill('What is the next figure?');
      await page.getByRole('radio', { name: 'Image' }).check();
      await page.getByLabel('Question image').setInputFiles(pngFile('q.png', [25, 42, 65], 80));
      await page.getByLabel('Option A type').selectOption('image');
      await page.getByLabel('Option A image').setInputFiles(pngFile('a.png', [192, 160, 99], 40));
      await page.getByLabel('Option B text').fill('Twelve');
      await page.getByRole('button', { name: 'Add Question' }).click();
      await shot('add-question');
      await page.goto('/manage-questions');
      await page.getByLabel('Filter type').selectOption('subtopic');
      await page.getByLabel('Subtopic').selectOption('bulk-set-1');
      await expect(page.getByTestId('question-row').first()).toBeVisible();
      await shot('manage-questions');
      await page.goto('/manage-questions');
      await page.getByLabel('Filter type').selectOption('subtopic');
      await page.getByLabel('Subtopic').selectOption('percentages');
      await expect(page.getByTestId('question-row').first()).toBeVisible();
      await page.getByTestId('question-row').first().getByRole('link').click();
      await expect(page.getByLabel('Correct answer')).not.toHaveValue('');
      await shot('edit-question');
    });
  });
}
