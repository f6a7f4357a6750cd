import { expect, test, type Locator, type Page } from '@playwright/test';

// Admin screens for exam patterns and cheatsheets (admin-area.md §2–§5, §8, §9), against the real stack.
// Every record is named with Date.now() and deleted again (afterEach), so reruns never collide and the demo
// content the public specs count is left as it was.

const ADMIN = { username: process.env.E2E_ADMIN_USERNAME ?? 'e2e-admin', password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-Admin-password-1' };

interface StoredPattern {
  _id: string;
  slug: string;
  exam_name: string;
  exam_level: string;
  featured: boolean;
  is_active: boolean;
  total_questions: number;
  total_marks: number;
  duration: number;
  application_fee: number;
  exam_mode: string;
  exam_frequency: string;
  language_options: string[];
  success_rate: string;
  average_score: string;
  exam_color: string;
  exam_official_website: string | null;
  marking_scheme: { correct_answer: number; wrong_answer: number; negative_marking: boolean; negative_marking_value: number };
  eligibility_criteria: { age_limit: { min: number; max: number }; nationality: string };
  cutoff_marks: { general: string | null };
  sections: Array<{
    section_name: string;
    section_code: string;
    questions: number;
    marks_per_question: number;
    total_marks: number;
    duration: number;
    question_types: string[];
    topics: Array<{ topic_name: string; weightage: number; difficulty_level: string }>;
  }>;
}

interface StoredSheet {
  _id: string;
  title: string;
  slug: string;
  category: string;
  description: string | null;
  categories: string[];
  tags: string[];
  color: string | null;
  featured: boolean;
  is_active: boolean;
  items: Array<{
    title: string;
    category: string;
    order: number;
    content_type: string;
    language: string | null;
    code: string | null;
    text_content: string | null;
    mixed_content: Array<{ type: string; language: string | null; content: string }>;
  }>;
}

/** The spec's slug rule, written out here independently of the app. */
const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');

const created = { patterns: new Set<string>(), sheets: new Set<string>() };

// These walk whole admin workflows (each save waits out the spec's 2 s redirect): more than the default 30 s.
test.beforeEach(() => test.setTimeout(120_000));

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
});

test.afterEach(async ({ page }) => {
  // page.request shares the browser's session cookie.
  for (const id of created.patterns) await page.request.delete(`/api/exam-patterns/admin/${id}`);
  for (const id of created.sheets) await page.request.delete(`/api/cheatsheets/admin/${id}`);
  created.patterns.clear();
  created.sheets.clear();
});

async function findPattern(page: Page, name: string): Promise<StoredPattern | undefined> {
  const response = await page.request.get(`/api/exam-patterns/admin/all?limit=100&search=${encodeURIComponent(name)}`);
  expect(response.ok()).toBe(true);
  const { examPatterns } = (await response.json()) as { examPatterns: StoredPattern[] };
  const found = examPatterns.find((pattern) => pattern.exam_name === name);
  if (found) created.patterns.add(found._id);
  return found;
}

async function findSheet(page: Page, title: string): Promise<StoredSheet | undefined> {
  const response = await page.request.get(`/api/cheatsheets/admin/all?limit=100&search=${encodeURIComponent(title)}`);
  expect(response.ok()).toBe(true);
  const { cheatsheets } = (await response.json()) as { cheatsheets: Array<{ _id: string; title: string }> };
  const summary = cheatsheets.find((sheet) => sheet.title === title);
  if (!summary) return undefined;
  created.sheets.add(summary._id);
  const detail = await page.request.get(`/api/cheatsheets/admin/${summary._id}`);
  expect(detail.ok()).toBe(true);
  return (await detail.json()) as StoredSheet;
}

const region = (scope: Page | Locator, name: string) => scope.getByRole('region', { name, exact: true });
const statValue = (page: Page, label: string) => page.getByRole('list', { name: /statistics/ }).getByRole('listitem').filter({ hasText: label }).locator('span').first();

