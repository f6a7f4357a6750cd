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

test('the lists say when they cannot load, and keep the last list with the message when a reload fails', async ({ page }) => {
  for (const [path, api, failure, loaded] of [
    ['/manage-exam-patterns', '**/api/exam-patterns/admin/all?*', 'Failed to load exam patterns', 'Exam patterns'],
    ['/manage-cheatsheets', '**/api/cheatsheets/admin/all?*', 'Failed to load cheatsheets', 'Cheatsheets'],
  ]) {
    await page.route(api, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }));
    await page.goto(path);
    await expect(page.getByRole('alert').filter({ hasText: failure }), path).toBeVisible();
    await expect(page.getByRole('table', { name: loaded }), path).toHaveCount(0);
    await page.unroute(api);

    // Loaded once, then a reload fails (a new search): the rows stay, with the message above them.
    await page.reload();
    const table = page.getByRole('table', { name: loaded });
    await expect(table.locator('tbody tr').first(), path).toBeVisible();
    await page.route(api, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }));
    await page.getByLabel('Search').fill('zzz-no-such-record');
    await expect(page.getByRole('alert').filter({ hasText: failure }), path).toBeVisible();
    await expect(table.locator('tbody tr').first(), path).toBeVisible();
    await page.unroute(api);
  }
});
