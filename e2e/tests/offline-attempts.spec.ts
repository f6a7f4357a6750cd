import { expect, test, untilInteractive } from './support/test';
import {
  SSC,
  SSC_TITLE,
  answerKey,
  button,
  countPaperFetches,
  pick,
  questionIds,
  receivePaper,
  storedProgress,
  type Result,
} from './support/mock-tests';

// A full paper downloaded (the download draws it), then sat and submitted with no network: the page opens from the
// downloads, Start uses the downloaded draw, the submission waits in the device's queue, and the result comes when the device is online.

test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 740 } });

test('a downloaded paper is sat offline; its submission is queued and the result appears back online', async ({ page, context }) => {
  test.setTimeout(120_000);
  const fetches = countPaperFetches(page, SSC);
  await page.goto(`/mock-tests/${SSC}`);
  await untilInteractive(page);
  // The service worker is in charge before anything is downloaded: it answers the offline reload.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  expect(fetches, 'opening the page draws nothing').toHaveLength(0);

  // The download draws the paper (its attempt) and keeps that draw for Start.
  const download = page.getByTestId('download-for-offline');
  const { paper } = await receivePaper(page, SSC, () => download.getByRole('button').click());
  await expect(page.getByTestId('paper-downloaded')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Answers and explanations come with your result once you are back online.')).toBeVisible();
  expect((await storedProgress(page, SSC))?.attemptId).toBe(paper.attempt_id);
  expect(fetches, 'one draw').toHaveLength(1);
  const key = await answerKey(page, paper);
  const ids = questionIds(paper);

  await context.setOffline(true);
  await page.reload();
  await untilInteractive(page);
  await expect(page.getByRole('heading', { level: 1, name: SSC_TITLE })).toBeVisible();
  await page.getByRole('button', { name: 'Start' }).click();
  await pick(page, key.get(ids[0]!)!.right);
  await button(page, 'Save & Next').click();
  await pick(page, key.get(ids[1]!)!.wrong);
  await button(page, 'Save & Next').click();
  expect((await storedProgress(page, SSC))?.attemptId).toBe(paper.attempt_id);

  await page.getByRole('button', { name: 'Submit Test' }).click();
  await page.getByRole('dialog', { name: 'Submit the test?' }).getByRole('button', { name: 'Submit Test' }).click();
  await expect(page.getByRole('heading', { name: 'Submitted on this device' })).toBeVisible();
  await expect(page.getByText('Submitted on this device: your result will appear when you are back online.')).toBeVisible();

  // Back online: the queue is sent once (by the page or the service worker's sync) and the result is shown, late
  // only if the server says so.
  const submissions: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(`/api/mock-tests/slug/${SSC}/submit`)) submissions.push(request.url());
  });
  await context.setOffline(false);
  await expect(page.getByTestId('score')).toBeVisible({ timeout: 30_000 });
  const result = await page.evaluate(
    (slug) => (JSON.parse(localStorage.getItem(`mockTests:attempt:${slug}`) ?? 'null') as { result: Result | null }).result,
    SSC,
  );
  expect(result).toMatchObject({ correct: 1, wrong: 1 });
  if (result!.late) await expect(page.getByTestId('result-standing')).toHaveAttribute('data-standing', 'late');
  else await expect(page.locator('[data-standing="late"]')).toHaveCount(0);
  // Sent once, whoever sent it.
  expect(submissions).toHaveLength(1);
});
