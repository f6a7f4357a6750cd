import { describe, expect, it } from 'vitest';
import type { TranslationAnswer } from '@exam-prep/contract/admin/translations';
import { blankLike, joinList, orNull, splitList, startingTexts } from './texts';

describe('translation form texts', () => {
  it('start from the stored translation, or from empty texts of the English shape', () => {
    const answer: TranslationAnswer<'questions'> = {
      _id: 'q1',
      type: 'questions',
      locale: 'hi',
      english: { question: '<p>2+2?</p>', explanation: '<p>Four.</p>', options: ['3', '4', '5'] },
      translation: null,
      shared: [],
    };
    expect(startingTexts(answer)).toEqual({ question: '', explanation: null, options: ['', '', ''] });
    const stored = { question: '<p>2+2 कितना?</p>', explanation: null, options: ['तीन', 'चार', 'पाँच'] };
    expect(startingTexts({ ...answer, translation: stored })).toBe(stored);
  });

  it('keep the English structure: sections and their topics, dates, items and which blocks are code', () => {
    const pattern = blankLike('exam-patterns', {
      exam_name: 'SSC',
      description: 'd',
      sections: [{ section_name: 'Quant', topics: ['Percentages', 'Ratio'] }],
      eligibility_criteria: { education_qualification: 'Graduate', nationality: null, experience_required: null },
      important_dates: [{ event: 'Exam', date: 'May' }],
      preparation_strategy: {
        recommended_study_time: null,
        important_topics: ['x'],
        practice_tips: [],
        reference_books: [],
        online_resources: [],
      },
      language_options: ['English'],
      tags: ['ssc'],
      success_rate: null,
      average_score: null,
      cutoff_marks: { general: '130', obc: null, sc: null, st: null },
    });
    expect(pattern.sections).toEqual([{ section_name: '', topics: ['', ''] }]);
    expect(pattern.important_dates).toEqual([{ event: '', date: null }]);
    expect(pattern.tags).toEqual([]);
    const sheet = blankLike('cheatsheets', {
      title: 'Python',
      description: null,
      tags: [],
      categories: [],
      items: [
        { title: 'Print', description: null, category: 'basics', text_content: null, blocks: [] },
        { title: 'Notes', description: null, category: 'basics', text_content: '<p>x</p>', blocks: [] },
        { title: 'Mixed', description: null, category: 'basics', text_content: null, blocks: [null, '<p>y</p>'] },
      ],
    });
    expect(sheet.items.map((item) => [item.text_content, item.blocks])).toEqual([
      [null, []],
      ['', []],
      [null, [null, '']],
    ]);
  });

  it('lists are written comma-separated; an empty optional text is sent as null', () => {
    expect(splitList(' एसएससी, , स्नातक ')).toEqual(['एसएससी', 'स्नातक']);
    expect(joinList(['a', 'b'])).toBe('a, b');
    expect(orNull('  ')).toBeNull();
    expect(orNull('x')).toBe('x');
  });
});
