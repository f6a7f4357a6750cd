// @vitest-environment happy-dom
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cheatsheetHandlers } from '@/test-support/cheatsheet-fixtures';
import { examPatternHandlers } from '@/test-support/exam-pattern-fixtures';
import { searchHandlers } from '@/test-support/search-fixtures';
import { renderScreen, setupScreenTests, type Screen } from '@/test-support/screen';

const api = setupScreenTests(...searchHandlers(), ...cheatsheetHandlers(), ...examPatternHandlers());

const navBox = (screen: Screen) => screen.getByRole('searchbox', { name: 'Search the site' });
const pageBox = (screen: Screen) => screen.getByRole('searchbox', { name: 'Search terms' });

/** Types into a box as a user does: `before` pasted, then `typed` key by key. */
async function typeInto(screen: Screen, box: HTMLElement, before: string, typed: string) {
  await screen.user.click(box);
  await screen.user.paste(before);
  await screen.user.keyboard(typed);
}

describe('the search page (/search)', () => {
  it('before a search, for no results, and a query too long: no box takes a 201st character, and the page says what the API would', async () => {
    let screen = renderScreen('/search');
    expect(await screen.findByRole('heading', { name: 'What are you looking for?' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Search | ExamPrep'));
    expect(screen.queryByRole('navigation', { name: 'Result types' })).toBeNull();
    screen.unmount();

    screen = renderScreen('/search?q=zqxjvw');
    expect(await screen.findByRole('heading', { name: 'No results for “zqxjvw”' })).toBeVisible();
    expect(screen.getByText('Check the spelling, or try fewer or more general words.')).toBeVisible();
    expect(within(screen.getByRole('navigation', { name: 'Browse instead' })).getByRole('link', { name: 'Cheatsheets' })).toHaveAttribute(
      'href',
      '/cheatsheets',
    );

    // Both boxes stop at 200 characters: of 'xyz' typed after 199, only the 'x' goes in.
    await screen.user.click(within(screen.getByRole('banner')).getByText('Search', { selector: 'summary *, summary' }));
    expect(navBox(screen)).toBeVisible();
    await typeInto(screen, navBox(screen), 'a'.repeat(199), 'xyz');
    expect(navBox(screen)).toHaveValue(`${'a'.repeat(199)}x`);
    await screen.user.keyboard('{Escape}');
    expect(navBox(screen)).not.toBeVisible();
    await screen.user.clear(pageBox(screen));
    await typeInto(screen, pageBox(screen), 'b'.repeat(199), 'xyz');
    expect(pageBox(screen)).toHaveValue(`${'b'.repeat(199)}x`);
    screen.unmount();

    // An address with 201 characters, which the API refuses with a 400: the page says so without asking it,
    // and with no retry button (retrying cannot help).
    const searchesBefore = api.calls('searchSite').length;
    screen = renderScreen(`/search?q=${'c'.repeat(201)}`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Please change your search' })).toBeVisible();
    expect(alert).toHaveTextContent('A search can be at most 200 characters long, and this one has 201.');
    expect(within(alert).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();
    expect(api.calls('searchSite')).toHaveLength(searchesBefore);
    screen.unmount();

    // 200 characters are searched.
    screen = renderScreen(`/search?q=${'c'.repeat(200)}`);
    expect(await screen.findByRole('heading', { name: /^No results for/ })).toBeVisible();
    expect(api.calls('searchSite').at(-1)?.searchParams.get('q')).toBe('c'.repeat(200));
  });

  it('the cheatsheet and exam-pattern lists, finding nothing in themselves, offer to search the whole site', async () => {
    let screen = renderScreen('/cheatsheets');
    await screen.user.type(await screen.findByRole('searchbox', { name: 'Search cheatsheets' }), 'triangle');
    expect(await screen.findByRole('heading', { name: 'No results found' })).toBeVisible();
    await screen.user.click(screen.getByRole('link', { name: 'Search the whole site' }));
    expect(await screen.findByTestId('result-count')).toHaveTextContent('for “triangle”');
    expect(screen.location()).toBe('/search?q=triangle');
    screen.unmount();

    screen = renderScreen('/exam-patterns');
    await screen.findByRole('heading', { name: 'All Exam Patterns' });
    await screen.user.type(screen.getByRole('searchbox', { name: 'Search exams' }), '  area of a triangle ');
    expect(await screen.findByRole('heading', { name: 'No Exam Patterns Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Search the whole site' })).toHaveAttribute('href', '/search?q=area+of+a+triangle');
  });
});
