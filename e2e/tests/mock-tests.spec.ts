import { afterTwoFrames, expect, test } from './support/test';
import {
  SSC,
  SSC_TITLE,
  RRB,
  T0,
  MINUTE,
  type Result,
  answerKey,
  awaitSubmission,
  button,
  clockText,
  countPaperFetches,
  expectNoSidewaysScroll,
  heading,
  marks,
  openPaperAtT0,
  paletteButton,
  paperPath,
  percentileText,
  pick,
  questionIds,
  radio,
  receivePaper,
  reloadMidTest,
  sectionTab,
  startPaper,
  stat,
  storedProgress,
} from './support/mock-tests';

// Exam-real mock tests on the demo papers: a full attempt on a 360 px phone, a reload mid-test, a paper
// without answers, and the subtopic test's palette (mock-tests-timing.spec.ts: sectional timing, the clock's
// auto-submit, keyboard-only use). Every test sits its own attempt; the stack is shared, so percentiles and shares
// right count earlier tests' attempts too and are checked against the server's own answer, never as fixed numbers.

test.describe('a full attempt on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('list → paper → Start → answers, a review mark → confirmation → the result as the marking scheme gives it → the history', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const fetches = countPaperFetches(page, SSC);
    await page.goto('/mock-tests');
    await expect(page.getByRole('heading', { level: 1, name: 'Mock Tests' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'SSC CGL' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'list');

    await page.getByRole('link', { name: SSC_TITLE }).click();
    await expect(page).toHaveURL(new RegExp(`/mock-tests/${SSC}$`));
    await expect(page.getByRole('heading', { level: 1, name: SSC_TITLE })).toBeVisible();
    const facts = page.getByRole('list', { name: 'About this paper' });
    await expect(facts).toContainText('24 questions');
    await expect(facts).toContainText('20 minutes');
    await expect(facts).toContainText('Negative marking');
    await expectNoSidewaysScroll(page, 'instructions');
    // Reading the instructions draws nothing: the paper (an attempt) is drawn by Start.
    expect(fetches, 'no paper fetched before Start').toHaveLength(0);

    const { paper } = await receivePaper(page, SSC, () => page.getByRole('button', { name: 'Start' }).click());
    await expect(heading(page, 1, 24)).toBeVisible();
    await expect(page.getByTestId('timer')).toHaveText(/^(20:00|19:5\d)$/);
    await expectNoSidewaysScroll(page, 'exam screen');
    expect(paper.marking_scheme).toEqual({ correct_answer: 2, wrong_answer: -0.5 });
    const ids = questionIds(paper);
    expect(ids).toHaveLength(24);
    const key = await answerKey(page, paper);
    const right = (number: number) => key.get(ids[number - 1]!)!.right;
    const wrong = (number: number) => key.get(ids[number - 1]!)!.wrong;

    // Section 1: Q1 right, Q2 wrong, Q3 seen and left, Q4 right and marked, Q5 marked without an answer.
    await pick(page, right(1));
    await button(page, 'Save & Next').click();
    await expect(heading(page, 2, 24)).toBeVisible();
    await pick(page, wrong(2));
    await button(page, 'Save & Next').click();
    await button(page, 'Save & Next').click();
    await expect(heading(page, 4, 24)).toBeVisible();
    await pick(page, right(4));
    await button(page, 'Mark for Review & Next').click();
    await expect(heading(page, 5, 24)).toBeVisible();
    await button(page, 'Mark for Review & Next').click();
    await expect(heading(page, 6, 24)).toBeVisible();
    const states = ['Answered', 'Answered', 'Not Answered', 'Answered & Marked for Review', 'Marked for Review', 'Not Answered'];
    for (const [index, state] of states.entries())
      await expect(paletteButton(page, index + 1)).toHaveAccessibleName(`Question ${index + 1}, ${state}`);

    // Sections open freely (one total time): Q7 right, Q8 wrong; then Q19 right in the last section.
    await sectionTab(page, 'General Awareness').click();
    await expect(heading(page, 7, 24)).toBeVisible();
    await expect(sectionTab(page, 'General Intelligence & Reasoning')).toContainText('3/6 answered');
    await pick(page, right(7));
    await button(page, 'Save & Next').click();
    await pick(page, wrong(8));
    await button(page, 'Save & Next').click();
    await sectionTab(page, 'English Comprehension').click();
    await expect(heading(page, 19, 24)).toBeVisible();
    await expect(paletteButton(page, 20)).toHaveAccessibleName('Question 20, Not Visited');
    await pick(page, right(19));
    await button(page, 'Save & Next').click();
    await expect(heading(page, 20, 24)).toBeVisible();
    await expectNoSidewaysScroll(page, 'exam screen after answering');

    await page.getByRole('button', { name: 'Submit Test' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit the test?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('confirm-answered')).toHaveText('6');
    await expect(dialog.getByTestId('confirm-unanswered')).toHaveText('18');
    await expect(dialog.getByTestId('confirm-marked')).toHaveText('2');
    await expectNoSidewaysScroll(page, 'confirmation');
    const submitted = awaitSubmission(page, SSC);
    await dialog.getByRole('button', { name: 'Submit Test' }).click();
    const submission = await submitted;
    const sent = submission.request().postDataJSON() as {
      attempt_id: string;
      responses: Array<{ question_id: string; option_id: string }>;
    };
    expect(sent.attempt_id).toBe(paper.attempt_id);
    // Only saved answers are sent, the answered & marked one included.
    expect(new Map(sent.responses.map((entry) => [entry.question_id, entry.option_id]))).toEqual(
      new Map([1, 2, 4, 7, 8, 19].map((number) => [ids[number - 1]!, number === 2 ? wrong(2) : number === 8 ? wrong(8) : right(number)])),
    );
    const result = (await submission.json()) as Result;

    // 4 right × 2 − 2 wrong × 0.5 = 7 of 24 × 2 = 48.
    await expect(page.getByRole('heading', { level: 1, name: 'Your Result' })).toBeVisible();
    expect(result).toMatchObject({ score: 7, max_score: 48, correct: 4, wrong: 2, unanswered: 18 });
    await expect(page.getByTestId('score')).toHaveText('7 / 48');
    await expect(page.getByText('After negative marking (−0.5 per wrong answer)')).toBeVisible();
    await expect(page.getByTestId('accuracy')).toHaveText('67%');
    await expect(stat(page, 'Correct')).toHaveText('4');
    await expect(stat(page, 'Wrong')).toHaveText('2');
    await expect(stat(page, 'Not answered')).toHaveText('18');
    await expect(page.getByTestId('time-spent')).toHaveText(/^(\d+ min )?\d+ s$|^\d+ min$/);
    // This attempt counts among the paper's attempts: its percentile is above 0, and shown as the server gave it.
    expect(result.percentile).toBeGreaterThan(0);
    expect(result.percentile).toBeLessThanOrEqual(100);
    await expect(page.getByTestId('percentile')).toHaveText(percentileText(result.percentile));
    const among = result.counted_attempts === 1 ? 'among 1 attempt' : `among ${result.counted_attempts} attempts`;
    await expect(page.getByTestId('counted-attempts')).toHaveText(among);

    // Per section: (right × 2 − wrong × 0.5) of 6 × 2.
    const expectedSections = [
      ['General Intelligence & Reasoning', '3.5 / 12', '2', '1', '3'],
      ['General Awareness', '1.5 / 12', '1', '1', '4'],
      ['Quantitative Aptitude', '0 / 12', '0', '0', '6'],
      ['English Comprehension', '2 / 12', '1', '0', '5'],
    ];
    const rows = page.getByRole('region', { name: 'Section scores' }).first().getByRole('row');
    await expect(rows).toHaveCount(5);
    for (const [index, cells] of expectedSections.entries()) {
      await expect(
        rows
          .nth(index + 1)
          .getByRole('cell')
          .or(rows.nth(index + 1).getByRole('rowheader')),
      ).toHaveText(cells);
    }
    await expectNoSidewaysScroll(page, 'result');

    // Each question: chosen and right answers, "N% got this right" (the server's share), the explanation.
    const review = page.getByRole('region', { name: 'Question Review' }).locator(':scope > ol > li');
    await expect(review).toHaveCount(24);
    for (const number of [1, 2, 3]) {
      const entry = review.nth(number - 1);
      const id = ids[number - 1]!;
      const scored = result.questions.find((question) => question.question_id === id)!;
      expect(scored.correct_option_id).toBe(right(number));
      await expect(entry).toHaveAttribute('data-status', ['correct', 'wrong', 'unanswered'][number - 1]!);
      await expect(entry.locator('[data-correct]')).toContainText('✓ Correct answer');
      await expect(entry.getByTestId('percent-correct')).toHaveText(`${Math.round(scored.percent_correct)}% got this right`);
      expect(scored.explanation).toBe(key.get(id)!.explanation);
      const explanationText = await page.evaluate((html) => {
        const holder = document.createElement('div');
        holder.innerHTML = html;
        return (holder.textContent ?? '').replace(/\s+/g, ' ').trim();
      }, scored.explanation!);
      expect(explanationText.length).toBeGreaterThan(0);
      await expect(entry.getByRole('heading', { name: 'Explanation' })).toBeVisible();
      await expect(entry).toContainText(explanationText.slice(0, 60));
    }
    await expect(review.nth(1).locator('[data-chosen]')).toContainText('✗ Your answer');
    // Q1 was answered right by this attempt: in its share when the attempt counts (one per network a day, and the
    // stack's tests all come from one address); otherwise the result says it does not count.
    const firstShare = result.questions.find((question) => question.question_id === ids[0])!.percent_correct;
    if (result.counted) expect(firstShare).toBeGreaterThan(0);
    else await expect(page.getByTestId('result-standing')).toHaveAttribute('data-standing', 'not-counted');

    // The list shows the attempt: the card, and the score-over-time chart with its table.
    await page.getByRole('link', { name: 'All Mock Tests' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mock Tests' })).toBeVisible();
    await expect(page.locator('article').filter({ hasText: SSC_TITLE })).toContainText('Taken: see your result');
    const chart = page.getByRole('region', { name: 'Your scores over time' });
    await expect(chart.getByRole('img')).toBeVisible();
    await chart.getByText('Show every attempt as a table').click();
    const attemptRow = chart.getByRole('row').filter({ hasText: SSC_TITLE });
    await expect(attemptRow).toHaveCount(1);
    await expect(attemptRow).toContainText('7 / 48 (14.6%)');
    await expect(attemptRow.getByRole('cell').last()).toHaveText(percentileText(result.percentile));
    await expectNoSidewaysScroll(page, 'list with history');
    expect(fetches, 'one paper fetched: one attempt').toHaveLength(1);
  });
});

test('a reload mid-test keeps the clock, answers, marks and the very same drawn questions, without a new attempt', async ({ page }) => {
  test.setTimeout(90_000);
  // A blueprint paper: its questions are drawn on the server at each fetch, so a second fetch would change them.
  const { fetches } = await openPaperAtT0(page, RRB);
  const { paper, ids, key } = await startPaper(page, RRB);
  const total = ids.length;
  await expect(heading(page, 1, total)).toBeVisible();

  await pick(page, key.get(ids[0]!)!.right);
  await button(page, 'Save & Next').click();
  await pick(page, key.get(ids[1]!)!.wrong);
  await button(page, 'Mark for Review & Next').click();
  await button(page, 'Mark for Review & Next').click();
  await expect(heading(page, 4, total)).toBeVisible();
  const questionOnScreen = await page.locator('#exam-question-heading + div').innerHTML();

  const progress = await storedProgress(page, RRB);
  const deadline = progress!.startedAt! + paper.duration * MINUTE;
  await page.clock.pauseAt(T0 + 3 * MINUTE);
  await expect(page.getByTestId('timer')).toHaveText(clockText(deadline, T0 + 3 * MINUTE));

  await page.clock.resume();
  await reloadMidTest(page);
  await expect(heading(page, 4, total)).toBeVisible();
  await page.clock.pauseAt(T0 + 7 * MINUTE);
  await expect(page.getByTestId('timer')).toHaveText(clockText(deadline, T0 + 7 * MINUTE));
  expect(await storedProgress(page, RRB)).toMatchObject({ attemptId: paper.attempt_id, startedAt: progress!.startedAt });

  // The same question on screen, the same answers and marks in the palette.
  expect(await page.locator('#exam-question-heading + div').innerHTML()).toBe(questionOnScreen);
  await expect(paletteButton(page, 1)).toHaveAccessibleName('Question 1, Answered');
  await expect(paletteButton(page, 2)).toHaveAccessibleName('Question 2, Answered & Marked for Review');
  await expect(paletteButton(page, 3)).toHaveAccessibleName('Question 3, Marked for Review');
  await expect(paletteButton(page, 4)).toHaveAccessibleName('Question 4, Not Answered');
  await paletteButton(page, 2).click();
  await expect(heading(page, 2, total)).toBeVisible();
  await expect(radio(page, key.get(ids[1]!)!.wrong)).toBeChecked();
  await paletteButton(page, 1).click();
  await expect(radio(page, key.get(ids[0]!)!.right)).toBeChecked();

  // The answers sent are scored on the drawn questions: the reload kept the draw the server stored.
  await page.clock.resume();
  await page.getByRole('button', { name: 'Submit Test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit the test?' });
  await expect(dialog.getByTestId('confirm-answered')).toHaveText('2');
  await expect(dialog.getByTestId('confirm-marked')).toHaveText('2');
  const submitted = awaitSubmission(page, RRB);
  await dialog.getByRole('button', { name: 'Submit Test' }).click();
  const response = await submitted;
  expect(response.status()).toBe(200);
  const result = (await response.json()) as Result;
  expect(result.questions.map((question) => question.question_id)).toEqual(ids);
  expect(result).toMatchObject({ correct: 1, wrong: 1 });
  // One right and one wrong, by the paper's scheme (its pattern's: the server rounds to two decimals).
  expect(result.score).toBeCloseTo(paper.marking_scheme.correct_answer + paper.marking_scheme.wrong_answer, 2);
  await expect(page.getByTestId('score')).toHaveText(`${marks(result.score)} / ${marks(result.max_score)}`);
  expect(fetches, 'the reload fetched no paper: no second attempt').toHaveLength(1);
});

test('the paper the browser receives holds no answers or explanations, and neither does what the page stores', async ({ page }) => {
  await page.goto(`/mock-tests/${RRB}`);
  const { raw, paper } = await receivePaper(page, RRB, () => page.getByRole('button', { name: 'Start' }).click());
  const keys = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [name, inner] of Object.entries(value)) {
        keys.add(name);
        walk(inner);
      }
    }
  };
  walk(raw);
  expect(keys.has('sections')).toBe(true);
  expect(keys.has('option_text')).toBe(true);
  for (const leaked of ['answer', 'explanation', 'correct_option_id', 'is_correct', 'percent_correct'])
    expect(keys.has(leaked), leaked).toBe(false);

  // Neither in the page's own copy (answers arrive only with the result).
  await expect(page.getByRole('group', { name: 'Question actions' })).toBeVisible();
  const stored = await page.evaluate(() => Object.keys(window.localStorage).map((name) => window.localStorage.getItem(name) ?? ''));
  expect(stored.some((value) => value.includes(paper.attempt_id))).toBe(true);
  expect(stored.join('\n')).not.toMatch(/"(answer|explanation|correct_option_id)"/);
  // Nor can the paper's ids find a question: they are the attempt's own.
  for (const id of questionIds(paper).slice(0, 3)) expect((await page.request.get(`/api/questions/id/${id}`)).status()).toBe(404);
});

