import { expect, test, type Locator, type Page } from './support/test';
import { runTag, signIn } from './support/admin';
import { json, removeTaggedContent, type QuestionRecord } from './support/admin-content';

/**
 * LaTeX in rich text, typeset by the proxy with KaTeX (+ mhchem), as students see it: in a question, an
 * option, an explanation and a cheatsheet item, on server-rendered pages and after in-app navigation (KaTeX's
 * stylesheet then loads on demand); a malformed formula as its source in the error style; the admin editor's live
 * preview. The demo content holds the math questions (cms/src/seed/data).
 */

const tag = runTag();
test.afterAll(async ({ baseURL }) => removeTaggedContent(baseURL, tag));

/** A formula as a reader sees it: typeset from `tex`, KaTeX's stylesheet applied (MathML for screen readers only, KaTeX's fonts). */
async function expectTypeset(formula: Locator, tex: string) {
  await expect(formula).toBeVisible();
  await expect(formula.locator('annotation')).toHaveText(tex);
  await expect(formula.locator('.katex-mathml')).toHaveCSS('position', 'absolute');
  await expect(formula).toHaveCSS('font-family', /KaTeX_Main/);
  await expect(formula.locator('.katex-html')).toBeVisible();
}

/** Script errors of a page (a hydration mismatch included) from now on. */
function scriptErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The demo question of a subtopic whose text, explanation or options hold `marker` (typeset: a formula's TeX is in its MathML). */
async function demoQuestion(page: Page, subtopic: string, marker: string): Promise<QuestionRecord> {
  const records = await json<QuestionRecord[]>(page.request, `/api/questions/subtopic/${subtopic}`);
  const texts = (record: QuestionRecord) => [
    record.question.question,
    record.question.explanation ?? '',
    ...record.options.map((o) => o.option_text),
  ];
  const found = records.find((record) => texts(record).some((text) => text.includes(marker)));
  expect(found, `${subtopic}: no question with ${marker}`).toBeDefined();
  return found!;
}

const pageUrl = async (page: Page, id: string) => (await json<{ url: string }>(page.request, `/api/questions/page/${id}`)).url;

test.describe('typeset math for students', () => {
  test("a question's own page: the question, an option and the explanation, server-rendered with KaTeX's stylesheet", async ({ page }) => {
    const record = await demoQuestion(page, 'time-and-work', '\\frac{5}{36}');
    const errors = scriptErrors(page);
    await page.goto(await pageUrl(page, record.question._id));
    await expect(page.locator('style#katex-css')).toHaveCount(1);
    const card = page.getByTestId('question-page');
    // The question text has no formula; its options do, and the explanation shows once revealed.
    const options = page.getByRole('list', { name: 'Options' });
    await expectTypeset(options.getByRole('listitem').nth(0).locator('.katex'), '\\frac{5}{36}');
    await expectTypeset(options.getByRole('listitem').nth(3).locator('.katex'), '\\frac{7}{36}');
    await card.getByText('Show answer').click();
    const display = card.locator('details .katex-display').first();
    await expectTypeset(display.locator('.katex'), '\\frac{1}{12} + \\frac{1}{18} = \\frac{3}{36} + \\frac{2}{36} = \\frac{5}{36},');
    // A display formula is a block of its own, centred.
    await expect(display).toHaveCSS('display', 'block');
    await expect(display).toHaveCSS('text-align', 'center');
    // The root of a compound interest question is KaTeX's SVG, drawn.
    const root = await demoQuestion(page, 'simple-and-compound-interest', '\\sqrt[3]');
    await page.goto(await pageUrl(page, root.question._id));
    await page.getByText('Show answer').click();
    const sqrt = page.locator('details .katex .sqrt svg').first();
    await expect(sqrt).toBeVisible();
    expect((await sqrt.boundingBox())!.width).toBeGreaterThan(10);
    expect(errors).toEqual([]);
  });

  test('the practice page: math in a question and its options, and in the Explanation dialog, after in-app navigation', async ({
    page,
  }) => {
    // The topic's page has no math: no KaTeX stylesheet yet. (Percentages' math questions are on its first page
    // since the demo papers hold four of its questions for tests.)
    await page.goto('/practice/general-aptitude');
    await expect(page.locator('#katex-css')).toHaveCount(0);
    await page.getByRole('link', { name: /^Percentages/ }).click();
    const card = page.getByTestId('question-card').filter({ hasText: 'of a number is 40' });
    await expectTypeset(card.locator('.katex').first(), '12\\frac{1}{2}\\%');
    // Loaded on demand, once.
    await expect(page.locator('link#katex-css')).toHaveAttribute('href', /^\/katex\/[\d.]+\/katex\.css$/);
    const fractions = page.getByTestId('question-card').filter({ hasText: 'what fraction less than' });
    await expectTypeset(fractions.getByRole('list').getByRole('button').nth(1).locator('.katex'), '\\frac{1}{5}');
    await fractions.getByRole('button', { name: 'Explanation', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^Explanation/ });
    await expectTypeset(dialog.locator('.katex-display .katex'), '\\frac{y/4}{5y/4} = \\frac{1}{5},');
  });

  test("plain-text places read a formula, not its LaTeX: the page's title and JSON-LD, and search results", async ({ page }) => {
    const record = await demoQuestion(page, 'percentages', '12\\frac{1}{2}\\%');
    await page.goto(await pageUrl(page, record.question._id));
    await expect(page.getByTestId('question-page')).toBeVisible();
    // The app's own <title> (set once it loads, as the server's was) and structured data.
    await expect(page).toHaveTitle(/^12 1\/2% of a number is 40\. What is the number\?/);
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(jsonLd).toContain('"name":"12 1/2% of a number is 40. What is the number?"');
    expect(jsonLd).not.toContain('\\frac');

    // A search that matches inside formulas: the results quote them readably, the matches marked.
    await page.goto('/search?q=frac');
    const results = page.getByRole('main');
    await expect(results.locator('mark').first()).toBeVisible();
    await expect(results).toContainText('12 1/2% of a number is 40');
    // No LaTeX: no command, no delimiter (a dollar before a number may be a price a snippet was cut at: "so $25…").
    expect(await results.textContent()).not.toMatch(/\\|\$(?!\d)/);
  });

  test('a cheatsheet item and a chemistry question (mhchem)', async ({ page }) => {
    await page.goto('/cheatsheets/quant-formulas');
    const item = page.getByRole('region', { name: /Simple and compound interest/ });
    await expectTypeset(item.locator('.katex').nth(2), 'A = P\\left(1 + \\dfrac{R}{100}\\right)^{T}');
    await expectTypeset(item.locator('.katex-display .katex'), 'R = 100\\left(\\sqrt[T]{\\frac{A}{P}} - 1\\right)');

    const soda = await demoQuestion(page, 'general-science', 'NaHCO3');
    await page.goto(await pageUrl(page, soda.question._id));
    await expectTypeset(page.getByRole('list', { name: 'Options' }).getByRole('listitem').first().locator('.katex'), '\\ce{NaHCO3}');
  });
});

test.describe('a malformed formula', () => {
  test('shows its source in the error style, with the error as its title, and the rest of the page works', async ({ page }) => {
    await signIn(page.request);
    const topic = await page.request.post('/api/topics/add', { data: { topic_name: `e2e math ${tag}` } });
    expect(topic.status()).toBe(201);
    const subtopic = await page.request.post('/api/subtopics/add', {
      data: { subtopic_name: `e2e math ${tag}`, topic_id: (await topic.json())._id },
    });
    expect(subtopic.status()).toBe(201);
    const created = await page.request.post('/api/questions/add', {
      data: {
        question: '<p>Which is right: $\\frac{1}{$ or $x^2$?</p>',
        question_type: 'text',
        subtopic_id: (await subtopic.json())._id,
        explanation: '<p>The first formula is missing its denominator.</p>',
        options: JSON.stringify([
          { option_type: 'text', option_text: '$\\sqrt{$' },
          { option_type: 'text', option_text: '$x^2$' },
        ]),
        answer: '$x^2$',
        exam_ids: '[]',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as QuestionRecord).question._id;

    const errors = scriptErrors(page);
    await page.goto(await pageUrl(page, id));
    const card = page.getByTestId('question-page');
    const broken = card.locator('.katex-error').first();
    await expect(broken).toBeVisible();
    await expect(broken).toHaveText('\\frac{1}{');
    await expect(broken).toHaveAttribute('title', /^ParseError: KaTeX parse error/);
    await expect(broken).toHaveCSS('color', 'rgb(204, 0, 0)');
    await expect(broken).toHaveCSS('border-bottom-style', 'dashed');
    // The good formula beside it is typeset; so is the option, and a broken option is its source too.
    await expectTypeset(card.locator('.katex').first(), 'x^2');
    await expect(page.getByRole('list', { name: 'Options' }).locator('.katex-error')).toHaveText('\\sqrt{');
    await card.getByText('Show answer').click();
    await expect(card.getByText('The first formula is missing its denominator.')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('the admin editor', () => {
  test('previews the math of a question, its options and its explanation while typing', async ({ page }) => {
    await signIn(page.request);
    await page.goto('/add-question');
    const preview = (label: string) => page.getByRole('region', { name: `${label} preview` });
    await expect(preview('Question text')).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Question text' }).click();
    await page.keyboard.type('Simplify $\\frac{3}{4} + \\sqrt{16}$ and $\\ce{H2O}$');
    await expectTypeset(preview('Question text').locator('.katex').first(), '\\frac{3}{4} + \\sqrt{16}');
    await expectTypeset(preview('Question text').locator('.katex').nth(1), '\\ce{H2O}');
    await expect(preview('Question text')).toContainText('Simplify');

    // It follows the text: a formula broken while typing shows as its source in the error style.
    await page.keyboard.type(' then $x^{$');
    await expect(preview('Question text').locator('.katex-error')).toHaveText('x^{');
    await expect(preview('Question text').locator('.katex-error')).toHaveCSS('color', 'rgb(204, 0, 0)');

    await page.getByLabel('Option A text').fill('$2^{10}$');
    await expectTypeset(preview('Option A').locator('.katex'), '2^{10}');
    // Prices are not math: no preview.
    await page.getByLabel('Option B text').fill('$5 and $10');
    await expect(preview('Option B')).toHaveCount(0);
    await page.getByLabel('Option B text').fill('$5 and $10, or $x$');
    await expectTypeset(preview('Option B').locator('.katex'), 'x');

    await page.getByRole('textbox', { name: 'Explanation (optional)' }).click();
    await page.keyboard.type('$$\\int_0^1 x\\,dx = \\frac{1}{2}$$');
    await expectTypeset(preview('Explanation (optional)').locator('.katex-display .katex'), '\\int_0^1 x\\,dx = \\frac{1}{2}');
  });
});
