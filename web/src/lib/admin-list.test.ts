import { describe, expect, it } from 'vitest';
import { pageCountOf, pageWithinRange, rowPositions, serverPageView, showingText } from './admin-list';

describe('admin list paging', () => {
  it('says how many rows of how many records are shown', () => {
    expect(showingText(10, 23, 'exam patterns')).toBe('Showing 10 of 23 exam patterns');
    expect(showingText(0, 0, 'cheatsheets')).toBe('Showing 0 of 0 cheatsheets');
  });
  it('names the first and last row shown and the total, or 0 of 0 for an empty list', () => {
    expect(showingText({ first: 21, last: 25 }, 25, 'questions')).toBe('Showing 21 to 25 of 25 questions');
    expect(showingText(rowPositions(1, 10, 23), 23, 'exams')).toBe('Showing 1 to 10 of 23 exams');
    expect(showingText(rowPositions(3, 10, 23), 23, 'exams')).toBe('Showing 21 to 23 of 23 exams');
    expect(showingText(rowPositions(1, 10, 0), 0, 'exams')).toBe('Showing 0 of 0 exams');
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

describe('serverPageView', () => {
  it('takes the rows, the total and the page count from the answer, and the positions from the page', () => {
    expect(serverPageView(['a', 'b', 'c'], { total: 23, totalPages: 3, limit: 10 }, 3, 10)).toEqual({
      rows: ['a', 'b', 'c'],
      total: 23,
      pageCount: 3,
      first: 21,
      last: 23,
    });
  });
  it('counts the rows alone before an answer or without pagination', () => {
    expect(serverPageView(undefined, undefined, 1, 10)).toEqual({ rows: [], total: 0, pageCount: 1, first: 1, last: 0 });
    expect(serverPageView(['a'], undefined, 1, 10)).toMatchObject({ total: 1, pageCount: 1 });
  });
});
