import { describe, expect, it } from 'vitest';
import { PREVIEW_LENGTH, questionPreview, questionSearchPath } from './question-picker';

describe('questionSearchPath', () => {
  it('searches a subtopic, an exam or both, ten a page, the text trimmed', () => {
    expect(questionSearchPath({ subtopicName: 'percentages', examName: '' }, 1, '')).toBe(
      '/api/questions/all/subtopic/percentages?page=1&limit=10',
    );
    expect(questionSearchPath({ subtopicName: '', examName: 'SSC CGL' }, 2, ' profit ')).toBe(
      '/api/questions/all/exam/SSC%20CGL?page=2&limit=10&search=profit',
    );
    expect(questionSearchPath({ subtopicName: 'time-and-work', examName: 'IBPS PO' }, 3, 'a&b')).toBe(
      '/api/questions/all/exam/IBPS%20PO/subtopic/time-and-work?page=3&limit=10&search=a%26b',
    );
  });

  it('loads nothing before a subtopic or an exam is chosen', () => {
    expect(questionSearchPath({ subtopicName: '', examName: '' }, 1, 'profit')).toBeNull();
  });
});

describe('questionPreview', () => {
  it('is the plain text, cut with an ellipsis', () => {
    expect(questionPreview('<p>What is <strong>25%</strong> of 80?</p>')).toBe('What is 25% of 80?');
    const long = `<p>${'word '.repeat(60)}</p>`;
    const preview = questionPreview(long);
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(PREVIEW_LENGTH + 1);
  });

  it('says so when a question has no text (a picture question)', () => {
    expect(questionPreview('<p></p>')).toBe('(no text: a picture question)');
    expect(questionPreview(null)).toBe('(no text: a picture question)');
  });
});
