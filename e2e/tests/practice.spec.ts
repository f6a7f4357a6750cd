import { expect, test, type APIRequestContext, type Page } from './support/test';
import { openInApp } from './support/navigation';

/** A subtopic's question list, whatever its query: the page asks for one page of it (?page=1&limit=10). */
const questionList = (subtopic: string) => (url: URL) => url.pathname === `/api/questions/subtopic/${subtopic}`;

interface Option {
  _id: string;
  option_type: string;
  option_text: string;
  path_url: string | null;
}
interface QuestionRecord {
  question: { _id: string; question: string; answer: string; explanation: string | null; question_image_url: string | null };
  options: Option[];
}

async function questions(request: APIRequestContext, path: string): Promise<QuestionRecord[]> {
  const response = await request.get(path);
  expect(response.ok()).toBe(true);
  return response.json();
}

const card = (page: Page, index: number) => page.getByTestId('question-card').nth(index);
const letters = 'ABCDEFGH';

test.describe('topic directory (/practice)', () => {
  test('lists the topics title-cased, sets its metadata and opens a topic', async ({ page }) => {
    await page.goto('/practice');
    await expect(page.getByRole('heading', { level: 1, name: 'Practice Topics' })).toBeVisible();
    const topics = ['Bulk Practice', 'Computer Science', 'English Language', 'General Aptitude', 'General Awareness', 'Logical Reasoning'];
    for (const name of topics) await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();

    // 6 topics: no '{n}+' in the title; the first 4 names in the description and keywords.
    await expect(page).toHaveTitle('Practice Topics for Competitive Exams | ExamPrep');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toContain('Bulk Practice, Computer Science, English Language, General Aptitude and more');
    expect(description).not.toContain('Logical Reasoning');
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
      'content',
      /^Bulk Practice, Computer Science, English Language, General Aptitude, /,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/practice$/);

    await page.getByRole('link', { name: /General Aptitude/ }).click();
    await expect(page).toHaveURL(/\/practice\/general-aptitude$/);
    await expect(page.getByRole('heading', { level: 1, name: 'General Aptitude' })).toBeVisible();
  });

  test("uses '{n}+ Practice Topics' in the title above 8 topics", async ({ page }) => {
    const many = Array.from({ length: 9 }, (_, i) => ({ _id: `t${i}`, topic_name: `topic-number-${i}` }));
    await page.route('**/api/topics/all', (route) => route.fulfill({ json: many }));
    await openInApp(page, '/practice');
    await expect(page.getByRole('link', { name: /Topic Number 8/ })).toBeVisible();
    await expect(page).toHaveTitle(/^9\+ Practice Topics/);
  });

  test('shows the error state with Try Again, and the empty state', async ({ page }) => {
    let fail = true;
    await page.route('**/api/topics/all', (route) =>
      fail ? route.fulfill({ status: 503, json: { message: 'CMS unreachable' } }) : route.fallback(),
    );
    await openInApp(page, '/practice');
    await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Failed to load topics. Please try again later.')).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('link', { name: /General Aptitude/ })).toBeVisible();

    await page.route('**/api/topics/all', (route) => route.fulfill({ json: [] }));
    await openInApp(page, '/practice');
    await expect(page.getByRole('heading', { name: 'No Topics Available' })).toBeVisible();
  });
});

