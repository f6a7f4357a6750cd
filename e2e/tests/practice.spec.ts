import { afterTwoFrames, expect, test, type APIRequestContext, type Page } from './support/test';
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

test.describe('topic directory (/practice)', () => {});

test.describe('subtopic directory (/practice/{topic})', () => {
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
      // A card is laid out once near the screen (content-visibility): measured after that frame.
      await afterTwoFrames(page);
      const box = await image.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    }
    expect(await noOverflow()).toBe(true);
  });
});
