// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminSessionContext } from '@/components/admin/session';
import { WithI18n } from '@/i18n/test-support';
import AddSubtopicPage from './add-subtopic-page';

// /add-subtopic against a fake API: no topics (nothing can be added), the checks in their order, the stored slug,
// and the new subtopic listed under its topic.

interface StoredSubtopic {
  _id: string;
  subtopic_name: string;
  category: string | null;
  topic_id: { _id: string; topic_name: string; locale: 'en' };
  locale: 'en';
}
const TOPIC = { _id: 'topic-1', topic_name: 'visual-reasoning', locale: 'en' as const };
let subtopics: StoredSubtopic[] = [];
const added: unknown[] = [];

const server = setupServer(
  http.get('/api/topics/all', () => HttpResponse.json([TOPIC])),
  http.get('/api/subtopics/all', () => HttpResponse.json(subtopics)),
  http.get('/api/subtopics/topic/:topicId', ({ params }) =>
    HttpResponse.json(subtopics.filter((subtopic) => subtopic.topic_id._id === params.topicId)),
  ),
  http.post('/api/subtopics/add', async ({ request }) => {
    const body = (await request.json()) as { subtopic_name: string; topic_id: string; category?: string };
    added.push(body);
    const subtopic: StoredSubtopic = {
      _id: `sub-${subtopics.length + 1}`,
      subtopic_name: body.subtopic_name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      category: body.category ?? null,
      topic_id: TOPIC,
      locale: 'en',
    };
    subtopics = [...subtopics, subtopic];
    return HttpResponse.json(subtopic, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  subtopics = [];
  added.length = 0;
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

function renderPage() {
  return render(
    <WithI18n>
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <AdminSessionContext.Provider value={{ user: { username: 'editor' } as never, signOut: () => undefined }}>
          <MemoryRouter initialEntries={['/add-subtopic']}>
            <AddSubtopicPage />
          </MemoryRouter>
        </AdminSessionContext.Provider>
      </SWRConfig>
    </WithI18n>,
  );
}

// Each test walks a screen through several states: room for a machine busy with npm test's other lines of work.
describe('/add-subtopic', { timeout: 15_000 }, () => {
  it('is disabled without topics', async () => {
    server.use(http.get('/api/topics/all', () => HttpResponse.json([])));
    renderPage();
    expect(await screen.findByText('No topics available. Please add topics first.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Subtopic' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Add Topic' })).toHaveAttribute('href', '/add-topic');
  });

  it('asks for a name, then a topic; adds the subtopic with its category and lists it under the topic', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(document.title).toBe('Add Subtopic | ExamPrep Admin');
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
    expect(added).toEqual([{ subtopic_name: 'E2E Figures', topic_id: 'topic-1', category: 'Figures' }]);
    expect(screen.getByLabelText('Subtopic name')).toHaveValue('');
    const list = await screen.findByRole('list', { name: 'Subtopics in this topic' });
    expect(await within(list).findByText('e2e-figures')).toBeInTheDocument();
  });
});
