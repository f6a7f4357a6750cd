import { expect, test, type Page, type Request, type Response } from './support/test';
import { signIn } from './support/admin';
import { openInApp } from './support/navigation';

// A bank of 10,000 questions (bulk-set-2, every fifth one tagged SSC CGL; seeded by stack.mjs): each screen asks
// for what it shows, one page of 10 plus at most the next one fetched ahead, never the whole list; the mock test
// has the server draw its questions.

const BANK = 10_000;
const SUBTOPIC = 'bulk-set-2';
const EXAM = 'SSC CGL';
const FIRST_PAGE_LIMIT_BYTES = 50 * 1024;

interface QuestionCall {
  path: string;
  query: URLSearchParams;
  total: number | null;
  bytes: number;
}

/**
 * Every /api/questions* request the page makes (counted when asked, so a slow one is not missed), with its query,
 * and once answered its X-Total-Count and body size.
 */
function recordQuestionCalls(page: Page): QuestionCall[] {
  const calls: QuestionCall[] = [];
  const byRequest = new Map<Request, QuestionCall>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/questions')) return;
    const call = { path: decodeURIComponent(url.pathname), query: url.searchParams, total: null, bytes: Number.NaN };
    byRequest.set(request, call);
    calls.push(call);
  });
  page.on('response', async (response: Response) => {
    const call = byRequest.get(response.request());
    if (!call) return;
    const count = response.headers()['x-total-count'];
    call.total = count ? Number(count) : null;
    call.bytes = (await response.body().catch(() => Buffer.alloc(0))).length;
  });
  return calls;
}

/** What the calls asked for, 'page 1' etc. (the limit is checked separately). */
const pagesAsked = (calls: QuestionCall[]) => calls.map((call) => `page ${call.query.get('page')}`);

async function expectOnePagePlusNext(calls: QuestionCall[], path: string, total: number, pages: string[]) {
  await expect.poll(() => pagesAsked(calls)).toEqual(pages);
  await expect.poll(() => calls.every((call) => Number.isFinite(call.bytes))).toBe(true);
  for (const call of calls) {
    expect(call.path).toBe(path);
    expect(call.query.get('limit')).toBe('10');
    expect(call.total).toBe(total);
    expect(call.bytes).toBeLessThan(FIRST_PAGE_LIMIT_BYTES);
  }
}

for (const [name, address, apiPath, expectedTotal] of [
  ['a subtopic', `/practice/bulk-practice/${SUBTOPIC}`, `/api/questions/subtopic/${SUBTOPIC}`, BANK],
  ['a subtopic for an exam', `/practice/bulk-practice/${SUBTOPIC}/${EXAM}`, `/api/questions/exam/${EXAM}/subtopic/${SUBTOPIC}`, BANK / 5],
] as const) {
  test(`the practice page of ${name} of a 10,000-question bank loads one page and prefetches the next`, async ({ page }) => {
    const calls = recordQuestionCalls(page);
    // Opened from inside the app, so the browser asks for the first page too (opened directly, it comes in the page).
    await openInApp(page, address);
    const firstPage = () => calls.find((call) => call.query.get('page') === '1');
    await expect.poll(() => firstPage()?.total).toBeGreaterThan(0);
    const total = firstPage()!.total!;
    expect(total).toBe(expectedTotal);
    await expect(page.getByText(`Showing 1–10 of ${total} questions`)).toBeVisible();
    await expect(page.getByTestId('question-card')).toHaveCount(10);
    await expectOnePagePlusNext(calls, apiPath, total, ['page 1', 'page 2']);

    // Next shows the page fetched ahead without asking again, and fetches the one after it.
    const last = Math.ceil(total / 10);
    const pager = page.getByRole('navigation', { name: 'Question pages' });
    await expect(pager.getByRole('button', { name: /^Page \d+$/ })).toHaveText(['1', '2', '3', '4', '5', '6', '7', String(last)]);
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(`Showing 11–20 of ${total} questions`)).toBeVisible();
    await expect(page.getByTestId('question-card').first().getByRole('heading')).toHaveText('Question 11');
    await expectOnePagePlusNext(calls, apiPath, total, ['page 1', 'page 2', 'page 3']);

    // The last page is one request too.
    await pager.getByRole('button', { name: `Page ${last}` }).click();
    await expect(page.getByText(`Showing ${(last - 1) * 10 + 1}–${total} of ${total} questions`)).toBeVisible();
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expectOnePagePlusNext(calls, apiPath, total, ['page 1', 'page 2', 'page 3', `page ${last}`]);
  });
}

