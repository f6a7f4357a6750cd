import { describe, expect, it } from 'vitest';
import { pageCountOf, pageWithinRange, showingText } from './admin-list';

describe('admin list paging', () => {
  it("says how many rows of how many records are shown", () => {
    expect(showingText(10, 23, 'exam patterns')).toBe('Showing 10 of 23 exam patterns');
    expect(showingText(0, 0, 'cheatsheets')).toBe('Showing 0 of 0 cheatsheets');
  });
  it('counts pages from totalPages, or from the record total and the limit', () => {
    expect(pageCountOf({ total: 23, totalPages: 3 }, 10)).toBe(3);
    expect(pageCountOf({ total: 23 }, 10)).toBe(3);
    expect(pageCountOf({ total: 20, limit: 10 }, 5)).toBe(2);
    expect(pageCountOf({ total: 0, totalPages: 0 }, 10)).toBe(1);
    expect(pageCountOf(undefined, 10)).toBe(1);
  });
  it('steps back when the current page no longer exists', () => {
    expect(pageWithinRange(3, 2)).toBe(2);
    expect(pageWithinRange(2, 2)).toBe(2);
    expect(pageWithinRange(0, 5)).toBe(1);
    expect(pageWithinRange(4, 0)).toBe(1);
  });
});
