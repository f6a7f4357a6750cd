import { expect, test, type APIRequestContext, type Page } from './support/test';

// A page for every question (/questions/{id}/{slug}), reached from the practice page's cards.

interface Neighbour {
  _id: string;
  title: string;
  url: string;
}
interface QuestionPageAnswer {
  record: {
    question: { _id: string; question: string; answer: string; explanation: string | null };
    options: Array<{ _id: string; option_type: string; option_text: string }>;
  };
  title: string;
  url: string;
  topic_name: string | null;
  subtopic_name: string | null;
  previous: Neighbour | null;
  next: Neighbour | null;
}

const letters = 'ABCDEFGH';

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}
const questionPage = (request: APIRequestContext, id: string) => json<QuestionPageAnswer>(request, `/api/questions/page/${id}`);
const pathOf = (page: Page) => new URL(page.url()).pathname;
/** The answer's <details> (the navigation has one of its own). */
const reveal = (page: Page) => page.getByTestId('question-page').locator('details');
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The page of `shown`: its heading, breadcrumbs, question and options, the answer still hidden. */
async function expectQuestionShown(page: Page, shown: QuestionPageAnswer) {
  await expect(page.getByTestId('question-page')).toHaveAttribute('data-question-id', shown.record.question._id);
  expect(pathOf(page)).toBe(shown.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Percentages Question' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'General Aptitude' })).toHaveAttribute('href', '/practice/general-aptitude');
  await expect(crumbs.getByRole('link', { name: 'Percentages' })).toHaveAttribute('href', '/practice/general-aptitude/percentages');
  const options = page.getByRole('list', { name: 'Options' }).getByRole('listitem');
  await expect(options).toHaveCount(shown.record.options.length);
  for (const [index, option] of shown.record.options.entries()) {
    if (option.option_type === 'text')
      await expect(options.nth(index)).toContainText(`${letters[index]}Option ${letters[index]}: ${option.option_text}`);
  }
  await expect(reveal(page)).not.toHaveAttribute('open', '');
  await expect(page.getByRole('heading', { name: 'Correct answer' })).toBeHidden();
}

test.describe('a question on its own page', () => {
  test('from a practice card: question, options, the answer behind "Show answer", head tags, previous and next', async ({
    page,
    request,
  }) => {
    const listed = await json<Array<{ question: { _id: string } }>>(request, '/api/questions/subtopic/percentages?page=1&limit=10');
    const id = listed[1]!.question._id;
    const shown = await questionPage(request, id);
    expect(shown.previous?._id).toBe(listed[0]!.question._id);
    expect(shown.next?._id).toBe(listed[2]!.question._id);

    await page.goto('/practice/general-aptitude/percentages');
    const link = page.getByTestId('question-card').nth(1).getByRole('link', { name: 'Open question page (question 2)', exact: true });
    await expect(link).toHaveAttribute('href', shown.url);
    await link.click();
    await expectQuestionShown(page, shown);

    // The same texts as the proxy's head tags (contract's questionPageMeta), the canonical address and the JSON-LD.
    await expect(page).toHaveTitle(/ – Percentages \| ExamPrep$/);
    const served = await (await request.get(shown.url)).text();
    const decode = (text: string) =>
      text
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
    expect(decode(/<title[^>]*>([^<]*)<\/title>/.exec(served)![1]!)).toBe(await page.title());
    const servedDescription = decode(/<meta data-server-meta name="description" content="([^"]*)"/.exec(served)![1]!);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', servedDescription);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${shown.url}$`));
    const structured = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(structured['@type']).toBe('Quiz');
    expect(structured.hasPart[0].acceptedAnswer.text.toLowerCase()).toBe(shown.record.question.answer.toLowerCase());

    // The answer and explanation open in place, with no request of their own.
    const correct = shown.record.options.findIndex(
      (option) => option.option_text.toLowerCase() === shown.record.question.answer.toLowerCase(),
    );
    await reveal(page).getByText('Show answer', { exact: true }).click();
    await expect(reveal(page)).toHaveAttribute('open', '');
    const answer = reveal(page);
    await expect(answer.getByRole('heading', { name: 'Correct answer' })).toBeVisible();
    await expect(answer).toContainText(`${letters[correct]}${shown.record.options[correct]!.option_text}`);
    await expect(answer.getByRole('heading', { name: 'Explanation' })).toBeVisible();

    // Next and previous walk the subtopic in the practice page's order.
    const neighbours = page.getByRole('navigation', { name: 'More Percentages questions' });
    await neighbours.getByRole('link', { name: /Next question/ }).click();
    await expectQuestionShown(page, await questionPage(request, shown.next!._id));
    await page
      .getByRole('navigation', { name: 'More Percentages questions' })
      .getByRole('link', { name: /Previous question/ })
      .click();
    await expectQuestionShown(page, shown);
    await expect(page).toHaveURL(new RegExp(`${shown.url}$`));
  });

  test('the bare id and another slug end at the one address, from the server (301) and inside the app', async ({ page, request }) => {
    const [first] = await json<Array<{ question: { _id: string } }>>(request, '/api/questions/subtopic/percentages?page=1&limit=10');
    const shown = await questionPage(request, first!.question._id);
    const moved = await request.get(`/questions/${shown.record.question._id}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(shown.url);

    await page.goto(`/questions/${shown.record.question._id}/an-old-slug?ref=share`);
    await expect(page).toHaveURL(new RegExp(`${shown.url}\\?ref=share$`));
    await expectQuestionShown(page, shown);

    // Inside the app (no request to the server for the page): the address is replaced, not added to history.
    await page.evaluate((address) => {
      history.pushState({}, '', address);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/questions/${shown.record.question._id}/yet-another-slug`);
    await expect(page).toHaveURL(new RegExp(`${shown.url}$`));
    await expectQuestionShown(page, shown);
  });

  test('an unknown question: the 404 status and a Not Found screen with a way back', async ({ page }) => {
    const response = await page.goto('/questions/nosuchquestion0000000000/some-slug');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Question Not Found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await page.getByRole('link', { name: 'Browse practice topics' }).click();
    await expect(page).toHaveURL(/\/practice$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server-rendered page holds the question and options, and "Show answer" reveals the answer', async ({ page, request }) => {
    const listed = await json<Array<{ question: { _id: string } }>>(request, '/api/questions/subtopic/percentages?page=1&limit=10');
    const shown = await questionPage(request, listed[2]!.question._id);
    await page.goto(shown.url);
    await expectQuestionShown(page, shown);
    await reveal(page).getByText('Show answer', { exact: true }).click();
    await expect(reveal(page).getByRole('heading', { name: 'Correct answer' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'More Percentages questions' }).getByRole('link', { name: /Next question/ }),
    ).toHaveAttribute('href', shown.next!.url);
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('nothing scrolls sideways, and the answer opens by keyboard', async ({ page, request }) => {
    const listed = await json<Array<{ question: { _id: string } }>>(request, '/api/questions/subtopic/percentages?page=1&limit=10');
    const shown = await questionPage(request, listed[1]!.question._id);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(shown.url);
    await expectQuestionShown(page, shown);
    // The server's HTML and the app's first render agree.
    expect(warnings.filter((text) => /hydrat/i.test(text))).toEqual([]);
    expect(await noSidewaysScroll(page)).toBe(true);
    await reveal(page).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Correct answer' })).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    const neighbours = page.getByRole('navigation', { name: 'More Percentages questions' });
    const box = await neighbours.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  });
});
