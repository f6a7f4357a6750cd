// @vitest-environment happy-dom
import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHEATSHEETS, cheatsheetHandlers } from '@/test-support/cheatsheet-fixtures';
import { fail, hold } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests, type Screen } from '@/test-support/screen';

const api = setupScreenTests(...cheatsheetHandlers());

afterEach(() => vi.restoreAllMocks());

const allCards = (screen: Screen) =>
  within(within(screen.getByRole('region', { name: 'All Cheatsheets' })).getByRole('list', { name: 'All cheatsheets' })).queryAllByRole(
    'link',
  );
const cardTexts = (screen: Screen) => allCards(screen).map((card) => card.textContent);
const resultCount = (screen: Screen) => screen.getByTestId('result-count');
const search = (screen: Screen) => screen.getByRole('searchbox', { name: 'Search cheatsheets' });
const results = (n: number) => `${n} ${n === 1 ? 'result' : 'results'}`;
async function typeSearch(screen: Screen, text: string) {
  await screen.user.clear(search(screen));
  if (text) await screen.user.type(search(screen), text);
}

describe('the cheatsheet list (/cheatsheets)', () => {
  it('has a featured section, a search over title/description/category/tags, and category chips that toggle', async () => {
    const featured = CHEATSHEETS.filter((sheet) => sheet.featured);
    const screen = renderScreen('/cheatsheets');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cheatsheets' })).toBeVisible();
    await waitFor(() => expect(resultCount(screen)).toHaveTextContent(results(CHEATSHEETS.length)));
    expect(within(screen.getByRole('region', { name: 'Featured Cheatsheets' })).getAllByRole('link')).toHaveLength(featured.length);
    expect(allCards(screen)).toHaveLength(CHEATSHEETS.length);

    // Title, case-insensitive; the featured section steps aside while searching.
    await typeSearch(screen, 'PYTHON');
    expect(resultCount(screen)).toHaveTextContent('1 result');
    expect(cardTexts(screen)).toEqual([expect.stringContaining('Python Essentials')]);
    expect(screen.queryByRole('region', { name: 'Featured Cheatsheets' })).toBeNull();
    // A tag only ('dbms' is a tag of the SQL sheet), the category ('Database'), words of the description.
    for (const [term, title] of [
      ['dbms', 'SQL Quick Reference'],
      ['database', 'SQL Quick Reference'],
      ['constitution of india', 'Indian Polity at a Glance'],
    ]) {
      await typeSearch(screen, term!);
      expect(cardTexts(screen), term).toEqual([expect.stringContaining(title!)]);
    }
    // Nothing.
    await typeSearch(screen, 'kubernetes');
    expect(resultCount(screen)).toHaveTextContent('0 results');
    expect(screen.getByRole('heading', { name: 'No results found' })).toBeVisible();
    expect(screen.getByText('Try adjusting your search or filters')).toBeVisible();
    await screen.user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(search(screen)).toHaveValue('');
    expect(resultCount(screen)).toHaveTextContent(results(CHEATSHEETS.length));

    // The filter toggle opens the category chips (from the categories call).
    const toggle = screen.getByRole('button', { name: /^Filters/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Category' })).toBeNull();
    await screen.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const chips = within(await screen.findByRole('group', { name: 'Category' }));
    expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual(['Database', 'Git', 'Linux', 'Other', 'Programming']);

    const other = chips.getByRole('button', { name: 'Other' });
    const inOther = CHEATSHEETS.filter((sheet) => sheet.category === 'Other');
    await screen.user.click(other);
    expect(other).toHaveAttribute('aria-pressed', 'true');
    expect(resultCount(screen)).toHaveTextContent(results(inOther.length));
    // Clicking the chosen chip again deselects it.
    await screen.user.click(other);
    expect(other).toHaveAttribute('aria-pressed', 'false');
    expect(resultCount(screen)).toHaveTextContent(results(CHEATSHEETS.length));

    // Search and category combine: 'ssc' is a tag of both 'Other' sheets, and of none in 'Database'.
    await screen.user.click(other);
    await typeSearch(screen, 'ssc');
    expect(resultCount(screen)).toHaveTextContent(results(2));
    await screen.user.click(chips.getByRole('button', { name: 'Database' }));
    expect(resultCount(screen)).toHaveTextContent('0 results');
    // 'Clear' resets the category (the search stays).
    await screen.user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(chips.queryAllByRole('button', { pressed: true })).toHaveLength(0);
    expect(search(screen)).toHaveValue('ssc');
    expect(resultCount(screen)).not.toHaveTextContent('0 results');

    await typeSearch(screen, '');
    await screen.user.click(allCards(screen).find((card) => card.textContent?.includes('Python Essentials'))!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Python Essentials' })).toBeVisible();
    expect(screen.location()).toBe('/cheatsheets/python-essentials');
  });

  it('shows Loading cheatsheets..., then Something went wrong with a Try Again that loads the document again', async () => {
    const held = hold('listCheatsheets');
    api.use(held.handler, fail('listCheatsheets', 500, 'boom'));
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const screen = renderScreen('/cheatsheets');
    expect(await screen.findByText('Loading cheatsheets...')).toBeVisible();
    held.release();
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByText('Failed to load cheatsheets')).toBeVisible();
    await screen.user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('a cheatsheet’s page (/cheatsheets/{slug})', () => {
  it('shows Cheatsheet Not Found for an unknown slug after Loading cheatsheet..., marked noindex', async () => {
    const held = hold('getCheatsheetBySlug');
    api.use(held.handler);
    const screen = renderScreen('/cheatsheets/no-such-sheet');
    expect(await screen.findByText('Loading cheatsheet...')).toBeVisible();
    held.release();
    expect(await screen.findByRole('heading', { name: 'Cheatsheet Not Found' })).toBeVisible();
    expect(screen.getByText("The cheatsheet you're looking for doesn't exist.")).toBeVisible();
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/));
    await screen.user.click(screen.getByRole('link', { name: 'Back to Cheatsheets' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cheatsheets' })).toBeVisible();
    expect(screen.location()).toBe('/cheatsheets');
  });
});
