import { describe, expect, it } from 'vitest';
import { PYTHON_TOPIC_PAGE, TOPICS } from '@/test-support/programming-fixtures';
import { pageHeadInput as input } from '@/test-support/page-head-input';
import { topicHead, topicsHead } from './page-head';

describe('the programming pages’ heads', () => {
  it('/programming-topics names its first topics', () => {
    const head = topicsHead(input('/programming-topics', [{ topics: TOPICS }]));
    expect(head.title).toBe('Programming Topics & Code Questions | ExamPrep');
    expect(head.description).toContain('Python Basics, SQL Joins, Data Structures');
  });

  it('/programming-topics/{slug}: its texts and an Article; unknown is a 404', () => {
    const head = topicHead(input('/programming-topics/python-basics', [PYTHON_TOPIC_PAGE], 'hi'));
    expect(head).toMatchObject({ status: 200, title: 'Python Basics – कोड प्रश्न | ExamPrep', description: 'Strings, lists and loops.' });
    expect(head.keywords).toEqual(['Python Basics', 'Python', 'python', 'strings']);
    expect(head.structuredData!('https://example.org/hi/programming-topics/python-basics')).toMatchObject({
      '@type': 'Article',
      headline: 'Python Basics',
      articleSection: 'Python',
      datePublished: '2026-02-01T09:00:00.000Z',
      dateModified: '2026-02-03T09:00:00.000Z',
    });
    expect(topicHead(input('/programming-topics/nope', [undefined]))).toMatchObject({ status: 404, noindex: true });
  });
});
