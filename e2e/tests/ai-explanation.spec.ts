import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';

test.describe('Owl AI explanation', () => {
  test('streams an explanation generated on the server, closes on a click outside, and is instant the second time', async ({ page }) => {
    await page.goto('/practice/general-aptitude/percentages');
    const card = page.getByTestId('question-card').first();
    // Watch every DOM change for a moment where the first piece shows while the dialog is still busy: polling from
    // the test could miss that window (about a second; the fake sends a piece every 400 ms) on a loaded machine.
    await page.evaluate(() => {
      const record = window as unknown as { sawPartialText?: boolean };
      new MutationObserver(() => {
        // The dialog is a native <dialog> (its role is implicit, no attribute to select by).
        const dialog = document.querySelector('dialog[open]');
        const text = dialog?.textContent ?? '';
        if (
          dialog?.querySelector('[aria-busy="true"]') &&
          text.includes('Let us work it out.') &&
          !text.includes('The correct answer is')
        ) {
          record.sawPartialText = true;
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await card.getByRole('button', { name: 'Owl AI Explanation' }).click();

    const dialog = page.getByRole('dialog', { name: 'Owl AI Explanation' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/Owl AI can make mistakes/)).toBeVisible();
    // Then the finished text, as sanitised HTML from the model's light markdown.
    await expect(dialog.locator('strong', { hasText: '30' })).toBeVisible();
    await expect(dialog.getByText('The correct answer is: B')).toBeVisible();
    await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0);
    // The first pieces were shown while the rest was still being written.
    expect(await page.evaluate(() => (window as unknown as { sawPartialText?: boolean }).sawPartialText)).toBe(true);

    // A click outside the dialog closes it.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();

    // The second time it comes from the store: finished at once, no streaming.
    await card.getByRole('button', { name: 'Owl AI Explanation' }).click();
    await expect(dialog.locator('strong', { hasText: '30' })).toBeVisible({ timeout: 1000 });
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
  });

  test('is offered on the saved page too', async ({ page }) => {
    await page.goto('/practice/general-aptitude/percentages');
    await page.getByTestId('question-card').nth(1).getByRole('button', { name: /^Save/ }).click();
    await page.goto('/saved');
    await expect(page.getByTestId('question-card')).toHaveCount(1);
    await page.getByRole('button', { name: 'Owl AI Explanation' }).click();
    await expect(page.getByRole('dialog', { name: 'Owl AI Explanation' }).getByText('The correct answer is: B')).toBeVisible();
  });

  test('the browser bundle carries no AI key and no AI SDK', async () => {
    const distDir = process.env.E2E_WEB_DIST ?? path.resolve(import.meta.dirname, '..', '..', 'web', 'dist');
    const files = readdirSync(distDir, { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile() && /\.(js|html|css|map|json)$/.test(entry.name),
    );
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      const text = readFileSync(path.join(file.parentPath, file.name), 'utf8');
      for (const forbidden of [
        'e2e-fake-gemini-key',
        'GEMINI_API_KEY',
        '@google/genai',
        'GoogleGenAI',
        'generativelanguage.googleapis.com',
        'AIza',
      ]) {
        expect(text.includes(forbidden), `${file.name} contains ${forbidden}`).toBe(false);
      }
    }
  });
});
