import { describe, expect, it } from 'vitest';
import { questionsMeta, subtopicsMeta, topicsMeta } from './page-meta';

const topics = ['general-aptitude', 'logical-reasoning', 'computer-science', 'english-language', 'general-awareness'];

describe('topic list metadata', () => {
  it("uses '{n}+ Practice Topics' only above 8 topics", () => {
    expect(topicsMeta(topics).title).not.toMatch(/\d\+/);
    const eight = Array.from({ length: 8 }, (_, i) => `topic-${i}`);
    expect(topicsMeta(eight).title).not.toMatch(/\d\+/);
    const nine = [...eight, 'topic-8'];
    expect(topicsMeta(nine).title).toMatch(/^9\+ Practice Topics/);
  });

  it('names the first 4 topics, title-cased, in description and keywords', () => {
    const meta = topicsMeta(topics);
    expect(meta.description).toContain('General Aptitude, Logical Reasoning, Computer Science, English Language and more');
    expect(meta.description).not.toContain('General Awareness');
    expect(meta.keywords.slice(0, 4)).toEqual(['General Aptitude', 'Logical Reasoning', 'Computer Science', 'English Language']);
    expect(meta.keywords).not.toContain('General Awareness');
  });

  it('words short lists naturally and copes with none', () => {
    expect(topicsMeta(['general-aptitude', 'logical-reasoning']).description).toContain('General Aptitude and Logical Reasoning.');
    expect(topicsMeta([]).description).not.toContain(':');
  });
});

describe('subtopic page metadata', () => {
  const six = ['percentages', 'profit-and-loss', 'time-and-work', 'simple-and-compound-interest', 'data-interpretation', 'averages'];

  it("is titled 'Prepare for {Topic}', with a count above 5 subtopics", () => {
    expect(subtopicsMeta('logical-reasoning', six.slice(0, 5)).title).toBe('Prepare for Logical Reasoning');
    expect(subtopicsMeta('general-aptitude', six).title).toBe('Prepare for General Aptitude: 6 Subtopics');
    expect(subtopicsMeta('general-aptitude', []).title).toBe('Prepare for General Aptitude');
  });

  it('names the first 4 subtopics', () => {
    const meta = subtopicsMeta('general-aptitude', six);
    expect(meta.description).toContain('Percentages, Profit And Loss, Time And Work, Simple And Compound Interest and more');
    expect(meta.description).not.toContain('Data Interpretation');
    expect(meta.keywords).toContain('Simple And Compound Interest');
    expect(meta.keywords).not.toContain('Data Interpretation');
  });
});

describe('question page metadata', () => {
  it('names the subtopic, topic and exam', () => {
    expect(questionsMeta('general-aptitude', 'percentages', undefined, 10).title).toBe('Percentages Questions – General Aptitude');
    const exam = questionsMeta('general-aptitude', 'percentages', 'SSC CGL', 4);
    expect(exam.title).toBe('Percentages Questions for SSC CGL – General Aptitude');
    expect(exam.description).toMatch(/^4 free Percentages practice questions for SSC CGL/);
    expect(exam.keywords).toContain('SSC CGL');
  });
});
