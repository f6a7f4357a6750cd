import { describe, expect, it } from 'vitest';
import type { QuestionRecord } from '@/api/questions';
// The list's addresses and view first, then its filter rules and preview.
import {
  questionsPath,
  questionsPagePath,
  questionListView,
  filtersOfType,
  initialFilters,
  usesSubtopic,
  usesExam,
  previewText,
} from './question-list';

const record = (id: number, question: string, answer = 'x'): QuestionRecord => ({
  question: {
    _id: `q${id}`,
    question,
    question_type: 'text',
    question_image_url: null,
    answer,
    explanation: null,
    subtopic_id: 's',
    exam_ids: [],
    locale: 'en',
  },
  options: [],
});

describe('questionsPath', () => {
  it('loads nothing for all, or while a selection is missing', () => {
    expect(questionsPath({ filterType: 'all', subtopicName: 'percentage', examName: 'SSC CGL' })).toBeNull();
    expect(questionsPath({ filterType: 'subtopic', subtopicName: '', examName: '' })).toBeNull();
    expect(questionsPath({ filterType: 'exam', subtopicName: 'x', examName: '' })).toBeNull();
    expect(questionsPath({ filterType: 'both', subtopicName: 'x', examName: '' })).toBeNull();
    expect(questionsPath({ filterType: 'both', subtopicName: '', examName: 'y' })).toBeNull();
  });
  it('uses the admin list calls, names encoded', () => {
    expect(questionsPath({ filterType: 'subtopic', subtopicName: 'time-and-work', examName: 'ignored' })).toBe(
      '/api/questions/all/subtopic/time-and-work',
    );
    expect(questionsPath({ filterType: 'exam', subtopicName: '', examName: 'SSC CGL' })).toBe('/api/questions/all/exam/SSC%20CGL');
    expect(questionsPath({ filterType: 'both', subtopicName: 'percentage', examName: 'IBPS PO/Clerk' })).toBe(
      '/api/questions/all/exam/IBPS%20PO%2FClerk/subtopic/percentage',
    );
  });
});

describe('filter transitions', () => {
  it('changing the filter type clears both selections', () => {
    expect(filtersOfType('exam')).toEqual({ filterType: 'exam', subtopicName: '', examName: '' });
    expect(filtersOfType('all')).toEqual(initialFilters);
  });
  it('knows which selectors each type uses', () => {
    expect([usesSubtopic('all'), usesSubtopic('subtopic'), usesSubtopic('exam'), usesSubtopic('both')]).toEqual([false, true, false, true]);
    expect([usesExam('all'), usesExam('subtopic'), usesExam('exam'), usesExam('both')]).toEqual([false, false, true, true]);
  });
});

describe('previewText', () => {
  it('strips formatting', () => {
    expect(previewText('<p>What is <strong>25%</strong> of <em>80</em>?</p>')).toBe('What is 25% of 80?');
  });
  it('cuts at 80 characters with an ellipsis', () => {
    const long = 'a'.repeat(79) + 'bcd';
    expect(previewText(`<p>${long}</p>`)).toBe('a'.repeat(79) + 'b...');
    expect(previewText('x'.repeat(80))).toBe('x'.repeat(80));
    expect(previewText('<h1>' + 'y'.repeat(81) + '</h1>')).toHaveLength(83);
  });
});

describe('questionsPagePath', () => {
  it('asks the server for one page of 10, with the search when there is one', () => {
    const filters = { filterType: 'exam' as const, subtopicName: '', examName: 'SSC CGL' };
    expect(questionsPagePath(filters, 1, '')).toBe('/api/questions/all/exam/SSC%20CGL?page=1&limit=10');
    expect(questionsPagePath(filters, 3, 'Rs. 500 & more')).toBe(
      '/api/questions/all/exam/SSC%20CGL?page=3&limit=10&search=Rs.+500+%26+more',
    );
    expect(questionsPagePath({ ...filters, filterType: 'both' }, 1, 'x')).toBeNull();
  });
});

describe('questionListView', () => {
  const many = Array.from({ length: 25 }, (_, index) => record(index + 1, `<p>Question ${index + 1}</p>`));
  it("shows the server's page, counted by its total", () => {
    const third = questionListView({ items: many.slice(20), total: 25, next: null, prev: '/p?page=2' }, { page: 3 });
    expect(third.rows.map((r) => r.question._id)).toEqual(['q21', 'q22', 'q23', 'q24', 'q25']);
    expect(third).toMatchObject({ pageCount: 3, total: 25, first: 21, last: 25 });
    expect(questionListView({ items: many.slice(0, 10), total: 10000, next: null, prev: null }, { page: 1 })).toMatchObject({
      pageCount: 1000,
      first: 1,
      last: 10,
    });
  });
  it('is empty before an answer, and for an empty selection', () => {
    expect(questionListView(undefined, { page: 1 })).toMatchObject({ rows: [], total: 0, pageCount: 1 });
    expect(questionListView({ items: [], total: 0, next: null, prev: null }, { page: 1 })).toMatchObject({ rows: [], total: 0 });
  });
});
