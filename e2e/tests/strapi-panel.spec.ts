import { expect, test, type BrowserContext, type Page } from './support/test';
import { runTag, signIn } from './support/admin';

/**
 * An editor works in Strapi's own admin panel (served by the e2e stack's Strapi) and the change
 * reaches students: find a question by its words, edit its explanation in the rich-text editor, save, see it.
 */

/** The account in Strapi's Editor role that e2e/seed-stack.mjs creates (same defaults as e2e/stack-template.mjs). */
const EDITOR_EMAIL = process.env.E2E_EDITOR_EMAIL ?? 'e2e-editor@example.com';
const EDITOR_PASSWORD = process.env.E2E_EDITOR_PASSWORD ?? 'e2e-Editor-password-1';
/** The Content Manager's address of one question (the edit view's load and save). */
const QUESTION_DOCUMENT = /\/content-manager\/collection-types\/api::question\.question\/[^/?]+(\?|$)/;

/**
 * Signs in through the panel's own form once per worker ("Remember me": the panel keeps its token in
 * localStorage), then gives later tests that signed-in state: Strapi limits sign-ins per address to a few a
 * minute, and each test signing in again would soon meet that limit.
 */
let signedIn: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
/**
 * Opens `path` of the panel signed in. A later test opens it at once with the kept state: each load of the panel
 * parses its whole bundle, the costliest thing these tests do.
 */
