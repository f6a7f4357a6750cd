import { expect, test } from './support/test';
import { region, type StoredPattern, type StoredSheet, useAdminWorkflows } from './support/patterns-cheatsheets';

// Admin screens for exam patterns and cheatsheets (admin-area.md §2–§5, §8, §9), against the real stack.
// Every record is named with Date.now() and deleted again (afterEach), so reruns never collide and the demo
// content the public specs count is left as it was.

useAdminWorkflows();

test('the edit forms load a demo exam pattern and a demo cheatsheet and save them back unchanged', async ({ page }) => {
  const withoutTimes = (record: Record<string, unknown>) => {
    const { updatedAt: _updated, createdAt: _created, ...rest } = record;
    return rest;
  };

  const list = await page.request.get('/api/exam-patterns/admin/all?limit=100&search=SSC%20CGL');
  const pattern = ((await list.json()) as { examPatterns: StoredPattern[] }).examPatterns.find(
    (entry) => entry.exam_name === 'SSC CGL Tier 1',
  )!;
  expect(pattern.sections.length).toBeGreaterThan(1);
  await page.goto(`/edit-exam-pattern/${pattern._id}`);
  await expect(region(page, 'Basic Information').getByLabel('Exam Name')).toHaveValue('SSC CGL Tier 1');
  await page.getByRole('button', { name: 'Update Exam Pattern' }).click();
  await expect(page.getByText('Exam pattern updated successfully! Redirecting...')).toBeVisible();
  const storedPattern = (await (await page.request.get(`/api/exam-patterns/${pattern._id}`)).json()) as Record<string, unknown>;
  expect(withoutTimes(storedPattern)).toEqual(withoutTimes(pattern as unknown as Record<string, unknown>));

  const sheets = await page.request.get('/api/cheatsheets/admin/all?limit=100&search=Git%20Commands');
  const summary = ((await sheets.json()) as { cheatsheets: StoredSheet[] }).cheatsheets.find((entry) => entry.title === 'Git Commands')!;
  const before = (await (await page.request.get(`/api/cheatsheets/admin/${summary._id}`)).json()) as Record<string, unknown>;
  await page.goto(`/edit-cheatsheet/${summary._id}`);
  await expect(region(page, 'Basic Information').getByLabel('Title')).toHaveValue('Git Commands');
  await page.getByRole('button', { name: 'Update Cheatsheet' }).click();
  await expect(page.getByText('Cheatsheet updated successfully!')).toBeVisible();
  const after = (await (await page.request.get(`/api/cheatsheets/admin/${summary._id}`)).json()) as Record<string, unknown>;
  expect(withoutTimes(after)).toEqual(withoutTimes(before));
});
