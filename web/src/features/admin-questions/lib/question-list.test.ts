import { describe, expect, it } from 'vitest';
import type { QuestionRecord } from '../../../api/questions';
import {
  filtersOfType,
  initialFilters,
  pageOfQuestions,
  previewText,
  questionListView,
  questionsPath,
  searchQuestions,
  usesExam,
  usesSubtopic,
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

describe('searchQuestions', () => {
  const records = [
    record(1, '<p>A <strong>train</strong> runs at 60 km/h</p>', '120 km'),
    record(2, '<p>Find the simple interest</p>', '<p>Rs. 500</p>'),
    record(3, '<p>Which is a prime?</p>', 'Seven'),
  ];
  it('matches question text or answer, ignoring case and formatting', () => {
    expect(searchQuestions(records, 'TRAIN runs').map((r) => r.question._id)).toEqual(['q1']);
    expect(searchQuestions(records, 'rs. 500').map((r) => r.question._id)).toEqual(['q2']);
    expect(searchQuestions(records, 'seven').map((r) => r.question._id)).toEqual(['q3']);
    expect(searchQuestions(records, 'strong')).toEqual([]);
  });
  it('keeps everything for a blank search', () => {
    expect(searchQuestions(records, '   ')).toHaveLength(3);
  });
});

describe('pageOfQuestions', () => {
  const many = Array.from({ length: 25 }, (_, index) => record(index + 1, `<p>Question ${index + 1}</p>`));
  it('pages by 10', () => {
    const first = pageOfQuestions(many, 1);
    expect(first.rows.map((r) => r.question._id)).toEqual(many.slice(0, 10).map((r) => r.question._id));
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: 25, first: 1, last: 10 });
    const last = pageOfQuestions(many, 3);
    expect(last).toMatchObject({ page: 3, first: 21, last: 25 });
    expect(last.rows).toHaveLength(5);
  });
  it('clamps a page that no longer exists (after a delete or a search)', () => {
    expect(pageOfQuestions(many, 9).page).toBe(3);
    expect(pageOfQuestions(many, 0).page).toBe(1);
    expect(pageOfQuestions(many.slice(0, 4), 2)).toMatchObject({ page: 1, pageCount: 1, first: 1, last: 4 });
  });
  it('an empty list is one page with nothing shown', () => {
    expect(pageOfQuestions([], 1)).toMatchObject({ rows: [], page: 1, pageCount: 1, total: 0, first: 0, last: 0 });
  });
});

describe('questionListView', () => {
  it('pages the records the search finds, and nothing before an answer', () => {
    const many = Array.from({ length: 25 }, (_, i) => record(i + 1, i % 2 ? `Train ${i + 1}` : `Boat ${i + 1}`));
    expect(questionListView(many, { page: 2, search: 'train' })).toMatchObject({ page: 2, pageCount: 2, total: 12, first: 11, last: 12 });
    expect(questionListView(undefined, { page: 1, search: '' })).toMatchObject({ rows: [], total: 0 });
  });
});