test.describe('subtopic directory (/practice/{topic})', () => {
  test('groups subtopics by category and searches name or category, with a clear button', async ({ page }) => {
    await page.goto('/practice/general-aptitude');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Practice\s*General Aptitude/);
    await expect(page).toHaveTitle('Prepare for General Aptitude | ExamPrep');
    await expect(page.getByText('5 subtopic(s) found')).toBeVisible();
    const arithmetic = page.getByRole('region', { name: 'Arithmetic' });
    await expect(arithmetic.getByRole('link')).toHaveCount(4);
    await expect(page.getByRole('region', { name: 'Data Analysis' }).getByRole('link')).toHaveText([/Data Interpretation/]);

    const search = page.getByLabel('Search subtopics');
    await search.fill('ARITH'); // category, any case
    await expect(page.getByText('4 subtopic(s) found')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Data Analysis' })).toHaveCount(0);

    await search.fill('compound interest'); // the shown name
    await expect(page.getByText('1 subtopic(s) found')).toBeVisible();
    await expect(page.getByRole('link', { name: /Simple And Compound Interest/ })).toBeVisible();

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await expect(page.getByText('5 subtopic(s) found')).toBeVisible();

    await search.fill('geometry');
    await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
    await expect(page.getByText('0 subtopic(s) found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Search', exact: true }).click();
    await expect(page.getByText('5 subtopic(s) found')).toBeVisible();
  });

  test('an exam choice leads to that exam’s questions; All Exams leads back to every question', async ({ page, request }) => {
    await page.goto('/practice/general-aptitude');
    const select = page.getByLabel('Choose Exam (optional)');
    await expect(select.locator('option').first()).toHaveText('All Exams');
    await expect(select.locator('option', { hasText: 'SSC CGL' })).toHaveCount(1);

    const percentages = page.getByRole('link', { name: /^Percentages/ });
    await expect(percentages).toHaveAttribute('href', '/practice/general-aptitude/percentages');
    await select.selectOption('SSC CGL');
    await expect(percentages).toHaveAttribute('href', '/practice/general-aptitude/percentages/SSC%20CGL');
    await select.selectOption('');
    await expect(percentages).toHaveAttribute('href', '/practice/general-aptitude/percentages');
    await select.selectOption('SSC CGL');

    const expected = await questions(request, '/api/questions/exam/SSC%20CGL/subtopic/percentages');
    const all = await questions(request, '/api/questions/subtopic/percentages');
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    await percentages.click();
    await expect(page).toHaveURL(/\/practice\/general-aptitude\/percentages\/SSC%20CGL$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Percentages Questions' })).toBeVisible();
    await expect(page.getByTestId('question-card')).toHaveCount(expected.length);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/practice\/general-aptitude\/percentages\/SSC%20CGL$/);
    await expect(page).toHaveTitle('Percentages Questions for SSC CGL – General Aptitude | ExamPrep');

    // Back keeps the chosen exam.
    await page.goBack();
    await expect(page.getByLabel('Choose Exam (optional)')).toHaveValue('SSC CGL');
  });

  test('on a slow phone (CPU 8x slower) fast typing in the search keeps every letter, and the address follows', async ({ page }) => {
    // The box once took its value from the address, which React Router updates as a transition: letters got lost.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await page.goto('/practice');
    await page.getByRole('link', { name: /General Aptitude/ }).click();
    const box = page.getByLabel('Search subtopics');
    await box.pressSequentially('percentages');
    await expect(box).toHaveValue('percentages');
    await expect(page).toHaveURL(/\/practice\/general-aptitude\?q=percentages$/);
    await expect(page.getByRole('link', { name: /Percentages/ })).toBeVisible();
  });

  test('works without the exam list when that call fails (only logged)', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.route('**/api/exams/all', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
    await openInApp(page, '/practice/logical-reasoning');
    await expect(page.getByText('4 subtopic(s) found')).toBeVisible();
    await expect(page.getByLabel('Choose Exam (optional)').locator('option')).toHaveText(['All Exams']);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect.poll(() => errors.some((text) => text.includes('Could not load the exam list'))).toBe(true);
  });

  test('shows No Subtopics Available, and an error with Try Again', async ({ page }) => {
    await page.goto('/practice/no-such-topic');
    await expect(page.getByRole('heading', { name: 'No Subtopics Available' })).toBeVisible();

    let fail = true;
    await page.route('**/api/subtopics/topicname/**', (route) => (fail ? route.abort() : route.fallback()));
    await openInApp(page, '/practice/general-aptitude');
    await expect(page.getByText('Failed to load subtopics. Please try again later.')).toBeVisible({ timeout: 15_000 });
    fail = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText('5 subtopic(s) found')).toBeVisible();
  });
});

