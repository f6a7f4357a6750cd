// @vitest-environment happy-dom
import { waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminMockTest } from '@exam-prep/contract/admin/mock-tests';
import { catalogueHandlers } from '@/test-support/api-fixtures';
import { answer } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests, type Screen } from '@/test-support/screen';

// /edit-mock-test/{id} through the app's routes against a fake API: the form's checks in the contract's words and
// order, nothing sent until they pass, and a slug another paper has (the server's 409) shown at the slug field.

const STORED: AdminMockTest = {
  _id: 'paper-1',
  slug: 'ssc-cgl-2023-tier-1',
  title: 'SSC CGL 2023 Tier 1',
  kind: 'previous_year',
  exam_id: 'exam-SSC CGL',
  exam_name: 'SSC CGL',
  exam_pattern_id: null,
  year: 2023,
  shift: 'Shift 1',
  instructions: '',
  is_active: true,
  marking_scheme: { correct_answer: 2, wrong_answer: -0.5 },
  duration: null,
  sections: [
    {
      section_name: 'General Intelligence',
      duration: 20,
      question_ids: [],
      question_titles: [],
      blueprint: [{ subtopic_id: 'subtopic-percentages', subtopic_name: 'percentages', count: 5 }],
    },
    {
      section_name: 'Quantitative Aptitude',
      duration: 25,
      question_ids: [],
      question_titles: [],
      blueprint: [{ subtopic_id: 'subtopic-time-and-work', subtopic_name: 'time-and-work', count: 5 }],
    },
  ],
  total_questions: 10,
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const TAKEN = 'ssc-cgl-2022-tier-1';
const updates: Array<{ slug: string }> = [];

const api = setupScreenTests(
  answer('profile', { _id: 'admin-1', username: 'editor', email: 'editor@example.com' }),
  ...catalogueHandlers(),
  answer('getMockTestForAdmin', STORED),
  answer('listExamPatternsForAdmin', {
    examPatterns: [],
    pagination: { current: 1, total: 0, totalPages: 0, limit: 100, hasNext: false, hasPrev: false },
  }),
  answer('updateMockTest', async ({ request }) => {
    const body = (await request.json()) as { slug: string };
    updates.push(body);
    if (body.slug === TAKEN)
      return HttpResponse.json({ message: `The slug "${TAKEN}" is already used by another mock test` }, { status: 409 });
    return { ...STORED, slug: body.slug };
  }),
);

async function openForm(): Promise<Screen> {
  updates.length = 0;
  const screen = renderScreen(`/edit-mock-test/${STORED._id}`);
  const basic = await screen.findByRole('region', { name: 'Basic Information' });
  await waitFor(() => expect(within(basic).getByLabelText(/^Title/)).toHaveValue(STORED.title));
  return screen;
}

const region = (screen: Screen, name: string) => screen.getByRole('region', { name });

describe('/edit-mock-test/{id}', () => {
  it('checks in the contract words and order, and sends nothing until the paper passes', async () => {
    const screen = await openForm();
    const basic = region(screen, 'Basic Information');
    const marking = region(screen, 'Marking and Time');
    const sections = region(screen, 'Sections');
    const second = within(sections).getByRole('region', { name: /^Section 2\b/ });
    const update = screen.getByRole('button', { name: 'Update Mock Test' });

    // Three problems at once: each is named in turn as the one before is put right.
    await screen.user.clear(within(marking).getByLabelText(/^Wrong Answer Marks/));
    await screen.user.type(within(marking).getByLabelText(/^Wrong Answer Marks/), '0.5');
    await screen.user.clear(within(basic).getByRole('spinbutton', { name: /^Year/ }));
    await screen.user.clear(within(second).getByLabelText(/^Duration \(minutes\)/));

    await screen.user.click(update);
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong answer marks must be at most 0');
    await screen.user.type(within(marking).getByLabelText(/^Wrong Answer Marks/), '{Home}-');
    await screen.user.click(update);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Year is required for a previous-year paper'));
    await screen.user.type(within(basic).getByRole('spinbutton', { name: /^Year/ }), '2023');
    await screen.user.click(update);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Sections must all have a duration, or none'));
    expect(api.calls('updateMockTest')).toEqual([]);

    await screen.user.type(within(second).getByLabelText(/^Duration \(minutes\)/), '25');
    await screen.user.click(update);
    expect(await screen.findByText('Mock test updated successfully! Redirecting...')).toBeVisible();
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ marking_scheme: { correct_answer: 2, wrong_answer: -0.5 }, year: 2023 });
  });

  it('a slug another paper has is refused with the server’s words at the slug field, which takes the focus', async () => {
    const screen = await openForm();
    const basic = region(screen, 'Basic Information');
    const slug = within(basic).getByLabelText(/^Slug/);
    // While editing, the slug does not follow the title.
    await screen.user.type(within(basic).getByLabelText(/^Title/), ' Updated');
    expect(slug).toHaveValue(STORED.slug);

    await screen.user.clear(slug);
    await screen.user.type(slug, TAKEN);
    await screen.user.click(screen.getByRole('button', { name: 'Update Mock Test' }));
    const message = `The slug "${TAKEN}" is already used by another mock test`;
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(slug).toHaveFocus();
    // Besides the message above the form, the slug field says it too.
    expect(within(basic).getByText(message, { exact: true })).toBeVisible();

    await screen.user.clear(slug);
    await screen.user.type(slug, STORED.slug);
    expect(slug).not.toHaveAttribute('aria-invalid');
  });
});
