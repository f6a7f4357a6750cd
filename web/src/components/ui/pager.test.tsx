import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { WithI18n } from '@/i18n/test-support';
import { describe, expect, it } from 'vitest';
import { Pager } from './pager';

/** The pager as the server renders it (link mode needs a router, as on every page of the app). */
const render = (pager: ReactElement) =>
  renderToStaticMarkup(
    <WithI18n>
      <StaticRouter location="/list">{pager}</StaticRouter>
    </WithI18n>,
  );

/** The pager's numbered entries: [label, text, whether it is the current page]. */
const numbers = (html: string) =>
  [...html.matchAll(/<(?:a|button)[^>]*?(aria-current="page" )?aria-label="(Page \d+)"[^>]*>(\d+)<\/(?:a|button)>/g)].map(
    ([, current, label, text]) => [label, text, Boolean(current)],
  );

/** The pager's links: [text, rel, href] (href as written in the HTML, & escaped). */
const links = (html: string) =>
  [...html.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)].map(([, attributes, text]) => [
    text,
    /rel="([^"]+)"/.exec(attributes)?.[1],
    /href="([^"]+)"/.exec(attributes)?.[1],
  ]);

const hrefForPage = (page: number) => (page === 1 ? '/list?q=a%20b' : `/list?q=a%20b&page=${page}`);

describe('Pager', () => {
  it('calls back with buttons: Previous disabled on page 1, the current page marked', () => {
    const html = render(<Pager page={1} totalPages={3} onChange={() => {}} label="Question pages" />);
    expect(html).toMatch(/^<nav class="[^"]+" aria-label="Question pages">/);
    expect(html).not.toContain('<a ');
    expect(html).toContain('<button type="button" class="btn btn-outline" disabled="">Previous</button>');
    expect(html).toContain('<button type="button" class="btn btn-outline">Next</button>');
    expect(numbers(html)).toEqual([
      ['Page 1', '1', true],
      ['Page 2', '2', false],
      ['Page 3', '3', false],
    ]);
  });

  it('link mode: every page is a real link to its address, built by hrefForPage', () => {
    const html = render(<Pager page={2} totalPages={3} hrefForPage={hrefForPage} label="Result pages" />);
    expect(html).toMatch(/^<nav class="[^"]+" aria-label="Result pages">/);
    expect(html).not.toContain('<button');
    expect(links(html)).toEqual([
      ['Previous', 'prev', '/list?q=a%20b'],
      ['1', undefined, '/list?q=a%20b'],
      ['2', undefined, '/list?q=a%20b&amp;page=2'],
      ['3', undefined, '/list?q=a%20b&amp;page=3'],
      ['Next', 'next', '/list?q=a%20b&amp;page=3'],
    ]);
    expect(html).toMatch(/<a class="btn btn-outline" rel="prev" href=/);
    expect(numbers(html)).toEqual([
      ['Page 1', '1', false],
      ['Page 2', '2', true],
      ['Page 3', '3', false],
    ]);
  });

  it('link mode: no link past either end, only dimmed text marked disabled', () => {
    const first = render(<Pager page={1} totalPages={2} hrefForPage={hrefForPage} />);
    expect(first).toMatch(/<span class="btn btn-outline [^"]+" aria-disabled="true">Previous<\/span>/);
    expect(links(first).filter(([text]) => text === 'Previous' || text === 'Next')).toEqual([['Next', 'next', '/list?q=a%20b&amp;page=2']]);
    const last = render(<Pager page={2} totalPages={2} hrefForPage={hrefForPage} />);
    expect(links(last).filter(([text]) => text === 'Previous' || text === 'Next')).toEqual([['Previous', 'prev', '/list?q=a%20b']]);
    expect(last).toMatch(/<span class="btn btn-outline [^"]+" aria-disabled="true">Next<\/span>/);
  });

  it('link mode: a window of page links with gaps among many pages, and nothing for a single page', () => {
    const html = render(<Pager page={50} totalPages={100} hrefForPage={hrefForPage} />);
    expect(numbers(html).map(([label]) => label)).toEqual(['Page 1', 'Page 48', 'Page 49', 'Page 50', 'Page 51', 'Page 52', 'Page 100']);
    expect(html.match(/aria-hidden="true">…<\/li>/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Page 100" href="/list?q=a%20b&amp;page=100"');
    expect(render(<Pager page={1} totalPages={1} hrefForPage={hrefForPage} />)).toBe('');
  });
});
