// @vitest-environment happy-dom
import { waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests } from '@/test-support/screen';
import { ADMIN, adminTopic, pagination } from '@/features/admin-programming/test-support/fixtures';

// /create-programming-topic: the checks, tags added with Enter or Add (blanks and repeats ignored), the payload,
// then the list 1.5 s later.

const api = setupScreenTests(
  answer('profile', ADMIN),
  answer('listProgrammingTopicsForAdmin', { topics: [], pagination: pagination(1, 0) }),
  answer('programmingTopicStats', { totalTopics: 0, activeTopics: 0, featuredTopics: 0, totalQuestions: 0 }),
);

describe('/create-programming-topic', () => {
  it('asks for title, slug and category, adds tags once each, and sends the form', async () => {
    const sent: unknown[] = [];
    api.use(
      answer('createProgrammingTopic', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(adminTopic('Python Basics'), { status: 201 });
      }),
    );
    const screen = renderScreen('/create-programming-topic');
    const create = await screen.findByRole('button', { name: 'Create Topic' });
    await screen.user.type(screen.getByLabelText(/^Title/), 'Python Basics!');
    expect(screen.getByLabelText(/^Slug/)).toHaveValue('python-basics');
    await screen.user.click(create);
    expect(screen.getByRole('alert')).toHaveTextContent('Title, slug, and category are required');
    expect(sent).toEqual([]);

    await screen.user.type(screen.getByLabelText(/^Category/), 'Python');
    await screen.user.selectOptions(screen.getByLabelText('Difficulty'), 'Beginner');
    const tag = screen.getByLabelText('Tag');
    await screen.user.type(tag, ' loops {Enter}');
    await screen.user.type(tag, 'LOOPS{Enter}');
    await screen.user.type(tag, '   {Enter}');
    await screen.user.type(tag, 'strings');
    await screen.user.click(screen.getByRole('button', { name: 'Add' }));
    expect(
      within(screen.getByRole('list', { name: 'Added tags' }))
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['loops', 'strings']);
    await screen.user.click(screen.getByRole('button', { name: 'Remove tag strings' }));
    await screen.user.click(screen.getByLabelText('Featured'));
    await screen.user.click(create);
    expect(await screen.findByText('Topic created successfully. Redirecting...')).toBeVisible();
    expect(sent).toEqual([
      {
        title: 'Python Basics!',
        description: '',
        slug: 'python-basics',
        category: 'Python',
        difficulty: 'Beginner',
        tags: ['loops'],
        featured: true,
        is_active: true,
      },
    ]);
    await waitFor(() => expect(screen.location()).toBe('/manage-programming-topics'), { timeout: 3000 });
  });
});