test('/manage-questions filters, searches and pages a 10,000-question bank on the server, a page at a time', async ({ page }) => {
  await signIn(page.request);
  const calls = recordQuestionCalls(page);
  await page.goto('/manage-questions');
  await page.getByLabel('Filter type').selectOption('exam');
  await page.getByLabel('Exam').selectOption(EXAM);
  await expect(page.getByTestId('question-row')).toHaveCount(10);
  // The body's size is read after the headers: wait for both (on a busy machine the body comes a moment later).
  await expect.poll(() => calls.map((call) => call.total !== null && Number.isFinite(call.bytes))).toEqual([true]);
  const [first] = calls;
  expect(first!.path).toBe(`/api/questions/all/exam/${EXAM}`);
  expect([first!.query.get('page'), first!.query.get('limit')]).toEqual(['1', '10']);
  expect(first!.bytes).toBeLessThan(FIRST_PAGE_LIMIT_BYTES);
  // Every fifth bulk question is tagged with the exam, and some demo questions are.
  const total = first!.total!;
  expect(total).toBeGreaterThan(BANK / 5);
  await expect(page.getByText(`Showing 1 to 10 of ${total} questions`)).toBeVisible();

  const pager = page.getByRole('navigation', { name: 'Question pages' });
  const lastPage = Math.ceil(total / 10);
  await pager.getByRole('button', { name: `Page ${lastPage}` }).click();
  await expect(page.getByText(`of ${total} questions`)).toContainText(`Showing ${(lastPage - 1) * 10 + 1} to ${total}`);
  await expect.poll(() => calls.map((call) => call.query.get('page'))).toEqual(['1', String(lastPage)]);

  // Both filters and the search go to the server too.
  await page.getByLabel('Filter type').selectOption('both');
  await page.getByLabel('Exam').selectOption(EXAM);
  await page.getByLabel('Subtopic').selectOption(SUBTOPIC);
  await expect(page.getByText(`Showing 1 to 10 of ${BANK / 5} questions`)).toBeVisible();
  await page.getByLabel('Search questions').fill('zz-no-such-text-zz');
  await expect(page.getByText('No questions found with the current filters')).toBeVisible();
  const searched = calls.filter((call) => call.query.get('search') === 'zz-no-such-text-zz');
  expect(searched).toHaveLength(1);
  expect(searched[0]!.path).toBe(`/api/questions/all/exam/${EXAM}/subtopic/${SUBTOPIC}`);
  expect(calls.every((call) => call.query.get('limit') === '10')).toBe(true);
});

test('the mock test of a 10,000-question subtopic has the server draw 30 questions', async ({ page }) => {
  const calls = recordQuestionCalls(page);
  await page.goto(`/onlinetest/${SUBTOPIC}`);
  await expect(page.getByText(/^Question 1 of 30/)).toBeVisible();
  // The body's size is known a moment after the headers (it is read in the response handler).
  await expect.poll(() => calls.map((call) => call.total !== null && Number.isFinite(call.bytes))).toEqual([true]);
  expect(calls[0]!.path).toBe(`/api/questions/subtopic/${SUBTOPIC}`);
  expect([...calls[0]!.query.entries()]).toEqual([['sample', '30']]);
  expect(calls[0]!.total).toBe(BANK);
  expect(calls[0]!.bytes).toBeLessThan(FIRST_PAGE_LIMIT_BYTES);
});
