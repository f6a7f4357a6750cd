import { expect, test, type Locator, type Page } from './support/test';
import { acceptNextDialog, dismissNextDialog } from './support/admin';
import { region, slugOf, useAdminWorkflows } from './support/patterns-cheatsheets';
import { releaseHeldQuestions } from './support/admin-content';

// Admin screens for mock tests (/manage-mock-tests, /create-mock-test, /edit-mock-test/{id}) against
// the real stack. Papers are named with Date.now() and deleted again afterwards; their questions come from the
// bulk subtopic bulk-set-1 ('Bulk question N: what is a + b?', 25 questions, exam SSC CGL).

interface StoredMockTest {
  _id: string;
  slug: string;
  title: string;
  kind: string;
  exam_id: string | null;
  exam_name: string | null;
  exam_pattern_id: string | null;
  year: number | null;
  shift: string | null;
  instructions: string;
  is_active: boolean;
  marking_scheme: { correct_answer: number; wrong_answer: number } | null;
  duration: number | null;
  sections: Array<{
    section_name: string;
    duration: number | null;
    question_ids: string[];
    blueprint: Array<{ subtopic_id: string; subtopic_name: string; count: number }>;
  }>;
  total_questions: number;
}

const createdPapers = new Set<string>();

useAdminWorkflows();
test.afterEach(async ({ page }) => {
  for (const id of createdPapers) await page.request.delete(`/api/mock-tests/admin/${id}`);
  createdPapers.clear();
  // Saving an active paper held its bulk questions for tests; the practice specs count them.
  await releaseHeldQuestions(page.request, 'bulk-set-1');
});

async function findPaper(page: Page, title: string): Promise<StoredMockTest | undefined> {
  const response = await page.request.get(`/api/mock-tests/admin/all?limit=100&search=${encodeURIComponent(title)}`);
  expect(response.ok()).toBe(true);
  const { mockTests } = (await response.json()) as { mockTests: StoredMockTest[] };
  const found = mockTests.find((paper) => paper.title === title);
  if (found) createdPapers.add(found._id);
  return found;
}

/** The bulk questions' ids by their number N ('Bulk question N: ...'), read the way the admin list reads them. */
async function bulkQuestionIds(page: Page): Promise<Map<number, string>> {
  const response = await page.request.get('/api/questions/all/subtopic/bulk-set-1?page=1&limit=100');
  expect(response.ok()).toBe(true);
  const records = (await response.json()) as Array<{ question: { _id: string; question: string } }>;
  return new Map(records.map(({ question }) => [Number(/Bulk question (\d+):/.exec(question.question)![1]), question._id]));
}

const sectionCard = (scope: Locator, number: number) => scope.getByRole('region', { name: new RegExp(`^Section ${number}\\b`) });
const pickerOf = (card: Locator, number: number) => card.getByRole('group', { name: `Find questions for Section ${number}` });
/** The Add button of a search result whose text names the question. */
const addButton = (picker: Locator, text: string) => picker.getByRole('listitem').filter({ hasText: text }).getByRole('button');

async function saveAndReturn(page: Page, button: string, message: string) {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();
  await expect(page).toHaveURL(/\/manage-mock-tests$/, { timeout: 6_000 });
}

