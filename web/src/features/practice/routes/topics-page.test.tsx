// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOPICS, catalogueHandlers, topic } from '@/test-support/api-fixtures';
import { answer, fail } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests } from '@/test-support/screen';

const api = setupScreenTests(...catalogueHandlers());

describe('the topic directory (/practice)', () => {
  it('lists the topics title-cased, sets its metadata and opens a topic', async () => {
    const screen = renderScreen('/practice');
    expect(await screen.findByRole('heading', { level: 1, name: 'Practice Topics' })).toBeVisible();
    for (const name of [
      'Bulk Practice',
      'Computer Science',
      'English Language',
      'General Aptitude',
      'General Awareness',
      'Logical Reasoning',
    ])
      expect(await screen.findByRole('link', { name: new RegExp(name) })).toBeVisible();
    await waitForTitle('Practice Topics for Competitive Exams | ExamPrep');
    // 6 topics: no '{n}+' in the title; the first 4 names in the description and keywords.
    const description = document.head.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(description).toContain('Bulk Practice, Computer Science, English Language, General Aptitude and more');
    expect(description).not.toContain('Logical Reasoning');
    expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toMatch(
      /^Bulk Practice, Computer Science, English Language, General Aptitude, /,
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/practice$/);

    await screen.user.click(screen.getByRole('link', { name: /General Aptitude/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'General Aptitude' })).toBeVisible();
    expect(screen.location()).toBe('/practice/general-aptitude');
  });

  it("uses '{n}+ Practice Topics' in the title above 8 topics", async () => {
    api.use(answer('listTopics', [...TOPICS, topic('topic-number-7'), topic('topic-number-8'), topic('topic-number-9')]));
    const screen = renderScreen('/practice');
    expect(await screen.findByRole('link', { name: /Topic Number 9/ })).toBeVisible();
    await waitForTitle(/^9\+ Practice Topics/);
  });

  it('shows the error state, and the topics after Try Again', async () => {
    api.use(fail('listTopics', 503, 'CMS unreachable'));
    const screen = renderScreen('/practice');
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
    expect(screen.getByText('Failed to load topics. Please try again later.')).toBeVisible();

    api.server.resetHandlers();
    await screen.user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: /General Aptitude/ })).toBeVisible();
  });

  it('says No Topics Available for an empty list', async () => {
    api.use(answer('listTopics', []));
    const screen = renderScreen('/practice');
    expect(await screen.findByRole('heading', { name: 'No Topics Available' })).toBeVisible();
  });
});

const waitForTitle = (title: string | RegExp) => waitFor(() => expect(document.title).toMatch(title));
