import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchListPage, linkTargets, pagesFor, totalCountOf, withQuery } from './list-page';

const headersOf = (values: Record<string, string>) => new Headers(values);

describe('X-Total-Count', () => {
  it('reads the whole number the server sent', () => {
    expect(totalCountOf(headersOf({ 'X-Total-Count': '10000' }), 10)).toBe(10000);
    expect(totalCountOf(headersOf({ 'x-total-count': ' 0 ' }), 3)).toBe(0);
  });

  it('falls back to the page length when the header is missing or not a whole number', () => {
    expect(totalCountOf(headersOf({}), 7)).toBe(7);
    expect(totalCountOf(headersOf({ 'X-Total-Count': '' }), 7)).toBe(7);
    expect(totalCountOf(headersOf({ 'X-Total-Count': '-1' }), 7)).toBe(7);
    expect(totalCountOf(headersOf({ 'X-Total-Count': '12.5' }), 7)).toBe(7);
    expect(totalCountOf(headersOf({ 'X-Total-Count': 'many' }), 7)).toBe(7);
    expect(totalCountOf(headersOf({ 'X-Total-Count': '99999999999999999999' }), 7)).toBe(7);
  });
});

describe('Link', () => {
  it('reads next and prev as the proxy sends them', () => {
    const header =
      '</api/questions/subtopic/a%20b?limit=10&page=3>; rel="next", </api/questions/subtopic/a%20b?limit=10&page=1>; rel="prev"';
    expect(linkTargets(header)).toEqual({
      next: '/api/questions/subtopic/a%20b?limit=10&page=3',
      prev: '/api/questions/subtopic/a%20b?limit=10&page=1',
    });
  });

  it('takes unquoted and multi-valued relations, other parameters, and keeps the first link of a relation', () => {
    expect(linkTargets('</p?page=2>; title="x"; rel=next')).toEqual({ next: '/p?page=2' });
    expect(linkTargets('</p?page=9>; rel="next last", </p?page=3>; rel="next"')).toEqual({ next: '/p?page=9', last: '/p?page=9' });
  });

  it('is empty without a header or a relation', () => {
    expect(linkTargets(null)).toEqual({});
    expect(linkTargets('')).toEqual({});
    expect(linkTargets('</p?page=2>')).toEqual({});
  });
});

describe('list addresses', () => {
  it('adds the parameters that are set, encoded', () => {
    expect(withQuery('/api/questions/all/exam/SSC%20CGL', { page: 2, limit: 10, search: 'a&b c' })).toBe(
      '/api/questions/all/exam/SSC%20CGL?page=2&limit=10&search=a%26b+c',
    );
    expect(withQuery('/api/x', { page: 1, search: '' })).toBe('/api/x?page=1');
    expect(withQuery('/api/x', { search: undefined })).toBe('/api/x');
    expect(withQuery('/api/x?a=1', { page: 2 })).toBe('/api/x?a=1&page=2');
  });

  it('counts pages, at least one', () => {
    expect(pagesFor(0, 10)).toBe(1);
    expect(pagesFor(10, 10)).toBe(1);
    expect(pagesFor(11, 10)).toBe(2);
    expect(pagesFor(10000, 10)).toBe(1000);
  });
});

describe('fetchListPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the page, its total and its links from the answer', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify([{ id: 'q11' }, { id: 'q12' }]), {
          headers: { 'X-Total-Count': '25', Link: '</api/q?limit=2&page=7>; rel="next", </api/q?limit=2&page=5>; rel="prev"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchListPage('/api/q?limit=2&page=6')).resolves.toEqual({
      items: [{ id: 'q11' }, { id: 'q12' }],
      total: 25,
      next: '/api/q?limit=2&page=7',
      prev: '/api/q?limit=2&page=5',
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/q?limit=2&page=6', expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('counts an unpaged answer by its length, and a body that is not a list as empty', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify([1, 2, 3])));
    await expect(fetchListPage('/api/q')).resolves.toEqual({ items: [1, 2, 3], total: 3, next: null, prev: null });
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'odd' })));
    await expect(fetchListPage('/api/q')).resolves.toEqual({ items: [], total: 0, next: null, prev: null });
  });

  it('fails with the server message', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'limit must be a whole number' }), { status: 400 }));
    await expect(fetchListPage('/api/q?limit=x')).rejects.toMatchObject({ status: 400, message: 'limit must be a whole number' });
  });
});
