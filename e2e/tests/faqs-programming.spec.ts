import { signIn, acceptNextDialog, runTag } from './support/admin';
import { expect, test, untilInteractive, type Browser, type BrowserContext, type Locator, type Page, type Stack } from './support/test';

// FAQs and programming topics (students-faqs-programming.md §2–§4) on a 360 px phone, against the real stack: an
// admin writes an FAQ, a topic and a code question through the screens; a student without a session reads them,
// finds them with the site search, and reads them again with JavaScript off; the admin list then deletes the
// topic with its questions. The tests share what the first one made, so they run in order (serial).

test.describe.configure({ mode: 'serial' });
const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

const tag = runTag();
const faq = { title: `E2E FAQ ${tag}`, slug: `e2e-faq-${tag}`, question: `How do decorators work ${tag}?` };
const topic = { title: `E2E Topic ${tag}`, slug: `e2e-topic-${tag}`, category: 'E2E Category' };
const question = { title: `Reverse a string ${tag}`, explanation: 'Both solutions run in linear time.' };
// The long line must scroll inside its block on a phone, not widen the page.
const ANSWER_CODE = ['def twice(f):', '    return lambda value: f(f(value))  # the function applied twice, one call after the other'];
const PYTHON_CODE = 'def reverse(text):\n    return text[::-1]';
const JAVA_CODE = 'public static String reverse(String text) {\n    return new StringBuilder(text).reverse().toString();\n}';
/** Filled in by the first test: the records the later ones read and delete. */
const made = { faqId: '', topicId: '', questionId: '' };

/** A student's phone: a fresh context without the admin's cookie, which may copy to the clipboard. */
function studentPhone(browser: Browser, stack: Stack, javaScriptEnabled = true): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: stack.url,
    viewport: PHONE,
    javaScriptEnabled,
    permissions: javaScriptEnabled ? ['clipboard-read', 'clipboard-write'] : [],
  });
}

