// @vitest-environment happy-dom
import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminCheatsheetSummary } from '@/test-support/cheatsheet-fixtures';
import { answer } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests } from '@/test-support/screen';

// /manage-cheatsheets through the app's routes against a fake API: a list that cannot load, and a reload that fails
// under a list already shown.

const sheet = adminCheatsheetSummary;
const SHEETS = [sheet('Git Commands'), sheet('Docker Basics')];

const api = setupScreenTests(
  answer('profile', { _id: 'admin-1', username: 'editor', email: 'editor@example.com' }),
  answer('listCheatsheetsForAdmin', ({ url }) => {
    const search = url.searchParams.get('search')?.toLowerCase();
    const found = SHEETS.filter((entry) => !search || entry.title.toLowerCase().includes(search));
    return {
      cheatsheets: found,
      pagination: { current: 1, total: found.length, totalPages: 1, limit: 10, hasNext: false, hasPrev: false },
    };
  }),
  answer('cheatsheetStats', {
    totalCheatsheets: 2,
    activeCheatsheets: 2,
    featuredCheatsheets: 0,
    categoryStats: [{ _id: 'Git', count: 2 }],
  }),
  answer('listCheatsheetCategories', { categories: ['Data Science', 'Git'] }),
);

const listDown = () => http.get('/api/cheatsheets/admin/all', () => HttpResponse.json({ message: 'down' }, { status: 500 }));

describe('/manage-cheatsheets', () => {
  it('says when the list cannot load, and keeps the last list with the message when a reload fails', async () => {
    api.use(listDown());
    const failed = renderScreen('/manage-cheatsheets');
    expect(await failed.findByRole('alert')).toHaveTextContent('Failed to load cheatsheets');
    expect(failed.queryByRole('table', { name: 'Cheatsheets' })).toBeNull();
    failed.unmount();

    api.server.resetHandlers();
    const screen = renderScreen('/manage-cheatsheets');
    const table = await screen.findByRole('table', { name: 'Cheatsheets' });
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(2);
    api.use(listDown());
    await screen.user.type(screen.getByLabelText('Search'), 'zzz-no-such-record');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load cheatsheets');
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(2);
  });
});
