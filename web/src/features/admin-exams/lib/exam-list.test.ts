import { describe, expect, it } from 'vitest';
import { adminExamsPath } from './exam-list';

describe('adminExamsPath', () => {
  it('always sends page and limit 10', () => {
    expect(adminExamsPath({ page: 1, search: '', examLevel: '' })).toBe('/api/exams/admin/all?page=1&limit=10');
  });
  it('adds the trimmed search and the level when set, encoded', () => {
    expect(adminExamsPath({ page: 3, search: '  ssc cgl ', examLevel: 'Post Graduate' })).toBe(
      '/api/exams/admin/all?page=3&limit=10&search=ssc+cgl&exam_level=Post+Graduate',
    );
    expect(adminExamsPath({ page: 2, search: 'a&b', examLevel: '' })).toBe('/api/exams/admin/all?page=2&limit=10&search=a%26b');
  });
  it('never sends a page below 1', () => {
    expect(adminExamsPath({ page: 0, search: '', examLevel: '' })).toContain('page=1&');
    expect(adminExamsPath({ page: Number.NaN, search: '', examLevel: '' })).toContain('page=1&');
  });
});