test.describe('practice questions', () => {
  test('choosing an option reveals right or wrong at once, and the choice can be changed', async ({ page, request }) => {
    const [first] = await questions(request, '/api/questions/subtopic/percentages');
    const correct = first.options.findIndex((o) => o.option_text.toLowerCase() === first.question.answer.toLowerCase());
    const wrong = correct === 0 ? 1 : 0;
    expect(correct).toBeGreaterThanOrEqual(0);

    await page.goto('/practice/general-aptitude/percentages');
    const question = card(page, 0);
    await expect(question.getByRole('heading', { name: 'Question 1' })).toBeVisible();
    const wrongButton = question.getByRole('button', { name: `Option ${letters[wrong]}: ${first.options[wrong].option_text}` });
    const rightButton = question.getByRole('button', { name: `Option ${letters[correct]}: ${first.options[correct].option_text}` });

    await wrongButton.click();
    await expect(wrongButton).toHaveAttribute('data-state', 'wrong');
    await expect(wrongButton).toHaveAttribute('aria-pressed', 'true');
    await expect(wrongButton).toHaveCSS('background-color', 'rgb(253, 236, 234)'); // red
    await expect(rightButton).not.toHaveAttribute('data-state', /.+/); // the right answer is not given away
    await expect(question.locator('[aria-live="polite"]')).toHaveText(
      `Wrong: ${letters[wrong]} is not the right answer. Try another option.`,
    );

    await rightButton.click();
    await expect(rightButton).toHaveAttribute('data-state', 'correct');
    await expect(rightButton).toHaveCSS('background-color', 'rgb(230, 244, 236)'); // green
    await expect(wrongButton).not.toHaveAttribute('data-state', /.+/);
    await expect(wrongButton).toHaveAttribute('aria-pressed', 'false');
    await expect(question.locator('[aria-live="polite"]')).toHaveText(`Correct! ${letters[correct]} is the right answer.`);

    // Options are real buttons: the keyboard alone can answer.
    const second = card(page, 1);
    await second.getByRole('button', { name: /^Option B:/ }).focus();
    await page.keyboard.press('Space');
    await expect(second.getByRole('button', { name: /^Option B:/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(second.getByRole('button', { name: /^Option B:/ })).toHaveAttribute('data-state', /correct|wrong/);
  });

  test('the check ignores case (answer and option text differ only in case)', async ({ page, request }) => {
    const records = await questions(request, '/api/questions/subtopic/percentages');
    const altered = structuredClone(records);
    altered[0].question.answer = 'SEVENTY PERCENT';
    altered[0].options[2].option_text = 'Seventy Percent';
    await page.route(questionList('percentages'), (route) => route.fulfill({ json: altered }));
    await openInApp(page, '/practice/general-aptitude/percentages');
    const option = card(page, 0).getByRole('button', { name: 'Option C: Seventy Percent' });
    await option.click();
    await expect(option).toHaveAttribute('data-state', 'correct');
    await card(page, 0)
      .getByRole('button', { name: /^Option A:/ })
      .click();
    await expect(card(page, 0).getByRole('button', { name: /^Option A:/ })).toHaveAttribute('data-state', 'wrong');
  });

  test('pager: Previous/Next always, numbered buttons only above 10 questions, scrolls to the top', async ({ page }) => {
    // Exactly 10 questions: time-and-work's 12 but the two the demo IBPS paper holds for tests.
    await page.goto('/practice/general-aptitude/time-and-work');
    await expect(page.getByTestId('question-card')).toHaveCount(10);
    const pager = page.getByRole('navigation', { name: 'Question pages' });
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(0);

    await page.goto('/practice/bulk-practice/bulk-set-1'); // 25 questions
    await expect(page.getByText('Showing 1–10 of 25 questions')).toBeVisible();
    await expect(pager.getByRole('button', { name: /^Page \d+$/ })).toHaveText(['1', '2', '3']);
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await pager.getByRole('button', { name: 'Next' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(card(page, 0).getByRole('heading')).toHaveText('Question 11');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByText('Showing 11–20 of 25 questions')).toBeVisible();

    await pager.getByRole('button', { name: 'Page 3' }).click();
    await expect(page.getByTestId('question-card')).toHaveCount(5);
    await expect(card(page, 4).getByRole('heading')).toHaveText('Question 25');
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
    await pager.getByRole('button', { name: 'Previous' }).click();
    await expect(card(page, 0).getByRole('heading')).toHaveText('Question 11');

    // The page is in the address: shared, reloaded and gone back to; a page past the end shows the last one.
    await expect(page).toHaveURL(/\/bulk-set-1\?page=2$/);
    await page.reload();
    await expect(page.getByText('Showing 11–20 of 25 questions')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\?page=3$/);
    await expect(card(page, 4).getByRole('heading')).toHaveText('Question 25');
    await page.goto('/practice/bulk-practice/bulk-set-1?page=9');
    await expect(page.getByText('Showing 21–25 of 25 questions')).toBeVisible();
    await expect(page).toHaveURL(/\?page=3$/);
  });

  test('Explanation opens a modal with the stored explanation, or says there is none', async ({ page, request }) => {
    const records = await questions(request, '/api/questions/subtopic/percentages');
    const withNone = structuredClone(records);
    withNone[1].question.explanation = null;
    await page.route(questionList('percentages'), (route) => route.fulfill({ json: withNone }));
    await openInApp(page, '/practice/general-aptitude/percentages');

    await card(page, 0).getByRole('button', { name: 'Explanation', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Explanation – Question 1' });
    await expect(dialog).toBeVisible();
    const firstWords = records[0].question
      .explanation!.replace(/<[^>]+>/g, ' ')
      .trim()
      .split(/\s+/)
      .slice(0, 4)
      .join(' ');
    await expect(dialog).toContainText(firstWords);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card(page, 0).getByRole('button', { name: 'Explanation', exact: true })).toBeFocused();

    await card(page, 1).getByRole('button', { name: 'Explanation', exact: true }).click();
    await expect(page.getByRole('dialog')).toContainText('No explanation available for this question.');
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('image questions and image options load from /uploads', async ({ page }) => {
    await page.goto('/practice/logical-reasoning/direction-sense');
    // Its 10 demo questions but the 3 the demo papers hold for tests.
    await expect(page.getByTestId('question-card')).toHaveCount(7);
    const images = page.getByTestId('question-card').locator('img');
    expect(await images.count()).toBeGreaterThanOrEqual(5);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveAttribute('src', /^\/uploads\/[^/]+\.png$/);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    }
  });

  test('states: loading, failure in red, and both empty messages', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(questionList('percentages'), async (route) => {
      await held;
      await route.fallback();
    });
    await openInApp(page, '/practice/general-aptitude/percentages');
    await expect(page.getByText('Loading questions...')).toBeVisible();
    release();
    // Percentages' first page: its 12 demo questions but the 4 the demo papers hold for tests.
    await expect(page.getByTestId('question-card')).toHaveCount(8);

    await page.route(questionList('time-and-work'), (route) => route.fulfill({ status: 500, json: { message: 'x' } }));
    await openInApp(page, '/practice/general-aptitude/time-and-work');
    const failure = page.getByRole('heading', { name: 'Failed to fetch questions' });
    await expect(failure).toBeVisible({ timeout: 15_000 });
    await expect(failure).toHaveCSS('color', 'rgb(180, 35, 24)');

    await page.goto('/practice/general-aptitude/no-such-subtopic');
    await expect(page.getByRole('heading', { name: 'No Questions Available' })).toBeVisible();
    await expect(page.getByText('No questions available for this subtopic.')).toBeVisible();

    await page.goto('/practice/general-aptitude/percentages/GATE%20CS');
    await expect(page.getByRole('heading', { name: 'No Questions Available' })).toBeVisible();
    await expect(page.getByText('No questions available for this combination.')).toBeVisible();
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a student goes from topics to a question, answers it and saves it, without sideways scrolling', async ({ page }) => {
    const noOverflow = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await page.goto('/practice');
    await expect(page.getByRole('link', { name: /Logical Reasoning/ })).toBeVisible();
    expect(await noOverflow()).toBe(true);
    await page.getByRole('link', { name: /Logical Reasoning/ }).tap();
    await expect(page.getByText('4 subtopic(s) found')).toBeVisible();
    expect(await noOverflow()).toBe(true);
    await page.getByRole('link', { name: /Direction Sense/ }).tap();
    await expect(page.getByTestId('question-card')).toHaveCount(7); // 10 but the 3 held for tests

    const question = card(page, 2); // image options
    await question.scrollIntoViewIfNeeded();
    await question.getByRole('button', { name: /^Option A:/ }).tap();
    await expect(question.getByRole('button', { name: /^Option A:/ })).toHaveAttribute('data-state', /correct|wrong/);
    await question.getByRole('button', { name: 'Save', exact: true }).tap();
    await expect(question.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true');
    for (const image of await page.locator('main img').all()) {
      await image.scrollIntoViewIfNeeded();
      const box = await image.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    }
    expect(await noOverflow()).toBe(true);
  });
});
