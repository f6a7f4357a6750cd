// @vitest-environment happy-dom
import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUESTIONS, catalogueHandlers } from '@/test-support/api-fixtures';
import { answer, failNetwork } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests, type Screen } from '@/test-support/screen';

const api = setupScreenTests(...catalogueHandlers());

afterEach(() => vi.restoreAllMocks());

const storedIds = () => JSON.parse(localStorage.getItem('savedQuestions') ?? '[]') as string[];
const seedIds = (ids: string[]) => localStorage.setItem('savedQuestions', JSON.stringify(ids));
const cards = (screen: Screen) => screen.getAllByTestId('question-card');
const bulkIds = QUESTIONS['bulk-set-1']!.map((record) => record.question._id);

describe('saving a practice question', () => {
  it('Save and Saved toggle at once, kept in localStorage across a reload', async () => {
    let screen = renderScreen('/practice/general-aptitude/percentages');
    const [first] = await screen.findAllByTestId('question-card');
    const id = first!.getAttribute('data-question-id');
    expect(id).toBe(QUESTIONS.percentages![0]!.question._id);
    await screen.user.click(within(first!).getByRole('button', { name: 'Save' }));
    expect(within(first!).getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    expect(storedIds()).toEqual([id]);
    screen.unmount();

    screen = renderScreen('/practice/general-aptitude/percentages');
    const [again] = await screen.findAllByTestId('question-card');
    const saved = await within(again!).findByRole('button', { name: 'Saved' });
    await screen.user.click(saved);
    expect(within(again!).getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
    expect(storedIds()).toEqual([]);
  });
});

describe('the saved page (/saved)', () => {
  it('says No Saved Questions with a link to practice when nothing is saved', async () => {
    const screen = renderScreen('/saved');
    expect(await screen.findByRole('heading', { name: 'No Saved Questions' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start Practicing' })).toHaveAttribute('href', '/practice');
    await waitFor(() => expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/saved$/));
  });

  it('drops, silently, ids that fail to load or lack a question or options', async () => {
    const [good, withoutOptions, withoutQuestion] = QUESTIONS.percentages!;
    api.use(
      answer(
        'getQuestion',
        ({ params }) => {
          if (params.id === withoutOptions!.question._id) return { question: withoutOptions!.question };
          if (params.id === withoutQuestion!.question._id) return { options: withoutQuestion!.options };
          return undefined;
        },
        { breaksContract: true },
      ),
    );
    seedIds(['no-such-question-id', good!.question._id, withoutOptions!.question._id, withoutQuestion!.question._id]);
    const screen = renderScreen('/saved');
    expect(await screen.findByText('1 saved question on this device')).toBeVisible();
    expect(cards(screen)).toHaveLength(1);
    expect(cards(screen)[0]).toHaveAttribute('data-question-id', good!.question._id);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the server cannot be reached, and Try Again recovers', async () => {
    api.use(failNetwork('getQuestion'));
    seedIds([QUESTIONS.percentages![0]!.question._id]);
    const screen = renderScreen('/saved');
    expect(await screen.findByText('Failed to fetch saved questions')).toBeVisible();
    api.server.resetHandlers();
    await screen.user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findAllByTestId('question-card')).toHaveLength(1);
  });

  it('pages saved questions 10 at a time; removing the last of a page steps back', async () => {
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    seedIds(bulkIds.slice(0, 12));
    const screen = renderScreen('/saved');
    expect(await screen.findAllByTestId('question-card')).toHaveLength(10);
    const pager = within(screen.getByRole('navigation', { name: 'Saved question pages' }));
    expect(pager.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent)).toEqual(['1', '2']);
    await screen.user.click(pager.getByRole('button', { name: 'Page 2' }));
    expect(cards(screen)).toHaveLength(2);
    expect(within(cards(screen)[0]!).getByRole('heading')).toHaveTextContent('Question 11');
    expect(scrolled).toHaveBeenCalledWith(0, 0);

    await screen.user.click(within(cards(screen)[0]!).getByRole('button', { name: 'Remove' }));
    await screen.user.click(within(cards(screen)[0]!).getByRole('button', { name: 'Remove' }));
    expect(cards(screen)).toHaveLength(10);
    expect(screen.queryByRole('navigation', { name: 'Saved question pages' })).toBeNull();
    expect(storedIds()).toHaveLength(10);
  });

  it('has Report a mistake under each saved question; one this browser reported reads Reported', async () => {
    const [first, second] = QUESTIONS.percentages!;
    seedIds([first!.question._id, second!.question._id]);
    localStorage.setItem('reportedQuestions', JSON.stringify({ [second!.question._id]: { reasons: ['typo'], status: 'open' } }));
    const screen = renderScreen('/saved');
    await screen.findAllByTestId('question-card');
    const links = () =>
      Object.fromEntries(
        cards(screen).map((card) => [
          card.getAttribute('data-question-id'),
          within(card).queryByRole('button', { name: /^(Report a mistake|Reported)/ })?.textContent,
        ]),
      );
    await waitFor(() => expect(links()).toEqual({ [first!.question._id]: 'Report a mistake', [second!.question._id]: 'Reported' }));
  });
});