test('mock test: a previous-year paper with fixed and drawn sections, checked as the contract checks it, listed, edited, deleted', async ({
  page,
}) => {
  const title = `E2E SSC CGL ${Date.now()} Tier 1`;
  const ids = await bulkQuestionIds(page);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/mock-tests/admin')) posts.push(request.url());
  });

  await test.step('create: the form, its client-side checks in the contract words, the question picker and a blueprint', async () => {
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Create Mock Test' }).click();
    await expect(page).toHaveURL(/\/create-mock-test$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create Mock Test' })).toBeVisible();
    for (const heading of ['Basic Information', 'Instructions', 'Marking and Time', 'Sections'])
      await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();

    const basic = region(page, 'Basic Information');
    await basic.getByLabel('Title').fill(title);
    await expect(basic.getByLabel('Slug')).toHaveValue(slugOf(title));
    await expect(basic.getByLabel('Practice paper')).toBeChecked();
    await expect(basic.getByRole('spinbutton', { name: 'Year', exact: true })).toHaveCount(0);
    await basic.getByLabel('Previous-year paper').check();
    await expect(basic.getByRole('spinbutton', { name: 'Year', exact: true })).toBeVisible();
    await basic.getByRole('combobox', { name: 'Exam', exact: true }).selectOption({ label: 'SSC CGL' });
    await basic.getByLabel('Exam Pattern').selectOption({ label: 'SSC CGL Tier 1' });
    await basic.getByLabel('Shift').fill('Shift 1');
    await expect(basic.getByLabel('Active (students can sit it)')).toBeChecked();

    const marking = region(page, 'Marking and Time');
    await expect(marking.getByText('The paper is marked as the exam pattern “SSC CGL Tier 1” says.')).toBeVisible();
    await marking.getByLabel("Use the exam pattern's marking scheme").uncheck();
    await marking.getByLabel('Right Answer Marks').fill('2');
    await marking.getByLabel('Wrong Answer Marks').fill('0.5');
    await expect(marking.getByLabel('Duration (minutes)')).toHaveValue('60');

    const sections = region(page, 'Sections');
    const first = sectionCard(sections, 1);
    await first.getByLabel('Section Name').fill('General Intelligence');
    await first.getByLabel('Duration (minutes)').fill('20');
    // A new section opens its search at once, among the paper's exam's questions.
    const picker = pickerOf(first, 1);
    await expect(picker.getByRole('combobox', { name: 'Exam', exact: true })).toHaveValue('SSC CGL');
    await picker.getByLabel('Subtopic').selectOption('bulk-set-1');
    // Only some bulk questions are tagged SSC CGL: the whole subtopic shows with any exam.
    await expect(picker.getByText(/^Showing 1 to \d of \d questions$/)).toBeVisible();
    await picker.getByRole('combobox', { name: 'Exam', exact: true }).selectOption('');
    await expect(picker.getByText('Showing 1 to 10 of 25 questions')).toBeVisible();
    await picker.getByLabel('Search question text').fill('Bulk question 7:');
    await expect(picker.getByRole('listitem')).toHaveCount(1);
    await addButton(picker, 'Bulk question 7:').click();
    await expect(addButton(picker, 'Bulk question 7:')).toHaveText('Added ✓');
    await picker.getByLabel('Search question text').fill('Bulk question 3:');
    await addButton(picker, 'Bulk question 3:').click();
    const list = first.getByRole('list', { name: 'Questions of Section 1' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').nth(0)).toContainText('Bulk question 7:');
    await first.getByRole('button', { name: 'Move question 2 of Section 1 up' }).click();
    await expect(list.getByRole('listitem').nth(0)).toContainText('Bulk question 3:');
    await expect(first.getByText('2 questions, in this order.')).toBeVisible();

    await sections.getByRole('button', { name: '+ Add Section' }).click();
    const second = sectionCard(sections, 2);
    await second.getByLabel('Section Name').fill('Quantitative Aptitude');
    await expect(marking.getByText('Section 2 has no duration.', { exact: false })).toBeVisible();
    await second.getByLabel('Blueprint (drawn at random)').check();
    await second.getByRole('button', { name: '+ Add Subtopic' }).click();
    const line = second.getByRole('group', { name: 'Section 2 blueprint line 1' });
    await line.getByLabel('Subtopic').selectOption({ label: 'Bulk Set 1 (Bulk Practice)' });
    await line.getByLabel('Questions').fill('12');
    await expect(second.getByText('Draws 12 questions at each attempt.')).toBeVisible();

    // Each check as the contract words it, and nothing is sent until the form passes.
    const create = page.getByRole('button', { name: 'Create Mock Test' });
    await create.click();
    await expect(page.getByRole('alert')).toHaveText('Wrong answer marks must be at most 0');
    await marking.getByLabel('Wrong Answer Marks').fill('-0.5');
    await create.click();
    await expect(page.getByRole('alert')).toHaveText('Year is required for a previous-year paper');
    await basic.getByRole('spinbutton', { name: 'Year', exact: true }).fill('2023');
    await create.click();
    await expect(page.getByRole('alert')).toHaveText('Sections must all have a duration, or none');
    await second.getByLabel('Duration (minutes)').fill('25');
    await expect(marking.getByText('so the paper lasts 45 minutes (their sum)', { exact: false })).toBeVisible();
    await expect(marking.getByLabel('Duration (minutes)')).toHaveCount(0);
    expect(posts).toEqual([]);

    await saveAndReturn(page, 'Create Mock Test', 'Mock test created successfully! Redirecting...');
    expect(posts).toHaveLength(1);
    const stored = await findPaper(page, title);
    expect(stored).toMatchObject({
      slug: slugOf(title),
      kind: 'previous_year',
      exam_name: 'SSC CGL',
      year: 2023,
      shift: 'Shift 1',
      is_active: true,
      marking_scheme: { correct_answer: 2, wrong_answer: -0.5 },
      total_questions: 14,
    });
    expect(stored!.exam_pattern_id).toBeTruthy();
    expect(stored!.sections).toEqual([
      {
        section_name: 'General Intelligence',
        duration: 20,
        question_ids: [ids.get(3), ids.get(7)],
        // The questions named by their titles, in the same order.
        question_titles: [expect.stringMatching(/^Bulk question 3\b/), expect.stringMatching(/^Bulk question 7\b/)],
        blueprint: [],
      },
      {
        section_name: 'Quantitative Aptitude',
        duration: 25,
        question_ids: [],
        question_titles: [],
        blueprint: [expect.objectContaining({ subtopic_name: 'bulk-set-1', count: 12 })],
      },
    ]);
    // Active: students see it.
    const published = (await (await page.request.get('/api/mock-tests/all')).json()) as { mockTests: Array<{ slug: string }> };
    expect(published.mockTests.map((paper) => paper.slug)).toContain(stored!.slug);
  });

  await test.step('the list: searched by the server, with kind, exam, year, questions and status', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Mock Tests' })).toBeVisible();
    await page.getByLabel('Search').fill(title);
    const rows = page.getByRole('table', { name: 'Mock tests' }).getByTestId('mock-test-row');
    await expect(rows).toHaveCount(1);
    const cells = rows.first().locator('td');
    await expect(cells.nth(0)).toContainText(title);
    await expect(cells.nth(0)).toContainText(slugOf(title));
    await expect(cells.nth(1)).toHaveText('Previous-year paper');
    await expect(cells.nth(2)).toHaveText('SSC CGL');
    await expect(cells.nth(3)).toHaveText('2023 (Shift 1)');
    await expect(cells.nth(4)).toHaveText('14');
    await expect(cells.nth(5)).toHaveText('Active');
    await expect(page.getByText('Showing 1 of 1 mock tests')).toBeVisible();
    await page.getByLabel('Search').fill(`${title} no such paper`);
    await expect(page.getByText(`No mock tests match "${title} no such paper"`)).toBeVisible();
  });

  await test.step('edit: the stored paper loads (question texts by id), a taken slug is shown at the slug field, then saved', async () => {
    const stored = (await findPaper(page, title))!;
    const other = await page.request.post('/api/mock-tests/admin', {
      data: {
        title: `${title} other`,
        kind: 'practice',
        exam_id: stored.exam_id,
        duration: 30,
        sections: [{ section_name: 'Only', question_ids: [ids.get(1)] }],
      },
    });
    expect(other.status(), await other.text()).toBe(201);
    const otherPaper = (await other.json()) as StoredMockTest;
    createdPapers.add(otherPaper._id);

    await page.goto('/manage-mock-tests');
    await page.getByLabel('Search').fill(title);
    await page.getByRole('link', { name: `Edit ${title}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/edit-mock-test/${stored._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Mock Test' })).toBeVisible();
    const basic = region(page, 'Basic Information');
    await expect(basic.getByLabel('Title')).toHaveValue(title);
    await expect(basic.getByLabel('Previous-year paper')).toBeChecked();
    await expect(basic.getByRole('spinbutton', { name: 'Year', exact: true })).toHaveValue('2023');
    await expect(basic.getByRole('combobox', { name: 'Exam', exact: true })).toHaveValue(stored.exam_id!);
    const marking = region(page, 'Marking and Time');
    await expect(marking.getByLabel('Wrong Answer Marks')).toHaveValue('-0.5');
    const sections = region(page, 'Sections');
    const first = sectionCard(sections, 1);
    const list = first.getByRole('list', { name: 'Questions of Section 1' });
    await expect(list.getByRole('listitem').nth(0)).toContainText('Bulk question 3:');
    await expect(list.getByRole('listitem').nth(1)).toContainText('Bulk question 7:');
    await expect(sectionCard(sections, 2).getByLabel('Blueprint (drawn at random)')).toBeChecked();

    // The slug does not follow the title while editing; a slug another paper has is refused with 409.
    await basic.getByLabel('Title').fill(`${title} Updated`);
    await expect(basic.getByLabel('Slug')).toHaveValue(stored.slug);
    await basic.getByLabel('Slug').fill(otherPaper.slug);
    await page.getByRole('button', { name: 'Update Mock Test' }).click();
    const message = `The slug "${otherPaper.slug}" is already used by another mock test`;
    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(basic.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
    await expect(basic.getByLabel('Slug')).toBeFocused();
    // The flash sits above the form's sections: this is the slug field's own message.
    await expect(basic.getByText(message, { exact: true })).toBeVisible();
    await basic.getByLabel('Slug').fill(stored.slug);
    await expect(basic.getByLabel('Slug')).not.toHaveAttribute('aria-invalid');

    // A practice paper now: year and shift go; the paper takes its exam pattern's marking again.
    await basic.getByLabel('Practice paper').check();
    await expect(basic.getByRole('spinbutton', { name: 'Year', exact: true })).toHaveCount(0);
    await marking.getByLabel("Use the exam pattern's marking scheme").check();
    await first.getByRole('button', { name: 'Remove question 1 of Section 1' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await basic.getByLabel('Active (students can sit it)').uncheck();
    await saveAndReturn(page, 'Update Mock Test', 'Mock test updated successfully! Redirecting...');

    const updated = (await findPaper(page, `${title} Updated`))!;
    expect(updated).toMatchObject({
      _id: stored._id,
      slug: stored.slug,
      kind: 'practice',
      year: null,
      shift: null,
      marking_scheme: null,
      is_active: false,
      total_questions: 13,
    });
    expect(updated.sections[0]!.question_ids).toEqual([ids.get(7)]);
    const published = (await (await page.request.get('/api/mock-tests/all')).json()) as { mockTests: Array<{ slug: string }> };
    expect(published.mockTests.map((paper) => paper.slug)).not.toContain(stored.slug);
  });

  await test.step('delete: asks first; cancelling keeps it, confirming removes it', async () => {
    const current = `${title} Updated`;
    const stored = (await findPaper(page, current))!;
    await page.getByLabel('Search').fill(current);
    const rows = page.getByRole('table', { name: 'Mock tests' }).getByTestId('mock-test-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first().locator('td').nth(5)).toHaveText('Inactive');

    const dismissed = dismissNextDialog(page);
    await page.getByRole('button', { name: `Delete ${current}` }).click();
    expect(await dismissed).toBe(`Are you sure you want to delete "${current}"? This action cannot be undone.`);
    await expect(rows).toHaveCount(1);

    const accepted = acceptNextDialog(page);
    await page.getByRole('button', { name: `Delete ${current}` }).click();
    await accepted;
    await expect(page.getByRole('status').filter({ hasText: 'Mock test deleted successfully!' })).toBeVisible();
    await expect(page.getByText(`No mock tests match "${current}"`)).toBeVisible();
    expect((await page.request.get(`/api/mock-tests/admin/${stored._id}`)).status()).toBe(404);
    createdPapers.delete(stored._id);
  });
});

test('mock test form at 360 px by keyboard: no sideways scrolling, focus stays on the control used', async ({ page }) => {
  const title = `E2E Phone Practice ${Date.now()}`;
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/create-mock-test');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Mock Test' })).toBeVisible();
  const noSidewaysScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  const basic = region(page, 'Basic Information');
  await basic.getByLabel('Title').focus();
  await page.keyboard.type(title);
  await expect(basic.getByLabel('Slug')).toHaveValue(slugOf(title));
  // The kind is a radio group: arrow keys move within it.
  await basic.getByLabel('Practice paper').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(basic.getByLabel('Previous-year paper')).toBeChecked();
  await expect(basic.getByRole('spinbutton', { name: 'Year', exact: true })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(basic.getByLabel('Practice paper')).toBeChecked();
  await basic.getByRole('combobox', { name: 'Exam', exact: true }).selectOption({ label: 'SSC CGL' });

  const sections = region(page, 'Sections');
  const first = sectionCard(sections, 1);
  await first.getByLabel('Section Name').fill('Mixed');
  const picker = pickerOf(first, 1);
  await picker.getByLabel('Subtopic').selectOption('bulk-set-1');
  await picker.getByRole('combobox', { name: 'Exam', exact: true }).selectOption('');
  await expect(picker.getByText('Showing 1 to 10 of 25 questions')).toBeVisible();
  expect(await noSidewaysScroll()).toBe(true);

  // Enter on Add keeps the focus on that button (now 'Added ✓'), so the next Tab goes on down the results.
  const firstResult = picker.getByRole('listitem').first().getByRole('button');
  await firstResult.focus();
  await page.keyboard.press('Enter');
  await expect(firstResult).toHaveText('Added ✓');
  await expect(firstResult).toBeFocused();
  await picker.getByRole('button', { name: 'Add all on this page' }).press('Enter');
  const list = first.getByRole('list', { name: 'Questions of Section 1' });
  await expect(list.getByRole('listitem')).toHaveCount(10);

  // Moving the last question up to the top by keyboard: the button keeps the focus all the way.
  const lastText = (await list.getByRole('listitem').nth(9).textContent())!.replace(/^10\./, '').trim().slice(0, 30);
  await first.getByRole('button', { name: 'Move question 10 of Section 1 up' }).focus();
  for (let step = 0; step < 9; step++) await page.keyboard.press('Enter');
  await expect(list.getByRole('listitem').first()).toContainText(lastText);
  await expect(first.getByRole('button', { name: 'Move question 1 of Section 1 up' })).toBeFocused();
  await expect(first.getByRole('button', { name: 'Move question 1 of Section 1 up' })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(list.getByRole('listitem').first()).toContainText(lastText);
  expect(await noSidewaysScroll()).toBe(true);

  await page.getByRole('button', { name: 'Create Mock Test' }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Mock test created successfully! Redirecting...' })).toBeVisible();
  await expect(page).toHaveURL(/\/manage-mock-tests$/, { timeout: 6_000 });
  const stored = (await findPaper(page, title))!;
  expect(stored).toMatchObject({ kind: 'practice', year: null, duration: 60, marking_scheme: null, total_questions: 10 });
  expect(stored.sections[0]!.question_ids[0]).not.toBe(stored.sections[0]!.question_ids[9]);

  // The list at 360 px: one card per paper, nothing scrolls sideways.
  await page.getByLabel('Search').fill(title);
  await expect(page.getByTestId('mock-test-row')).toHaveCount(1);
  expect(await noSidewaysScroll()).toBe(true);
});
