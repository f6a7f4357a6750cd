import { SEARCH_RESULT_TYPES } from '@exam-prep/contract/public/search';
import { describe, expect, it } from 'vitest';
import { serverTranslator } from '@/i18n/server';
import {
  queryLengthProblem as lengthIn,
  RESULT_TYPES,
  resultCountText as countIn,
  resultHref,
  resultTypeLabel as labelIn,
  searchFromParams,
} from './search-query';

const { t } = serverTranslator('en');
const hindi = serverTranslator('hi').t;
const resultTypeLabel = (type: string) => labelIn(type, t);
const resultCountText = (total: number, q: string, type?: Parameters<typeof countIn>[2]) => countIn(total, q, type, t);
const queryLengthProblem = (q: string) => lengthIn(q, t);

const params = (query: string) => new URLSearchParams(query);

describe('the search an address asks for', () => {
  it('reads q, type and page', () => {
    expect(searchFromParams(params('q=triangle&type=question&page=2'))).toEqual({ q: 'triangle', type: 'question', page: 2 });
    expect(searchFromParams(params('q=%20%20area%20of%20a%20circle%20'))).toEqual({ q: 'area of a circle', type: undefined, page: 1 });
  });

  it('is nothing to search without a query, or with only spaces', () => {
    expect(searchFromParams(params(''))).toBeUndefined();
    expect(searchFromParams(params('q='))).toBeUndefined();
    expect(searchFromParams(params('q=+++&type=question'))).toBeUndefined();
  });

  it('treats an unknown type as every type, and an odd page as the first', () => {
    expect(searchFromParams(params('q=x&type=video'))?.type).toBeUndefined();
    expect(searchFromParams(params('q=x&type=constructor'))?.type).toBeUndefined();
    for (const page of ['0', '-1', 'two', '1.5', '']) expect(searchFromParams(params(`q=x&page=${page}`))?.page, page).toBe(1);
  });

  it('keeps an over-long query whole: the API refuses it with its own message', () => {
    const long = 'a'.repeat(201);
    expect(searchFromParams(params(`q=${long}`))?.q).toBe(long);
  });
});

describe('result texts', () => {
  it('labels every contract type, and anything else as a result', () => {
    // The contract's list, whose values the web does not import (they come with zod).
    expect(RESULT_TYPES).toEqual(SEARCH_RESULT_TYPES);
    expect(resultTypeLabel('question')).toBe('Question');
    expect(resultTypeLabel('subtopic')).toBe('Subtopic');
    expect(resultTypeLabel('exam_pattern')).toBe('Exam pattern');
    expect(resultTypeLabel('cheatsheet')).toBe('Cheatsheet');
    expect(resultTypeLabel('faq')).toBe('FAQ');
    expect(resultTypeLabel('code_question')).toBe('Code question');
    expect(resultTypeLabel('video')).toBe('Result');
    expect(resultTypeLabel('toString')).toBe('Result');
    expect(labelIn('exam_pattern', hindi)).toBe('परीक्षा पैटर्न');
    expect(labelIn('video', hindi)).toBe('परिणाम');
  });

  it('counts the results of a query, with the type when filtered', () => {
    expect(resultCountText(23, 'triangle')).toBe('23 results for “triangle”');
    expect(resultCountText(1, 'x')).toBe('1 result for “x”');
    expect(resultCountText(0, 'x')).toBe('0 results for “x”');
    expect(resultCountText(4, 'sql', 'cheatsheet')).toBe('4 results for “sql” in Cheatsheets');
    expect(countIn(23, 'त्रिभुज', undefined, hindi)).toBe('“त्रिभुज” के लिए 23 परिणाम');
  });

  it('links a result only to a page of this site', () => {
    expect(resultHref('/questions/abc123/area-of-a-triangle')).toBe('/questions/abc123/area-of-a-triangle');
    expect(resultHref('/practice/general-aptitude/percentages')).toBe('/practice/general-aptitude/percentages');
    for (const away of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'questions/1', ''])
      expect(resultHref(away), away).toBeUndefined();
  });
});

describe('a query too long for the API', () => {
  it('is refused from 201 characters, as the API counts them, saying by how much', () => {
    expect(queryLengthProblem('a'.repeat(200))).toBeUndefined();
    expect(queryLengthProblem('')).toBeUndefined();
    expect(queryLengthProblem('a'.repeat(201))).toBe(
      'A search can be at most 200 characters long, and this one has 201. Shorten it and search again.',
    );
    // UTF-16 units, like the API's q.length: 101 emoji are 202.
    expect(queryLengthProblem('😀'.repeat(101))).toContain('this one has 202');
  });
});
