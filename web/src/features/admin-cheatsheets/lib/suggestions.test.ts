import { describe, expect, it } from 'vitest';
import { filterSuggestions, SUGGESTIONS_CLOSE_DELAY_MS } from './suggestions';

const categories = ['Programming', 'Web Development', 'Database', 'DevOps', 'Data Science'];

describe('filterSuggestions', () => {
  it('keeps every category while nothing is typed (the field was only focused)', () => {
    expect(filterSuggestions(categories, '')).toEqual(categories);
    expect(filterSuggestions(categories, '   ')).toEqual(categories);
  });
  it('matches by containment, in any case', () => {
    expect(filterSuggestions(categories, 'data')).toEqual(['Database', 'Data Science']);
    expect(filterSuggestions(categories, 'OPS')).toEqual(['DevOps']);
    expect(filterSuggestions(categories, 'ment')).toEqual(['Web Development']);
  });
  it('gives nothing when no category contains the text', () => {
    expect(filterSuggestions(categories, 'quantum')).toEqual([]);
    expect(filterSuggestions([], 'x')).toEqual([]);
  });
  it('closes 200 ms after blur', () => {
    expect(SUGGESTIONS_CLOSE_DELAY_MS).toBe(200);
  });
});
