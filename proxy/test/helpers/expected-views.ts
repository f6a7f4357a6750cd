import { expect } from 'vitest';
import { allKeys } from './stack.js';

/** What the public contract answers for the fixtures of helpers/fixtures.ts (fields that do not change). */

/** Strapi internals that must never reach a client. */
export const expectNoStrapiInternals = (body: unknown) => {
  const keys = allKeys(body);
  for (const leaked of ['id', 'documentId', 'publishedAt', 'data', 'attributes', 'meta', 'is_active', 'option_key']) {
    expect(keys.has(leaked), `response leaks "${leaked}"`).toBe(false);
  }
};

/** /api/exam-patterns/slug/ssc-cgl-tier-1, besides its _id, sections, views and dates. */
export const SSC_PATTERN_VIEW = {
  slug: 'ssc-cgl-tier-1',
  exam_name: 'SSC CGL Tier 1',
  exam_level: 'Graduate',
  exam_mode: 'Online',
  exam_frequency: 'Annual',
  featured: true,
  total_questions: 100,
  total_marks: 200,
  duration: 60,
  application_fee: 0,
  language_options: ['English', 'Hindi'],
  tags: ['ssc', 'graduate'],
  difficulty_level: 'Medium',
  competition_level: 'Medium',
  success_rate: '10-15%',
  average_score: '60-70',
  marking_scheme: { correct_answer: 2, wrong_answer: -0.5, negative_marking: true, negative_marking_value: 0.5 },
  eligibility_criteria: {
    age_limit: { min: 18, max: 32 },
    education_qualification: 'Graduate',
    nationality: 'Indian',
    experience_required: 'None',
  },
  preparation_strategy: {
    recommended_study_time: '4-6 months',
    important_topics: ['Percentages'],
    practice_tips: ['Mock tests'],
    reference_books: [],
    online_resources: [],
  },
  cutoff_marks: { general: '130-150', obc: '125-145', sc: '110-125', st: '100-115' },
};

export const SSC_PATTERN_SECTIONS = [
  {
    section_name: 'Quantitative Aptitude',
    section_code: 'QA',
    questions: 25,
    marks_per_question: 2,
    total_marks: 50,
    duration: 15,
    topics: [{ topic_name: 'Percentages', weightage: 20, difficulty_level: 'Medium' }],
    question_types: ['MCQ'],
  },
];

/** The Python sheet in /api/cheatsheets/all, besides its _id, views and dates. */
export const PYTHON_SHEET_SUMMARY = {
  title: 'Python Essentials',
  slug: 'python-essentials',
  description: 'Fixture sheet.',
  category: 'Programming',
  tags: ['python', 'basics', 'strings', 'lists'],
  categories: ['basics', 'strings'],
  color: '#3776AB',
  featured: true,
  locale: 'en',
};

/** /api/subtopics/all: each subtopic's topic name. */
export const SUBTOPIC_TOPICS = {
  'data-interpretation': 'general-aptitude',
  'number-series': 'logical-reasoning',
  percentages: 'general-aptitude',
  'time-and-work': 'general-aptitude',
};

/** The first percentages question's fields, besides its _id, subtopic_id and exam_ids. */
export const PERCENT_QUESTION_VIEW = {
  question: '<p>What is 20% of 150?</p>',
  question_type: 'text',
  question_image_url: null,
  answer: '30',
  explanation: '<p>20% of 150 = 150 × 0.2 = <strong>30</strong>.</p>',
  locale: 'en',
};

/** The Python sheet's first item (a code item) in /api/cheatsheets/slug/python-essentials. */
export const PYTHON_PRINT_ITEM = {
  title: 'Print',
  description: null,
  category: 'basics',
  order: 0,
  content_type: 'code',
  language: 'python',
  code: "print('hi')",
  text_content: null,
  mixed_content: [],
};

/** The Python sheet's mixed item's blocks, in order. */
export const PYTHON_MIXED_BLOCKS = [
  { type: 'code', language: 'python', content: "'a'.upper()" },
  { type: 'text', language: 'python', content: '<p>Returns <b>A</b></p>' },
];

/** Page addresses the served HTML answers 404 (noindex) for the fixtures: unknown, inactive or not a route. */
export const NOT_FOUND_PAGES = [
  '/no/such/page',
  '/practice/no-such-topic',
  '/practice/general-aptitude/no-such-subtopic',
  '/practice/general-aptitude/percentages/No%20Such%20Exam',
  '/test-topics/no-such-topic',
  '/onlinetest/no-such-subtopic',
  '/exam-patterns/no-such-slug',
  '/exam-patterns/retired-exam',
  '/cheatsheets/no-such-slug',
  '/cheatsheets/linux-secrets',
  '/mock-tests/no-such-paper',
  '/mock-tests/no-such-paper/extra',
  '/toString',
];

/** Canonical public addresses /sitemap.xml lists for the fixtures (static pages, then content pages). */
export const SITEMAP_ADDRESSES = [
  '/',
  '/practice',
  '/random-topics',
  '/test-topics',
  '/exam-patterns',
  '/cheatsheets',
  '/mock-tests',
  '/privacy-policy',
  '/terms-of-use',
  '/practice/general-aptitude',
  '/practice/logical-reasoning',
  '/practice/empty-topic',
  '/test-topics/general-aptitude',
  '/practice/general-aptitude/percentages',
  '/practice/logical-reasoning/number-series',
  '/test/percentages',
  '/test/number-series',
  '/exam-patterns/ssc-cgl-tier-1',
  '/exam-patterns/nda',
  '/cheatsheets/python-essentials',
  '/cheatsheets/sql-basics',
];