test('exam pattern: create with two sections and negative marking, edit, feature on the public list, delete', async ({ page }) => {
  const name = `E2E SSC Pattern ${Date.now()}`;

  await test.step('create: the defaults, the slug following the name, sections, topics and negative marking', async () => {
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Create Exam Pattern' }).click();
    await expect(page).toHaveURL(/\/create-exam-pattern$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create New Exam Pattern' })).toBeVisible();
    for (const title of ['Basic Information', 'Exam Sections', 'Marking Scheme', 'Eligibility Criteria', 'Exam Details', 'Preparation Strategy', 'Statistics', 'Additional Settings']) {
      await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    }

    const basic = region(page, 'Basic Information');
    await expect(basic.getByLabel('Exam Level')).toHaveValue('All');
    await expect(basic.getByLabel('Total Questions')).toHaveValue('100');
    await expect(basic.getByLabel('Total Marks')).toHaveValue('100');
    await expect(basic.getByLabel('Duration (minutes)')).toHaveValue('120');
    await basic.getByLabel('Exam Name').fill(name);
    await expect(basic.getByLabel('Slug')).toHaveValue(slugOf(name));
    await basic.getByLabel('Exam Level').selectOption('Graduate');
    await basic.getByLabel('Description').fill('Created by the admin browser test.');

    const sections = region(page, 'Exam Sections');
    const first = region(sections, 'Section 1');
    await expect(first.getByLabel('Questions')).toHaveValue('25');
    await expect(first.getByLabel('Marks per Question')).toHaveValue('1');
    await expect(first.getByLabel('Total Marks')).toHaveValue('25');
    await expect(first.getByLabel('Duration (minutes)')).toHaveValue('30');
    await expect(first.getByLabel('MCQ')).toBeChecked();
    await expect(first.getByLabel('Numerical')).not.toBeChecked();
    // One section: it cannot be removed.
    await expect(sections.getByRole('button', { name: /^Remove Section/ })).toHaveCount(0);
    await first.getByLabel('Section Name').fill('General Intelligence');
    await first.getByLabel('Section Code').fill('GI');
    await first.getByRole('button', { name: '+ Add Topic' }).click();
    const topic = first.getByRole('group', { name: 'Section 1 topic 1' });
    await topic.getByLabel('Topic Name').fill('Coding-Decoding');
    await topic.getByLabel('Weightage (%)').fill('60');
    await topic.getByLabel('Difficulty').selectOption('Hard');

    await sections.getByRole('button', { name: '+ Add Section' }).click();
    const second = region(sections, 'Section 2');
    await expect(sections.getByRole('button', { name: /^Remove Section/ })).toHaveCount(2);
    await second.getByLabel('Section Name').fill('Quantitative Aptitude');
    await second.getByLabel('Section Code').fill('QA');
    await second.getByLabel('Marks per Question').fill('2');
    await second.getByLabel('Total Marks').fill('50');
    await second.getByLabel('Numerical').check();

    const marking = region(page, 'Marking Scheme');
    await expect(marking.getByLabel('Correct Answer Marks')).toHaveValue('1');
    await expect(marking.getByLabel('Wrong Answer Marks')).toHaveValue('0');
    await expect(marking.getByLabel('Negative Marking Value')).toHaveCount(0);
    await marking.getByLabel('Negative Marking', { exact: true }).check();
    await expect(marking.getByLabel('Negative Marking Value')).toBeVisible();
    await marking.getByLabel('Negative Marking Value').fill('0.5');
    await marking.getByLabel('Wrong Answer Marks').fill('-0.5');
    await marking.getByLabel('Correct Answer Marks').fill('2');

    const eligibility = region(page, 'Eligibility Criteria');
    await expect(eligibility.getByLabel('Minimum Age')).toHaveValue('18');
    await expect(eligibility.getByLabel('Maximum Age')).toHaveValue('35');
    await expect(eligibility.getByLabel('Nationality')).toHaveValue('Indian');

    const details = region(page, 'Exam Details');
    await expect(details.getByLabel('Exam Frequency')).toHaveValue('Annual');
    await expect(details.getByLabel('Exam Mode')).toHaveValue('Online');
    await expect(details.getByLabel('Application Fee (₹)')).toHaveValue('0');
    await expect(details.getByLabel('Language Options')).toHaveValue('English, Hindi');
    await expect(details.getByLabel('Difficulty Level')).toHaveValue('Medium');
    await expect(details.getByLabel('Competition Level')).toHaveValue('Medium');
    await details.getByLabel('Language Options').fill('English, Hindi, Tamil');

    const statistics = region(page, 'Statistics');
    await expect(statistics.getByLabel('Success Rate')).toHaveValue('10-15%');
    await expect(statistics.getByLabel('Average Score')).toHaveValue('60-70');
    await statistics.getByLabel('General Cutoff').fill('130-150');

    const settings = region(page, 'Additional Settings');
    await expect(settings.getByLabel('Exam Color')).toHaveValue('#3b82f6');
    await expect(settings.getByLabel('Active')).toBeChecked();
    await expect(settings.getByLabel('Featured')).not.toBeChecked();

    // The official website must be a URL: nothing is sent for 'ssc.nic.in'.
    await details.getByLabel('Official Website').fill('ssc.nic.in');
    await page.getByRole('button', { name: 'Create Exam Pattern' }).click();
    await expect(page.getByRole('alert')).toHaveText('Official website must be a URL');
    await expect(page).toHaveURL(/\/create-exam-pattern$/);
    expect(await findPattern(page, name)).toBeUndefined();
    await details.getByLabel('Official Website').fill('https://ssc.gov.in');

    await page.getByRole('button', { name: 'Create Exam Pattern' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Exam pattern created successfully! Redirecting...' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Exam Pattern' })).toBeDisabled();
    await expect(page).toHaveURL(/\/manage-exam-patterns$/, { timeout: 6_000 });

    const stored = await findPattern(page, name);
    expect(stored).toBeDefined();
    expect(stored).toMatchObject({
      slug: slugOf(name),
      exam_level: 'Graduate',
      total_questions: 100,
      total_marks: 100,
      duration: 120,
      application_fee: 0,
      exam_mode: 'Online',
      exam_frequency: 'Annual',
      language_options: ['English', 'Hindi', 'Tamil'],
      success_rate: '10-15%',
      average_score: '60-70',
      exam_color: '#3B82F6',
      exam_official_website: 'https://ssc.gov.in',
      is_active: true,
      featured: false,
      marking_scheme: { correct_answer: 2, wrong_answer: -0.5, negative_marking: true, negative_marking_value: 0.5 },
      eligibility_criteria: { age_limit: { min: 18, max: 35 }, nationality: 'Indian' },
      cutoff_marks: { general: '130-150' },
    });
    expect(stored!.sections).toHaveLength(2);
    expect(stored!.sections[0]).toMatchObject({ section_name: 'General Intelligence', section_code: 'GI', questions: 25, marks_per_question: 1, total_marks: 25, duration: 30, question_types: ['MCQ'] });
    expect(stored!.sections[0]!.topics).toEqual([{ topic_name: 'Coding-Decoding', weightage: 60, difficulty_level: 'Hard' }]);
    expect(stored!.sections[1]).toMatchObject({ section_name: 'Quantitative Aptitude', section_code: 'QA', marks_per_question: 2, total_marks: 50, question_types: ['MCQ', 'Numerical'] });
  });

  await test.step('the list: search, keyword icon, level, status', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Exam Patterns' })).toBeVisible();
    await page.getByLabel('Search').fill(name);
    const rows = page.getByRole('table', { name: 'Exam patterns' }).locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(name);
    await expect(rows.first().locator('[data-icon]')).toHaveAttribute('data-icon', 'ssc');
    await expect(rows.first().locator('td').nth(1)).toHaveText('Graduate');
    await expect(rows.first().locator('td').nth(2)).toHaveText('100');
    await expect(rows.first().locator('td').nth(3)).toHaveText('120');
    await expect(rows.first().locator('td').nth(4)).toHaveText('Active');
    await expect(page.getByText('Showing 1 of 1 exam patterns')).toBeVisible();
    // The level filter is exact: this Graduate pattern is not a Diploma one.
    await page.getByLabel('Exam Level').selectOption('Diploma');
    await expect(page.getByText('No exam patterns found')).toBeVisible();
    await page.getByLabel('Exam Level').selectOption('Graduate');
    await expect(rows).toHaveCount(1);
  });

  await test.step('edit: loaded values, the slug stays, a section removed', async () => {
    const stored = (await findPattern(page, name))!;
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/edit-exam-pattern/${stored._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Exam Pattern' })).toBeVisible();
    const basic = region(page, 'Basic Information');
    await expect(basic.getByLabel('Exam Name')).toHaveValue(name);
    await expect(basic.getByLabel('Slug')).toHaveValue(stored.slug);
    await basic.getByLabel('Exam Name').fill(`${name} Updated`);
    await expect(basic.getByLabel('Slug')).toHaveValue(stored.slug);
    await basic.getByLabel('Total Questions').fill('150');

    const marking = region(page, 'Marking Scheme');
    await expect(marking.getByLabel('Negative Marking', { exact: true })).toBeChecked();
    await expect(marking.getByLabel('Negative Marking Value')).toHaveValue('0.5');
    await expect(marking.getByLabel('Wrong Answer Marks')).toHaveValue('-0.5');
    // A third of a mark (as UPSC and RRB deduct) is accepted although the arrows step by 0.25.
    await marking.getByLabel('Wrong Answer Marks').fill('-0.33');

    const sections = region(page, 'Exam Sections');
    await expect(region(sections, 'Section 2').getByLabel('Marks per Question')).toHaveValue('2');
    await sections.getByRole('button', { name: 'Remove Section 1' }).click();
    await expect(region(sections, 'Section 1').getByLabel('Section Name')).toHaveValue('Quantitative Aptitude');
    await expect(sections.getByRole('button', { name: /^Remove Section/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Update Exam Pattern' }).click();
    await expect(page.getByText('Exam pattern updated successfully! Redirecting...')).toBeVisible();
    await expect(page).toHaveURL(/\/manage-exam-patterns$/, { timeout: 6_000 });
    const updated = (await findPattern(page, `${name} Updated`))!;
    expect(updated._id).toBe(stored._id);
    expect(updated.slug).toBe(stored.slug);
    expect(updated.total_questions).toBe(150);
    expect(updated.marking_scheme).toMatchObject({ wrong_answer: -0.33, negative_marking: true, negative_marking_value: 0.5 });
    expect(updated.sections.map((section) => section.section_name)).toEqual(['Quantitative Aptitude']);
  });

  await test.step('feature it from the list: it shows on the public featured list', async () => {
    const current = `${name} Updated`;
    await page.getByLabel('Search').fill(current);
    await expect(page.getByRole('table', { name: 'Exam patterns' }).locator('tbody tr')).toHaveCount(1);
    await expect(statValue(page, 'Featured')).not.toHaveText('–');
    const featuredBefore = Number(await statValue(page, 'Featured').textContent());
    const toggle = page.getByRole('button', { name: `Featured: ${current}` });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // While the toggle is saving, the row waits, but its Delete button does not claim to be deleting.
    let releaseToggle!: () => void;
    const toggleHeld = new Promise<void>((resolve) => (releaseToggle = resolve));
    await page.route('**/api/exam-patterns/admin/*/featured', async (route) => {
      await toggleHeld;
      await route.continue();
    });
    await toggle.click();
    const row = page.getByRole('table', { name: 'Exam patterns' }).locator('tbody tr');
    await expect(toggle).toBeDisabled();
    await expect(row.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await expect(row.getByText('Deleting...')).toHaveCount(0);
    releaseToggle();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.unroute('**/api/exam-patterns/admin/*/featured');
    await expect(page.getByRole('table', { name: 'Exam patterns' }).getByText('Featured', { exact: true })).toBeVisible();
    await expect(statValue(page, 'Featured')).toHaveText(String(featuredBefore + 1));

    const featured = await page.request.get('/api/exam-patterns/featured/list');
    expect(((await featured.json()) as StoredPattern[]).map((pattern) => pattern.exam_name)).toContain(current);
    await page.goto('/exam-patterns');
    await expect(page.getByRole('region', { name: 'Featured Exams' }).getByRole('link', { name: new RegExp(current) })).toBeVisible();
  });

  await test.step('delete: asks first; cancelling keeps it, confirming removes it', async () => {
    const current = `${name} Updated`;
    const stored = (await findPattern(page, current))!;
    await page.goto('/manage-exam-patterns');
    await page.getByLabel('Search').fill(current);
    const rows = page.getByRole('table', { name: 'Exam patterns' }).locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(statValue(page, 'Total Exams')).not.toHaveText('–');
    const totalBefore = Number(await statValue(page, 'Total Exams').textContent());

    const messages: string[] = [];
    page.once('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: `Delete ${current}` }).click();
    await expect(rows).toContainText([current]);
    expect(messages).toEqual(['Are you sure you want to delete this exam pattern?']);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Delete ${current}` }).click();
    await expect(page.getByText('No exam patterns found')).toBeVisible();
    await expect(statValue(page, 'Total Exams')).toHaveText(String(totalBefore - 1));
    expect((await page.request.get(`/api/exam-patterns/${stored._id}`)).status()).toBe(404);
    created.patterns.delete(stored._id);
  });
});

test('exam pattern: the Add modal creates a pattern with whole-number marks; Cancel closes it', async ({ page }) => {
  const name = `E2E Modal Bank Pattern ${Date.now()}`;
  await page.goto('/manage-exam-patterns');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Exam Patterns' })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of \d+ exam patterns$/)).toBeVisible();

  await page.getByRole('button', { name: '+ Add Exam Pattern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Exam Pattern' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: '+ Add Exam Pattern' }).click();
  await dialog.getByLabel('Exam Name').fill(name);
  await expect(dialog.getByLabel('Total Questions')).toHaveValue('100');
  const section = dialog.getByRole('group', { name: 'Section 1' });
  await section.getByLabel('Section Name').fill('Reasoning');
  await section.getByLabel('Section Code').fill('RE');
  await section.getByLabel('Marks per Question').fill('2');
  await dialog.getByLabel('Total Marks').fill('200');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByLabel('Search').fill(name);
  const rows = page.getByRole('table', { name: 'Exam patterns' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().locator('[data-icon]')).toHaveAttribute('data-icon', 'bank');
  const stored = (await findPattern(page, name))!;
  expect(stored).toMatchObject({ exam_level: 'All', total_marks: 200, is_active: true, featured: false });
  expect(stored.sections).toEqual([expect.objectContaining({ section_name: 'Reasoning', section_code: 'RE', questions: 25, marks_per_question: 2 })]);

  // A duplicate name: the modal stays open with the server's error field.
  await page.getByRole('button', { name: '+ Add Exam Pattern' }).click();
  await dialog.getByLabel('Exam Name').fill(name);
  await dialog.getByRole('group', { name: 'Section 1' }).getByLabel('Section Name').fill('Reasoning');
  await dialog.getByRole('group', { name: 'Section 1' }).getByLabel('Section Code').fill('RE');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(`An exam pattern named "${name}" already exists`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

/** Fills a CodeMirror or Tiptap editor (a contenteditable named by its label). */
async function typeInto(editor: Locator, text: string) {
  await editor.click();
  await editor.fill(text);
}

test('cheatsheet: create with code, text and mixed items, reorder, edit, feature and delete', async ({ page }) => {
  const title = `E2E Sheet ${Date.now()}`;
  await page.goto('/manage-cheatsheets');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Cheatsheets' })).toBeVisible();
  await page.getByRole('link', { name: '+ Add Cheatsheet' }).click();
  await expect(page).toHaveURL(/\/create-cheatsheet$/);

  await test.step('basic information: slug follows the title; category suggestions', async () => {
    const basic = region(page, 'Basic Information');
    await basic.getByLabel('Title').fill(title);
    await expect(basic.getByLabel('Slug')).toHaveValue(slugOf(title));

    const category = basic.getByRole('combobox', { name: 'Category' });
    const suggestions = basic.getByRole('listbox', { name: 'Category suggestions' });
    await category.focus();
    await expect(suggestions).toBeVisible();
    const all = await suggestions.getByRole('option').allTextContents();
    expect(all.length).toBeGreaterThan(1);
    await category.fill('DATA');
    const filtered = await suggestions.getByRole('option').allTextContents();
    expect(filtered).toEqual(all.filter((entry) => entry.toLowerCase().includes('data')));
    await suggestions.getByRole('option').first().click();
    await expect(category).toHaveValue(filtered[0]!);
    await expect(suggestions).toBeHidden();
    // Free text is allowed too.
    await category.fill('Programming');
    await basic.getByLabel('Description').fill('Made by the admin browser test.');
    await expect(basic.getByLabel('Active')).toBeChecked();
    await expect(basic.getByLabel('Featured')).not.toBeChecked();
    // Blur closes the list (after 200 ms).
    await basic.getByLabel('Description').focus();
    await expect(suggestions).toBeHidden();
  });

  await test.step('filter categories and tags', async () => {
    const filters = region(page, 'Filter Categories');
    await expect(filters.getByText('No filter categories added')).toBeVisible();
    await filters.getByLabel('Filter Category', { exact: true }).fill('basics');
    await filters.getByLabel('Filter Category', { exact: true }).press('Enter');
    await filters.getByLabel('Filter Category', { exact: true }).fill('advanced');
    await filters.getByRole('button', { name: 'Add' }).click();
    await expect(filters.getByRole('listitem')).toHaveText(['basics×', 'advanced×']);
    await filters.getByRole('button', { name: 'Remove filter category advanced' }).click();
    await expect(filters.getByRole('listitem')).toHaveText(['basics×']);
    const tags = region(page, 'Tags');
    await tags.getByLabel('Tag', { exact: true }).fill('e2e');
    await tags.getByRole('button', { name: 'Add' }).click();
    await expect(tags.getByRole('listitem')).toHaveText(['e2e×']);
  });

  await test.step('items: code, text and mixed; moving and renumbering', async () => {
    const items = region(page, 'Content Items');
    const item = (n: number) => items.getByRole('region', { name: new RegExp(`^Item ${n}(:|$)`) });
    await expect(item(1).getByLabel('Item Category')).toHaveValue('basics');
    await expect(item(1).getByLabel('Content Type')).toHaveValue('code');
    await expect(item(1).getByLabel('Language')).toHaveValue('python');
    await expect(items.getByRole('button', { name: 'Remove Item 1' })).toHaveCount(0);
    await expect(items.getByRole('button', { name: 'Move Item 1 up' })).toBeDisabled();
    await expect(items.getByRole('button', { name: 'Move Item 1 down' })).toBeDisabled();
    await item(1).getByLabel('Item Title').fill('Hello code');
    await typeInto(item(1).getByRole('textbox', { name: 'Code', exact: true }), 'print("hello")');

    await items.getByRole('button', { name: '+ Add Item' }).click();
    await item(2).getByLabel('Item Title').fill('Text note');
    await item(2).getByLabel('Content Type').selectOption('text');
    await typeInto(item(2).getByRole('textbox', { name: 'Text Content' }), 'Remember the basics');

    await items.getByRole('button', { name: '+ Add Item' }).click();
    await item(3).getByLabel('Item Title').fill('Mixed part');
    await item(3).getByLabel('Item Category').fill('shell');
    await item(3).getByLabel('Content Type').selectOption('mixed');
    await expect(item(3).getByText('No content blocks yet')).toBeVisible();
    await item(3).getByRole('button', { name: '+ Text Block' }).click();
    await typeInto(item(3).getByRole('textbox', { name: 'Block Text' }), 'List the files:');
    await item(3).getByRole('button', { name: '+ Code Block' }).click();
    const codeBlock = item(3).getByRole('region', { name: 'Item 3, block 2' });
    await expect(codeBlock.getByLabel('Language')).toHaveValue('python');
    await codeBlock.getByLabel('Language').selectOption('bash');
    await typeInto(codeBlock.getByRole('textbox', { name: 'Block Code' }), 'ls -la');

    await expect(items.getByRole('button', { name: 'Move Item 3 down' })).toBeDisabled();
    await items.getByRole('button', { name: 'Move Item 3 up' }).click();
    await expect(items.getByRole('heading', { level: 3 })).toHaveText(['Item 1: Hello code', 'Item 2: Mixed part', 'Item 3: Text note']);
    // The moved editors keep their content.
    await expect(item(2).getByRole('textbox', { name: 'Block Code' })).toHaveText('ls -la');
  });

  await test.step('save: created, redirected, stored in order', async () => {
    await page.getByRole('button', { name: 'Create Cheatsheet' }).click();
    await expect(page.getByText('Cheatsheet created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/manage-cheatsheets$/, { timeout: 6_000 });
    const sheet = (await findSheet(page, title))!;
    expect(sheet).toMatchObject({ slug: slugOf(title), category: 'Programming', categories: ['basics'], tags: ['e2e'], color: '#3B82F6', is_active: true, featured: false });
    expect(sheet.items.map((entry) => [entry.order, entry.title, entry.content_type, entry.category])).toEqual([
      [0, 'Hello code', 'code', 'basics'],
      [1, 'Mixed part', 'mixed', 'shell'],
      [2, 'Text note', 'text', 'basics'],
    ]);
    expect(sheet.items[0]).toMatchObject({ code: 'print("hello")', language: 'python' });
    expect(sheet.items[1]!.mixed_content).toEqual([
      expect.objectContaining({ type: 'text', content: '<p>List the files:</p>' }),
      { type: 'code', language: 'bash', content: 'ls -la' },
    ]);
    expect(sheet.items[2]!.text_content).toContain('Remember the basics');
    expect(JSON.stringify(sheet)).not.toContain('tempId');

    await page.getByLabel('Search').fill(title);
    const rows = page.getByRole('table', { name: 'Cheatsheets' }).locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Made by the admin browser test.');
    await expect(rows.first().locator('td').nth(1)).toHaveText('Programming');
    await expect(rows.first().locator('td').nth(2)).toHaveText(slugOf(title));
    await expect(page.getByText('Showing 1 of 1 cheatsheets')).toBeVisible();
  });

  await test.step('edit: loaded in order, slug kept, reorder and remove, updated', async () => {
    const sheet = (await findSheet(page, title))!;
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/edit-cheatsheet/${sheet._id}$`));
    const basic = region(page, 'Basic Information');
    await expect(basic.getByLabel('Title')).toHaveValue(title);
    await basic.getByLabel('Title').fill(`${title} v2`);
    await expect(basic.getByLabel('Slug')).toHaveValue(sheet.slug);

    const items = region(page, 'Content Items');
    await expect(items.getByRole('heading', { level: 3 })).toHaveText(['Item 1: Hello code', 'Item 2: Mixed part', 'Item 3: Text note']);
    await expect(items.getByRole('region', { name: /^Item 1(:|$)/ }).getByRole('textbox', { name: 'Code', exact: true })).toHaveText('print("hello")');
    await items.getByRole('button', { name: 'Move Item 3 up' }).click();
    await items.getByRole('button', { name: 'Move Item 2 up' }).click();
    await expect(items.getByRole('heading', { level: 3 })).toHaveText(['Item 1: Text note', 'Item 2: Hello code', 'Item 3: Mixed part']);
    await items.getByRole('button', { name: 'Remove Item 2' }).click();
    await expect(items.getByRole('heading', { level: 3 })).toHaveText(['Item 1: Text note', 'Item 2: Mixed part']);

    await page.getByRole('button', { name: 'Update Cheatsheet' }).click();
    await expect(page.getByText('Cheatsheet updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/manage-cheatsheets$/, { timeout: 6_000 });
    const updated = (await findSheet(page, `${title} v2`))!;
    expect(updated._id).toBe(sheet._id);
    expect(updated.slug).toBe(sheet.slug);
    expect(updated.items.map((entry) => [entry.order, entry.title])).toEqual([
      [0, 'Text note'],
      [1, 'Mixed part'],
    ]);
  });

  await test.step('feature and delete from the list', async () => {
    const current = `${title} v2`;
    await page.getByLabel('Search').fill(current);
    const rows = page.getByRole('table', { name: 'Cheatsheets' }).locator('tbody tr');
    await expect(rows).toHaveCount(1);
    const toggle = page.getByRole('button', { name: `Featured: ${current}` });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect((await findSheet(page, current))!.featured).toBe(true);

    const messages: string[] = [];
    page.once('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: `Delete ${current}` }).click();
    await expect(page.getByText('No cheatsheets found')).toBeVisible();
    expect(messages).toEqual(['Are you sure you want to delete this cheatsheet?']);
    expect(await findSheet(page, current)).toBeUndefined();
  });
});

test("cheatsheet: 'At least one valid item is required' and nothing is sent", async ({ page }) => {
  const title = `E2E Invalid Sheet ${Date.now()}`;
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/cheatsheets/admin/create')) sent.push(request.method());
  });
  await page.goto('/create-cheatsheet');
  const basic = region(page, 'Basic Information');
  await basic.getByLabel('Title').fill(title);
  await basic.getByRole('combobox', { name: 'Category' }).fill('Git');
  const items = region(page, 'Content Items');
  const first = items.getByRole('region', { name: /^Item 1(:|$)/ });
  // A title and category but no code: not a valid item.
  await first.getByLabel('Item Title').fill('Empty code');
  await page.getByRole('button', { name: 'Create Cheatsheet' }).click();
  await expect(page.getByRole('alert')).toHaveText('At least one valid item is required');
  // A mixed item without blocks is not valid either.
  await first.getByLabel('Content Type').selectOption('mixed');
  await page.getByRole('button', { name: 'Create Cheatsheet' }).click();
  await expect(page.getByRole('alert')).toHaveText('At least one valid item is required');
  expect(sent).toEqual([]);
  await expect(page).toHaveURL(/\/create-cheatsheet$/);

  // With one valid item next to the invalid one, only the valid one is saved.
  await items.getByRole('button', { name: '+ Add Item' }).click();
  const second = items.getByRole('region', { name: /^Item 2(:|$)/ });
  await second.getByLabel('Item Title').fill('Status');
  await typeInto(second.getByRole('textbox', { name: 'Code', exact: true }), 'git status');
  await second.getByLabel('Language').selectOption('bash');
  await page.getByRole('button', { name: 'Create Cheatsheet' }).click();
  await expect(page.getByText('Cheatsheet created successfully!')).toBeVisible();
  expect(sent).toEqual(['POST']);
  const sheet = (await findSheet(page, title))!;
  expect(sheet.items.map((entry) => [entry.order, entry.title, entry.language, entry.code])).toEqual([[0, 'Status', 'bash', 'git status']]);
});

test('the edit forms load a demo exam pattern and a demo cheatsheet and save them back unchanged', async ({ page }) => {
  const withoutTimes = (record: Record<string, unknown>) => {
    const { updatedAt: _updated, createdAt: _created, ...rest } = record;
    return rest;
  };

  const list = await page.request.get('/api/exam-patterns/admin/all?limit=100&search=SSC%20CGL');
  const pattern = ((await list.json()) as { examPatterns: StoredPattern[] }).examPatterns.find((entry) => entry.exam_name === 'SSC CGL Tier 1')!;
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
