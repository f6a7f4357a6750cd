import { afterTwoFrames, expect, test, type Page } from './support/test';

// The floating notes widget: create, edit, cancel, delete (with the confirmation), storage, sanitising,
// keyboard behaviour, the small-screen single pane, and the editor's lazy loading.

const US_SHORT_DATE_TIME = /^\d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2}\s?[AP]M$/;

interface StoredNote {
  id: string;
  title: string;
  content: string;
  createdAt: string;
  updatedAt: string;
}
const storedNotes = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('userNotes') ?? 'null') as StoredNote[] | null);

async function openNotes(page: Page) {
  await page.getByRole('button', { name: 'My Notes' }).click();
  const dialog = page.getByRole('dialog', { name: 'My Notes' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('create, read, edit, cancel and delete a note; stored in localStorage userNotes', async ({ page }) => {
  await page.goto('/practice');
  const dialog = await openNotes(page);
  await expect(dialog.getByText('No notes yet.')).toBeVisible();

  // A note needs a title.
  await dialog.getByRole('button', { name: 'New Note' }).click();
  const editor = dialog.getByRole('textbox', { name: 'Content' });
  await expect(editor).toBeVisible();
  const alerts: string[] = [];
  page.on('dialog', (prompt) => {
    alerts.push(`${prompt.type()}: ${prompt.message()}`);
    void prompt.accept();
  });
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => alerts).toEqual(['alert: Please enter a title for your note']);
  await expect(dialog.getByLabel('Title')).toBeFocused();
  expect(await storedNotes(page)).toBeNull();
  page.removeAllListeners('dialog');

  // Rich text: bold through the toolbar, then plain text.
  await dialog.getByLabel('Title').fill('Percentage shortcuts');
  await editor.click();
  await dialog.getByRole('button', { name: 'Bold' }).click();
  await expect(dialog.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('x% of y = y% of x');
  await dialog.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' saves time.');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();

  // Save returns to the list.
  await expect(dialog.getByRole('textbox', { name: 'Content' })).toHaveCount(0);
  const item = dialog.getByRole('button', { name: /^Percentage shortcuts/ });
  await expect(item).toBeVisible();
  await expect(item.locator('time')).toHaveText(US_SHORT_DATE_TIME);
  let notes = (await storedNotes(page))!;
  expect(notes).toHaveLength(1);
  expect(notes[0]).toMatchObject({ title: 'Percentage shortcuts', content: '<p><strong>x% of y = y% of x</strong> saves time.</p>' });
  expect(notes[0]!.createdAt).toBe(notes[0]!.updatedAt);
  expect(new Date(notes[0]!.createdAt).toISOString()).toBe(notes[0]!.createdAt);

  // Viewing the note.
  await item.click();
  await expect(dialog.getByRole('heading', { name: 'Percentage shortcuts' })).toBeFocused();
  await expect(dialog.locator('strong', { hasText: 'x% of y = y% of x' })).toBeVisible();
  await expect(dialog.getByText(/^Created /)).toContainText(/\d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2}\s?[AP]M/);

  // Cancel leaves the note as it was and returns to the list.
  await dialog.getByRole('button', { name: 'Edit', exact: true }).click();
  await dialog.getByLabel('Title').fill('Changed but cancelled');
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog.getByRole('button', { name: /^Percentage shortcuts/ })).toBeVisible();
  await expect(dialog.getByText('Changed but cancelled')).toHaveCount(0);

  // Editing.
  await dialog.getByRole('button', { name: /^Percentage shortcuts/ }).click();
  await dialog.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'Content' })).toContainText('saves time.');
  await dialog.getByLabel('Title').fill('Percentages: the swap trick');
  await dialog.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' 4% of 25 = 1.');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByRole('button', { name: /^Percentages: the swap trick/ })).toBeVisible();
  notes = (await storedNotes(page))!;
  expect(notes).toHaveLength(1);
  expect(notes[0]!.title).toBe('Percentages: the swap trick');
  expect(notes[0]!.content).toContain('4% of 25 = 1.');
  expect(Date.parse(notes[0]!.updatedAt)).toBeGreaterThanOrEqual(Date.parse(notes[0]!.createdAt));

  // Deleting asks first; dismissing keeps the note.
  const confirmations: string[] = [];
  page.once('dialog', (prompt) => {
    confirmations.push(`${prompt.type()}: ${prompt.message()}`);
    void prompt.dismiss();
  });
  await dialog.getByRole('button', { name: 'Delete note: Percentages: the swap trick' }).click();
  await expect.poll(() => confirmations).toEqual(['confirm: Are you sure you want to delete this note?']);
  await expect(dialog.getByRole('button', { name: /^Percentages: the swap trick/ })).toBeVisible();
  expect(await storedNotes(page)).toHaveLength(1);

  // Accepting deletes it (from the note's own view this time).
  await dialog.getByRole('button', { name: /^Percentages: the swap trick/ }).click();
  page.once('dialog', (prompt) => {
    confirmations.push(`${prompt.type()}: ${prompt.message()}`);
    void prompt.accept();
  });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog.getByText('No notes yet.')).toBeVisible();
  expect(confirmations).toHaveLength(2);
  expect(await storedNotes(page)).toEqual([]);

  // The notes survive a reload.
  await dialog.getByRole('button', { name: 'New Note' }).click();
  await dialog.getByLabel('Title').fill('Kept');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await page.reload();
  await openNotes(page);
  await expect(page.getByRole('button', { name: /^Kept/ })).toBeVisible();
});