async function openPanelSignedIn(page: Page, panelUrl: string, path: string) {
  if (signedIn) {
    const origin = signedIn.origins.find((entry) => panelUrl.startsWith(entry.origin));
    await page.context().addCookies(signedIn.cookies);
    await page.addInitScript((items) => {
      for (const { name, value } of items) window.localStorage.setItem(name, value);
    }, origin?.localStorage ?? []);
    await page.goto(`${panelUrl}${path}`);
    return;
  }
  await page.goto(`${panelUrl}/auth/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(EDITOR_EMAIL);
  await page.getByRole('textbox', { name: 'Password' }).fill(EDITOR_PASSWORD);
  await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: /Hello/ })).toBeVisible({ timeout: 20_000 });
  signedIn = await page.context().storageState();
  await page.goto(`${panelUrl}${path}`);
}

test.describe("Strapi's admin panel, as an editor", () => {
  test.setTimeout(120_000);

  test('finds a question by its words, edits its explanation in the editor, and students see it', async ({ page, stack }) => {
    const panelUrl = `${stack.cmsUrl}/admin`;
    const note = `Checked by an editor ${runTag()}.`;
    // The list reads by question title, and its search finds the question by words of its text.
    await openPanelSignedIn(page, panelUrl, '/content-manager/collection-types/api::question.question');
    await page.getByRole('button', { name: 'Search' }).click();
    const search = page.getByRole('searchbox', { name: 'Search for Question' });
    await search.fill('price of sugar rises');
    await search.press('Enter');
    const row = page.getByRole('row').filter({ hasText: 'The price of sugar rises by 20%' });
    await expect(row).toHaveCount(1);
    // The document as the panel loads it, and what its Save sends back.
    const loaded = page.waitForResponse((response) => response.request().method() === 'GET' && QUESTION_DOCUMENT.test(response.url()));
    await row.getByText('The price of sugar rises by 20%').click();
    const stored = ((await (await loaded).json()) as { data: { question: string; explanation: string } }).data;

    // The explanation opens in the rich-text editor, formatted, not as markup.
    const explanation = page.locator('[contenteditable="true"]').filter({ hasText: 'Expenditure = price × consumption' });
    await expect(explanation).toBeVisible({ timeout: 20_000 });
    await expect(explanation.locator('strong').first()).toHaveText('16.67%');
    await expect(explanation).toHaveAttribute('role', 'textbox');
    await expect(page.getByRole('toolbar', { name: 'explanation formatting', exact: false })).toBeVisible();
    // Opening it changed nothing: the form is not modified, so there is nothing to save.
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

    // The caret at the very end of the text (a click lands wherever the box's middle is; the editor follows the
    // browser's selection), then a new paragraph.
    await explanation.click();
    await expect(explanation).toBeFocused();
    await explanation.evaluate((editable) => {
      const range = document.createRange();
      range.selectNodeContents(editable.lastElementChild ?? editable);
      range.collapse(false);
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
    });
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(note);
    const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && QUESTION_DOCUMENT.test(response.url()));
    await page.getByRole('button', { name: 'Save' }).click();
    const put = await saved;
    const sent = put.request().postDataJSON() as { question: string; explanation: string };
    const after = ((await put.json()) as { data: { question: string; explanation: string } }).data;
    await expect(page.getByText('Saved document')).toBeVisible();
    // The untouched field goes back byte for byte; the edited one is the old HTML plus the new paragraph (the editor
    // reads and writes the stored HTML without rewriting it: sup, sub, strong and the characters survive as they were).
    expect(sent.question).toBe(stored.question);
    expect(after.question).toBe(stored.question);
    expect(after.explanation).toBe(`${stored.explanation}<p>${note}</p>`);

    // Students see the new explanation on the practice page once the save's purge webhook has reached the site
    // (Strapi sends it after the commit, so on a loaded machine a page opened at once can come before it).
    await expect(async () => {
      await page.goto('/practice/general-aptitude/percentages');
      const card = page.getByTestId('question-card').filter({ hasText: 'The price of sugar rises by 20%' });
      await card.getByRole('button', { name: 'Explanation', exact: true }).click();
      await expect(page.getByRole('dialog')).toContainText(note, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  });

  test("a cheatsheet's table opens in the editor as a table, and opening it changes nothing", async ({ page, stack }) => {
    const panelUrl = `${stack.cmsUrl}/admin`;
    await openPanelSignedIn(page, panelUrl, '/content-manager/collection-types/api::cheatsheet.cheatsheet');
    await page.getByRole('row').filter({ hasText: 'Python Essentials' }).getByText('Python Essentials').first().click();
    await page.getByRole('button', { name: /Mutable vs immutable types/ }).click();

    const text = page.locator('[contenteditable="true"]').filter({ hasText: 'Whether a value can change in place' });
    await expect(text).toBeVisible({ timeout: 20_000 });
    await expect(text.locator('table th').first()).toHaveText('Immutable');
    await expect(text.locator('table code').first()).toHaveText('int');

    // In a table, the toolbar offers the table's tools; moving around and leaving it alone saves nothing.
    await text.locator('table td code').first().click();
    const toolbar = page.getByRole('toolbar').filter({ has: page.getByRole('button', { name: 'Add row' }) });
    await expect(toolbar.getByRole('button', { name: 'Remove column' })).toBeVisible();
    await expect(toolbar.getByRole('button', { name: 'Inline code' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  test('a picture from the media library goes into the text, from the keyboard', async ({ page, stack }) => {
    const panelUrl = `${stack.cmsUrl}/admin`;
    await openPanelSignedIn(page, panelUrl, '/content-manager/collection-types/api::question.question');
    await page.getByRole('button', { name: 'Search' }).click();
    const search = page.getByRole('searchbox', { name: 'Search for Question' });
    await search.fill('price of sugar rises');
    await search.press('Enter');
    await page.getByRole('row').filter({ hasText: 'The price of sugar rises by 20%' }).getByText('The price of sugar rises by 20%').click();
    const explanation = page.locator('[contenteditable="true"]').filter({ hasText: 'Expenditure = price × consumption' });
    await expect(explanation).toBeVisible({ timeout: 20_000 });

    // The toolbar is one tab stop before the text; arrow keys move along it.
    await explanation.locator('p').first().click();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Heading 2' }).last()).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    const pictureButton = page.getByRole('button', { name: 'Picture from the media library' }).last();
    await expect(pictureButton).toBeFocused();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Add new assets' });
    await dialog.getByRole('heading', { name: /^Questions/ }).click();
    await dialog.getByRole('checkbox', { name: 'ds-option-d.png' }).check();
    await dialog.getByRole('button', { name: 'Finish' }).click();
    await expect(dialog).toBeHidden();
    const picture = explanation.locator('img');
    await expect(picture).toHaveAttribute('src', /^\/uploads\/ds_option_d_\w+\.png$/);
    await expect(picture).toHaveAttribute('alt', /\S/);
    await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
  test('filters the open reports of mistakes and opens a reported question from one', async ({ page, stack, playwright }) => {
    const panelUrl = `${stack.cmsUrl}/admin`;
    // Two reports from one browser on two demo questions; an administrator marks the second fixed.
    const api = await playwright.request.newContext({ baseURL: stack.url });
    const [open, fixed] = await (await api.get('/api/questions/subtopic/time-and-work?page=1&limit=2')).json();
    const token = `panel-${runTag()}-reporter`;
    const report = (questionId: string, note: string) =>
      api.post(`/api/questions/${questionId}/reports`, {
        data: { reason: 'wrong_answer', note },
        headers: { 'x-reporter-token': token },
      });
    const openNote = `Open report ${runTag()}`;
    const fixedNote = `Fixed report ${runTag()}`;
    expect((await report(open.question._id, openNote)).status()).toBe(201);
    expect((await report(fixed.question._id, fixedNote)).status()).toBe(201);
    await signIn(api);
    const resolved = await api.post(`/api/reports/admin/${fixed.question._id}/resolve`, { data: { status: 'fixed' } });
    expect(resolved.status(), await resolved.text()).toBe(200);
    const listed = (await (await api.get('/api/reports/admin?status=open&limit=100')).json()) as {
      questions: Array<{ question_id: string; question_title: string }>;
    };
    const title = listed.questions.find((entry) => entry.question_id === open.question._id)!.question_title;
    await api.dispose();

    await openPanelSignedIn(page, panelUrl, '/content-manager/collection-types/api::question-report.question-report');
    await expect(page.getByRole('row').filter({ hasText: fixedNote })).toHaveCount(1);
    // The list's filter: Status is open.
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('combobox', { name: 'Select field' }).click();
    await page.getByRole('option', { name: 'Status' }).click();
    const filter = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Add filter' }) });
    await filter.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'open', exact: true }).click();
    await page.getByRole('button', { name: 'Add filter' }).click();
    await expect(page).toHaveURL(/report_status/);
    const openRow = page.getByRole('row').filter({ hasText: openNote });
    await expect(openRow).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: fixedNote })).toHaveCount(0);
    // The report names its question by its title, one click from the question's own form.
    await openRow.getByText(openNote).click();
    const question = page.getByRole('button', { name: new RegExp(`^${title.slice(0, 15)}`) });
    await question.click();
    await expect(page.getByRole('textbox', { name: /Title/ }).first()).toHaveValue(new RegExp(`^${title.slice(0, 15)}`));

    // The reported question's own edit view says it has an open report (and the fixed one's says nothing).
    const questionPath = (id: string) => `${panelUrl}/content-manager/collection-types/api::question.question/${id}`;
    await page.goto(questionPath(open.question._id));
    await expect(page.getByText('1 open report', { exact: true })).toBeVisible({ timeout: 20_000 });
    // Once the panel has asked for the fixed one's open reports (none), nothing is said.
    const asked = page.waitForResponse(
      (response) => response.url().includes('api::question-report.question-report') && response.url().includes(fixed.question._id),
    );
    await page.goto(questionPath(fixed.question._id));
    await asked;
    await expect(page.getByText(/open reports?$/)).toHaveCount(0);
  });
});
