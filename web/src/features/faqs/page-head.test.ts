import { describe, expect, it } from 'vitest';
import { FAQS, PYTHON_FAQ } from '@/test-support/faq-fixtures';
import { pageHeadInput as input } from '@/test-support/page-head-input';
import { faqHead, faqsHead } from './page-head';
import { filterFaqs } from './lib/faqs';

describe('the FAQ pages’ heads', () => {
  it('/faqs names its first topics, in both languages', () => {
    const head = faqsHead(input('/faqs', [{ faqs: FAQS }, []]));
    expect(head).toMatchObject({
      status: 200,
      title: 'Frequently Asked Interview Questions with Answers | ExamPrep',
      canonicalPath: '/faqs',
    });
    expect(head.description).toContain('Python Interview Questions, SSC CGL, IBPS PO, RRB NTPC');
    expect(faqsHead(input('/faqs', [{ faqs: [] }], 'hi')).title).toBe('अक्सर पूछे जाने वाले इंटरव्यू प्रश्न और उत्तर | ExamPrep');
  });

  it('/faqs/{slug}: its texts and an FAQPage of its first 5 questions by order; unknown is a 404', () => {
    const head = faqHead(input('/faqs/python-interview-questions', [PYTHON_FAQ]));
    expect(head).toMatchObject({ status: 200, title: 'Python Interview Questions – FAQs | ExamPrep', noindex: false });
    expect(head.keywords).toEqual(['Python Interview Questions', 'python', 'programming', 'interview', 'coding']);
    const data = head.structuredData!('https://example.org/faqs/python-interview-questions');
    expect(data).toMatchObject({ '@type': 'FAQPage', url: 'https://example.org/faqs/python-interview-questions' });
    const entities = data.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>;
    expect(entities.map((entity) => entity.name)).toEqual([
      'What is the difference between a list and a tuple?',
      'What does a generator do?',
      'Is Python & Java the same?',
      'What is PEP 8?',
      'What is a decorator?',
    ]);
    expect(entities[1]!.acceptedAnswer.text).toContain('It yields values one at a time');
    expect(entities[1]!.acceptedAnswer.text).not.toContain('<');
    expect(faqHead(input('/faqs/nope', [undefined]))).toMatchObject({ status: 404, noindex: true });
  });

  it('the list filter reads title, description and tags', () => {
    expect(filterFaqs(FAQS, 'TIERS').map((faq) => faq.slug)).toEqual(['ssc-cgl']);
    expect(filterFaqs(FAQS, 'railways').map((faq) => faq.slug)).toEqual(['rrb-ntpc']);
    expect(filterFaqs(FAQS, 'python').map((faq) => faq.slug)).toEqual(['python-interview-questions']);
    expect(filterFaqs(FAQS, '  ')).toHaveLength(4);
  });
});
