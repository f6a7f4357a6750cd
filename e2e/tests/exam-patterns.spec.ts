import { expect, test, type APIRequestContext, type Page } from './support/test';
import { openInApp } from './support/navigation';

interface Pattern {
  slug: string;
  exam_name: string;
  exam_level: string;
  exam_mode: string | null;
  description: string;
  featured: boolean;
  total_questions: number;
  total_marks: number;
  duration: number;
  application_fee: number;
  sections: { section_name: string }[];
  tags: string[];
  exam_official_website: string | null;
}

async function allPatterns(request: APIRequestContext) {
  const response = await request.get('/api/exam-patterns/all?limit=100');
  expect(response.ok()).toBe(true);
  return (await response.json()) as { examPatterns: Pattern[]; pagination: { total: number } };
}

/** The spec's rule, written out independently of the app: case-insensitive over name, level, mode, description. */
const matches = (pattern: Pattern, search: string) =>
  [pattern.exam_name, pattern.exam_level, pattern.exam_mode ?? '', pattern.description].some((field) =>
    field.toLowerCase().includes(search.toLowerCase()),
  );

const allGrid = (page: Page) => page.getByRole('region', { name: 'All Exam Patterns' });
const cardTitles = async (page: Page) => (await allGrid(page).locator('ul > li a > span:nth-child(2)').allTextContents()).sort();
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search exams' });

