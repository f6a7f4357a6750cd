import { describe, expect, it } from 'vitest';
import { PAGE_GAP, clampPage, pageBounds, pageFromQuery, pageWindow, showNumberedPages } from './paging';

describe('paging rules', () => {
  it('reads the page of an address, page 1 for anything that is not a whole number from 1', () => {
    expect(pageFromQuery('3')).toBe(3);
    for (const odd of [null, '', '0', '-2', '2.5', 'x', '1e3', '9999999']) expect(pageFromQuery(odd), String(odd)).toBe(1);
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
    expect(pageBounds(2, 25)).toEqual({ first: 11, last: 20 });
    expect(pageBounds(3, 25)).toEqual({ first: 21, last: 25 });
    expect(pageBounds(1, 4)).toEqual({ first: 1, last: 4 });
    expect(pageBounds(1, 0)).toEqual({ first: 0, last: 0 });
  });

  it('numbers every page up to nine, and a window with gaps beyond', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageWindow(1, 1000)).toEqual([1, 2, 3, 4, 5, 6, 7, PAGE_GAP, 1000]);
    expect(pageWindow(5, 1000)).toEqual([1, 2, 3, 4, 5, 6, 7, PAGE_GAP, 1000]);
    expect(pageWindow(6, 1000)).toEqual([1, PAGE_GAP, 4, 5, 6, 7, 8, PAGE_GAP, 1000]);
    expect(pageWindow(500, 1000)).toEqual([1, PAGE_GAP, 498, 499, 500, 501, 502, PAGE_GAP, 1000]);
    expect(pageWindow(1000, 1000)).toEqual([1, PAGE_GAP, 994, 995, 996, 997, 998, 999, 1000]);
    expect(pageWindow(2000, 1000)).toEqual([1, PAGE_GAP, 994, 995, 996, 997, 998, 999, 1000]);
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, PAGE_GAP, 10]);
  });
});
