/*
 * FAQs for the fake API (fake-api.ts), shaped like the demo content: four topics, two featured, the Python one
 * with a highlighted code block in an answer.
 *
 *   setupScreenTests(...faqHandlers())
 */
import { HttpResponse, type HttpHandler } from 'msw';
import type { Faq, FaqQuestion, FaqSummary } from '@exam-prep/contract/public/faqs';
import { answer } from './fake-api';

type Basics = Pick<FaqSummary, 'slug' | 'topic_title' | 'description' | 'tags' | 'featured'>;

export const faqSummary = (basics: Basics, extra: Partial<FaqSummary> = {}): FaqSummary => ({
  _id: `faq-${basics.slug}`,
  is_active: true,
  views: 0,
  logo_url: '',
  createdAt: '2026-02-01T09:00:00.000Z',
  updatedAt: '2026-02-03T09:00:00.000Z',
  locale: 'en',
  ...basics,
  ...extra,
});

export const FAQS: FaqSummary[] = [
  faqSummary(
    {
      slug: 'python-interview-questions',
      topic_title: 'Python Interview Questions',
      description: 'Lists, dictionaries, generators and the questions interviewers ask about them.',
      tags: ['python', 'programming', 'interview', 'coding'],
      featured: true,
    },
    { logo_url: '/uploads/python_logo.png' },
  ),
  faqSummary({
    slug: 'ssc-cgl',
    topic_title: 'SSC CGL',
    description: 'Eligibility, age limits and the tiers of the Combined Graduate Level exam.',
    tags: ['ssc', 'cgl', 'government jobs'],
    featured: true,
  }),
  faqSummary({
    slug: 'ibps-po',
    topic_title: 'IBPS PO',
    description: 'Probationary officer recruitment: stages, attempts and the interview.',
    tags: ['banking', 'ibps'],
    featured: false,
  }),
  faqSummary({
    slug: 'rrb-ntpc',
    topic_title: 'RRB NTPC',
    description: 'Railway non-technical posts: the CBTs and the skill test.',
    tags: ['railways', 'rrb'],
    featured: false,
  }),
];

const question = (order: number, text: string, answerHtml: string): FaqQuestion => ({
  _id: `q-${order}`,
  question: text,
  answer: answerHtml,
  answer_html: answerHtml,
  order,
});

/** The Python FAQ, its questions stored out of order (the page sorts them), one answer with a code block. */
export const PYTHON_FAQ: Faq = {
  ...FAQS[0]!,
  questions: [
    question(
      2,
      'What does a generator do?',
      '<p>It yields values one at a time:</p><pre class="code-block" data-language="python"><code><span class="hljs-keyword">def</span> <span class="hljs-title function_">count</span>():\n    <span class="hljs-keyword">yield</span> <span class="hljs-number">1</span></code></pre>',
    ),
    question(1, 'What is the difference between a list and a tuple?', '<p>A list can change; a tuple cannot.</p>'),
    question(3, 'Is Python &amp; Java the same?', '<p>No.</p>'),
    question(4, 'What is PEP 8?', '<p>The style guide.</p>'),
    question(5, 'What is a decorator?', '<p>A function that wraps another.</p>'),
    question(6, 'What is the GIL?', '<p>A lock around the interpreter.</p>'),
  ],
};

/** An FAQ with no questions yet. */
export const EMPTY_FAQ: Faq = { ...FAQS[3]!, questions: [] };

/** The list, the featured ones, and an FAQ by its slug (404 otherwise). */
export function faqHandlers(faqs: FaqSummary[] = FAQS, full: Faq[] = [PYTHON_FAQ, EMPTY_FAQ]): HttpHandler[] {
  return [
    answer('listFaqs', { faqs }),
    answer(
      'listFeaturedFaqs',
      faqs.filter((faq) => faq.featured),
    ),
    answer(
      'getFaqBySlug',
      ({ params }) =>
        full.find((faq) => faq.slug === params.slug) ??
        HttpResponse.json({ error: 'FAQ not found', message: 'FAQ not found' }, { status: 404 }),
    ),
  ];
}