test('the directory: counters, featured grid, search over name/level/mode/description and the exact level filter', async ({
  page,
  request,
}) => {
  const { examPatterns, pagination } = await allPatterns(request);
  const featured = examPatterns.filter((pattern) => pattern.featured);
  expect(featured.length).toBeGreaterThan(0);

  await page.goto('/exam-patterns');
  await expect(page.getByRole('heading', { level: 1, name: 'Exam Patterns' })).toBeVisible();
  await expect(search(page)).toHaveAttribute('placeholder', 'Search exams...');
  await expect(page.getByTestId('exam-count')).toHaveText(String(pagination.total));
  await expect(page.getByTestId('featured-count')).toHaveText(String(featured.length));
  await expect(page.getByText('100%')).toBeVisible();

  const featuredGrid = page.getByRole('region', { name: 'Featured Exams' });
  await expect(featuredGrid.getByRole('link')).toHaveCount(featured.length);
  await expect(allGrid(page).getByRole('link')).toHaveCount(Math.min(12, examPatterns.length));
  expect(await cardTitles(page)).toEqual(
    examPatterns
      .slice(0, 12)
      .map((pattern) => pattern.exam_name)
      .sort(),
  );

  // Search by name, case-insensitively; the featured showcase steps aside while searching.
  await search(page).fill('neet');
  await expect(allGrid(page).getByRole('link')).toHaveCount(1);
  await expect(allGrid(page).getByRole('link')).toContainText('NEET UG');
  await expect(featuredGrid).toHaveCount(0);

  // By mode (OFFLINE), by level (certificate) and by words of the description.
  for (const term of ['OFFLINE', 'certificate', 'medical']) {
    await search(page).fill(term);
    const expected = examPatterns
      .filter((pattern) => matches(pattern, term))
      .map((pattern) => pattern.exam_name)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    await expect(allGrid(page).getByRole('link')).toHaveCount(expected.length);
    expect(await cardTitles(page)).toEqual(expected);
  }

  // The level filter is built from the server's levels and matches exactly.
  await search(page).fill('');
  const levels = page.getByLabel('Level');
  const filterAnswer = (await (await request.get('/api/exam-patterns/meta/filters')).json()) as { examLevels: string[] };
  await expect(levels.locator('option')).toHaveText(['All Levels', ...filterAnswer.examLevels]);
  await levels.selectOption('Certificate');
  const certificate = examPatterns
    .filter((pattern) => pattern.exam_level === 'Certificate')
    .map((pattern) => pattern.exam_name)
    .sort();
  await expect(allGrid(page).getByRole('link')).toHaveCount(certificate.length);
  expect(await cardTitles(page)).toEqual(certificate);
  // 'All' is a level of its own (not "every level"): only exams whose level is exactly 'All'.
  await levels.selectOption('All');
  await expect(allGrid(page).getByRole('link')).toHaveCount(examPatterns.filter((pattern) => pattern.exam_level === 'All').length);

  // Search and level combine.
  await levels.selectOption('Certificate');
  await search(page).fill('NDA');
  await expect(allGrid(page).getByRole('link')).toHaveCount(1);
  await expect(allGrid(page).getByRole('link')).toContainText('NDA');
  await levels.selectOption('Graduate');
  await expect(page.getByRole('heading', { name: 'No Exam Patterns Found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(search(page)).toHaveValue('');
  await expect(allGrid(page).getByRole('link')).toHaveCount(Math.min(12, examPatterns.length));

  await allGrid(page)
    .getByRole('link', { name: /SSC CGL Tier 1/ })
    .click();
  await expect(page).toHaveURL(/\/exam-patterns\/ssc-cgl-tier-1$/);
});

test('the detail page shows every panel of an exam pattern', async ({ page, request }) => {
  const response = await request.get('/api/exam-patterns/slug/ssc-cgl-tier-1');
  const pattern = (await response.json()) as Pattern;

  await page.goto('/exam-patterns/ssc-cgl-tier-1');
  await expect(page.getByRole('heading', { level: 1, name: pattern.exam_name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(pattern.exam_name));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/exam-patterns\/ssc-cgl-tier-1$/);
  await expect(page.getByText(pattern.exam_level, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('★ Featured')).toBeVisible();
  await expect(page.getByText(/^[\d,]+ views$/)).toBeVisible();
  await expect(page.getByText(pattern.description)).toBeVisible();

  const tiles = page.getByRole('list', { name: 'Exam at a glance' }).getByRole('listitem');
  await expect(tiles).toHaveText([
    `${pattern.total_questions}Questions`,
    `${pattern.total_marks}Marks`,
    `${pattern.duration}Minutes`,
    `${pattern.sections.length}Sections`,
  ]);

  const marking = page.getByRole('region', { name: 'Marking Scheme' });
  await expect(marking).toContainText('+2 for each correct answer');
  await expect(marking).toContainText('−0.5 for each wrong answer');

  const details = page.getByRole('region', { name: 'Exam Details' });
  await expect(details).toContainText('Online');
  await expect(details).toContainText(`₹${pattern.application_fee.toLocaleString('en-IN')}`);
  await expect(details).toContainText('Hindi');
  await expect(details.getByRole('link', { name: /ssc\.gov\.in/ })).toHaveAttribute('href', pattern.exam_official_website!);

  const sections = page.getByRole('region', { name: 'Exam Sections' });
  for (const section of pattern.sections)
    await expect(sections.getByRole('heading', { name: new RegExp(section.section_name) })).toBeVisible();

  await expect(page.getByRole('region', { name: 'Eligibility Criteria' })).toContainText('18–32 years');
  const strategy = page.getByRole('region', { name: 'Preparation Strategy' });
  await expect(strategy).toContainText('Recommended study time');
  await expect(strategy.getByRole('link', { name: 'https://ssc.gov.in' })).toBeVisible();

  const levels = page.getByRole('list', { name: 'Difficulty, competition and scores' });
  await expect(levels).toContainText('Difficulty');
  await expect(levels).toContainText('Competition');
  await expect(levels).toContainText('Average score');

  const tags = page.getByRole('region', { name: 'Related Tags' });
  for (const tag of pattern.tags) await expect(tags.getByText(`#${tag}`, { exact: true })).toBeVisible();

  await page.getByRole('link', { name: /Back to Exam Patterns/ }).click();
  await expect(page).toHaveURL(/\/exam-patterns$/);
});

test('age limits of 0 read as "no upper limit" and "no age limit"', async ({ page }) => {
  await page.goto('/exam-patterns/neet-ug');
  await expect(page.getByRole('region', { name: 'Eligibility Criteria' })).toContainText('17 years or older (no upper age limit)');
  await page.goto('/exam-patterns/jee-main-paper-1');
  await expect(page.getByRole('region', { name: 'Eligibility Criteria' })).toContainText('No age limit');
  await expect(page.getByRole('region', { name: 'Eligibility Criteria' })).not.toContainText('0 years');
});

test('an unknown slug shows Exam Pattern Not Found, marked noindex', async ({ page }) => {
  await page.goto('/exam-patterns/no-such-exam');
  await expect(page.getByRole('heading', { name: 'Exam Pattern Not Found' })).toBeVisible();
  await expect(page.getByText("The exam pattern you're looking for doesn't exist or has been removed.")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByRole('link', { name: 'Browse All Exam Patterns' }).click();
  await expect(page).toHaveURL(/\/exam-patterns$/);
  await expect(page.getByRole('heading', { name: 'All Exam Patterns' })).toBeVisible();
});

test('a failed list shows Error Loading Data with a Retry that reloads; failed extras are ignored', async ({ page }) => {
  await page.route('**/api/exam-patterns/all*', (route) => route.fulfill({ status: 503, json: { message: 'CMS unreachable' } }));
  await openInApp(page, '/exam-patterns');
  await expect(page.getByRole('heading', { name: 'Error Loading Data' })).toBeVisible();
  await expect(page.getByText('Failed to load exam patterns')).toBeVisible();

  // Retry loads the document again (the server renders the list anew).
  await page.unroute('**/api/exam-patterns/all*');
  await page.evaluate(() => ((window as unknown as { beforeRetry: boolean }).beforeRetry = true));
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'All Exam Patterns' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Error Loading Data' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { beforeRetry?: boolean }).beforeRetry)).toBeUndefined();

  // The featured list and the level filter may fail: the page goes on without them.
  await page.route('**/api/exam-patterns/featured/list', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
  await page.route('**/api/exam-patterns/meta/filters', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
  const extrasFailed = Promise.all(
    ['featured/list', 'meta/filters'].map((extra) =>
      page.waitForResponse((response) => response.url().endsWith(`/api/exam-patterns/${extra}`)),
    ),
  );
  await openInApp(page, '/exam-patterns');
  await extrasFailed;
  await expect(page.getByRole('heading', { name: 'All Exam Patterns' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Error Loading Data' })).toHaveCount(0);
  await expect(page.getByLabel('Level')).toHaveCount(0);
  await expect(allGrid(page).getByRole('link').first()).toBeVisible();
});
