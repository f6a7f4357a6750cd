import { expect, test, type Page } from '@playwright/test';
import { runTag } from './support/admin';

/**
 * Issue #14: an editor works in Strapi's own admin panel (served by the e2e stack's Strapi) and the change
 * reaches students: find a question by its words, edit its explanation in the rich-text editor, save, see it.
 */

/** The account in Strapi's Editor role that e2e/seed-stack.mjs creates (same defaults as e2e/stack.mjs). */
const EDITOR_EMAIL = process.env.E2E_EDITOR_EMAIL ?? 'e2e-editor@example.com';
const EDITOR_PASSWORD = process.env.E2E_EDITOR_PASSWORD ?? 'e2e-Editor-password-1';
const panelUrl = `http://127.0.0.1:${process.env.E2E_CMS_PORT ?? Number(process.env.E2E_PORT) + 1}/admin`;

async function signInToPanel(page: Page) {
  await page.goto(`${panelUrl}/auth/login`);
  await page.getByLabel('Email').fill(EDITOR_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(EDITOR_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: /Hello/ })).toBeVisible({ timeout: 20_000 });
}

test.describe("Strapi's admin panel, as an editor", () => {
  test.setTimeout(120_000);

  test('finds a question by its words, edits its explanation in the editor, and students see it', async ({ page }) => {
    const note = `Checked by an editor ${runTag()}.`;
    await signInToPanel(page);

    // The list reads by question title, and its search finds the question by words of its text.
    await page.goto(`${panelUrl}/content-manager/collection-types/api::question.question`);
    await page.getByRole('button', { name: 'Search' }).click();
    const search = page.getByRole('textbox', { name: 'Search' });
    await search.fill('price of sugar rises');
    await search.press('Enter');
    const row = page.getByRole('row').filter({ hasText: 'The price of sugar rises by 20%' });
    await expect(row).toHaveCount(1);
    await row.getByText('The price of sugar rises by 20%').click();

    // The explanation opens in the rich-text editor, formatted, not as markup.
    const explanation = page.locator('[contenteditable="true"]').filter({ hasText: 'Expenditure = price × consumption' });
    await expect(explanation).toBeVisible({ timeout: 20_000 });
    await expect(explanation.locator('strong').first()).toHaveText('16.67%');
    await explanation.locator('p').last().click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(note);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved document')).toBeVisible();

    // Students see the new explanation on the practice page (the save purged the site's cache).
    await page.goto('/practice/general-aptitude/percentages');
    const card = page.getByTestId('question-card').filter({ hasText: 'The price of sugar rises by 20%' });
    await card.getByRole('button', { name: 'Explanation', exact: true }).click();
    await expect(page.getByRole('dialog')).toContainText(note);
  });
});
