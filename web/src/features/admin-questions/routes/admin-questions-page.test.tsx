// @vitest-environment happy-dom
import { waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminQuestionRecord } from '@exam-prep/contract/admin/question-records';
import { exam, subtopic } from '@/test-support/api-fixtures';
import { answer, fail } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests, type Screen } from '@/test-support/screen';

// /manage-questions through the app's routes against a fake API that filters, searches and pages as the proxy does
// (X-Total-Count): the filter types, the pager, the search, Refresh, a list that fails to load and a delete that fails.

interface Question {
  _id: string;
  question: string;
  answer: string;
  subtopic: string;
  exams: string[];
}

/** 25 questions in bulk-set-1 (the odd ones tagged SSC CGL), and 4 in percentages (two of them SSC CGL). */
const BANK: Question[] = [
  ...Array.from({ length: 25 }, (_, index) => ({
    _id: `bulk-${index + 1}`,
    question: `<p>Bulk question ${index + 1}: what is ${index} + 1?</p>`,
    answer: `Sum ${index + 1}`,
    subtopic: 'bulk-set-1',
    exams: index % 2 === 0 ? ['SSC CGL'] : [],
  })),
  ...Array.from({ length: 4 }, (_, index) => ({
    _id: `pct-${index + 1}`,
    question: `<p>What is ${index + 1}0% of 200?</p>`,
    answer: `${(index + 1) * 20}`,
    subtopic: 'percentages',
    exams: index < 2 ? ['SSC CGL'] : [],
  })),
];
let bank: Question[] = [];

const record = (q: Question): AdminQuestionRecord => ({
  question: {
    _id: q._id,
    question: q.question,
    question_type: 'text',
    question_image_url: null,
    answer: q.answer,
    explanation: null,
    subtopic_id: `subtopic-${q.subtopic}`,
    exam_ids: q.exams.map((name) => `exam-${name}`),
    locale: 'en',
    held_for_tests: false,
  },
  options: [
    { _id: `${q._id}-a`, option_type: 'text', option_text: q.answer, path_url: null },
    { _id: `${q._id}-b`, option_type: 'text', option_text: 'Other', path_url: null },
  ],
});

/** One page of the matching questions, searched in question text and answer (any case), the total in X-Total-Count. */
function page(url: URL, matches: (question: Question) => boolean) {
  const number = Number(url.searchParams.get('page') ?? 1);
  const limit = Number(url.searchParams.get('limit') ?? 10);
  const search = url.searchParams.get('search')?.toLowerCase();
  const plain = (html: string) => html.replace(/<[^>]+>/g, '').toLowerCase();
  const found = bank.filter(matches).filter((q) => !search || plain(q.question).includes(search) || plain(q.answer).includes(search));
  return HttpResponse.json(found.slice((number - 1) * limit, number * limit).map(record), {
    headers: { 'X-Total-Count': String(found.length) },
  });
}

const api = setupScreenTests(
  answer('profile', { _id: 'admin-1', username: 'editor', email: 'editor@example.com' }),
  answer('listExams', [exam('SSC CGL'), exam('SSC CHSL')]),
  answer('listSubtopics', [subtopic('bulk-set-1', 'bulk-practice', null), subtopic('percentages', 'quantitative-aptitude', 'Arithmetic')]),
  answer('listAllQuestionsOfSubtopic', ({ url, params }) => page(url, (q) => q.subtopic === params.subtopicName)),
  answer('listAllQuestionsOfExam', ({ url, params }) => page(url, (q) => q.exams.includes(params.examName!))),
  answer('listAllQuestionsOfExamAndSubtopic', ({ url, params }) =>
    page(url, (q) => q.exams.includes(params.examName!) && q.subtopic === params.subtopicName),
  ),
  answer('deleteQuestion', ({ params }) => {
    bank = bank.filter((q) => q._id !== params.id);
    return { message: 'Question deleted', _id: params.id! };
  }),
);
beforeEach(() => {
  bank = [...BANK];
});
afterEach(() => {
  vi.unstubAllGlobals();
});

let screen: Screen;
function renderPage() {
  screen = renderScreen('/manage-questions');
  return screen;
}
const listCalls = () => [
  ...api.calls('listAllQuestionsOfSubtopic'),
  ...api.calls('listAllQuestionsOfExam'),
  ...api.calls('listAllQuestionsOfExamAndSubtopic'),
];

const rows = () => screen.queryAllByTestId('question-row');
const firstCell = () => within(rows()[0]!).getAllByRole('cell')[0]!;