/** page.goto of a context made here (the fixture's page waits for hydration by itself). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await untilInteractive(page);
}

const region = (scope: Page | Locator, name: string | RegExp) => scope.getByRole('region', { name, exact: true });
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

async function noSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test.afterAll(async ({ browser, stack }) => {
  // The FAQ stays for the later tests; the topic goes in the last one (again here should that one fail first).
  const context = await browser.newContext({ baseURL: stack.url });
  await signIn(context.request);
  if (made.faqId) await context.request.delete(`/api/faqs/admin/${made.faqId}`);
  if (made.topicId) await context.request.delete(`/api/programming-topics/admin/${made.topicId}`);
  await context.close();
});

test('an admin writes an FAQ, a topic and a code question; a student reads them, switches tabs and copies code', async ({
  page,
  browser,
  stack,
}) => {
  test.setTimeout(90_000);
  await signIn(page.request);

  await test.step('admin: /create-faq with a code block in the answer', async () => {
    await page.goto('/create-faq');
    const basic = region(page, 'Basic Information');
    await basic.getByLabel('Topic Title').fill(faq.title);
    await expect(basic.getByLabel('Slug')).toHaveValue(faq.slug);
    await basic.getByLabel('Description').fill(`Made by the FAQ browser test ${tag}.`);
    const first = region(page, 'Question 1');
    await first.getByRole('textbox', { name: 'Question', exact: true }).fill(faq.question);
    const answer = first.getByRole('textbox', { name: 'Answer' });
    await answer.click();
    await page.keyboard.type('A decorator wraps a function:');
    await page.keyboard.press('Enter');
    await first.getByRole('toolbar', { name: 'Answer formatting' }).getByRole('button', { name: 'Code' }).click();
    await page.keyboard.type(ANSWER_CODE[0]!);
    await page.keyboard.press('Enter');
    await page.keyboard.type(ANSWER_CODE[1]!);
    await expect(answer.locator('pre')).toHaveText(ANSWER_CODE.join('\n'));
    await page.getByRole('button', { name: 'Create FAQ' }).click();
    await expect(page.getByText('FAQ created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/manage-faqs$/);
    const list = await page.request.get(`/api/faqs/admin/all?limit=10&search=${tag}`);
    const { faqs } = (await list.json()) as { faqs: Array<{ _id: string; slug: string }> };
    expect(faqs.map((entry) => entry.slug)).toEqual([faq.slug]);
    made.faqId = faqs[0]!._id;
  });

  await test.step('admin: /create-programming-topic', async () => {
    await page.goto('/create-programming-topic');
    const basic = region(page, 'Basic Information');
    await basic.getByLabel('Title').fill(topic.title);
    await expect(basic.getByLabel('Slug')).toHaveValue(topic.slug);
    await basic.getByLabel('Description').fill(`Made by the programming browser test ${tag}.`);
    await basic.getByLabel('Category').fill(topic.category);
    await basic.getByLabel('Difficulty').selectOption('Beginner');
    await page.getByRole('button', { name: 'Create Topic' }).click();
    await expect(page.getByText('Topic created successfully. Redirecting...')).toBeVisible();
    await expect(page).toHaveURL(/\/manage-programming-topics$/);
    const list = await page.request.get(`/api/programming-topics/admin/all?limit=10&search=${tag}`);
    const { topics } = (await list.json()) as { topics: Array<{ _id: string; slug: string }> };
    expect(topics.map((entry) => entry.slug)).toEqual([topic.slug]);
    made.topicId = topics[0]!._id;
  });

  await test.step('admin: /add-code-question with Python and Java code and a text block', async () => {
    await page.goto('/add-code-question');
    const basic = region(page, 'Basic Information');
    await basic.getByLabel('Topic').selectOption({ label: topic.title });
    await basic.getByLabel('Title').fill(question.title);
    await basic.getByLabel('Difficulty').selectOption('Easy');
    const blocks = region(page, 'Content Blocks');
    const block = (n: number) => blocks.getByRole('region', { name: new RegExp(`Block ${n}$`) });
    await expect(block(1).getByLabel('Language')).toHaveValue('python');
    await block(1).getByLabel('Label (optional)').fill('Slicing');
    await block(1).getByRole('textbox', { name: 'Code', exact: true }).fill(PYTHON_CODE);
    await blocks.getByRole('button', { name: 'Add Code block at the end' }).click();
    await block(2).getByLabel('Language').fill('java');
    await block(2).getByLabel('Label (optional)').fill('Loop');
    await block(2).getByRole('textbox', { name: 'Code', exact: true }).fill(JAVA_CODE);
    await blocks.getByRole('button', { name: 'Add Text block at the end' }).click();
    await block(3).getByRole('textbox', { name: 'Text Content (Explanation)' }).fill(question.explanation);
    await noSideways(page);
    await page.getByRole('button', { name: 'Create Question' }).click();
    await expect(page.getByText('Question created successfully. Redirecting...')).toBeVisible();
    await expect(page).toHaveURL(/\/manage-code-questions$/);
    const list = await page.request.get(`/api/code-questions/admin/all?limit=10&topicId=${made.topicId}`);
    const { questions } = (await list.json()) as {
      questions: Array<{ _id: string; content_blocks: Array<{ type: string; code?: string }> }>;
    };
    expect(questions).toHaveLength(1);
    expect(questions[0]!.content_blocks.map((entry) => [entry.type, entry.code ?? ''])).toEqual([
      ['code', PYTHON_CODE],
      ['code', JAVA_CODE],
      ['text', ''],
    ]);
    made.questionId = questions[0]!._id;
  });

  const student = await studentPhone(browser, stack);
  const reader = await student.newPage();

  await test.step('student: the FAQ, its highlighted code and Copy', async () => {
    await open(reader, `/faqs/${faq.slug}`);
    await expect(reader.getByRole('heading', { level: 1, name: faq.title })).toBeVisible();
    const card = region(reader, faq.question);
    await expect(card.getByText('A decorator wraps a function:')).toBeVisible();
    const code = card.locator('pre.code-block[data-language="python"]');
    await expect(code).toHaveText(ANSWER_CODE.join('\n'));
    await expect(code.locator('.hljs-keyword').first()).toHaveText('def');
    const copy = card.getByRole('button', { name: 'Copy PYTHON code' });
    await copy.click();
    await expect(card.getByRole('button', { name: '✓ Copied' })).toBeVisible();
    expect(await clipboard(reader)).toBe(ANSWER_CODE.join('\n'));
    await noSideways(reader);
  });

  await test.step('student: the topic, its language tabs by click and arrow keys, Copy of the shown tab', async () => {
    await open(reader, `/programming-topics/${topic.slug}`);
    await expect(reader.getByRole('heading', { level: 1, name: topic.title })).toBeVisible();
    const card = region(reader, question.title);
    const tabs = card.getByRole('tablist', { name: 'Solutions in several languages' });
    const python = tabs.getByRole('tab', { name: 'PYTHON (Slicing)' });
    const java = tabs.getByRole('tab', { name: 'JAVA (Loop)' });
    const shownCode = card.getByRole('tabpanel').locator('pre');
    await expect(python).toHaveAttribute('aria-selected', 'true');
    await expect(shownCode).toHaveText(PYTHON_CODE);
    // Each tab names its panel by an id the server and the browser agree on (the panels keep the server's ids).
    for (const tab of [python, java])
      expect(await tab.evaluate((element) => document.getElementById(element.getAttribute('aria-controls') ?? '')?.role)).toBe('tabpanel');
    await java.click();
    await expect(java).toHaveAttribute('aria-selected', 'true');
    await expect(python).toHaveAttribute('aria-selected', 'false');
    await expect(shownCode).toHaveText(JAVA_CODE);
    await expect(shownCode.locator('.hljs-keyword').first()).toHaveText('public');
    await java.press('ArrowRight'); // wraps around to the first
    await expect(python).toBeFocused();
    await expect(shownCode).toHaveText(PYTHON_CODE);
    await python.press('End');
    await expect(java).toBeFocused();
    await expect(java).toHaveAttribute('aria-selected', 'true');
    await card.getByRole('tabpanel').getByRole('button', { name: 'Copy JAVA code' }).click();
    await expect(card.getByRole('tabpanel').getByRole('button', { name: '✓ Copied' })).toBeVisible();
    expect(await clipboard(reader)).toBe(JAVA_CODE);
    await expect(card.getByText(question.explanation)).toBeVisible();
    await noSideways(reader);
  });
  await student.close();
});

test('the site search finds the new FAQ and code question, labelled, and their links open them', async ({ browser, stack }) => {
  const student = await studentPhone(browser, stack);
  const page = await student.newPage();
  await open(page, `/search?q=${tag}`);
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  const faqHit = results.filter({ has: page.getByRole('link', { name: faq.title }) });
  const questionHit = results.filter({ has: page.getByRole('link', { name: question.title }) });
  await expect(faqHit.getByText('FAQ', { exact: true })).toBeVisible();
  await expect(questionHit.getByText('Code question', { exact: true })).toBeVisible();
  await expect(faqHit.getByRole('link', { name: faq.title })).toHaveAttribute('href', `/faqs/${faq.slug}`);
  await expect(questionHit.getByRole('link', { name: question.title })).toHaveAttribute('href', `/programming-topics/${topic.slug}`);

  await faqHit.getByRole('link', { name: faq.title }).click();
  await expect(page).toHaveURL(new RegExp(`/faqs/${faq.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: faq.title })).toBeVisible();
  await page.goBack();
  await questionHit.getByRole('link', { name: question.title }).click();
  await expect(page).toHaveURL(new RegExp(`/programming-topics/${topic.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: topic.title })).toBeVisible();
  await expect(region(page, question.title)).toBeVisible();
  await student.close();
});

/** The JSON-LD objects in the page's head. */
async function structuredData(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('head script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test('with JavaScript off: the FAQ search filters on the server, both pages show their code and JSON-LD, /hi/faqs is Hindi', async ({
  browser,
  stack,
}) => {
  const student = await studentPhone(browser, stack, false);
  const page = await student.newPage();

  await page.goto('/faqs');
  await page.getByRole('searchbox', { name: 'Search FAQs' }).fill(tag);
  await page.getByRole('searchbox', { name: 'Search FAQs' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/faqs\\?search=${tag}$`));
  await expect(page.getByTestId('result-count')).toHaveText('1 Interview Question Ready');
  await expect(page.getByRole('link', { name: new RegExp(faq.title) })).toHaveAttribute('href', `/faqs/${faq.slug}`);

  await page.goto(`/faqs/${faq.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: faq.title })).toBeVisible();
  const answer = page.locator('pre.code-block[data-language="python"]');
  await expect(answer).toHaveText(ANSWER_CODE.join('\n'));
  await expect(answer.locator('span[class^="hljs-"]').first()).toBeVisible();
  const faqPage = (await structuredData(page)).find((data) => data['@type'] === 'FAQPage');
  expect(faqPage).toMatchObject({ name: faq.title, mainEntity: [{ '@type': 'Question', name: faq.question }] });
  await noSideways(page);

  await page.goto(`/programming-topics/${topic.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: topic.title })).toBeVisible();
  const card = region(page, question.title);
  // No tabs without JavaScript: every solution shows, each under its own language bar.
  await expect(card.getByRole('tab')).toHaveCount(0);
  await expect(card.getByText('PYTHON - Slicing')).toBeVisible();
  await expect(card.getByText('JAVA - Loop')).toBeVisible();
  await expect(card.locator('pre')).toHaveText([PYTHON_CODE, JAVA_CODE]);
  await expect(card.locator('pre span.hljs-keyword').first()).toBeVisible();
  await expect(card.getByText(question.explanation)).toBeVisible();
  const article = (await structuredData(page)).find((data) => data['@type'] === 'Article');
  expect(article).toMatchObject({ headline: topic.title, articleSection: topic.category });
  await noSideways(page);

  await page.goto('/hi/faqs');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // The Hindi demo FAQ, in the 'Available Now' list, links to its Hindi page.
  const available = page.getByRole('list', { name: 'अभी उपलब्ध' });
  await expect(available.getByRole('link', { name: /SSC CGL परीक्षा: अक्सर पूछे जाने वाले प्रश्न/ })).toHaveAttribute(
    'href',
    '/hi/faqs/ssc-cgl-exam-faqs',
  );
  await student.close();
});

test('the topics list: the star toggles featured; Delete, confirmed, removes the topic and its code questions', async ({
  page,
  browser,
  stack,
}) => {
  await signIn(page.request);
  await page.goto('/manage-programming-topics');
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(tag);
  const rows = page.getByRole('table', { name: 'Programming topics' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('1 question');

  const star = page.getByRole('button', { name: `Featured: ${topic.title}` });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect(rows.first().getByRole('img', { name: 'Featured' })).toBeVisible();
  const stored = await page.request.get(`/api/programming-topics/admin/${made.topicId}`);
  expect(((await stored.json()) as { featured: boolean }).featured).toBe(true);

  const confirmText = acceptNextDialog(page);
  await page.getByRole('button', { name: `Delete ${topic.title}` }).click();
  expect(await confirmText).toBe('Are you sure you want to delete this topic? This will also delete all associated questions.');
  await expect(page.getByText('No topics found')).toBeVisible();
  expect((await page.request.get(`/api/code-questions/admin/${made.questionId}`)).status()).toBe(404);
  made.topicId = '';

  const student = await studentPhone(browser, stack);
  const reader = await student.newPage();
  await open(reader, `/programming-topics/${topic.slug}`);
  await expect(reader.getByRole('heading', { level: 1, name: 'Topic Not Found' })).toBeVisible();
  await expect(reader.getByRole('link', { name: 'Back to Topics' })).toBeVisible();
  await student.close();
});
