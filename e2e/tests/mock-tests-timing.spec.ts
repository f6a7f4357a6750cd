import { expect, test } from './support/test';
import {
  SSC,
  SSC_TITLE,
  IBPS,
  T0,
  SECOND,
  MINUTE,
  type Result,
  answerKey,
  awaitSubmission,
  button,
  clockText,
  heading,
  marks,
  openPaperAtT0,
  startPaper,
  paletteButton,
  percentileText,
  pick,
  questionIds,
  radio,
  receivePaper,
  reloadMidTest,
  sectionTab,
  storedProgress,
  tabTo,
} from './support/mock-tests';

// Exam-real mock tests, against the clock and by keyboard: IBPS's sectional timing (a section locks when
// its time ends), the overall clock's auto-submit, and a whole attempt by keyboard only. Clocks are Playwright's.

test('sectional timing (IBPS): a section locks when its time ends, the next opens with its own clock, the locked one stays shut', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { fetches } = await openPaperAtT0(page, IBPS);
  await expect(page.getByText('When a section’s time ends it locks')).toBeVisible();
  const { paper, ids, key } = await startPaper(page, IBPS);
  expect(paper.sections.map((section) => section.duration)).toEqual([20, 20, 20]);
  await expect(heading(page, 1, 24)).toBeVisible();
  const startedAt = (await storedProgress(page, IBPS))!.startedAt!;
  await page.clock.pauseAt(T0 + MINUTE);
  await expect(page.getByTestId('section-timer')).toHaveText(clockText(startedAt + 20 * MINUTE, T0 + MINUTE));
  await expect(page.getByTestId('timer')).toHaveText(clockText(startedAt + 60 * MINUTE, T0 + MINUTE));

  // Later sections cannot be opened yet; only this section's questions are in the palette.
  await expect(sectionTab(page, 'English Language')).toHaveAttribute('aria-current', 'true');
  await expect(sectionTab(page, 'Quantitative Aptitude')).toBeDisabled();
  await expect(sectionTab(page, 'Quantitative Aptitude')).toContainText('Not open yet');
  await expect(sectionTab(page, 'Reasoning Ability')).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'English Language: Question Palette' })).toBeVisible();
  await expect(paletteButton(page, 9)).toHaveCount(0);

  // Q1 saved right; Q2 only selected (not saved) when the time runs out.
  await pick(page, key.get(ids[0]!)!.right);
  await button(page, 'Save & Next').click();
  await pick(page, key.get(ids[1]!)!.wrong);

  // The section's 20 minutes end: it locks and Quantitative Aptitude opens with its own 20 minutes.
  await page.clock.fastForward(startedAt + 20 * MINUTE + SECOND - (T0 + MINUTE));
  await expect(heading(page, 9, 24)).toBeVisible();
  const now = startedAt + 20 * MINUTE + SECOND;
  await expect(page.getByTestId('section-timer')).toHaveText(clockText(startedAt + 40 * MINUTE, now));
  await expect(page.getByTestId('timer')).toHaveText(clockText(startedAt + 60 * MINUTE, now));
  await expect(sectionTab(page, 'English Language')).toBeDisabled();
  await expect(sectionTab(page, 'English Language')).toContainText('Locked');
  await expect(sectionTab(page, 'Quantitative Aptitude')).toHaveAttribute('aria-current', 'true');
  await expect(sectionTab(page, 'Quantitative Aptitude')).toBeEnabled();
  await expect(page.getByRole('heading', { name: 'Quantitative Aptitude: Question Palette' })).toBeVisible();
  await expect(paletteButton(page, 1)).toHaveCount(0);
  await expect(paletteButton(page, 9)).toBeVisible();

  // No way back: the locked tab ignores clicks, Previous stops at the section's first question, and a reload
  // does not reopen it.
  await sectionTab(page, 'English Language').click({ force: true });
  await expect(heading(page, 9, 24)).toBeVisible();
  await expect(button(page, '← Previous')).toBeDisabled();
  await pick(page, key.get(ids[8]!)!.wrong);
  await button(page, 'Save & Next').click();
  await page.clock.resume();
  await reloadMidTest(page);
  await expect(heading(page, 10, 24)).toBeVisible();
  await expect(sectionTab(page, 'English Language')).toBeDisabled();
  await expect(sectionTab(page, 'Quantitative Aptitude')).toHaveAttribute('aria-current', 'true');

  // Finishing the section early opens the last one; there the test is submitted.
  await page.getByRole('button', { name: 'Finish Section' }).click();
  const finish = page.getByRole('dialog', { name: 'Finish Quantitative Aptitude?' });
  await expect(finish.getByTestId('confirm-answered')).toHaveText('1');
  await finish.getByRole('button', { name: 'Finish Section' }).click();
  await expect(heading(page, 17, 24)).toBeVisible();
  await expect(sectionTab(page, 'Quantitative Aptitude')).toContainText('Locked');
  await page.getByRole('button', { name: 'Submit Test' }).click();
  const submitted = awaitSubmission(page, IBPS);
  await page.getByRole('dialog', { name: 'Submit the test?' }).getByRole('button', { name: 'Submit Test' }).click();
  const result = (await (await submitted).json()) as Result;

  // The answer saved before the lock counts; the unsaved choice does not. 1 − 0.25 = 0.75.
  expect(result.sections.map((section) => [section.section_name, section.correct, section.wrong, section.unanswered])).toEqual([
    ['English Language', 1, 0, 7],
    ['Quantitative Aptitude', 0, 1, 7],
    ['Reasoning Ability', 0, 0, 8],
  ]);
  expect(result.score).toBe(0.75);
  await expect(page.getByTestId('score')).toHaveText('0.75 / 24');
  expect(fetches).toHaveLength(1);
});

