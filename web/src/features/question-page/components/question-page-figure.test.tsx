// @vitest-environment happy-dom
// A question page's own figure is held back under data saver, like a practice card's: a button until tapped.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { WithI18n } from '@/i18n/test-support';
import type { QuestionPage } from '@/features/question-page/api/get-question-page';
import { QuestionPageView } from './question-page-view';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const page: QuestionPage = {
  record: {
    question: {
      _id: 'q7',
      question: '<p>Which bar is the tallest?</p>',
      question_type: 'image',
      question_image_url: '/uploads/bars.png',
      answer: 'B',
      explanation: '',
      subtopic_id: 's1',
      exam_ids: [],
      locale: 'en',
    },
    options: ['A', 'B'].map((text, index) => ({ _id: `o${index}`, option_type: 'text', option_text: text, path_url: null })),
  },
  title: 'Which bar is the tallest?',
  url: '/questions/q7/which-bar-is-the-tallest',
  topic_name: 'reasoning',
  subtopic_name: 'charts',
  previous: null,
  next: null,
  locale: 'en',
};

const view = () =>
  render(
    <WithI18n locale="en">
      <MemoryRouter initialEntries={[page.url]}>
        <QuestionPageView page={page} />
      </MemoryRouter>
    </WithI18n>,
  );

it('shows the figure at once without data saver', async () => {
  view();
  expect(await screen.findByRole('img', { name: /figure/i })).toHaveAttribute('src', '/uploads/bars.png');
});

it('holds the figure back under data saver until it is tapped', async () => {
  localStorage.setItem('dataSaver', 'on');
  view();
  const button = await screen.findByRole('button', { name: /^Load image/ });
  expect(screen.queryByRole('img', { name: /figure/i })).toBeNull();
  await userEvent.click(button);
  expect(screen.getByRole('img', { name: /figure/i })).toHaveAttribute('src', '/uploads/bars.png');
});
