/*
 * Site search for the fake API (fake-api.ts): a few results of each kind, matched by a word of their title (any
 * case), filtered by `type`, paged by `page` and `limit` (10), as the proxy answers.
 *
 *   setupScreenTests(...searchHandlers())
 */
import type { HttpHandler } from 'msw';
import type { SearchResult } from '@exam-prep/contract/public/search';
import { answer, pageOf } from './fake-api';

const result = (type: SearchResult['type'], title: string, url: string): SearchResult => ({
  type,
  title,
  url,
  snippet: `About <mark>${title.split(' ')[0]!.toLowerCase()}</mark>.`,
  locale: 'en',
});

export const SEARCH_RESULTS: SearchResult[] = [
  result('question', 'Area of a triangle', '/questions/q-area/area-of-a-triangle'),
  result('question', 'Angles of a triangle', '/questions/q-angles/angles-of-a-triangle'),
  result('subtopic', 'Triangle geometry', '/practice/general-aptitude/triangle-geometry'),
  result('cheatsheet', 'Python Essentials', '/cheatsheets/python-essentials'),
  result('exam_pattern', 'SSC CGL Tier 1', '/exam-patterns/ssc-cgl-tier-1'),
];

export function searchHandlers(results: SearchResult[] = SEARCH_RESULTS): HttpHandler[] {
  return [
    answer('searchSite', ({ url }) => {
      const words = (url.searchParams.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const type = url.searchParams.get('type');
      const found = results.filter(
        (candidate) => (!type || candidate.type === type) && words.some((word) => candidate.title.toLowerCase().includes(word)),
      );
      const { items, pagination } = pageOf(found, url);
      return { results: items, total: found.length, pagination };
    }),
  ];
}
