// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Subtopic } from '@exam-prep/contract/public/catalogue';
import { subtopic, topic } from '@/test-support/api-fixtures';
import { answer } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests } from '@/test-support/screen';

// /add-subtopic through the app's routes against a fake API: no topics (nothing can be added), the checks in their
// order, the stored slug, and the new subtopic listed under its topic.

const TOPIC = topic('visual-reasoning');
let subtopics: Subtopic[] = [];
const added: unknown[] = [];

const api = setupScreenTests(
  answer('profile', { _id: 'admin-1', username: 'editor', email: 'editor@example.com' }),
  answer('listTopics', [TOPIC]),
  answer('listSubtopics', () => subtopics),
  answer('listSubtopicsOfTopicId', ({ params }) => subtopics.filter((entry) => entry.topic_id?._id === params.topicId)),
  answer(
    'addSubtopic',
    async ({ request }) => {
      const body = (await request.json()) as { subtopic_name: string; topic_id: string; category?: string };
      added.push(body);
      const stored = subtopic(body.subtopic_name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), TOPIC.topic_name, body.category ?? null);
      subtopics = [...subtopics, stored];
      return stored;
    },
    { status: 201 },
  ),
);
beforeEach(() => {
  subtopics = [];
  added.length = 0;
});

const renderPage = () => renderScreen('/add-subtopic');

describe('/add-subtopic', () => {
  it('is disabled without topics', async () => {
    api.use(answer('listTopics', []));
    renderPage();
    expect(await screen.findByText('No topics available. Please add topics first.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Subtopic' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Add Topic' })).toHaveAttribute('href', '/add-topic');
  });

  it('asks for a name, then a topic; adds the subtopic with its category and lists it under the topic', async () => {
    const { user } = renderPage();
    // The form shows once the topics have loaded.
    await screen.findByRole('option', { name: 'Visual Reasoning' });
    const save = screen.getByRole('button', { name: 'Add Subtopic' });
    await user.click(save);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a subtopic name');
    await user.type(screen.getByLabelText('Subtopic name'), 'E2E Figures');
    expect(screen.getByTestId('stored-name')).toHaveTextContent('e2e-figures');
    await user.click(save);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a topic');
    expect(added).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Topic'), 'Visual Reasoning');
    await user.type(screen.getByLabelText('Category (optional)'), 'Figures');
    await user.click(save);
    expect(await screen.findByRole('status')).toHaveTextContent('Subtopic added successfully!');
    expect(added).toEqual([{ subtopic_name: 'E2E Figures', topic_id: TOPIC._id, category: 'Figures' }]);
    expect(screen.getByLabelText('Subtopic name')).toHaveValue('');
    const list = await screen.findByRole('list', { name: 'Subtopics in this topic' });
    expect(await within(list).findByText('e2e-figures')).toBeInTheDocument();
  });
});
