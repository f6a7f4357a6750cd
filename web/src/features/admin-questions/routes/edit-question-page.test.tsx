// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AdminQuestionRecord } from '@exam-prep/contract/admin/question-records';
import { AdminSessionContext } from '@/components/admin/session';
import { WithI18n } from '@/i18n/test-support';
import EditQuestionPage from './edit-question-page';

// /edit-question/{id} against a fake API: an unknown question's load error, and a question held for tests, whose
// box is ticked and sent unticked (the proxy's held-questions tests show it public again after that update).

const HELD: AdminQuestionRecord = {
  question: {
    _id: 'held-1',
    question: '<p>Which paper keeps this question?</p>',
    question_type: 'text',
    question_image_url: null,
    subtopic_id: 'sub-1',
    answer: 'Its own',
    explanation: null,
    exam_ids: [],
    held_for_tests: true,
  },
  options: [
    { _id: 'opt-1', option_type: 'text', option_text: 'Its own', path_url: null },
    { _id: 'opt-2', option_type: 'text', option_text: 'None', path_url: null },
  ],
} as unknown as AdminQuestionRecord;
const updates: FormData[] = [];

const server = setupServer(
  http.get('/api/exams/all', () => HttpResponse.json([{ _id: 'exam-1', exam_name: 'SSC CGL', exam_level: null, locale: 'en' }])),
  http.get('/api/subtopics/all', () =>
    HttpResponse.json([{ _id: 'sub-1', subtopic_name: 'held-set', topic_id: { _id: 'topic-1', topic_name: 'held-topic' } }]),
  ),
  http.get('/api/questions/edit/:id', ({ params }) =>
    params.id === HELD.question._id ? HttpResponse.json(HELD) : HttpResponse.json({ message: 'Question not found' }, { status: 404 }),
  ),
  http.put('/api/questions/update/:id', async ({ request }) => {
    updates.push(await request.formData());
    return HttpResponse.json(HELD);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  updates.length = 0;
});
afterAll(() => server.close());

function renderAt(path: string) {
  return render(
    <WithI18n>
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <AdminSessionContext.Provider value={{ user: { username: 'editor' } as never, signOut: () => undefined }}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/edit-question/:id" element={<EditQuestionPage />} />
            </Routes>
          </MemoryRouter>
        </AdminSessionContext.Provider>
      </SWRConfig>
    </WithI18n>,
  );
}

describe('/edit-question/{id}', () => {
  it('a question that does not exist gives the load error, under the screen its tab names', async () => {
    renderAt('/edit-question/no-such-question');
    expect(await screen.findByText('Failed to load question data')).toBeInTheDocument();
    expect(document.title).toBe('Edit Question | ExamPrep Admin');
  });

  it('a question held for tests opens with its box ticked; unticked and saved, it is sent released', async () => {
    const user = userEvent.setup();
    renderAt('/edit-question/held-1');
    const held = await screen.findByRole('checkbox', { name: 'Held for tests' });
    expect(held).toBeChecked();
    expect(screen.getByLabelText('Option A text')).toHaveValue('Its own');
    await screen.findByRole('option', { name: 'Held Set' });
    await screen.findByRole('checkbox', { name: 'SSC CGL' });

    await user.click(held);
    await user.click(screen.getByRole('button', { name: 'Update Question' }));
    expect(await screen.findByText('Question updated successfully!')).toBeInTheDocument();
    expect(updates).toHaveLength(1);
    expect(updates[0]!.get('held_for_tests')).toBe('false');
    // The options go back with their ids, so they keep what is stored with them.
    expect(JSON.parse(String(updates[0]!.get('options')))).toEqual([
      { option_type: 'text', option_text: 'Its own', _id: 'opt-1' },
      { option_type: 'text', option_text: 'None', _id: 'opt-2' },
    ]);
  });
});
