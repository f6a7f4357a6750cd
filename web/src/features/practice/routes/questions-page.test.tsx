// @vitest-environment happy-dom
import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUESTIONS, catalogueHandlers, question } from '@/test-support/api-fixtures';
import { answer, fail, hold, listPage } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests, type Screen } from '@/test-support/screen';

const api = setupScreenTests(...catalogueHandlers());

afterEach(() => vi.restoreAllMocks());

const cards = (screen: Screen) => screen.getAllByTestId('question-card');
const card = (screen: Screen, index: number) => within(cards(screen)[index]!);
const pager = (screen: Screen) => within(screen.getByRole('navigation', { name: 'Question pages' }));

describe('a subtopic’s practice questions', () => {
  it('checks an answer without regard to case (answer and option text differ only in case)', async () => {
    const altered = question(1, { answer: 'SEVENTY PERCENT' });
    altered.options[2]!.option_text = 'Seventy Percent';
    api.use(answer('listQuestionsOfSubtopic', ({ url }) => listPage([altered, ...QUESTIONS.percentages!.slice(1)], url)));
    const screen = renderScreen('/practice/general-aptitude/percentages');
    await screen.findAllByTestId('question-card');
    const option = card(screen, 0).getByRole('button', { name: 'Option C: Seventy Percent' });
    await screen.user.click(option);
    expect(option).toHaveAttribute('data-state', 'correct');
    await screen.user.click(card(screen, 0).getByRole('button', { name: /^Option A:/ }));
    expect(card(screen, 0).getByRole('button', { name: /^Option A:/ })).toHaveAttribute('data-state', 'wrong');
    expect(option).not.toHaveAttribute('data-state');
  });

  it('pages 10 at a time: Previous/Next always, numbered buttons above 10 questions, the page in the address', async () => {
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // Exactly 10 questions: one page, no numbers.
    let screen = renderScreen('/practice/general-aptitude/time-and-work');
    expect(await screen.findAllByTestId('question-card')).toHaveLength(10);
    expect(pager(screen).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(pager(screen).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(pager(screen).queryAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(0);
    screen.unmount();

    // 25 questions: three pages.
    screen = renderScreen('/practice/bulk-practice/bulk-set-1');
    expect(await screen.findByText('Showing 1–10 of 25 questions')).toBeVisible();
    expect(cards(screen)).toHaveLength(10);
    expect(
      pager(screen)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((button) => button.textContent),
    ).toEqual(['1', '2', '3']);
    expect(pager(screen).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(pager(screen).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await screen.user.click(pager(screen).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11–20 of 25 questions')).toBeVisible();
    expect(card(screen, 0).getByRole('heading')).toHaveTextContent('Question 11');
    expect(scrolled).toHaveBeenCalledWith(0, 0);
    expect(screen.location()).toBe('/practice/bulk-practice/bulk-set-1?page=2');

    await screen.user.click(pager(screen).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 21–25 of 25 questions')).toBeVisible();
    expect(cards(screen)).toHaveLength(5);
    expect(card(screen, 4).getByRole('heading')).toHaveTextContent('Question 25');
    expect(pager(screen).getByRole('button', { name: 'Next' })).toBeDisabled();
    await screen.user.click(pager(screen).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 11–20 of 25 questions')).toBeVisible();
    expect(card(screen, 0).getByRole('heading')).toHaveTextContent('Question 11');
    expect(screen.location()).toBe('/practice/bulk-practice/bulk-set-1?page=2');

    // Back goes to the page before.
    await screen.go(-1);
    expect(await screen.findByText('Showing 21–25 of 25 questions')).toBeVisible();
    expect(screen.location()).toBe('/practice/bulk-practice/bulk-set-1?page=3');
    screen.unmount();

    // An address with its page opens that page (shared or reloaded); one past the end shows the last, and says so.
    screen = renderScreen('/practice/bulk-practice/bulk-set-1?page=2');
    expect(await screen.findByText('Showing 11–20 of 25 questions')).toBeVisible();
    screen.unmount();
    screen = renderScreen('/practice/bulk-practice/bulk-set-1?page=9');
    // The address is corrected to the last page, which renders the summary afresh: checked once it has settled.
    await waitFor(() => expect(screen.location()).toBe('/practice/bulk-practice/bulk-set-1?page=3'));
    await waitFor(() => expect(screen.getByText('Showing 21–25 of 25 questions')).toBeVisible());
  });

  it('shows Loading questions... until the page arrives', async () => {
    const held = hold('listQuestionsOfSubtopic');
    api.use(held.handler);
    const screen = renderScreen('/practice/general-aptitude/percentages');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading questions...');
    held.release();
    expect(await screen.findAllByTestId('question-card')).toHaveLength(8);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says Failed to fetch questions when the list fails, and shows it after Try Again', async () => {
    api.use(fail('listQuestionsOfSubtopic', 500, 'x'));
    const screen = renderScreen('/practice/general-aptitude/time-and-work');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to fetch questions' })).toBeVisible();
    expect(alert).toHaveTextContent('Please check your connection and try again.');
    api.server.resetHandlers();
    await screen.user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findAllByTestId('question-card')).toHaveLength(10);
  });

  it('says No Questions Available for a subtopic without questions, with the way back to its topic', async () => {
    const screen = renderScreen('/practice/general-aptitude/no-such-subtopic');
    expect(await screen.findByRole('heading', { name: 'No Questions Available' })).toBeVisible();
    expect(screen.getByText('No questions available for this subtopic.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to General Aptitude' })).toHaveAttribute('href', '/practice/general-aptitude');
  });

  it('says No Questions Available for an exam without questions in the subtopic, with a link to all of them', async () => {
    const screen = renderScreen('/practice/general-aptitude/percentages/GATE%20CS');
    expect(await screen.findByRole('heading', { name: 'No Questions Available' })).toBeVisible();
    expect(screen.getByText('No questions available for this combination.')).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Show all Percentages questions' })[0]).toHaveAttribute(
      'href',
      '/practice/general-aptitude/percentages',
    );
  });

  it('on a Hindi page: Hindi questions, English ones marked lang="en", answers checked in Hindi', async () => {
    const DEVANAGARI = /[\u0900-\u097F]/;
    // The Hindi answer: the first question has a Hindi version, the second is served in English (locale en).
    const hindi = question(1, { question: '<p>150 का 20% कितना है?</p>', answer: '30', explanation: '<p>150 × 0.2 = 30</p>', locale: 'hi' });
    hindi.options = hindi.options.map((option, index) => ({ ...option, option_text: ['25', '30', '35', '40'][index]! }));
    api.use(
      answer('listQuestionsOfSubtopic', ({ url }) =>
        url.searchParams.get('locale') === 'hi' ? listPage([hindi, question(2)], url) : undefined,
      ),
    );
    const screen = renderScreen('/practice/general-aptitude/percentages', { locale: 'hi' });
    await screen.findAllByTestId('question-card');
    const first = card(screen, 0);
    expect(first.getByRole('heading', { level: 2 })).toHaveTextContent('प्रश्न 1');
    expect(cards(screen)[0]!.querySelector('.rich-text')?.textContent).toMatch(DEVANAGARI);
    const english = [...cards(screen)[1]!.querySelectorAll('[lang="en"]')];
    expect(english.length).toBeGreaterThan(0);
    for (const element of english) expect(element.textContent).not.toMatch(DEVANAGARI);
    expect(cards(screen)[0]!.querySelectorAll('[lang="en"]')).toHaveLength(0);

    // Choosing an option says whether it is right, in Hindi.
    await screen.user.click(first.getByRole('button', { name: /^विकल्प A/ }));
    expect(first.getByText(/^(सही!|गलत:)/)).toBeVisible();
    await screen.user.click(first.getByRole('button', { name: 'व्याख्या' }));
    expect(await screen.findByRole('dialog', { name: /व्याख्या – प्रश्न 1/ })).toBeVisible();
  });

  it('offers Owl AI Explanation only when the server says the AI is on', async () => {
    // The file's default: the server has no AI key (enabled: false).
    let screen = renderScreen('/practice/general-aptitude/percentages');
    await screen.findAllByTestId('question-card');
    expect(card(screen, 0).getByRole('button', { name: 'Explanation' })).toBeVisible();
    await waitFor(() => expect(screen.cache.get('/api/ai/status')?.data).toEqual({ enabled: false }));
    expect(screen.queryByRole('button', { name: 'Owl AI Explanation' })).toBeNull();
    screen.unmount();

    api.use(answer('aiStatus', { enabled: true }));
    screen = renderScreen('/practice/general-aptitude/percentages');
    await screen.findAllByTestId('question-card');
    expect(await card(screen, 0).findByRole('button', { name: 'Owl AI Explanation' })).toBeVisible();
  });

  it('has Report a mistake under every question, which reports that question; nothing is asked of unreported ones', async () => {
    const reported: Array<{ id: string; body: unknown }> = [];
    api.use(
      answer(
        'reportQuestion',
        async ({ params, request }) => {
          reported.push({ id: params.id!, body: await request.json() });
          return { _id: 'r1', status: 'open' };
        },
        { status: 201 },
      ),
    );
    const screen = renderScreen('/practice/general-aptitude/percentages');
    await screen.findAllByTestId('question-card');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Report a mistake' })).toHaveLength(cards(screen).length));
    await screen.user.click(card(screen, 2).getByRole('button', { name: 'Report a mistake' }));
    const dialog = within(await screen.findByRole('dialog'));
    await screen.user.click(dialog.getByRole('radio', { name: 'Wrong answer' }));
    await screen.user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByRole('heading', { name: 'Thank you!' })).toBeVisible();
    expect(reported).toEqual([{ id: 'q-percentages-3', body: { reason: 'wrong_answer' } }]);
    expect(card(screen, 2).getByRole('button', { name: 'Reported', hidden: true })).toBeInTheDocument();
    expect(api.calls('myQuestionReports')).toEqual([]);
  });
});
