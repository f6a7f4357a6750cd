// @vitest-environment happy-dom
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUBTOPICS, catalogueHandlers, subtopic } from '@/test-support/api-fixtures';
import { answer, fail, hold } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests, type Screen } from '@/test-support/screen';

const api = setupScreenTests(...catalogueHandlers());

afterEach(() => vi.restoreAllMocks());

const ALL = Object.values(SUBTOPICS).flat();
const links = (screen: Screen) => within(screen.getByRole('main')).getAllByRole('link');
const hrefs = (screen: Screen) => links(screen).map((link) => link.getAttribute('href'));
/** Requests for every subtopic: counted as fetch is called, so a refetch that an effect starts is seen at once. */
const countFetches = () => {
  const fetches = vi.spyOn(globalThis, 'fetch');
  return () =>
    fetches.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes('/api/subtopics/all')).length;
};

describe('random practice topics (/random-topics)', () => {
  it('shows 5 numbered random subtopics by default, each opening its practice page', async () => {
    expect(ALL.length).toBeGreaterThan(10);
    const screen = renderScreen('/random-topics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Random Practice Topics' })).toBeVisible();
    expect(screen.getByLabelText('Topics to show')).toHaveValue('5');
    expect(await screen.findByText('Showing 5 random topics')).toBeVisible();
    expect(within(screen.getByRole('main')).getAllByRole('listitem')).toHaveLength(5);
    expect(new Set(hrefs(screen)).size).toBe(5);
    for (const [index, link] of links(screen).entries()) {
      const [, topicName, name] = /^\/practice\/([^/]+)\/([^/]+)$/.exec(link.getAttribute('href')!)!;
      expect(ALL.some((candidate) => candidate.subtopic_name === name && candidate.topic_id?.topic_name === topicName)).toBe(true);
      expect(link).toHaveTextContent(String(index + 1));
      expect(link).toHaveTextContent('Start Practice');
    }
    const first = links(screen)[0]!;
    const href = first.getAttribute('href')!;
    // Its name as shown: the stored name title-cased (an English subtopic has no display name).
    const name = href
      .split('/')
      .at(-1)!
      .split('-')
      .map((word) => word[0]!.toUpperCase() + word.slice(1))
      .join(' ');
    expect(first).toHaveTextContent(name);
    await screen.user.click(first);
    expect(await screen.findByRole('heading', { level: 1, name: `${name} Questions` })).toBeVisible();
    expect(screen.location()).toBe(href);
  });

  it('changing the count does not refetch; Refresh fetches and shows the new count, freshly shuffled', async () => {
    const fetches = countFetches();
    const screen = renderScreen('/random-topics');
    expect(await screen.findByText('Showing 5 random topics')).toBeVisible();
    expect(fetches()).toBe(1);

    await screen.user.selectOptions(screen.getByLabelText('Topics to show'), '3');
    // user-event's change runs inside act: the render and its effects (where a refetch would start) are done.
    expect(screen.getByLabelText('Topics to show')).toHaveValue('3');
    expect(links(screen)).toHaveLength(5);
    expect(fetches()).toBe(1);

    const before = hrefs(screen);
    await screen.user.click(screen.getByRole('button', { name: /Refresh/ }));
    expect(await screen.findByText('Showing 3 random topics')).toBeVisible();
    expect(links(screen)).toHaveLength(3);
    expect(fetches()).toBe(2);

    await screen.user.selectOptions(screen.getByLabelText('Topics to show'), '10');
    await screen.user.click(screen.getByRole('button', { name: /Refresh/ }));
    expect(await screen.findByText('Showing 10 random topics')).toBeVisible();
    expect(fetches()).toBe(3);
    const after = hrefs(screen);
    expect(new Set(after).size).toBe(10);
    expect(after.slice(0, 5)).not.toEqual(before); // a fresh shuffle, not the same first picks
  });

  it('caps the count by what exists, with a singular line for one topic', async () => {
    api.use(answer('listSubtopics', [subtopic('percentages', 'general-aptitude', null)]));
    const screen = renderScreen('/random-topics');
    expect(await screen.findByText('Showing 1 random topic')).toBeVisible();
    const [only] = links(screen);
    expect(links(screen)).toHaveLength(1);
    expect(only).toHaveAttribute('href', '/practice/general-aptitude/percentages');
    expect(only).toHaveTextContent('Percentages');
    expect(only).toHaveTextContent('General Aptitude');
  });

  it('states: loading, error with Try Again, and empty', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const held = hold('listSubtopics');
    api.use(held.handler, fail('listSubtopics', 500, 'x'));
    const screen = renderScreen('/random-topics');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading random topics...');
    expect(screen.getByText('Loading Topics')).toBeVisible();
    expect(screen.getByRole('button', { name: /Refresh/ })).toBeDisabled();
    held.release();
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
    expect(screen.getByText('Failed to load subtopics. Please try again later.')).toBeVisible();

    api.server.resetHandlers();
    await screen.user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Showing 5 random topics')).toBeVisible();

    api.use(answer('listSubtopics', []));
    await screen.user.click(screen.getByRole('button', { name: /Refresh/ }));
    expect(await screen.findByRole('heading', { name: 'No Topics Available' })).toBeVisible();
    expect(screen.getByText('Topics will appear here once they are added to the system.')).toBeVisible();
  });
});
