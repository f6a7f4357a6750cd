import { describe, expect, it } from 'vitest';
import { codeLabel, filterItems, itemAnchor, itemCategories, showCategoryFilter, showContents, sortItems } from './items';

const item = (title: string, order: number, category: string | null = null) => ({ title, order, category });

describe('sortItems', () => {
  it('sorts by order and keeps the stored position for equal orders', () => {
    const sorted = sortItems([item('c', 2), item('a', 0), item('b1', 1), item('b2', 1), item('z', 0)]);
    expect(sorted.map((entry) => entry.title)).toEqual(['a', 'z', 'b1', 'b2', 'c']);
  });

  it('does not change the list it was given', () => {
    const items = [item('b', 1), item('a', 0)];
    sortItems(items);
    expect(items.map((entry) => entry.title)).toEqual(['b', 'a']);
  });
});

describe('item categories and the filter bar', () => {
  const items = [
    item('1', 0, 'basics'),
    item('2', 1, 'strings'),
    item('3', 2, 'basics'),
    item('4', 3, null),
    item('5', 4, ' collections '),
  ];

  it('lists each category once, in order of appearance, ignoring items without one', () => {
    expect(itemCategories(items)).toEqual(['basics', 'strings', 'collections']);
  });

  it('shows the filter bar only for more than one category', () => {
    expect(showCategoryFilter(['basics', 'strings'])).toBe(true);
    expect(showCategoryFilter(['basics'])).toBe(false);
    expect(showCategoryFilter([])).toBe(false);
  });

  it("filters by category; 'All' (null) keeps every item", () => {
    expect(filterItems(items, null)).toHaveLength(5);
    expect(filterItems(items, 'basics').map((entry) => entry.title)).toEqual(['1', '3']);
    expect(filterItems(items, 'collections').map((entry) => entry.title)).toEqual(['5']);
    expect(filterItems(items, 'nothing')).toEqual([]);
  });
});

describe('showContents', () => {
  it('shows the Contents list only when more than 3 items are visible', () => {
    expect(showContents(3)).toBe(false);
    expect(showContents(4)).toBe(true);
    expect(showContents(0)).toBe(false);
  });
});

describe('codeLabel', () => {
  it('uses the language, or none without one (the block is then labelled as code in the page’s language)', () => {
    expect(codeLabel('python')).toBe('python');
    expect(codeLabel(' sql ')).toBe('sql');
    expect(codeLabel(null)).toBeNull();
    expect(codeLabel('')).toBeNull();
    expect(codeLabel(undefined)).toBeNull();
  });
});

describe('itemAnchor', () => {
  it('numbers anchors from 1', () => {
    expect(itemAnchor(0)).toBe('item-1');
    expect(itemAnchor(7)).toBe('item-8');
  });
});
