// @vitest-environment happy-dom
import { within } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminCheatsheetSummary } from '@/test-support/cheatsheet-fixtures';
import { answer } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests } from '@/test-support/screen';

// /create-cheatsheet through the app's routes against a fake API: the form refuses a sheet without one valid item
// (nothing sent), then saves only the valid items.

const api = setupScreenTests(
  answer('profile', { _id: 'admin-1', username: 'editor', email: 'editor@example.com' }),
  answer('listCheatsheetCategories', { categories: ['Data Science', 'Git'] }),
);

const CREATED = { ...adminCheatsheetSummary('Git Basics'), items: [] };

describe('/create-cheatsheet', () => {
  it("'At least one valid item is required' and nothing is sent; with one valid item, only that one is saved", async () => {
    const sent: unknown[] = [];
    api.use(
      answer('createCheatsheet', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(CREATED, { status: 201 });
      }),
    );
    const screen = renderScreen('/create-cheatsheet');
    const basic = await screen.findByRole('region', { name: 'Basic Information' });
    await screen.user.type(within(basic).getByLabelText(/^Title/), 'Git Basics');
    await screen.user.type(within(basic).getByRole('combobox', { name: /^Category/ }), 'Git');
    const items = screen.getByRole('region', { name: 'Content Items' });
    const item = (n: number) => within(items).getByRole('region', { name: new RegExp(`^Item ${n}(:|$)`) });
    // A title and category but no code: not a valid item.
    await screen.user.type(within(item(1)).getByLabelText(/^Item Title/), 'Empty code');
    const create = screen.getByRole('button', { name: 'Create Cheatsheet' });
    await screen.user.click(create);
    expect(screen.getByRole('alert')).toHaveTextContent('At least one valid item is required');
    // A mixed item without blocks is not valid either.
    await screen.user.selectOptions(within(item(1)).getByLabelText('Content Type'), 'mixed');
    await screen.user.click(create);
    expect(screen.getByRole('alert')).toHaveTextContent('At least one valid item is required');
    expect(sent).toEqual([]);
    expect(screen.location()).toBe('/create-cheatsheet');

    await screen.user.click(within(items).getByRole('button', { name: '+ Add Item' }));
    await screen.user.type(within(item(2)).getByLabelText(/^Item Title/), 'Status');
    // Written through CodeMirror's own view: happy-dom announces a selection change while CodeMirror is still
    // applying a click's, which CodeMirror refuses (the browser's typing is the cheatsheet journey's, in e2e).
    const code = await within(item(2)).findByRole('textbox', { name: 'Code' });
    const view = EditorView.findFromDOM(code)!;
    view.dispatch({ changes: { from: 0, insert: 'git status' } });
    await screen.user.selectOptions(within(item(2)).getByLabelText('Language'), 'bash');
    await screen.user.click(create);
    expect(await screen.findByText('Cheatsheet created successfully!')).toBeVisible();
    expect(sent).toHaveLength(1);
    const { items: saved } = sent[0] as { items: Array<{ order: number; title: string; language: string; code: string }> };
    expect(saved.map((entry) => [entry.order, entry.title, entry.language, entry.code])).toEqual([[0, 'Status', 'bash', 'git status']]);
  });
});
