import { describe, expect, it } from 'vitest';
import { serverTranslator } from '@/i18n/server';
import { accentColor, filterCheatsheets, GOLD, toggleCategory, visibleTags } from './filter';

const resultCount = (count: number) => serverTranslator('en').t('cheatsheets.list.count', { count });

const sheets = [
  { title: 'Python Essentials', description: 'Types, strings, collections.', category: 'Programming', tags: ['python', 'coding'] },
  { title: 'SQL Quick Reference', description: 'Querying and joining tables.', category: 'Database', tags: ['sql', 'dbms'] },
  { title: 'Git Commands', description: null, category: 'Git', tags: ['version control'] },
  { title: 'Indian Polity at a Glance', description: 'The Constitution of India.', category: 'Other', tags: ['upsc', 'ssc'] },
  { title: 'Quantitative Aptitude Formulas', description: 'Arithmetic formulas for SSC.', category: 'Other', tags: ['maths'] },
];
const titles = (list: typeof sheets) => list.map((sheet) => sheet.title);

describe('filterCheatsheets', () => {
  it('returns everything without search or category', () => {
    expect(filterCheatsheets(sheets, '', '')).toHaveLength(5);
    expect(filterCheatsheets(sheets, '  ', '')).toHaveLength(5);
  });

  it('matches the title, case-insensitively', () => {
    expect(titles(filterCheatsheets(sheets, 'PYTHON ess', ''))).toEqual(['Python Essentials']);
  });

  it('matches the description, the category or any tag', () => {
    expect(titles(filterCheatsheets(sheets, 'joining', ''))).toEqual(['SQL Quick Reference']);
    expect(titles(filterCheatsheets(sheets, 'database', ''))).toEqual(['SQL Quick Reference']);
    expect(titles(filterCheatsheets(sheets, 'VERSION CONTROL', ''))).toEqual(['Git Commands']);
    expect(titles(filterCheatsheets(sheets, 'ssc', ''))).toEqual(['Indian Polity at a Glance', 'Quantitative Aptitude Formulas']);
  });

  it('finds nothing for text in none of those fields', () => {
    expect(filterCheatsheets(sheets, 'kubernetes', '')).toEqual([]);
  });

  it('filters by category exactly', () => {
    expect(titles(filterCheatsheets(sheets, '', 'Other'))).toEqual(['Indian Polity at a Glance', 'Quantitative Aptitude Formulas']);
    expect(filterCheatsheets(sheets, '', 'other')).toEqual([]);
    expect(filterCheatsheets(sheets, '', 'Oth')).toEqual([]);
  });

  it('combines search and category', () => {
    expect(titles(filterCheatsheets(sheets, 'ssc', 'Other'))).toEqual(['Indian Polity at a Glance', 'Quantitative Aptitude Formulas']);
    expect(titles(filterCheatsheets(sheets, 'constitution', 'Other'))).toEqual(['Indian Polity at a Glance']);
    expect(filterCheatsheets(sheets, 'python', 'Database')).toEqual([]);
  });
});

describe('category chips', () => {
  it('selects a chip, and deselects it when clicked again', () => {
    expect(toggleCategory('', 'Git')).toBe('Git');
    expect(toggleCategory('Git', 'Database')).toBe('Database');
    expect(toggleCategory('Database', 'Database')).toBe('');
  });
});

describe('resultCount', () => {
  it("says 'result' for one and 'results' otherwise", () => {
    expect(resultCount(1)).toBe('1 result');
    expect(resultCount(0)).toBe('0 results');
    expect(resultCount(6)).toBe('6 results');
    expect(serverTranslator('hi').t('cheatsheets.list.count', { count: 6 })).toBe('6 परिणाम');
  });
});

describe('visibleTags', () => {
  const tags = ['python', 'programming', 'basics', 'coding', 'extra'];
  it('shows the first 3 tags in grid view and all of them in list view', () => {
    expect(visibleTags(tags, 'grid')).toEqual(['python', 'programming', 'basics']);
    expect(visibleTags(tags, 'list')).toEqual(tags);
    expect(visibleTags(['one'], 'grid')).toEqual(['one']);
  });
});

describe('accentColor', () => {
  it('uses the cheatsheet colour, or gold without one', () => {
    expect(accentColor('#3776AB')).toBe('#3776AB');
    expect(accentColor(null)).toBe(GOLD);
    expect(accentColor('')).toBe(GOLD);
    expect(accentColor('  ')).toBe(GOLD);
    expect(GOLD.toLowerCase()).toBe('#c0a063');
  });
});
