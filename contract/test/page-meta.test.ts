import { describe, expect, it } from 'vitest';
import {
  cheatsheetPageMeta,
  examPatternPageMeta,
  examPatternsPageMeta,
  fullTitle,
  listText,
  questionsPageMeta,
  searchPageMeta,
  subtopicsPageMeta,
  testTopicsPageMeta,
  titleCase,
  topicsPageMeta,
} from '#src/page-meta.js';

const topics = (...names: string[]) => names.map((topic_name) => ({ topic_name }));
const subtopics = (...names: string[]) => names.map((subtopic_name) => ({ subtopic_name }));

describe('page texts', () => {
  it('titleCase, listText and fullTitle', () => {
    expect(titleCase('general-aptitude')).toBe('General Aptitude');
    expect(titleCase('time_and  work')).toBe('Time And Work');
    expect(listText([], 0)).toBe('');
    expect(listText(['A'], 1)).toBe('A');
    expect(listText(['A', 'B', 'C'], 3)).toBe('A, B and C');
    expect(listText(['A', 'B', 'C', 'D'], 9)).toBe('A, B, C, D and more');
    expect(fullTitle('Saved Questions')).toBe('Saved Questions | ExamPrep');
    expect(fullTitle('ExamPrep – Free Practice')).toBe('ExamPrep – Free Practice');
  });

  it('the topics page names the first 4 topics, and counts them in the title above 8', () => {
    const few = topicsPageMeta(topics('general-aptitude', 'reasoning'));
    expect(few.title).toBe('Practice Topics for Competitive Exams');
    expect(few.description).toBe(
      'Free practice questions with clear explanations for SSC, banking, RRB and other competitive exams: General Aptitude and Reasoning.',
    );
    const many = topicsPageMeta(topics('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'));
    expect(many.title).toBe('9+ Practice Topics for Competitive Exams');
    expect(many.description).toContain(': A, B, C, D and more.');
    expect(topicsPageMeta([]).description).toBe(
      'Free practice questions with clear explanations for SSC, banking, RRB and other competitive exams.',
    );
  });

  it('the subtopics and questions pages', () => {
    expect(subtopicsPageMeta('general-aptitude', subtopics('a', 'b', 'c', 'd', 'e', 'f')).title).toBe(
      'Prepare for General Aptitude: 6 Subtopics',
    );
    expect(subtopicsPageMeta('general-aptitude', subtopics('time-and-work')).title).toBe('Prepare for General Aptitude');
    const questions = questionsPageMeta({
      topicName: 'general-aptitude',
      subtopicName: 'time-and-work',
      examName: 'SSC CGL',
      questionCount: 12,
    });
    expect(questions.title).toBe('Time And Work Questions for SSC CGL – General Aptitude');
    expect(questions.description.startsWith('12 free Time And Work practice questions for SSC CGL')).toBe(true);
    expect(questions.keywords).toContain('SSC CGL Time And Work');
    expect(
      questionsPageMeta({ topicName: 'x', subtopicName: 'y', questionCount: 0 }).description.startsWith('Free Y practice questions with'),
    ).toBe(true);
    expect(testTopicsPageMeta(topics('reasoning')).description).toBe(
      'Take free 30-minute timed mock tests with instant scoring and a full question review: Reasoning and more.',
    );
  });

  it('the practice pages at their thresholds (moved from the web app, which now renders these builders)', () => {
    const five = topics('general-aptitude', 'logical-reasoning', 'computer-science', 'english-language', 'general-awareness');
    const eight = topics(...Array.from({ length: 8 }, (_, i) => `topic-${i}`));
    expect(topicsPageMeta(eight).title).toBe('Practice Topics for Competitive Exams');
    expect(topicsPageMeta(five).title).toBe('Practice Topics for Competitive Exams');
    const named = topicsPageMeta(five);
    expect(named.description).toContain('General Aptitude, Logical Reasoning, Computer Science, English Language and more');
    expect(named.description).not.toContain('General Awareness');
    expect(named.keywords.slice(0, 4)).toEqual(['General Aptitude', 'Logical Reasoning', 'Computer Science', 'English Language']);
    expect(named.keywords).not.toContain('General Awareness');

    const six = subtopics(
      'percentages',
      'profit-and-loss',
      'time-and-work',
      'simple-and-compound-interest',
      'data-interpretation',
      'averages',
    );
    expect(subtopicsPageMeta('logical-reasoning', six.slice(0, 5)).title).toBe('Prepare for Logical Reasoning');
    expect(subtopicsPageMeta('general-aptitude', []).title).toBe('Prepare for General Aptitude');
    const sub = subtopicsPageMeta('general-aptitude', six);
    expect(sub.description).toContain('Percentages, Profit And Loss, Time And Work, Simple And Compound Interest and more');
    expect(sub.description).not.toContain('Data Interpretation');
    expect(sub.keywords).toContain('Simple And Compound Interest');
    expect(sub.keywords).not.toContain('Data Interpretation');

    expect(questionsPageMeta({ topicName: 'general-aptitude', subtopicName: 'percentages', questionCount: 10 }).title).toBe(
      'Percentages Questions – General Aptitude',
    );
    const forExam = questionsPageMeta({
      topicName: 'general-aptitude',
      subtopicName: 'percentages',
      examName: 'SSC CGL',
      questionCount: 4,
    });
    expect(forExam.description).toMatch(/^4 free Percentages practice questions for SSC CGL/);
    expect(forExam.keywords).toContain('SSC CGL');
  });

  it('exam patterns and cheatsheets, from the API shapes', () => {
    expect(examPatternsPageMeta([{ exam_name: 'SSC CGL' }, { exam_name: 'IBPS PO' }]).description).toContain('such as SSC CGL, IBPS PO:');
    const long = examPatternPageMeta({ exam_name: 'SSC CGL', description: 'x'.repeat(200), tags: ['ssc'] });
    expect(long.description).toBe(`${'x'.repeat(152)}...`);
    expect(long.keywords).toEqual(['SSC CGL', 'SSC CGL exam pattern', 'SSC CGL syllabus', 'ssc']);
    expect(examPatternPageMeta({ exam_name: 'NEET', description: '', tags: [] }).description).toBe(
      'NEET: exam pattern, marking scheme, eligibility and preparation strategy.',
    );
    expect(cheatsheetPageMeta({ title: 'Git', description: null, category: 'Tools', tags: ['vcs'] })).toEqual({
      title: 'Git Cheatsheet',
      description: 'Git: a free quick-reference cheatsheet.',
      keywords: ['Git', 'Git cheatsheet', 'Tools', 'vcs'],
    });
  });

  it('the search page: the query in its title (trimmed, long ones cut at a word), never indexed', () => {
    expect(searchPageMeta('')).toMatchObject({ title: 'Search', noindex: true });
    expect(searchPageMeta('   ').title).toBe('Search');
    const found = searchPageMeta('  triangle ');
    expect(found).toMatchObject({ title: 'Search: triangle', noindex: true, keywords: [] });
    expect(found.description).toContain('“triangle”');
    const long = searchPageMeta(`${'word '.repeat(40)}end`);
    expect(long.title.length).toBeLessThanOrEqual('Search: '.length + 60);
    expect(long.title).toMatch(/^Search: word( word)*…$/);
  });
});
