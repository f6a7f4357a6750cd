// @vitest-environment happy-dom
import { within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fail } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests } from '@/test-support/screen';
import { ADMIN, adminTopic, pagination } from '@/features/admin-programming/test-support/fixtures';

// /manage-programming-topics against 12 topics: the category filter back to page 1, chips and links of a row,
// a failed star toggle, and the delete's confirmation promising the cascade.

const TOPICS = Array.from({ length: 12 }, (_, index) =>
  adminTopic(`Topic ${String(index + 1).padStart(2, '0')}`, {
    category: index < 3 ? 'DSA' : 'Python',
    question_count: index,
    is_active: index !== 1,
  }),
);

const api = setupScreenTests(
  answer('profile', ADMIN),
  answer('listProgrammingTopicsForAdmin', ({ url }) => {
    const page = Number(url.searchParams.get('page') ?? 1);
    const category = url.searchParams.get('category')?.toLowerCase();
    const found = TOPICS.filter((topic) => !category || topic.category.toLowerCase() === category);
    return { topics: found.slice((page - 1) * 10, page * 10), pagination: pagination(page, found.length) };
  }),
  answer('programmingTopicStats', { totalTopics: 12, activeTopics: 11, featuredTopics: 0, totalQuestions: 66 }),
  answer('deleteProgrammingTopic', ({ params }) => HttpResponse.json({ message: 'Deleted', _id: params.id! })),
);

afterEach(() => vi.unstubAllGlobals());

describe('/manage-programming-topics', () => {
  it('filters by category from page 1, shows chips and links, and says what a failed toggle or delete did', async () => {
    const screen = renderScreen('/manage-programming-topics');
    const table = await screen.findByRole('table', { name: 'Programming topics' });
    const stats = screen.getByRole('list', { name: 'Programming topic statistics' });
    expect(
      within(stats)
        .getAllByRole('listitem')
        .map((card) => card.textContent),
    ).toEqual(['12Total Topics', '11Active', '0Featured', '66Questions']);
    const second = within(table).getAllByRole('row')[2]!;
    expect(second).toHaveTextContent('Topic 02Inactive');
    expect(second).toHaveTextContent('DSAMixed1 question');
    expect(within(second).getByRole('link', { name: 'Questions of Topic 02' })).toHaveAttribute(
      'href',
      '/manage-code-questions?topicId=topic-topic-02',
    );

    await screen.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();
    await screen.user.type(screen.getByLabelText('Category'), 'dsa');
    await vi.waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(api.calls('listProgrammingTopicsForAdmin').at(-1)?.searchParams.get('page')).toBe('1');
    // One page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Topic pages' })).toBeNull();

    api.use(fail('toggleProgrammingTopicFeatured', 500));
    await screen.user.click(screen.getByRole('button', { name: 'Featured: Topic 01' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to toggle featured status');

    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Delete Topic 01' })).toBeEnabled());
    const confirm = vi.fn().mockReturnValue(true);
    vi.stubGlobal('confirm', confirm);
    api.use(answer('deleteProgrammingTopic', { error: 'Topic is locked', message: 'Topic is locked' }, { status: 409 }));
    await screen.user.click(screen.getByRole('button', { name: 'Delete Topic 01' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this topic? This will also delete all associated questions.');
    expect(await screen.findByText('Topic is locked')).toBeVisible();
  });
});
