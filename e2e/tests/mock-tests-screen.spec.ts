import { expect, test } from './support/test';
import { SSC, SSC_TITLE, button, expectNoSidewaysScroll, receivePaper } from './support/mock-tests';

// The running paper has the whole screen, as real exam screens do: no site header, footer or floating notes button
// (which covered "Mark for Review & Next" on a phone); the notes open from the exam's own toolbar; leaving asks
// first. The instructions before Start and the result keep the site around them.

test.use({ viewport: { width: 360, height: 740 } });

test('on a 360 px phone the running paper has the screen to itself, opens the notes from its toolbar, and asks before leaving', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/mock-tests');
  // Opened inside the app, so Back stays in the app too.
  await page.getByRole('link', { name: SSC_TITLE }).click();
  await expect(page.getByRole('heading', { level: 1, name: SSC_TITLE })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await expect(page.locator('.notes-fab')).toBeVisible();

  await receivePaper(page, SSC, () => page.getByRole('button', { name: 'Start' }).click());
  const reviewNext = button(page, 'Mark for Review & Next');
  await expect(reviewNext).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.locator('.notes-fab')).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'exam screen');

  // Wholly on screen, and its right end is the button itself: nothing floats over it.
  await reviewNext.scrollIntoViewIfNeeded();
  await expect(reviewNext).toBeInViewport({ ratio: 1 });
  const box = (await reviewNext.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  const hitAtRightEnd = await reviewNext.evaluate(
    (element, point) => {
      const hit = document.elementFromPoint(point.x, point.y);
      return hit !== null && element.contains(hit);
    },
    { x: box.x + box.width - 3, y: box.y + box.height / 2 },
  );
  expect(hitAtRightEnd, 'the right end of "Mark for Review & Next" is not covered').toBe(true);

  // The toolbar's My Notes opens the site's notes panel; closing it returns to the button.
  const tools = page.getByRole('group', { name: 'Test tools' });
  const notesButton = tools.getByRole('button', { name: 'My Notes' });
  await notesButton.click();
  const notes = page.getByRole('dialog', { name: 'My Notes' });
  await expect(notes).toBeVisible();
  await notes.getByRole('button', { name: 'Close notes' }).click();
  await expect(notes).toHaveCount(0);
  await expect(notesButton).toBeFocused();

  const paperUrl = new RegExp(`/mock-tests/${SSC}$`);
  const leaveDialog = page.getByRole('dialog', { name: 'Leave the test?' });
  // Back asks first: staying keeps the paper and its address.
  await page.evaluate(() => window.history.back());
  await expect(leaveDialog).toBeVisible();
  await leaveDialog.getByRole('button', { name: 'Stay in the test' }).click();
  await expect(leaveDialog).toHaveCount(0);
  await expect(page).toHaveURL(paperUrl);
  await expect(reviewNext).toBeVisible();

  // So does a link: Stay keeps the paper (focus back on the link), Leave goes, with the site around the page again.
  const exit = tools.getByRole('link', { name: 'Exit' });
  await exit.click();
  await expect(leaveDialog).toBeVisible();
  await expect(leaveDialog).toBeFocused();
  await leaveDialog.getByRole('button', { name: 'Stay in the test' }).click();
  await expect(leaveDialog).toHaveCount(0);
  await expect(exit).toBeFocused();
  await expect(page).toHaveURL(paperUrl);
  await exit.click();
  await leaveDialog.getByRole('button', { name: 'Leave the test' }).click();
  await expect(page).toHaveURL(/\/mock-tests$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mock Tests' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('.notes-fab')).toBeVisible();
});
