import { describe, expect, it } from 'vitest';
import { serverTranslator } from '@/i18n/server';
import { DEFAULT_CATEGORY, filterSubtopics, groupByCategory, subtopicPath } from './subtopic-search';

const subtopics = [
  { subtopic_name: 'data-interpretation', category: 'Data Analysis' },
  { subtopic_name: 'percentages', category: 'Arithmetic' },
  { subtopic_name: 'profit-and-loss', category: 'Arithmetic' },
  { subtopic_name: 'simple-and-compound-interest', category: 'Arithmetic' },
  { subtopic_name: 'mixtures', category: null },
  { subtopic_name: 'ages', category: '  ' },
];
const names = (list: { subtopic_name: string }[]) => list.map((s) => s.subtopic_name);

describe('filterSubtopics', () => {
  it('keeps everything for an empty or blank query', () => {
    expect(filterSubtopics(subtopics, '')).toHaveLength(6);
    expect(filterSubtopics(subtopics, '   ')).toHaveLength(6);
  });

  it('matches the name by containment, ignoring case', () => {
    expect(names(filterSubtopics(subtopics, 'PERCENT'))).toEqual(['percentages']);
    expect(names(filterSubtopics(subtopics, 'loss'))).toEqual(['profit-and-loss']);
  });

  it('matches the shown (title-cased) name as well as the stored slug', () => {
    expect(names(filterSubtopics(subtopics, 'compound interest'))).toEqual(['simple-and-compound-interest']);
    expect(names(filterSubtopics(subtopics, 'compound-interest'))).toEqual(['simple-and-compound-interest']);
  });

  it('matches the category, ignoring case', () => {
    expect(names(filterSubtopics(subtopics, 'arith'))).toEqual(['percentages', 'profit-and-loss', 'simple-and-compound-interest']);
    expect(names(filterSubtopics(subtopics, 'data analysis'))).toEqual(['data-interpretation']);
  });

  it('matches the name in the page’s language where the API gives one', () => {
    const hindi = [
      { subtopic_name: 'percentages', display_name: 'प्रतिशत', category: 'अंकगणित' },
      { subtopic_name: 'profit-and-loss', display_name: 'लाभ और हानि', category: 'अंकगणित' },
    ];
    expect(names(filterSubtopics(hindi, 'प्रतिशत'))).toEqual(['percentages']);
    expect(names(filterSubtopics(hindi, 'हानि'))).toEqual(['profit-and-loss']);
    expect(names(filterSubtopics(hindi, 'percent'))).toEqual(['percentages']);
  });

  it('finds nothing when nothing contains the query', () => {
    expect(filterSubtopics(subtopics, 'geometry')).toEqual([]);
  });
});

describe('groupByCategory', () => {
  it('groups under each category with blank categories under General, listed last', () => {
    const groups = groupByCategory(subtopics);
    expect(groups.map((g) => g.category)).toEqual(['Arithmetic', 'Data Analysis', DEFAULT_CATEGORY]);
    expect(DEFAULT_CATEGORY).toBe('General');
    expect(names(groups[0].subtopics)).toEqual(['percentages', 'profit-and-loss', 'simple-and-compound-interest']);
    expect(names(groups[2].subtopics)).toEqual(['mixtures', 'ages']);
  });

  it('gives no groups for no subtopics', () => {
    expect(groupByCategory([])).toEqual([]);
  });
});

describe('texts and links', () => {
  it('counts the subtopics found, in each language', () => {
    expect(serverTranslator('en').t('practice.subtopics.count', { count: 3 })).toBe('3 subtopic(s) found');
    expect(serverTranslator('en').t('practice.subtopics.count', { count: 0 })).toBe('0 subtopic(s) found');
    expect(serverTranslator('hi').t('practice.subtopics.count', { count: 3 })).toBe('3 उप-विषय मिले');
  });

  it('links to the subtopic, or to it narrowed to the chosen exam', () => {
    expect(subtopicPath('general-aptitude', 'percentages')).toBe('/practice/general-aptitude/percentages');
    expect(subtopicPath('general-aptitude', 'percentages', '')).toBe('/practice/general-aptitude/percentages');
    expect(subtopicPath('general-aptitude', 'percentages', 'SSC CGL')).toBe('/practice/general-aptitude/percentages/SSC%20CGL');
  });
});
