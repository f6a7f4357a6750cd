// @vitest-environment happy-dom
// The topic test renders every second (its clock) and keeps its palette's items and handler across the ticks: a
// tick or a move leaves the palette as it shows the test, and a palette tap still goes to its question.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import type { QuestionRecord } from '@/api/questions';
import { WithI18n } from '@/i18n/test-support';
import { newSession } from '@/features/topic-tests/lib/session';
import { TestRunner } from './test-runner';

const record = (n: number): QuestionRecord => ({
  question: {
    _id: `q${n}`,
    question: `<p>What is ${n}% of 200?</p>`,
    question_type: 'text',
    question_image_url: null,
    answer: String(2 * n),
    explanation: null,
    subtopic_id: null,
    exam_ids: [],
    locale: 'en',
    untranslated_fields: [],
  },
  options: [0, 1].map((k) => ({
    _id: `q${n}-${k}`,
    option_type: 'text' as const,
    option_text: `<p>${2 * n + k}</p>`,
    path_url: null,
    untranslated_fields: [],
  })),
});
const records = Array.from({ length: 5 }, (_, n) => record(n + 1));
const session = newSession(Date.now(), records);
const onGoTo = vi.fn();

const runner = (secondsLeft: number, shown = session) => (
  <MemoryRouter>
    <WithI18n>
      <TestRunner
        title="Percentages Mock Test"
        records={records}
        session={shown}
        secondsLeft={secondsLeft}
        onChoose={vi.fn()}
        onGoTo={onGoTo}
        onMarkForReview={vi.fn()}
        onSubmit={vi.fn()}
      />
    </WithI18n>
  </MemoryRouter>
);

afterEach(cleanup);

it('shows the current question in the palette across ticks and moves', () => {
  const { rerender } = render(runner(600, session));
  rerender(runner(599, session));
  const current = () => screen.getAllByRole('button', { current: true }).map((button) => button.getAttribute('aria-label'));
  expect(current()).toEqual([expect.stringMatching(/^Question 1,/)]);
  rerender(runner(598, { ...session, index: 2 }));
  expect(current()).toEqual([expect.stringMatching(/^Question 3,/)]);
});

it('goes to the question tapped in the palette', () => {
  render(runner(600));
  fireEvent.click(screen.getByRole('button', { name: /^Question 4,/ }));
  expect(onGoTo).toHaveBeenCalledWith(3);
});
