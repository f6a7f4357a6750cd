// @vitest-environment happy-dom
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SUBTOPICS, catalogueHandlers } from '@/test-support/api-fixtures';
import { answer, fail } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests, type Screen } from '@/test-support/screen';

const api = setupScreenTests(...catalogueHandlers());

/** The counter over the question: 'Question <strong>5</strong> of 8', then how many are answered. */
const counterAt = (number: number) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && new RegExp(`^Question ${number} of \\d+\\b`).test(element.textContent ?? '');

describe('the topic tests', () => {
  it('an unknown subtopic shows No Questions Available without a clock, and a failed load the test’s error', async () => {
    let screen = renderScreen('/onlinetest/no-such-subtopic');
    expect(await screen.findByRole('heading', { name: 'No Questions Available' })).toBeVisible();
    expect(screen.queryByRole('timer')).toBeNull();
    screen.unmount();

    api.use(fail('listQuestionsOfSubtopic', 503, 'CMS unreachable'));
    screen = renderScreen('/onlinetest/percentages');
    expect(await screen.findByText('Failed to load questions. Please try again later.')).toBeVisible();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('a topic without subtopics shows No Subtopics Available, with the way back to the topics', async () => {
    const screen = renderScreen('/test-topics/no-such-topic');
    expect(await screen.findByRole('heading', { name: 'No Subtopics Available' })).toBeVisible();
    await screen.user.click(screen.getByRole('link', { name: /Back to Topics/ }));
    await waitFor(() => expect(screen.location()).toBe('/test-topics'));
  });

  it('the test is named with its subtopic in the page’s language: Hindi on /hi, English on the English page', async () => {
    // The Hindi answer names the subtopic in Hindi (a translated item).
    api.use(
      answer('listSubtopics', ({ url }) =>
        url.searchParams.get('locale') === 'hi'
          ? Object.values(SUBTOPICS)
              .flat()
              .map((subtopic) =>
                subtopic.subtopic_name === 'percentages' ? { ...subtopic, display_name: 'प्रतिशत', locale: 'hi' as const } : subtopic,
              )
          : undefined,
      ),
    );
    let screen = renderScreen('/test/percentages', { locale: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'प्रतिशत मॉक टेस्ट' })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^प्रतिशत मॉक टेस्ट – /));
    expect(api.calls('listSubtopics').map((url) => url.searchParams.get('locale'))).toContain('hi');
    screen.unmount();

    screen = renderScreen('/test/percentages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Percentages Mock Test' })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Percentages Mock Test – /));
  });

  it('has the question palette and Mark for Review, whose states survive a reload', async () => {
    let screen = renderScreen('/test/percentages');
    const palette = () => within(screen.getByRole('region', { name: 'Question Palette' }));
    await screen.findByRole('region', { name: 'Question Palette' });
    expect(palette().getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(
      within(palette().getByRole('list', { name: 'Legend' }))
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual([
      expect.stringContaining('Answered'),
      expect.stringContaining('Not Answered'),
      expect.stringContaining('Marked for Review'),
      expect.stringContaining('Answered & Marked for Review'),
      expect.stringContaining('Not Visited'),
    ]);
    const item = (number: number) => palette().getByRole('button', { name: new RegExp(`^Question ${number}, `) });
    expect(item(1)).toHaveAccessibleName('Question 1, Not Answered');
    expect(item(1)).toHaveAttribute('aria-current', 'true');
    expect(item(2)).toHaveAccessibleName('Question 2, Not Visited');

    const markForReview = (on: Screen) => on.getByRole('button', { name: 'Mark for Review' });
    await screen.user.click(screen.getByRole('radio', { name: /^Option B:/ }));
    expect(item(1)).toHaveAccessibleName('Question 1, Answered');
    await screen.user.click(markForReview(screen));
    expect(markForReview(screen)).toHaveAttribute('aria-pressed', 'true');
    expect(item(1)).toHaveAccessibleName('Question 1, Answered & Marked for Review');

    await screen.user.click(screen.getByRole('button', { name: /Next/ }));
    expect(markForReview(screen)).toHaveAttribute('aria-pressed', 'false');
    await screen.user.click(markForReview(screen));
    expect(item(2)).toHaveAccessibleName('Question 2, Marked for Review');

    // The palette jumps; the questions between stay Not Visited; marks survive a reload.
    await screen.user.click(item(5));
    expect(screen.getByText(counterAt(5))).toBeVisible();
    expect(item(3)).toHaveAccessibleName('Question 3, Not Visited');
    screen.unmount();
    screen = renderScreen('/test/percentages');
    expect(await screen.findByText(counterAt(5))).toBeVisible();
    expect(item(1)).toHaveAccessibleName('Question 1, Answered & Marked for Review');
    expect(item(2)).toHaveAccessibleName('Question 2, Marked for Review');
    expect(item(5)).toHaveAttribute('aria-current', 'true');
  });

  it('offers Report a mistake only on the results, under each reviewed question, never while the test runs', async () => {
    const screen = renderScreen('/test/percentages');
    await screen.findByRole('region', { name: 'Question Palette' });
    await screen.user.click(screen.getByRole('radio', { name: /^Option B:/ }));
    // Give a link every chance to appear (its texts load in the browser) before saying there is none.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('button', { name: 'Report a mistake' })).toBeNull();
    expect(screen.queryByTestId('report-slot')).toBeNull();

    // Submit Test is on the last question.
    const questionsInPalette = within(screen.getByRole('region', { name: 'Question Palette' })).getAllByRole('button', {
      name: /^Question \d+, /,
    });
    await screen.user.click(questionsInPalette.at(-1)!);
    await screen.user.click(screen.getByRole('button', { name: 'Submit Test' }));
    const review = await screen.findAllByTestId('report-slot');
    expect(review.length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Report a mistake' })).toHaveLength(review.length));
  });
});
