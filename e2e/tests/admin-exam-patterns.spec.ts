import { expect, test } from './support/test';
import { created, findPattern, region, slugOf, statValue, type StoredPattern, useAdminWorkflows } from './support/patterns-cheatsheets';

// Admin screens for exam patterns (admin-area.md: /manage-exam-patterns, /create-exam-pattern, /edit-exam-pattern/{id}),
// against the real stack.
// Every record is named with Date.now() and deleted again (afterEach), so reruns never collide and the demo
// content the public specs count is left as it was.

useAdminWorkflows();

test('exam pattern: create with two sections and negative marking, edit, feature on the public list, delete', async ({ page }) => {
  const name = `E2E SSC Pattern ${Date.now()}`;

  await test.step('create: the defaults, the slug following the name, sections, topics and negative marking', async () => {
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Create Exam Pattern' }).click();
    await expect(page).toHaveURL(/\/create-exam-pattern$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create New Exam Pattern' })).toBeVisible();
    for (const title of [
      'Basic Information',
      'Exam Sections',
      'Marking Scheme',
      'Eligibility Criteria',
      'Exam Details',
      'Preparation Strategy',
      'Statistics',
      'Additional Settings',
    ]) {
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
    expect(stored!.sections[0]).toMatchObject({
      section_name: 'General Intelligence',
      section_code: 'GI',
      questions: 25,
      marks_per_question: 1,
      total_marks: 25,
      duration: 30,
      question_types: ['MCQ'],
    });
    expect(stored!.sections[0]!.topics).toEqual([{ topic_name: 'Coding-Decoding', weightage: 60, difficulty_level: 'Hard' }]);
    expect(stored!.sections[1]).toMatchObject({
      section_name: 'Quantitative Aptitude',
      section_code: 'QA',
      marks_per_question: 2,
      total_marks: 50,
      question_types: ['MCQ', 'Numerical'],
    });
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
