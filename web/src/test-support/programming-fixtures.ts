/*
 * Programming topics and code questions for the fake API (fake-api.ts): three topics in two categories, one
 * featured; the Python topic's first question has its solution in Python and Java (tabs) and a text block.
 *
 *   setupScreenTests(...programmingHandlers())
 */
import { HttpResponse, type HttpHandler } from 'msw';
import type { CodeQuestion, ProgrammingTopicPage, ProgrammingTopicSummary } from '@exam-prep/contract/public/programming';
import { answer } from './fake-api';

type Basics = Pick<ProgrammingTopicSummary, 'slug' | 'title' | 'description' | 'category' | 'difficulty' | 'tags' | 'featured'>;

export const topicSummary = (basics: Basics, extra: Partial<ProgrammingTopicSummary> = {}): ProgrammingTopicSummary => ({
  _id: `topic-${basics.slug}`,
  question_count: 0,
  createdAt: '2026-02-01T09:00:00.000Z',
  updatedAt: '2026-02-03T09:00:00.000Z',
  locale: 'en',
  ...basics,
  ...extra,
});

export const TOPICS: ProgrammingTopicSummary[] = [
  topicSummary(
    {
      slug: 'python-basics',
      title: 'Python Basics',
      description: 'Strings, lists and loops.',
      category: 'Python',
      difficulty: 'Beginner',
      tags: ['python', 'strings'],
      featured: true,
    },
    { question_count: 2 },
  ),
  topicSummary(
    {
      slug: 'sql-joins',
      title: 'SQL Joins',
      description: 'Inner, left and self joins.',
      category: 'Databases',
      difficulty: 'Intermediate',
      tags: ['sql', 'dbms'],
      featured: false,
    },
    { question_count: 1 },
  ),
  topicSummary({
    slug: 'data-structures',
    title: 'Data Structures',
    description: 'Stacks, queues and linked lists.',
    category: 'Python',
    difficulty: 'Advanced',
    tags: ['dsa'],
    featured: false,
  }),
];

export const REVERSE_QUESTION: CodeQuestion = {
  _id: 'cq-reverse',
  title: 'Reverse a <b>String</b>',
  description: '<p>Return the string backwards.</p>',
  description_html: '<p>Return the string backwards.</p>',
  difficulty: 'Easy',
  order: 0,
  locale: 'en',
  content_blocks: [
    // Stored out of order: the page sorts by order.
    {
      type: 'code',
      order: 2,
      code: 'String reverse(String s) {\n  return new StringBuilder(s).reverse().toString();\n}',
      language: 'java',
      label: 'Solution 2',
      code_html: '<span class="hljs-type">String</span> reverse(String s) {…}',
    },
    {
      type: 'code',
      order: 1,
      code: 'def reverse(s):\n    return s[::-1]',
      language: 'Python',
      label: 'Solution 1',
      code_html:
        '<span class="hljs-keyword">def</span> <span class="hljs-title function_">reverse</span>(s):\n    <span class="hljs-keyword">return</span> s[::-<span class="hljs-number">1</span>]',
    },
    { type: 'text', order: 3, text_content: '<p>Slicing copies the string.</p>', text_html: '<p>Slicing copies the string.</p>' },
  ],
};

export const COUNT_QUESTION: CodeQuestion = {
  _id: 'cq-count',
  title: 'Count vowels',
  description: '',
  description_html: '',
  difficulty: 'Medium',
  order: 1,
  locale: 'en',
  content_blocks: [
    {
      type: 'code',
      order: 0,
      code: 'sum(c in "aeiou" for c in s)',
      language: 'python',
      label: '',
      code_html:
        '<span class="hljs-built_in">sum</span>(c <span class="hljs-keyword">in</span> <span class="hljs-string">&quot;aeiou&quot;</span> <span class="hljs-keyword">for</span> c <span class="hljs-keyword">in</span> s)',
    },
  ],
};

export const PYTHON_TOPIC_PAGE: ProgrammingTopicPage = {
  topic: TOPICS[0]!,
  questions: [COUNT_QUESTION, REVERSE_QUESTION],
  question_count: 2,
};

export const EMPTY_TOPIC_PAGE: ProgrammingTopicPage = { topic: TOPICS[2]!, questions: [], question_count: 0 };

/** The list, the featured ones, the categories, and a topic's page by its slug (404 otherwise). */
export function programmingHandlers(
  topics: ProgrammingTopicSummary[] = TOPICS,
  pages: ProgrammingTopicPage[] = [PYTHON_TOPIC_PAGE, EMPTY_TOPIC_PAGE],
): HttpHandler[] {
  return [
    answer('listProgrammingTopics', { topics }),
    answer(
      'listFeaturedProgrammingTopics',
      topics.filter((topic) => topic.featured),
    ),
    answer('listProgrammingCategories', { categories: [...new Set(topics.map((topic) => topic.category))].sort() }),
    answer(
      'getProgrammingTopicBySlug',
      ({ params }) =>
        pages.find((page) => page.topic.slug === params.slug) ??
        HttpResponse.json({ error: 'Programming topic not found', message: 'Programming topic not found' }, { status: 404 }),
    ),
  ];
}
