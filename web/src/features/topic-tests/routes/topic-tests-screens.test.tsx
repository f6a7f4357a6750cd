// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SUBTOPICS, catalogueHandlers } from '@/test-support/api-fixtures';
import { answer, fail } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests } from '@/test-support/screen';

const api = setupScreenTests(...catalogueHandlers());

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
});