test('keyboard only: Tab, Enter, Space and arrow keys through Start, an option, Save & Next, the palette and the submit dialog', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/mock-tests');
  const paperLink = page.getByRole('link', { name: SSC_TITLE });
  await expect(paperLink).toBeVisible();
  await tabTo(page, paperLink);
  await page.keyboard.press('Enter');
  const start = page.getByRole('button', { name: 'Start' });
  await expect(start).toBeVisible();
  await tabTo(page, start);
  const { paper } = await receivePaper(page, SSC, () => page.keyboard.press('Space'));
  const ids = questionIds(paper);
  const key = await answerKey(page, paper);
  // The question's heading takes the focus.
  await expect(heading(page, 1, 24)).toBeFocused();

  // Into the options: the first radio takes the focus; arrow keys move to (and choose) the next one.
  const options = paper.sections[0]!.questions[0]!.options;
  await tabTo(page, radio(page, options[0]!._id));
  await page.keyboard.press('ArrowDown');
  await expect(radio(page, options[1]!._id)).toBeFocused();
  await expect(radio(page, options[1]!._id)).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(radio(page, options[0]!._id)).toBeChecked();
  const chosen = options[0]!._id;

  await tabTo(page, button(page, 'Save & Next'));
  await page.keyboard.press('Enter');
  await expect(heading(page, 2, 24)).toBeFocused();
  await tabTo(page, button(page, 'Mark for Review & Next'));
  await page.keyboard.press('Space');
  await expect(heading(page, 3, 24)).toBeFocused();

  // The palette: back to Question 1, whose saved answer is chosen.
  await tabTo(page, paletteButton(page, 1));
  await expect(paletteButton(page, 1)).toHaveAccessibleName('Question 1, Answered');
  await page.keyboard.press('Enter');
  await expect(heading(page, 1, 24)).toBeFocused();
  await expect(radio(page, chosen)).toBeChecked();

  // The dialog: Escape closes it, Enter opens it again, Tab reaches its buttons.
  const submit = page.getByRole('button', { name: 'Submit Test' });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Submit the test?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('confirm-answered')).toHaveText('1');
  await expect(dialog.getByTestId('confirm-marked')).toHaveText('1');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Submit Test' });
  await tabTo(page, confirm, { max: 6 });
  const submitted = awaitSubmission(page, SSC);
  await page.keyboard.press('Enter');
  const result = (await (await submitted).json()) as Result;
  await expect(page.getByRole('heading', { level: 1, name: 'Your Result' })).toBeFocused();
  const expected = chosen === key.get(ids[0]!)!.right ? 2 : -0.5;
  expect(result.score).toBe(expected);
  await expect(page.getByTestId('score')).toHaveText(`${marks(expected)} / 48`);
});

test('the paper submits itself when the overall time ends, with the answers saved by then', async ({ page }) => {
  test.setTimeout(90_000);
  await openPaperAtT0(page, SSC);
  const { ids, key } = await startPaper(page, SSC);
  await expect(heading(page, 1, 24)).toBeVisible();
  const startedAt = (await storedProgress(page, SSC))!.startedAt!;
  await pick(page, key.get(ids[0]!)!.right);
  await button(page, 'Save & Next').click();
  await pick(page, key.get(ids[1]!)!.right);
  await button(page, 'Save & Next').click();
  await pick(page, key.get(ids[2]!)!.wrong);
  await button(page, 'Save & Next').click();
  // Chosen but never saved: not submitted.
  await pick(page, key.get(ids[3]!)!.right);

  await page.clock.pauseAt(startedAt + 19 * MINUTE);
  await expect(page.getByTestId('timer')).toHaveText('1:00');
  const submitted = awaitSubmission(page, SSC);
  await page.clock.fastForward(MINUTE + SECOND);
  const submission = await submitted;
  const sent = submission.request().postDataJSON() as { responses: unknown[]; time_spent_seconds: number };
  expect(sent.responses).toHaveLength(3);
  // Submitted at the deadline itself: the whole 20 minutes.
  expect(sent.time_spent_seconds).toBe(20 * 60);
  const result = (await submission.json()) as Result;
  expect(result).toMatchObject({ score: 3.5, correct: 2, wrong: 1, unanswered: 21 });
  // The result is a lazy chunk, which React reveals on a timer: let the clock run again.
  await page.clock.resume();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Result' })).toBeVisible();
  await expect(page.getByTestId('score')).toHaveText('3.5 / 48');
  // The time is the server's, from the paper's fetch (seconds ago in real time), never the page's clock; in time.
  expect(result.time_spent_seconds).toBeLessThan(20 * 60);
  expect(result.late).toBe(false);
  await expect(page.getByTestId('time-spent')).toHaveText(/^(\d+ min )?\d+ s$/);
  await expect(page.getByTestId('percentile')).toHaveText(percentileText(result.percentile));
});