test('note HTML is sanitised when shown', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem(
      'userNotes',
      JSON.stringify([
        {
          id: 'evil',
          title: 'Pasted from somewhere',
          content:
            '<p>safe <b>text</b></p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script><a href="javascript:window.__xss=3">link</a>',
          createdAt: '2025-01-01T10:00:00.000Z',
          updatedAt: '2025-01-01T10:00:00.000Z',
        },
      ]),
    );
  });
  const dialog = await openNotes(page);
  await dialog.getByRole('button', { name: /^Pasted from somewhere/ }).click();
  await expect(dialog.locator('b', { hasText: 'text' })).toBeVisible();
  await dialog
    .getByText('link')
    .click()
    .catch(() => undefined);
  // The moments a kept handler would have run have passed: every image of the note has loaded or failed (an
  // onerror runs then), and the page has painted twice since the click (a javascript: link runs as a task after it).
  await expect
    .poll(() => dialog.locator('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)))
    .toBe(true);
  await afterTwoFrames(page);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await dialog.locator('[onerror], script').count()).toBe(0);
  expect(await dialog.locator('a[href^="javascript:"]').count()).toBe(0);
});

test('the button is shown once its code runs, not in the server’s HTML: the first click on it opens the notes', async ({ page }) => {
  // The widget's code is held on its way until the test lets it go, as on a slow network: a button in the served
  // HTML would be there all that time, and a click on it lost.
  let asked!: () => void;
  const widgetAsked = new Promise<void>((resolve) => (asked = resolve));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/notes-widget-[^/]+\.js$/, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  const served = await page.goto('/');
  expect(await served!.text()).not.toContain('aria-label="My Notes"');
  await widgetAsked;
  await expect(page.getByRole('button', { name: 'My Notes' })).toHaveCount(0);
  release();
  await page.getByRole('button', { name: 'My Notes' }).click();
  await expect(page.getByRole('dialog', { name: 'My Notes' })).toBeVisible();
});

test('keyboard: focus stays inside the overlay, Escape closes it and focus returns to the button', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'My Notes' });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'My Notes' });
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
});

test('the notes toolbar: quote, code, undo and redo, one tab stop moved along with the arrow keys', async ({ page }) => {
  await page.goto('/practice');
  const dialog = await openNotes(page);
  await dialog.getByRole('button', { name: 'New Note' }).click();
  const toolbar = dialog.getByRole('toolbar', { name: 'Content formatting' });
  const editor = dialog.getByRole('textbox', { name: 'Content' });
  const undo = toolbar.getByRole('button', { name: 'Undo' });
  const redo = toolbar.getByRole('button', { name: 'Redo' });
  await expect(undo).toHaveAttribute('aria-disabled', 'true');
  await expect(redo).toHaveAttribute('aria-disabled', 'true');

  await editor.click();
  await toolbar.getByRole('button', { name: 'Quote' }).click();
  await page.keyboard.type('Speed = distance / time');
  await expect(editor.locator('blockquote')).toHaveText('Speed = distance / time');
  await expect(toolbar.getByRole('button', { name: 'Quote' })).toHaveAttribute('aria-pressed', 'true');
  await expect(undo).not.toHaveAttribute('aria-disabled', 'true');

  await undo.click();
  await expect(editor).not.toContainText('Speed = distance / time');
  await expect(redo).not.toHaveAttribute('aria-disabled', 'true');
  await redo.click();
  await expect(editor.locator('blockquote')).toHaveText('Speed = distance / time');

  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Code' }).click();
  await page.keyboard.type('a + b');
  await expect(editor.locator('pre')).toHaveText('a + b');

  // The toolbar is one tab stop; arrow keys move between its buttons.
  await toolbar.getByRole('button', { name: 'Bold' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Italic' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(redo).toBeFocused();
  await expect(toolbar.locator('button[tabindex="0"]')).toHaveCount(1);
});

test('the rich-text editor is downloaded only when the editor opens', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/practice/general-aptitude/percentages');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.some((script) => /notes-widget-/.test(script))).toBe(true);
  expect(scripts.filter((script) => /rich-text-editor-|notes-overlay-/.test(script))).toEqual([]);

  const dialog = await openNotes(page);
  expect(scripts.some((script) => /notes-overlay-/.test(script))).toBe(true);
  expect(scripts.filter((script) => /rich-text-editor-/.test(script))).toEqual([]);
  await dialog.getByRole('button', { name: 'New Note' }).click();
  await expect(dialog.getByRole('toolbar', { name: 'Content formatting' })).toBeVisible();
  expect(scripts.filter((script) => /rich-text-editor-/.test(script))).toHaveLength(1);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('one pane at a time, with a way back to the list', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem(
        'userNotes',
        JSON.stringify([
          {
            id: 'a',
            title: 'Ratios',
            content: '<p>a:b = 2:3</p>',
            createdAt: '2025-02-01T09:00:00.000Z',
            updatedAt: '2025-02-01T09:00:00.000Z',
          },
        ]),
      ),
    );
    const dialog = await openNotes(page);
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 360, height: 740 });
    const listItem = dialog.getByRole('button', { name: /^Ratios/ });
    await expect(listItem).toBeVisible();
    await listItem.click();
    await expect(dialog.getByRole('heading', { name: 'Ratios' })).toBeVisible();
    await expect(listItem).toBeHidden();
    await dialog.getByRole('button', { name: 'All notes' }).click();
    await expect(listItem).toBeVisible();
    await dialog.getByRole('button', { name: 'New Note' }).click();
    await expect(dialog.getByLabel('Title')).toBeVisible();
    await expect(listItem).toBeHidden();
    await dialog.getByRole('button', { name: 'All notes' }).click();
    await expect(listItem).toBeVisible();
    await dialog.getByRole('button', { name: 'Close notes' }).click();
    await expect(dialog).toHaveCount(0);
  });
});