describe('/manage-questions', () => {
  it('filters by subtopic, exam or both, searches, and pages by 10', async () => {
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('ExamPrep');
    expect(screen.getByText('Please select a filter type to view questions')).toBeInTheDocument();
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    expect(refresh).toBeDisabled();
    expect(screen.getByLabelText('Subtopic')).toBeDisabled();
    expect(screen.getByLabelText('Exam')).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Filter type'), 'subtopic');
    expect(refresh).toBeEnabled();
    expect(screen.getByLabelText('Exam')).toBeDisabled();
    await screen.findByRole('option', { name: 'Bulk Set 1 (Bulk Practice)' });
    await user.selectOptions(screen.getByLabelText('Subtopic'), 'bulk-set-1');
    expect(await screen.findByText('Showing 1 to 10 of 25 questions')).toBeInTheDocument();
    expect(rows()).toHaveLength(10);
    expect(firstCell()).toHaveTextContent('1');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '#',
      'Question',
      'Type',
      'Answer',
      'Options',
      'Actions',
    ]);

    // A new page shows the loading state meanwhile: the pager is found afresh after each move.
    const pager = () => screen.getByRole('navigation', { name: 'Question pages' });
    expect(
      within(pager())
        .getAllByRole('button', { name: /^Page \d$/ })
        .map((button) => button.textContent),
    ).toEqual(['1', '2', '3']);
    expect(within(pager()).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pager()).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11 to 20 of 25 questions')).toBeInTheDocument();
    expect(firstCell()).toHaveTextContent('11');
    await user.click(within(pager()).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 21 to 25 of 25 questions')).toBeInTheDocument();
    expect(rows()).toHaveLength(5);
    expect(within(pager()).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(rows()[0]!).getByRole('link', { name: 'Edit question 21' })).toHaveAttribute('href', '/edit-question/bulk-21');

    // Search: question text and answer, any case; the page goes back to 1; one page hides the pager.
    await user.type(screen.getByLabelText('Search questions'), 'SUM 1');
    // 'Sum 1' and 'Sum 10' to 'Sum 19': 11 answers.
    expect(await screen.findByText('Showing 1 to 10 of 11 questions')).toBeInTheDocument();
    expect(listCalls().at(-1)!.searchParams.get('page')).toBe('1');
    await user.clear(screen.getByLabelText('Search questions'));
    await user.type(screen.getByLabelText('Search questions'), 'zz-no-such-text-zz');
    expect(await screen.findByText('No questions found with the current filters')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Question pages' })).toBeNull();
    await user.clear(screen.getByLabelText('Search questions'));
    expect(await screen.findByText('Showing 1 to 10 of 25 questions')).toBeInTheDocument();

    // Changing the filter type clears the selections, the results and the page.
    await user.selectOptions(screen.getByLabelText('Filter type'), 'exam');
    expect(screen.getByLabelText('Subtopic')).toHaveValue('');
    expect(screen.getByLabelText('Exam')).toHaveValue('');
    expect(rows()).toHaveLength(0);
    expect(screen.getByText('Select an exam to view its questions')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Exam'), 'SSC CGL');
    expect(await screen.findByText('Showing 1 to 10 of 15 questions')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Filter type'), 'both');
    expect(rows()).toHaveLength(0);
    await user.selectOptions(screen.getByLabelText('Exam'), 'SSC CGL');
    expect(screen.getByText('Select an exam and a subtopic to view their questions')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Subtopic'), 'percentages');
    expect(await screen.findByText('Showing 1 to 2 of 2 questions')).toBeInTheDocument();
    expect(api.calls('listAllQuestionsOfExamAndSubtopic').at(-1)!.pathname).toBe('/api/questions/all/exam/SSC%20CGL/subtopic/percentages');

    await user.selectOptions(screen.getByLabelText('Filter type'), 'all');
    expect(screen.getByText('Please select a filter type to view questions')).toBeInTheDocument();
    expect(refresh).toBeDisabled();
  });

  it("Refresh refetches; 'Failed to load questions' empties the list; a failed delete says so", async () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const { user } = renderPage();
    await user.selectOptions(await screen.findByLabelText('Filter type'), 'subtopic');
    await screen.findByRole('option', { name: 'Bulk Set 1 (Bulk Practice)' });
    await user.selectOptions(screen.getByLabelText('Subtopic'), 'bulk-set-1');
    await waitFor(() => expect(rows()).toHaveLength(10));

    api.use(fail('deleteQuestion', 500, 'internal'));
    await user.click(screen.getByRole('button', { name: 'Delete question 1' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this question? This action cannot be undone.');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete question. Please try again.');
    expect(rows()).toHaveLength(10);

    api.use(fail('listAllQuestionsOfSubtopic', 503, 'CMS unreachable'));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Failed to load questions')).toBeInTheDocument();
    expect(rows()).toHaveLength(0);

    api.server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(rows()).toHaveLength(10));
  });

  it('a confirmed delete takes the question off the page and the next one moves up; a cancelled one keeps it', async () => {
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValue(true);
    vi.stubGlobal('confirm', confirm);
    const { user } = renderPage();
    await user.selectOptions(await screen.findByLabelText('Filter type'), 'subtopic');
    await screen.findByRole('option', { name: 'Bulk Set 1 (Bulk Practice)' });
    await user.selectOptions(screen.getByLabelText('Subtopic'), 'bulk-set-1');
    await screen.findByText('Showing 1 to 10 of 25 questions');

    await user.click(screen.getByRole('button', { name: 'Delete question 1' }));
    expect(bank).toHaveLength(BANK.length);
    await user.click(screen.getByRole('button', { name: 'Delete question 1' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Question deleted successfully!');
    expect(await screen.findByText('Showing 1 to 10 of 24 questions')).toBeInTheDocument();
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Bulk question 2:'));
    expect(bank.some((q) => q._id === 'bulk-1')).toBe(false);
  });
});
