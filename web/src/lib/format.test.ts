import { describe, expect, it } from 'vitest';
import { formatRupees, titleCase, uploadUrl } from './format';

describe('titleCase', () => {
  it('shows stored slugs title-cased', () => {
    expect(titleCase('general-aptitude')).toBe('General Aptitude');
    expect(titleCase('simple-and-compound-interest')).toBe('Simple And Compound Interest');
    expect(titleCase('dbms-and-sql')).toBe('Dbms And Sql');
    expect(titleCase('percentages')).toBe('Percentages');
  });
});

describe('uploadUrl', () => {
  it('builds /uploads/{name} from a bare file name, and leaves full addresses alone', () => {
    expect(uploadUrl('chart_1a2b.png')).toBe('/uploads/chart_1a2b.png');
    expect(uploadUrl('/uploads/chart.png')).toBe('/uploads/chart.png');
    expect(uploadUrl('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(uploadUrl(null)).toBeUndefined();
  });
});

describe('formatRupees', () => {
  it('uses Indian digit grouping', () => {
    expect(formatRupees(1200)).toBe('₹1,200');
    expect(formatRupees(150000)).toBe('₹1,50,000');
  });
});
