import { describe, expect, it } from 'vitest';
import { serverTranslator } from '@/i18n/server';
import { canonicalAddress, questionCrumbs as crumbsIn, questionHeading as headingIn } from './question-page';

const { t } = serverTranslator('en');
const questionCrumbs = (page: Parameters<typeof crumbsIn>[0]) => crumbsIn(page, t);
const questionHeading = (page: Parameters<typeof headingIn>[0]) => headingIn(page, t);

describe('question page breadcrumbs and heading', () => {
  it('Practice › Topic › Subtopic › Question, the topic and subtopic linking to their practice pages', () => {
    expect(questionCrumbs({ topic_name: 'general-aptitude', subtopic_name: 'time & work' })).toEqual([
      { label: 'Practice', to: '/practice' },
      { label: 'General Aptitude', to: '/practice/general-aptitude' },
      { label: 'Time & Work', to: '/practice/general-aptitude/time%20%26%20work' },
      { label: 'Question' },
    ]);
    expect(questionHeading({ topic_name: 'general-aptitude', subtopic_name: 'percentages' })).toBe('Percentages Question');
  });

  it('a question of no subtopic (or a subtopic of no topic) has only the crumbs it can link', () => {
    expect(questionCrumbs({ topic_name: null, subtopic_name: null })).toEqual([
      { label: 'Practice', to: '/practice' },
      { label: 'Question' },
    ]);
    expect(questionCrumbs({ topic_name: null, subtopic_name: 'percentages' })).toEqual([
      { label: 'Practice', to: '/practice' },
      { label: 'Question' },
    ]);
    expect(questionHeading({ topic_name: null, subtopic_name: null })).toBe('Practice Question');
  });
});

describe('on a Hindi page', () => {
  const hindi = serverTranslator('hi').t;
  it('the crumbs and heading are in Hindi, with the names in Hindi where the API gives them', () => {
    const page = {
      topic_name: 'general-aptitude',
      subtopic_name: 'percentages',
      topic_display_name: 'सामान्य अभियोग्यता',
      subtopic_display_name: 'प्रतिशत',
    };
    expect(crumbsIn(page, hindi)).toEqual([
      { label: 'अभ्यास', to: '/practice' },
      { label: 'सामान्य अभियोग्यता', to: '/practice/general-aptitude' },
      { label: 'प्रतिशत', to: '/practice/general-aptitude/percentages' },
      { label: 'प्रश्न' },
    ]);
    expect(headingIn(page, hindi)).toBe('प्रतिशत का प्रश्न');
    // Without a Hindi name, the English one.
    expect(headingIn({ topic_name: 'general-aptitude', subtopic_name: 'time-and-work' }, hindi)).toBe('Time And Work का प्रश्न');
    expect(headingIn({ topic_name: null, subtopic_name: null }, hindi)).toBe('अभ्यास प्रश्न');
  });
});

describe('canonicalAddress', () => {
  const url = '/questions/abc123/what-is-20-of-150';
  it('is nothing at the canonical address (a trailing slash included)', () => {
    expect(canonicalAddress({ pathname: url, search: '', hash: '' }, url)).toBeUndefined();
    expect(canonicalAddress({ pathname: `${url}/`, search: '?a=1', hash: '' }, url)).toBeUndefined();
  });

  it('is the canonical address, with the query and fragment, at another slug or the bare id', () => {
    expect(canonicalAddress({ pathname: '/questions/abc123/old-text', search: '?ref=x', hash: '#answer' }, url)).toBe(
      `${url}?ref=x#answer`,
    );
    expect(canonicalAddress({ pathname: '/questions/abc123', search: '', hash: '' }, url)).toBe(url);
  });
});
