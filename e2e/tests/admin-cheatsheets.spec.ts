import { expect, test, type Locator } from './support/test';
import { findSheet, region, slugOf, useAdminWorkflows } from './support/patterns-cheatsheets';

// Admin screens for cheatsheets (admin-area.md: /manage-cheatsheets, /create-cheatsheet, /edit-cheatsheet/{id}),
// against the real stack.
// Every record is named with Date.now() and deleted again (afterEach), so reruns never collide and the demo
// content the public specs count is left as it was.

useAdminWorkflows();

/** Fills a CodeMirror or Tiptap editor (a contenteditable named by its label). */
async function typeInto(editor: Locator, text: string) {
  await editor.click();
  await editor.fill(text);
}

test('cheatsheet: create with code, text and mixed items, reorder, edit, feature and delete', async ({ page }) => {
  const title = `E2E Sheet ${Date.now()}`;
  await page.goto('/manage-cheatsheets');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Cheatsheets' })).toBeVisible();
  await page.getByRole('link', { name: '+ Add Cheatsheet' }).click();
  await expect(page).toHaveURL(/\/create-cheatsheet$/);

  await test.step('basic information: slug follows the title; category suggestions', async () => {
    const basic = region(page, 'Basic Information');
    await basic.getByLabel('Title').fill(title);
    await expect(basic.getByLabel('Slug')).toHaveValue(slugOf(title));

    const category = basic.getByRole('combobox', { name: 'Category' });
    const suggestions = basic.getByRole('listbox', { name: 'Category suggestions' });
    await category.focus();
    await expect(suggestions).toBeVisible();
    const all = await suggestions.getByRole('option').allTextContents();
    expect(all.length).toBeGreaterThan(1);
    await category.fill('DATA');
    const filtered = await suggestions.getByRole('option').allTextContents();
    expect(filtered).toEqual(all.filter((entry) => entry.toLowerCase().includes('data')));
    await suggestions.getByRole('option').first().click();
    await expect(category).toHaveValue(filtered[0]!);
    await expect(suggestions).toBeHidden();
    // Free text is allowed too.
    await category.fill('Programming');
    await basic.getByLabel('Description').fill('Made by the admin browser test.');
    await expect(basic.getByLabel('Active')).toBeChecked();
    await expect(basic.getByLabel('Featured')).not.toBeChecked();
    // Blur closes the list (after 200 ms).
    await basic.getByLabel('Description').focus();
    await expect(suggestions).toBeHidden();
  });

  await test.step('filter categories and tags', async () => {
    const filters = region(page, 'Filter Categories');
    await expect(filters.getByText('No filter categories added')).toBeVisible();
    await filters.getByLabel('Filter Category', { exact: true }).fill('basics');
    await filters.getByLabel('Filter Category', { exact: true }).press('Enter');
    await filters.getByLabel('Filter Category', { exact: true }).fill('advanced');
    await filters.getByRole('button', { name: 'Add' }).click();
    await expect(filters.getByRole('listitem')).toHaveText(['basics×', 'advanced×']);
    await filters.getByRole('button', { name: 'Remove filter category advanced' }).click();
    await expect(filters.getByRole('listitem')).toHaveText(['basics×']);
    const tags = region(page, 'Tags');
    await tags.getByLabel('Tag', { exact: true }).fill('e2e');
    await tags.getByRole('button', { name: 'Add' }).click();
    await expect(tags.getByRole('listitem')).toHaveText(['e2e×']);
  });

  await test.step('items: code, text and mixed; moving and renumbering', async () => {
    const items = region(page, 'Content Items');
    const item = (n: number) => items.getByRole('region', { name: new RegExp(`^Item ${n}(:|$)`) });
    await expect(item(1).getByLabel('Item Category')).toHaveValue('basics');
    await expect(item(1).getByLabel('Content Type')).toHaveValue('code');
    await expect(item(1).getByLabel('Language')).toHaveValue('python');
    await expect(items.getByRole('button', { name: 'Remove Item 1' })).toHaveCount(0);
    await expect(items.getByRole('button', { name: 'Move Item 1 up' })).toBeDisabled();
    await expect(items.getByRole('button', { name: 'Move Item 1 down' })).toBeDisabled();
    await item(1).getByLabel('Item Title').fill('Hello code');
    await typeInto(item(1).getByRole('textbox', { name: 'Code', exact: true }), 'print("hello")');

    await items.getByRole('button', { name: '+ Add Item' }).click();
    await item(2).getByLabel('Item Title').fill('Text note');
    await item(2).getByLabel('Content Type').selectOption('text');
    await typeInto(item(2).getByRole('textbox', { name: 'Text Content' }), 'Remember the basics');

    await items.getByRole('button', { name: '+ Add Item' }).click();
    await item(3).getByLabel('Item Title').fill('Mixed part');
    await item(3).getByLabel('Item Category').fill('shell');
    await item(3).getByLabel('Content Type').selectOption('mixed');
    await expect(item(3).getByText('No content blocks yet')).toBeVisible();
    await item(3).getByRole('button', { name: '+ Text Block' }).click();
    await typeInto(item(3).getByRole('textbox', { name: 'Block Text' }), 'List the files:');
    await item(3).getByRole('button', { name: '+ Code Block' }).click();
    const codeBlock = item(3).getByRole('region', { name: 'Item 3, block 2' });
    await expect(codeBlock.getByLabel('Language')).toHaveValue('python');
    await codeBlock.getByLabel('Language').selectOption('bash');
    await typeInto(codeBlock.getByRole('textbox', { name: 'Block Code' }), 'ls -la');

    await expect(items.getByRole('button', { name: 'Move Item 3 down' })).toBeDisabled();
    await items.getByRole('button', { name: 'Move Item 3 up' }).click();
    await expect(items.getByRole('heading', { level: 3 })).toHaveText(['Item 1: Hello code', 'Item 2: Mixed part', 'Item 3: Text note']);
    // The moved editors keep their content.
    await expect(item(2).getByRole('textbox', { name: 'Block Code' })).toHaveText('ls -la');
  });

  await test.step('save: created, redirected, stored in order', async () => {
    await page.getByRole('button', { name: 'Create Cheatsheet' }).click();
    await expect(page.getByText('Cheatsheet created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/manage-cheatsheets$/, { timeout: 6_000 });
    const sheet = (await findSheet(page, title))!;
    expect(sheet).toMatchObject({
      slug: slugOf(title),
      category: 'Programming',
      categories: ['basics'],
      tags: ['e2e'],
      color: '#3B82F6',
      is_active: true,
      featured: false,
    });
    expect(sheet.items.map((entry) => [entry.order, entry.title, entry.content_type, entry.category])).toEqual([
      [0, 'Hello code', 'code', 'basics'],
      [1, 'Mixed part', 'mixed', 'shell'],
      [2, 'Text note', 'text', 'basics'],
    ]);
    expect(sheet.items[0]).toMatchObject({ code: 'print("hello")', language: 'python' });
    expect(sheet.items[1]!.mixed_content).toEqual([
      expect.objectContaining({ type: 'text', content: '<p>List the files:</p>' }),
      { type: 'code', language: 'bash', content: 'ls -la' },
    ]);
    expect(sheet.items[2]!.text_content).toContain('Remember the basics');
    expect(JSON.stringify(sheet)).not.toContain('tempId');

    await page.getByLabel('Search').fill(title);
    const rows = page.getByRole('table', { name: 'Cheatsheets' }).locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Made by the admin browser test.');
    await expect(rows.first().locator('td').nth(1)).toHaveText('Programming');
    await expect(rows.first().locator('td').nth(2)).toHaveText(slugOf(title));
    await expect(page.getByText('Showing 1 of 1 cheatsheets')).toBeVisible();
  });

  await test.step('edit: loaded in order, slug kept, reorder and remove, updated', async () => {
    const sheet = (await findSheet(page, title))!;
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/edit-cheatsheet/${sheet._id}$`));
    const basic = region(page, 'Basic Information');
    await expect(basic.getByLabel('Title')).toHaveValue(title);
    await basic.getByLabel('Title').fill(`${title} v2`);
    await expect(basic.getByLabel('Slug')).toHaveValue(sheet.slug);

    const items = region(page, 'Content Items');
    await expect(items.getByRole('heading', { level: 3 })).toHaveText(['Item 1: Hello code', 'Item 2: Mixed part', 'Item 3: Text note']);
    await expect(items.getByRole('region', { name: /^Item 1(:|$)/ }).getByRole('textbox', { name: 'Code', exact: true })).toHaveText(
      'print("hello")',
    );
    await items.getByRole('button', { name: 'Move Item 3 up' }).click();
    await items.getByRole('button', { name: 'Move Item 2 up' }).click();
    await expect(items.getByRole('heading', { level: 3 })).toHaveText(['Item 1: Text note', 'Item 2: Hello code', 'Item 3: Mixed part']);
    await items.getByRole('button', { name: 'Remove Item 2' }).click();
    await expect(items.getByRole('heading', { level: 3 })).toHaveText(['Item 1: Text note', 'Item 2: Mixed part']);

    await page.getByRole('button', { name: 'Update Cheatsheet' }).click();
    await expect(page.getByText('Cheatsheet updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/manage-cheatsheets$/, { timeout: 6_000 });
    const updated = (await findSheet(page, `${title} v2`))!;
    expect(updated._id).toBe(sheet._id);
    expect(updated.slug).toBe(sheet.slug);
    expect(updated.items.map((entry) => [entry.order, entry.title])).toEqual([
      [0, 'Text note'],
      [1, 'Mixed part'],
    ]);
  });

  await test.step('feature and delete from the list', async () => {
    const current = `${title} v2`;
    await page.getByLabel('Search').fill(current);
    const rows = page.getByRole('table', { name: 'Cheatsheets' }).locator('tbody tr');
    await expect(rows).toHaveCount(1);
    const toggle = page.getByRole('button', { name: `Featured: ${current}` });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect((await findSheet(page, current))!.featured).toBe(true);

    const messages: string[] = [];
    page.once('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: `Delete ${current}` }).click();
    await expect(page.getByText('No cheatsheets found')).toBeVisible();
    expect(messages).toEqual(['Are you sure you want to delete this cheatsheet?']);
    expect(await findSheet(page, current)).toBeUndefined();
  });
});
