import { describe, expect, it } from 'vitest';
import { checkAnswerHeaders } from '#src/check.js';

/** A page of a question list carries its totals in headers the route table describes. */
describe('checkAnswerHeaders', () => {
  const headers = (values: Record<string, string>) => (name: string) => values[name.toLowerCase()] ?? null;
  const list = '/api/questions/subtopic/percentages';

  it('accepts an unpaged list without the headers and a page with them', () => {
    expect(checkAnswerHeaders('GET', list, 200, headers({}))).toBeUndefined();
    const page = { 'x-total-count': '23', link: `<${list}?limit=10&page=2>; rel="next"` };
    expect(checkAnswerHeaders('GET', list, 200, headers(page))).toBeUndefined();
    expect(checkAnswerHeaders('GET', '/api/questions/all/exam/SSC%20CGL', 200, headers(page))).toBeUndefined();
  });

  it('refuses a total that is not a count', () => {
    expect(checkAnswerHeaders('GET', list, 200, headers({ 'x-total-count': '-1' }))?.message).toMatch(/X-Total-Count/);
    expect(checkAnswerHeaders('GET', list, 200, headers({ 'x-total-count': 'many' }))?.message).toMatch(/X-Total-Count/);
  });

  it('ignores calls whose answers describe no headers', () => {
    expect(checkAnswerHeaders('GET', '/api/topics/all', 200, headers({ 'x-total-count': 'many' }))).toBeUndefined();
  });
});
