import { describe, expect, it } from 'vitest';
import { SEARCH_QUERY_MAX_LENGTH, searchApiPath, searchPageHref } from './site-search';

describe('site search addresses', () => {
  it('writes q, then the type when one is chosen, then the page past the first', () => {
    expect(searchPageHref({ q: 'triangle' })).toBe('/search?q=triangle');
    expect(searchPageHref({ q: 'triangle', page: 1 })).toBe('/search?q=triangle');
    expect(searchPageHref({ q: 'triangle', type: 'question', page: 3 })).toBe('/search?q=triangle&type=question&page=3');
    expect(searchApiPath({ q: 'triangle', type: 'exam_pattern', page: 2 })).toBe('/api/search?q=triangle&type=exam_pattern&page=2');
    expect(searchApiPath({ q: 'triangle' })).toBe('/api/search?q=triangle');
  });

  it('encodes the query, so it cannot add parameters of its own', () => {
    const href = searchApiPath({ q: 'a&type=cheatsheet #1 “x” + y' });
    const params = new URL(href, 'http://site').searchParams;
    expect([...params.keys()]).toEqual(['q']);
    expect(params.get('q')).toBe('a&type=cheatsheet #1 “x” + y');
  });

  it('takes the API limit of 200 characters', () => {
    expect(SEARCH_QUERY_MAX_LENGTH).toBe(200);
  });
});
