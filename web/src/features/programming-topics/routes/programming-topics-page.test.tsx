// @vitest-environment happy-dom
import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOPICS, programmingHandlers } from '@/test-support/programming-fixtures';
import { answer, fail } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests, type Screen } from '@/test-support/screen';

const api = setupScreenTests(...programmingHandlers());

afterEach(() => vi.restoreAllMocks());

const section = (screen: Screen, name: string) => screen.queryByRole('region', { name });
const cardsIn = (screen: Screen, name: string) => within(within(section(screen, name)!).getByRole('list')).getAllByRole('link');
const count = (screen: Screen) => screen.getByTestId('result-count');

describe('the programming topics (/programming-topics)', () => {
  it('shows the badge, the featured topics, every topic with its chips, and a category select', async () => {
    const screen = renderScreen('/programming-topics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Programming Topics & Code Questions' })).toBeVisible();
    expect(screen.getByText('Code Practice')).toBeVisible();
    expect(await screen.findByTestId('result-count')).toHaveTextContent('3 Topics Ready');
    expect(cardsIn(screen, 'Featured Programming Topics').map((card) => card.textContent)).toEqual([
      expect.stringMatching(/^01Featured.*Python Basics.*Python.*2 questions.*View Questions/),
    ]);
    const all = cardsIn(screen, 'Available Now');
    expect(all).toHaveLength(TOPICS.length);
    expect(all[1]).toHaveAttribute('href', '/programming-topics/sql-joins');
    expect(all[1]!.textContent).toMatch(/SQL Joins.*Databases.*Intermediate.*1 question(?!s).*View/);
    const select = await screen.findByRole('combobox', { name: 'Category' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All categories', 'Databases', 'Python']);
  });

  it('filters by the address: a search hides the featured section, a category alone keeps it; the form moves there', async () => {
    const screen = renderScreen('/programming-topics?category=Python');
    await waitFor(() => expect(count(screen)).toHaveTextContent('2 Topics Ready'));
    expect(section(screen, 'Featured Programming Topics')).not.toBeNull();
    expect(await screen.findByRole('combobox', { name: 'Category' })).toHaveValue('Python');

    await screen.go('/programming-topics?search=DBMS');
    await waitFor(() => expect(count(screen)).toHaveTextContent('1 Topic Ready'));
    expect(cardsIn(screen, 'Available Now')[0]).toHaveTextContent('SQL Joins');
    expect(section(screen, 'Featured Programming Topics')).toBeNull();

    const form = screen.getByRole('search', { name: 'Search topics' });
    expect(form).toHaveAttribute('action', '/programming-topics');
    const box = within(form).getByRole('searchbox');
    await screen.user.clear(box);
    await screen.user.type(box, 'stacks');
    await screen.user.selectOptions(within(form).getByRole('combobox', { name: 'Category' }), 'Python');
    await screen.user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(screen.location()).toBe('/programming-topics?search=stacks&category=Python');
    await waitFor(() => expect(count(screen)).toHaveTextContent('1 Topic Ready'));
    expect(cardsIn(screen, 'Available Now')[0]).toHaveTextContent('Data Structures');
  });

  it('shows No Results Found with Clear Filters, and no category select without categories', async () => {
    api.use(answer('listProgrammingCategories', { categories: [] }));
    const screen = renderScreen('/programming-topics?search=rust');
    expect(await screen.findByRole('heading', { name: 'No Results Found' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Category' })).toBeNull();
    await screen.user.click(screen.getByRole('link', { name: 'Clear Filters' }));
    expect(screen.location()).toBe('/programming-topics');
    await waitFor(() => expect(count(screen)).toHaveTextContent('3 Topics Ready'));
  });

  it('shows Something Went Wrong when the list fails', async () => {
    api.use(fail('listProgrammingTopics', 500, 'boom'));
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const screen = renderScreen('/programming-topics');
    expect(await screen.findByRole('heading', { name: 'Something Went Wrong' }, { timeout: 20_000 })).toBeVisible();
    expect(screen.getByText('Failed to load programming topics')).toBeVisible();
    await screen.user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
