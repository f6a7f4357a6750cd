// @vitest-environment happy-dom
import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueHandlers } from '@/test-support/api-fixtures';
import { answer, fail, failNetwork } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests } from '@/test-support/screen';

const api = setupScreenTests(...catalogueHandlers());

afterEach(() => vi.restoreAllMocks());

const found = (count: number) => `${count} subtopic(s) found`;

describe('the subtopic directory (/practice/{topic})', () => {
  it('groups subtopics by category and searches name or category, with a clear button', async () => {
    const screen = renderScreen('/practice/general-aptitude');
    expect(await screen.findByText(found(5))).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(/Practice\s*General Aptitude/);
    await waitFor(() => expect(document.title).toBe('Prepare for General Aptitude | ExamPrep'));
    expect(within(screen.getByRole('region', { name: 'Arithmetic' })).getAllByRole('link')).toHaveLength(4);
    expect(
      within(screen.getByRole('region', { name: 'Data Analysis' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringMatching(/^Data Interpretation/)]);

    const search = screen.getByLabelText('Search subtopics');
    await screen.user.type(search, 'ARITH'); // a category, any case
    expect(await screen.findByText(found(4))).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Data Analysis' })).toBeNull();
    expect(screen.location()).toBe('/practice/general-aptitude?q=ARITH');

    await screen.user.clear(search);
    await screen.user.type(search, 'compound interest'); // the shown name
    expect(await screen.findByText(found(1))).toBeVisible();
    expect(screen.getByRole('link', { name: /Simple And Compound Interest/ })).toBeVisible();

    await screen.user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(await screen.findByText(found(5))).toBeVisible();
    expect(screen.location()).toBe('/practice/general-aptitude');

    await screen.user.type(search, 'geometry');
    expect(await screen.findByRole('heading', { name: 'No Results Found' })).toBeVisible();
    expect(screen.getByText(found(0))).toBeVisible();
    await screen.user.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(await screen.findByText(found(5))).toBeVisible();
  });

  it('opens with the search of its address (?q=)', async () => {
    const screen = renderScreen('/practice/general-aptitude?q=percent');
    expect(await screen.findByText(found(1))).toBeVisible();
    expect(screen.getByLabelText('Search subtopics')).toHaveValue('percent');
  });

  it('an exam choice leads to that exam’s questions; All Exams leads back to every question; Back keeps the choice', async () => {
    const screen = renderScreen('/practice/general-aptitude');
    const select = await screen.findByLabelText('Choose Exam (optional)');
    await screen.findByRole('option', { name: 'SSC CGL' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Exams', 'GATE CS', 'IBPS PO', 'SSC CGL']);

    const percentages = await screen.findByRole('link', { name: /^Percentages/ });
    expect(percentages).toHaveAttribute('href', '/practice/general-aptitude/percentages');
    await screen.user.selectOptions(select, 'SSC CGL');
    expect(percentages).toHaveAttribute('href', '/practice/general-aptitude/percentages/SSC%20CGL');
    await screen.user.selectOptions(select, '');
    expect(percentages).toHaveAttribute('href', '/practice/general-aptitude/percentages');
    await screen.user.selectOptions(select, 'SSC CGL');
    expect(screen.location()).toBe('/practice/general-aptitude?exam=SSC+CGL');

    await screen.user.click(percentages);
    expect(await screen.findByRole('heading', { level: 1, name: 'Percentages Questions' })).toBeVisible();
    expect(screen.location()).toBe('/practice/general-aptitude/percentages/SSC%20CGL');
    // Percentages has 8 questions, 2 of them SSC CGL's: the page asks for the exam's.
    expect(await screen.findAllByTestId('question-card')).toHaveLength(2);
    expect(api.calls('listQuestionsOfExamAndSubtopic').map((url) => url.pathname)).toContain(
      '/api/questions/exam/SSC%20CGL/subtopic/percentages',
    );
    await waitFor(() => expect(document.title).toBe('Percentages Questions for SSC CGL – General Aptitude | ExamPrep'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/practice\/general-aptitude\/percentages\/SSC%20CGL$/),
    );

    await screen.go(-1);
    expect(await screen.findByLabelText('Choose Exam (optional)')).toHaveValue('SSC CGL');
  });

  it('works without the exam list when that call fails (only logged)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.use(fail('listExams', 500, 'boom'));
    const screen = renderScreen('/practice/logical-reasoning');
    expect(await screen.findByText(found(4))).toBeVisible();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Could not load the exam list', expect.anything()));
    expect(
      within(screen.getByLabelText('Choose Exam (optional)'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Exams']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows No Subtopics Available for a topic without any', async () => {
    const screen = renderScreen('/practice/no-such-topic');
    expect(await screen.findByRole('heading', { name: 'No Subtopics Available' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse all topics' })).toHaveAttribute('href', '/practice');
  });

  it('shows an error when the subtopics cannot be reached, and them after Try Again', async () => {
    api.use(failNetwork('listSubtopicsOfTopic'));
    const screen = renderScreen('/practice/general-aptitude');
    expect(await screen.findByText('Failed to load subtopics. Please try again later.')).toBeVisible();
    api.server.resetHandlers();
    await screen.user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(found(5))).toBeVisible();
  });

  it('shows the loading state until the subtopics arrive', async () => {
    api.use(answer('listSubtopicsOfTopic', () => new Promise(() => undefined)));
    const screen = renderScreen('/practice/general-aptitude');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading subtopics...');
  });
});
