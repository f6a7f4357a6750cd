import { describe, expect, it } from 'vitest';
import { filterExamPatterns, MAX_SHOWN, shownExamPatterns } from './filter';

const patterns = [
  { exam_name: 'SSC CGL Tier 1', exam_level: 'Graduate', exam_mode: 'Online', description: 'Combined Graduate Level screening test.' },
  {
    exam_name: 'NDA & NA Written Exam',
    exam_level: 'Certificate',
    exam_mode: 'Offline',
    description: 'Defence academy entrance after Class 12.',
  },
  { exam_name: 'NEET UG', exam_level: 'Certificate', exam_mode: 'Offline', description: 'Medical entrance: physics, chemistry, biology.' },
  { exam_name: 'RRB NTPC CBT 1', exam_level: 'All', exam_mode: 'Online', description: 'Railway non-technical posts.' },
  { exam_name: 'Odd one', exam_level: 'Graduate', exam_mode: null, description: null },
];
const names = (list: typeof patterns) => list.map((pattern) => pattern.exam_name);

describe('filterExamPatterns', () => {
  it('returns everything with no search and no level', () => {
    expect(filterExamPatterns(patterns, '', '')).toHaveLength(5);
    expect(filterExamPatterns(patterns, '   ', '')).toHaveLength(5);
  });

  it('searches the name case-insensitively', () => {
    expect(names(filterExamPatterns(patterns, 'ssc cgl', ''))).toEqual(['SSC CGL Tier 1']);
    expect(names(filterExamPatterns(patterns, '  NEET ', ''))).toEqual(['NEET UG']);
  });

  it('searches the level, the mode and the description too', () => {
    expect(names(filterExamPatterns(patterns, 'certificate', ''))).toEqual(['NDA & NA Written Exam', 'NEET UG']);
    expect(names(filterExamPatterns(patterns, 'OFFLINE', ''))).toEqual(['NDA & NA Written Exam', 'NEET UG']);
    expect(names(filterExamPatterns(patterns, 'railway', ''))).toEqual(['RRB NTPC CBT 1']);
  });

  it('does not search other fields', () => {
    expect(filterExamPatterns(patterns, 'tier 2', '')).toEqual([]);
  });

  it('filters by level exactly, not by containment or case', () => {
    expect(names(filterExamPatterns(patterns, '', 'All'))).toEqual(['RRB NTPC CBT 1']);
    expect(filterExamPatterns(patterns, '', 'graduate')).toEqual([]);
    expect(filterExamPatterns(patterns, '', 'Grad')).toEqual([]);
    expect(names(filterExamPatterns(patterns, '', 'Graduate'))).toEqual(['SSC CGL Tier 1', 'Odd one']);
  });

  it('combines search and level', () => {
    expect(names(filterExamPatterns(patterns, 'medical', 'Certificate'))).toEqual(['NEET UG']);
    expect(filterExamPatterns(patterns, 'medical', 'Graduate')).toEqual([]);
  });

  it('shows at most 12 in the All grid, the first ones in order', () => {
    const twenty = Array.from({ length: 20 }, (_, index) => index);
    expect(shownExamPatterns(twenty)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(shownExamPatterns(twenty)).toHaveLength(MAX_SHOWN);
    expect(shownExamPatterns([1, 2])).toEqual([1, 2]);
  });
});
