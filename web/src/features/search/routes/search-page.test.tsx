import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { WithI18n } from '@/i18n/test-support';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { searchApiPath } from '@/lib/site-search';
import type { SearchAnswer } from '@/features/search/api/get-search';
import SearchPage from './search-page';

/** The page as the server renders it, with the answers SWR is handed (what entry-server.tsx does). */
function serverHtml(url: string, fallback: Record<string, unknown> = {}) {
  return renderToString(
    <SWRConfig value={{ provider: () => new Map(), fallback }}>
      <WithI18n>
        <StaticRouter location={url}>
          <SearchPage />
        </StaticRouter>
      </WithI18n>
    </SWRConfig>,
  );
}

const answer = (results: SearchAnswer['results'], total: number, current = 1, limit = 10): SearchAnswer => {
  const totalPages = Math.ceil(total / limit);
  return { results, total, pagination: { current, total, totalPages, limit, hasNext: current < totalPages, hasPrev: current > 1 } };
};

describe('the search page, rendered on the server', () => {
  it('before any search: a GET form to /search and a prompt', () => {
    const html = serverHtml('/search');
    expect(html).toMatch(/<form role="search"[^>]* action="\/search" method="get">/);
    expect(html).toMatch(/<input[^>]* type="search"[^>]* maxLength="200"[^>]* name="q"/);
    expect(html).toContain('What are you looking for?');
    expect(html).not.toContain('Result types');
  });

  it('the results of the address: count, links, type labels, marked words, filter and page links', () => {
    const search = { q: 'triangle', type: 'question' as const, page: 2 };
    const html = serverHtml('/search?q=triangle&type=question&page=2', {
      [searchApiPath(search)]: answer(
        [
          {
            type: 'question',
            title: 'Area of a triangle',
            url: '/questions/q1/area-of-a-triangle',
            snippet: 'The <mark>triangle</mark> &lt;b&gt; <script>x()</script>',
            locale: 'en',
          },
          { type: 'question', title: 'Off-site', url: 'https://evil.example/', snippet: '', locale: 'en' },
        ],
        23,
        2,
      ),
    });
    expect(html).toContain('23 results for “triangle” in Questions');
    expect(html).toMatch(/<a href="\/questions\/q1\/area-of-a-triangle"[^>]*>Area of a triangle<\/a>/);
    expect(html).toContain('The <mark>triangle</mark> &lt;b&gt; ');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('evil.example');
    expect(html).toContain('>Question</span>');
    // The query stays in the box; a new one keeps the filter.
    expect(html).toMatch(/name="q"[^>]*value="triangle"/);
    expect(html).toContain('<input type="hidden" name="type" value="question"/>');
    // Filters and pages are links that keep the query (page 1 is the address without a page).
    expect(html).toContain('href="/search?q=triangle"');
    expect(html).toMatch(/aria-current="page" href="\/search\?q=triangle&amp;type=question"[^>]*>Questions</);
    expect(html).toMatch(/aria-current="page" aria-label="Page 2"/);
    expect(html).toContain('href="/search?q=triangle&amp;type=question&amp;page=3"');
    expect(html).toContain('start="11"');
  });

  it('no results: says so, offers every type and other pages', () => {
    const html = serverHtml('/search?q=zzz&type=cheatsheet', { [searchApiPath({ q: 'zzz', type: 'cheatsheet' })]: answer([], 0) });
    expect(html).toContain('No cheatsheets found for “zzz”');
    expect(html).toContain('Search all types');
    expect(html).toContain('href="/practice"');
  });

  it('a query too long: says so at once, on the server too, and asks nothing', () => {
    const html = serverHtml(`/search?q=${'x'.repeat(201)}`);
    expect(html).toContain('role="alert"');
    expect(html).toContain('Please change your search');
    expect(html).toContain('at most 200 characters long, and this one has 201');
    expect(html).not.toContain('Searching...');
    expect(html).not.toContain('Result types');
  });

  it('while the answer is on its way: a loading state', () => {
    expect(serverHtml('/search?q=triangle')).toContain('Searching...');
  });
});
