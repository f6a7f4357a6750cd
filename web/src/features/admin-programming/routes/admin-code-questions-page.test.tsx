// @vitest-environment happy-dom
import { within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests } from '@/test-support/screen';
import { ADMIN, adminCodeQuestion, adminTopic, pagination } from '@/features/admin-programming/test-support/fixtures';

// /manage-code-questions[?topicId=] against 12 questions in two topics: the topic from the address, each filter
// back to page 1, a card per difficulty, row chips, Add Question keeping the topic, the confirmed delete.

const PYTHON = adminTopic('Python Basics');
const SQL = adminTopic('SQL Joins', { category: 'SQL' });
const QUESTIONS = Array.from({ length: 12 }, (_, index) =>
  adminCodeQuestion(`Question ${String(index + 1).padStart(2, '0')}`, index < 11 ? PYTHON : SQL, {
    difficulty: index % 2 ? 'Hard' : 'Easy',
    order: index,
    is_active: index !== 0,
    content_blocks: [
      { type: 'code', order: 0, code: 'x', language: 'python', label: '', text_content: '' },
      { type: 'code', order: 1, code: 'y', language: 'sql', label: '', text_content: '' },
      { type: 'text', order: 2, code: '', language: 'python', label: '', text_content: '<p>Why</p>' },
    ],
  }),
);

const api = setupScreenTests(
  answer('profile', ADMIN),
  answer('listProgrammingTopicsForAdmin', { topics: [PYTHON, SQL], pagination: pagination(1, 2) }),
  answer('listCodeQuestionsForAdmin', ({ url }) => {
    const page = Number(url.searchParams.get('page') ?? 1);
    const topicId = url.searchParams.get('topicId');
    const difficulty = url.searchParams.get('difficulty');
    const found = QUESTIONS.filter(
      (question) => (!topicId || question.topic_id?._id === topicId) && (!difficulty || question.difficulty === difficulty),
    );
    return { questions: found.slice((page - 1) * 10, page * 10), pagination: pagination(page, found.length) };
  }),
  answer('codeQuestionStats', {
    totalQuestions: 12,
    activeQuestions: 11,
    byDifficulty: [
      { _id: 'Easy', count: 6 },
      { _id: 'Hard', count: 5 },
      { _id: null, count: 1 },
    ],
  }),
  answer('deleteCodeQuestion', ({ params }) => HttpResponse.json({ message: 'Deleted', _id: params.id! })),
);

afterEach(() => vi.unstubAllGlobals());

const lastQuery = () => api.calls('listCodeQuestionsForAdmin').at(-1)?.searchParams;

describe('/manage-code-questions', () => {
  it('filters by the topic of the address, goes back to page 1 on each filter, and links Add Question to the topic', async () => {
    const screen = renderScreen(`/manage-code-questions?topicId=${PYTHON._id}`);
    const table = await screen.findByRole('table', { name: 'Code questions' });
    expect(lastQuery()?.get('topicId')).toBe(PYTHON._id);
    const stats = screen.getByRole('list', { name: 'Code question statistics' });
    expect(
      within(stats)
        .getAllByRole('listitem')
        .map((card) => card.textContent),
    ).toEqual(['12Total', '11Active', '6Easy', '5Hard', '1Unknown']);
    const first = within(table).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('Question 01Inactive');
    expect(first).toHaveTextContent('Python BasicsEasy2 code blocks1 text blockOrder: 0');
    expect(screen.getByRole('link', { name: '+ Add Question' })).toHaveAttribute('href', `/add-code-question?topicId=${PYTHON._id}`);

    await screen.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();
    await screen.user.selectOptions(screen.getByLabelText('Difficulty'), 'Hard');
    await vi.waitFor(() => expect(lastQuery()?.get('difficulty')).toBe('Hard'));
    expect(lastQuery()?.get('page')).toBe('1');
    await screen.user.selectOptions(screen.getByLabelText('Topic'), 'All Topics');
    await vi.waitFor(() => expect(lastQuery()?.has('topicId')).toBe(false));
    expect(lastQuery()?.get('page')).toBe('1');
    expect(screen.getByRole('link', { name: '+ Add Question' })).toHaveAttribute('href', '/add-code-question');
  });

  it('deletes a question only after the confirmation', async () => {
    const screen = renderScreen('/manage-code-questions');
    await screen.findByRole('table', { name: 'Code questions' });
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValue(true);
    vi.stubGlobal('confirm', confirm);
    await screen.user.click(screen.getByRole('button', { name: 'Delete Question 02' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this question?');
    expect(api.calls('deleteCodeQuestion')).toHaveLength(0);
    await screen.user.click(screen.getByRole('button', { name: 'Delete Question 02' }));
    await vi.waitFor(() => expect(api.calls('deleteCodeQuestion')).toHaveLength(1));
    expect(api.calls('deleteCodeQuestion')[0]?.pathname).toBe('/api/code-questions/admin/question-question-02');
  });
});
