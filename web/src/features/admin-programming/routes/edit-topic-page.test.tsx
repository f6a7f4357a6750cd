// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { answer, fail } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests } from '@/test-support/screen';
import { ADMIN, adminTopic } from '@/features/admin-programming/test-support/fixtures';

// /edit-programming-topic/{id}: the stored topic fills the form; one that cannot load says so, with a way back.

const STORED = adminTopic('Python Basics', { difficulty: 'Beginner', tags: ['loops'] });

const api = setupScreenTests(answer('profile', ADMIN), answer('getProgrammingTopicForAdmin', STORED));

describe('/edit-programming-topic/{id}', () => {
  it('fills the form from the stored topic', async () => {
    const screen = renderScreen(`/edit-programming-topic/${STORED._id}`);
    expect(await screen.findByLabelText(/^Title/)).toHaveValue('Python Basics');
    expect(screen.getByLabelText(/^Slug/)).toHaveValue('python-basics');
    expect(screen.getByLabelText('Difficulty')).toHaveValue('Beginner');
    expect(screen.getByRole('button', { name: 'Update Topic' })).toBeEnabled();
  });

  it('says when the topic cannot load, and links back to the list', async () => {
    api.use(fail('getProgrammingTopicForAdmin', 404, 'Programming topic not found'));
    const screen = renderScreen(`/edit-programming-topic/${STORED._id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load topic');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to Topics' }).at(-1)).toHaveAttribute('href', '/manage-programming-topics');
  });
});
