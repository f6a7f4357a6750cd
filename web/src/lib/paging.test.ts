import { describe, expect, it } from 'vitest';
import { QUESTIONS_PER_PAGE, clampPage, pageBounds, showNumberedPages } from './paging';

describe('paging rules', () => {
  it('shows 10 questions per page', () => {
    expect(QUESTIONS_PER_PAGE).toBe(10);
  });

  it('shows numbered page buttons only above 10 questions', () => {
    expect(showNumberedPages(0)).toBe(false);
    expect(showNumberedPages(10)).toBe(false);
    expect(showNumberedPages(11)).toBe(true);
    expect(showNumberedPages(25)).toBe(true);
  });

  it('keeps the page inside the pages that exist', () => {
    expect(clampPage(1, 0)).toBe(1);
    expect(clampPage(3, 25)).toBe(3);
    expect(clampPage(4, 25)).toBe(3);
    expect(clampPage(3, 20)).toBe(2); // the last item of page 3 was removed
    expect(clampPage(0, 25)).toBe(1);
    expect(clampPage(Number.NaN, 25)).toBe(1);
  });

  it('reports the range shown on a page', () => {
    expect(pageBounds(1, 25)).toEqual({ first: 1, last: 10 });
    expect(pageBounds(3, 25)).toEqual({ first: 21, last: 25 });
    expect(pageBounds(1, 4)).toEqual({ first: 1, last: 4 });
    expect(pageBounds(1, 0)).toEqual({ first: 0, last: 0 });
  });
});
