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
};