test("the served HTML holds the paper's instructions; opening the page draws nothing until Start; a reload mid-test hydrates cleanly", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // The instructions, as their own read gives them (it draws nothing: no attempt).
  const answer = await request.get(`${paperPath(SSC)}/instructions`);
  expect(answer.status()).toBe(200);
  const instructions = (await answer.json()) as { title: string; sections: Array<{ section_name: string; question_count: number }> };
  expect(instructions.title).toBe(SSC_TITLE);

  // The server's HTML, before any script: the title and the section table are in it.
  const served = await request.get(`/mock-tests/${SSC}`);
  expect(served.status()).toBe(200);
  const html = await served.text();
  // Text as React escapes it, then as a pattern.
  const inHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  expect(html).toMatch(new RegExp(`<h1 id="paper-title"[^>]*>${inHtml(SSC_TITLE)}</h1>`));
  expect(instructions.sections.map((section) => section.section_name)).toContain('General Intelligence & Reasoning');
  for (const section of instructions.sections)
    expect(html).toMatch(new RegExp(`<th scope="row"[^>]*>${inHtml(section.section_name)}</th><td>${section.question_count}</td>`));
  expect(html).toContain('>Start</button>');

  // In the browser: no fetch of the paper (nor of the instructions, which came with the page) until Start.
  const paperFetches = countPaperFetches(page, SSC);
  const instructionReads: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === `${paperPath(SSC)}/instructions`) instructionReads.push(sent.url());
  });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`/mock-tests/${SSC}`);
  await expect(page.getByRole('heading', { level: 1, name: SSC_TITLE })).toBeVisible();
  await afterTwoFrames(page);
  expect(paperFetches, 'no paper drawn by opening the page').toEqual([]);
  expect(instructionReads, 'the instructions came with the page').toEqual([]);

  const { paper } = await receivePaper(page, SSC, () => page.getByRole('button', { name: 'Start' }).click());
  await expect(heading(page, 1, 24)).toBeVisible();
  expect(paperFetches).toHaveLength(1);
  // A reload mid-test: the server's HTML is the instructions, and the kept attempt takes over once hydrated.
  await reloadMidTest(page);
  await expect(heading(page, 1, 24)).toBeVisible();
  expect(await storedProgress(page, SSC)).toMatchObject({ attemptId: paper.attempt_id });
  expect(paperFetches, 'the reload drew nothing').toHaveLength(1);
  expect(problems.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
});
